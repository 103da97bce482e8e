import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/session';

const API_KEY = 'canguro-demo-api-key';

for (const view of ['psychology', 'vaccination'] as const) {
  test(`the ${view} external view takes its credentials from the query and removes them`, async ({
    page,
  }) => {
    const session = await apiSignIn(page, 'admin');
    const list = await page.request.get('/v1/hc/list?search=CNG-000002', {
      headers: { authorization: `Bearer ${session.tokens.access.token}` },
    });
    const record = ((await list.json()) as { results: { id: string; Iden_nombreCompletoPaciente: string }[] })
      .results[0]!;

    const apiCalls: { url: string; apiKey: string | undefined; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) {
        const headers = request.headers();
        apiCalls.push({
          url: request.url(),
          apiKey: headers['x-api-key'],
          authorization: headers.authorization,
        });
      }
    });

    const query = new URLSearchParams({
      api_key: API_KEY,
      auth_token: session.tokens.access.token,
      enabled: 'true',
    });
    await page.goto(`/external-views/${view}/hc/${record.id}?${query.toString()}`);

    await expect(page.getByTestId('embedded-history')).toHaveText(
      `Historia de ${record.Iden_nombreCompletoPaciente}`,
    );
    expect(page.url()).not.toContain('api_key');
    expect(page.url()).not.toContain('auth_token');
    expect(page.url()).not.toContain(session.tokens.access.token);
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls) {
      expect(call.apiKey).toBe(API_KEY);
      expect(call.authorization).toBe(`Bearer ${session.tokens.access.token}`);
    }
  });
}
