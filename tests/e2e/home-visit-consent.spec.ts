/**
 * A home visit whose consent is refused keeps nothing but its observations (spec 001 §2, §4), on a tablet
 * held upright and in landscape, by touch, against the real server: answers typed with consent given (and already staged
 * to the server as a draft) are gone from the form once consent is refused, do not come back when it is
 * given again, and the committed visit the server holds carries the consent and the observations alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { listedDocumentHead } from '../../src/contract/document';
import { completeInitialAssessment } from '../fixtures/bodies';
import { notification } from './pages/notifications';
import { PatientSearch } from './pages/patient-search';
import { SocialWorkEditor, SocialWorkView, waitForEditor } from './pages/social-work';
import { V1 } from './pages/timeline';
import { seriousViolations } from './support/axe';
import { seededHistory } from './support/seeded-history';
import { openSignedIn } from './support/session';

test.describe.configure({ timeout: 180_000 });

const CONSENT = '¿La familia da su consentimiento para la visita?';
const OBSERVATIONS = 'La familia prefirió no recibir la visita hoy.';
/** What the list answers of a document besides its own fields: the lifecycle head and the visit's id. */
const HEAD: readonly string[] = [...listedDocumentHead, 'homeVisitId'];

/** The visit's own fields as the server holds them (committed body, or a draft's staged content). */
const ownFields = (visit: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(visit).filter(([key]) => !HEAD.includes(key)));

async function tapConsent(editor: SocialWorkEditor, option: 'Sí' | 'No') {
  await editor.dialog
    .getByRole('group', { name: CONSENT, exact: true })
    .getByRole('button', { name: option })
    .tap();
}

async function typeInto(page: Page, editor: SocialWorkEditor, label: string, text: string) {
  await editor.dialog.getByLabel(label, { exact: true }).tap();
  await page.keyboard.type(text);
}

for (const [index, { width, height }] of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
].entries())
  test.describe(`on a tablet at ${width}x${height}, by touch`, () => {
    test.use({ viewport: { width, height }, hasTouch: true });

    test('answers typed before consent is refused are removed, never committed, and not on the server', async ({
      page,
    }, testInfo) => {
      // Each size its own history (and another on a retry).
      const history = await seededHistory(page, 2060, index * 2 + testInfo.retry, [1]);
      const session = await openSignedIn(page, 'trabajosocial', { path: '/socialwork', site: 1 });
      const v1 = new V1(page, session);
      // An initial assessment made earlier: the timeline then offers the other documents.
      await v1.post('/initial-assessment/commit', {
        historyId: history.id,
        signature: { ...v1.signature(), email: 'trabajosocial@canguro.demo' },
        ...completeInitialAssessment(),
      });
      const visits = () => v1.get<Record<string, unknown>[]>(`/home-visit/hc/${history.id}`);

      await new PatientSearch(page).openHistory(history.code, history.motherDocument.slice(-3));
      await expect(page.getByTestId('patient-name')).toHaveText(history.patientName);
      const view = new SocialWorkView(page);
      await expect(view.cards).toHaveCount(1);
      await view.timeline.getByRole('button', { name: 'Opciones' }).tap();
      await page.getByRole('menuitem', { name: 'Visita Domiciliaria' }).tap();
      const visit = new SocialWorkEditor(page, 'Visita Domiciliaria');
      await waitForEditor(visit);

      // Consent given: answers typed, and staged to the server as the visit's draft.
      await tapConsent(visit, 'Sí');
      await typeInto(page, visit, 'Objetivo', 'Conocer la vivienda.');
      await typeInto(page, visit, '¿Quién duerme con el bebé?', 'La madre y el padre.');
      await typeInto(page, visit, '¿Quién permanece con el bebé?', 'La abuela materna.');
      await expect
        .poll(async () => (await visits())[0]?.objective ?? null, { timeout: 30_000 })
        .toBe('Conocer la vivienda.');

      // Refused: only the observations are asked, and the answers are gone from the form...
      await tapConsent(visit, 'No');
      await expect(visit.dialog.getByLabel('Objetivo', { exact: true })).toHaveCount(0);
      await expect(visit.dialog.getByLabel('¿Quién duerme con el bebé?', { exact: true })).toHaveCount(0);
      // ...so giving consent again shows them empty, as a new visit's.
      await tapConsent(visit, 'Sí');
      await expect(visit.dialog.getByLabel('Objetivo', { exact: true })).toHaveValue('');
      await expect(visit.dialog.getByLabel('¿Quién permanece con el bebé?', { exact: true })).toHaveValue('');
      await tapConsent(visit, 'No');
      await typeInto(page, visit, 'Observaciones', OBSERVATIONS);
      await expect(visit.dialog.getByLabel('Observaciones', { exact: true })).toHaveValue(OBSERVATIONS);

      expect(await seriousViolations(page)).toEqual([]);
      const shot = testInfo.outputPath(`home-visit-consent-refused-${width}x${height}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`home-visit-consent-refused-${width}x${height}`, {
        path: shot,
        contentType: 'image/png',
      });
      // Nothing of the form reaches past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await visit.dialog.getByRole('button', { name: 'GUARDAR' }).tap();
      await expect(visit.dialog).toBeHidden();
      await expect(notification(page, 'success', 'Valoración inicial guardada correctamente')).toBeVisible();
      await expect(view.cards).toHaveCount(2);
      await expect(view.cards.filter({ hasText: 'Consentimiento no obtenido' })).toHaveCount(1);
      await expect(page.getByTestId('document-pending')).toHaveCount(0, { timeout: 30_000 });

      // The server holds one committed visit with the consent and the observations, nothing else.
      await expect.poll(async () => (await visits())[0]?.status, { timeout: 30_000 }).toBe('committed');
      const held = await visits();
      expect(held).toHaveLength(1);
      expect(held[0]!.draft ?? null).toBeNull();
      expect(ownFields(held[0]!)).toEqual({ signedConsent: false, observations: OBSERVATIONS });
    });
  });
