/**
 * The Evoluciones timeline as a user meets it (spec 000 §2 "Timeline cards"), and documents written for it
 * through the real /v1 API as the signed-in user (bearer token, XSRF cookie and header), so a spec can
 * give a history every kind of card the seed does not hold.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SignedIn } from '../support/session';

export class Timeline {
  readonly entries: Locator;
  constructor(readonly page: Page) {
    this.entries = page.getByRole('list', { name: 'Controles' }).locator(':scope > li');
  }
  card(testId: string): Locator {
    return this.page.getByTestId(testId);
  }
  /** A score bar of a card: its "score / max" and band label. */
  bar(card: Locator, testId: string) {
    const bar = card.getByTestId(testId);
    return { score: bar.getByTestId('bar-score'), band: bar.getByTestId('bar-band') };
  }
}

/** /v1 as the signed-in user, through the page's request context (its cookies). */
export class V1 {
  constructor(
    readonly page: Page,
    readonly session: SignedIn,
  ) {}

  private async headers(write: boolean): Promise<Record<string, string>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.session.tokens.access.token}` };
    if (write) {
      const cookies = await this.page.context().cookies();
      const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
      if (xsrf) headers['x-xsrf-token'] = xsrf;
    }
    return headers;
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.page.request.get(`/v1${path}`, { headers: await this.headers(false) });
    expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
    return (await answer.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    // A GET first: the server sets the XSRF cookie on its first answer.
    await this.page.request.get('/v1/health');
    const answer = await this.page.request.post(`/v1${path}`, { data, headers: await this.headers(true) });
    expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    await this.page.request.get('/v1/health');
    const answer = await this.page.request.put(`/v1${path}`, { data, headers: await this.headers(true) });
    expect(answer.ok(), `PUT ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }

  /** The signing user as the contract's signature (the server signs with the token's user anyway). */
  signature() {
    const { user } = this.session;
    return {
      id: user.id,
      name: user.name,
      email: (user as { email?: string }).email ?? 'psicologia@canguro.demo',
    };
  }
}
