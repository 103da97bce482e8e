/**
 * Storage full while writing, for real (docs/reliability.md "Storage full"): a Chromium whose profile
 * lives on a small filesystem (a 40 MB tmpfs: .ci/small-volume.sh) has an origin quota of about 24 MB, as
 * Chromium sizes it from the volume. The test stores a control offline, opens a second one and types, then
 * fills the rest of the quota with blobs in a database of its own until even 1 KB is refused: the draft's
 * next write fails with the browser's own QuotaExceededError. The editor says what to do (sync, export the
 * unsent work), keeps what was typed and offers the export, whose file carries the text the device could
 * not store. Once the filler is deleted the draft is stored and saved; after a reload, offline, both
 * controls are on the device, and back online both reach the server as typed.
 *
 * The volume: CANGURO_SMALL_VOLUME (.ci/run mounts it); without it the test mounts one itself when it can
 * be root, and otherwise skips, saying why. At both tablet sizes, each on its own history (from 640).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Page } from '@playwright/test';
import { openUnsentFile } from '../../src/offline/unsent-file';
import {
  ControlModal,
  expectServerControl,
  fill,
  newControl,
  openEvoluciones,
  serverControls,
  showEvoluciones,
  waitForRecord,
  type Control,
} from './pages/development-control';
import { notification } from './pages/notifications';
import { seriousViolations } from './support/axe';
import { testChromiumLaunchOptions } from './support/chromium';
import { userDbName } from './support/outbox-idb';
import { seededHistory } from './support/seeded-history';
import { waitForServiceWorkerControl } from './support/service-worker';
import { DEMO_PASSWORD, openSignedIn, SIGN_IN_TIMEOUT_MS } from './support/session';

const SMALL_VOLUME_SCRIPT = fileURLToPath(new URL('../../.ci/small-volume.sh', import.meta.url));
/** Larger than this, the volume would not fill quickly: it is not the small volume the test needs. */
const MAX_VOLUME_BYTES = 128 * 1024 * 1024;
const FILLER_DB = 'storage-full-filler';

type Volume = { dir: string; ownMount: boolean } | { skip: string };

/** The small volume: the one CI mounted, else one mounted here as root, else why there is none. */
function smallVolume(): Volume {
  const given = process.env.CANGURO_SMALL_VOLUME;
  if (given) {
    const { blocks, bsize } = statfsSync(given);
    // A path that is not the small volume is a broken setup, not a reason to skip.
    if (blocks * bsize > MAX_VOLUME_BYTES)
      throw new Error(`CANGURO_SMALL_VOLUME=${given} is not a small volume (${blocks * bsize} bytes)`);
    return { dir: given, ownMount: false };
  }
  if (process.getuid?.() !== 0)
    return {
      skip: 'No small volume for the browser profile: set CANGURO_SMALL_VOLUME to a mounted 40 MB tmpfs (.ci/run does), or run as root so that the test mounts one (.ci/small-volume.sh)',
    };
  const dir = mkdtempSync(join(tmpdir(), 'canguro-small-volume-'));
  try {
    execFileSync(SMALL_VOLUME_SCRIPT, ['start', dir], { stdio: 'pipe' });
    return { dir, ownMount: true };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { skip: `Could not mount a small volume for the browser profile: ${stderr || String(error)}` };
  }
}

/**
 * Fills the origin's quota with blobs in a database of the test's own, halving the blob each time one is
 * refused, until 1 KB is: what the origin may still store is then less than any draft write.
 */
function fillQuota(page: Page) {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('blobs');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    const put = (key: number, size: number) =>
      new Promise<string | null>((resolve) => {
        const transaction = db.transaction('blobs', 'readwrite');
        transaction.objectStore('blobs').put(new Blob([new Uint8Array(size)]), key);
        transaction.oncomplete = () => resolve(null);
        transaction.onabort = () => resolve(transaction.error?.name ?? 'aborted');
      });
    const refusals = new Set<string>();
    let stored = 0;
    let key = 0;
    for (let size = 1 << 20; size >= 1024;) {
      const refused = await put(key++, size);
      if (refused) {
        refusals.add(refused);
        size /= 2;
      } else stored += size;
    }
    db.close();
    return { stored, refusals: [...refusals] };
  }, FILLER_DB);
}

const freeQuota = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(new Error(String(request.error)));
      }),
    FILLER_DB,
  );

const rectBottom = (box: { y: number; height: number } | null) => box!.y + box!.height;

let volume: Volume;
test.beforeAll(() => {
  volume = smallVolume();
});
test.afterAll(() => {
  if ('dir' in volume && volume.ownMount) execFileSync(SMALL_VOLUME_SCRIPT, ['stop', volume.dir]);
});

const sizes = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
] as const;

for (const [index, viewport] of sizes.entries()) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`storage full while writing: told what to do, nothing typed or saved is lost (${size})`, async ({
    baseURL,
  }, testInfo) => {
    test.skip('skip' in volume, 'skip' in volume ? volume.skip : '');
    if (!('dir' in volume)) return;
    test.setTimeout(240_000);
    const profile = join(volume.dir, `profile-${size}-${testInfo.retry}`);
    const context = await chromium.launchPersistentContext(profile, {
      ...testChromiumLaunchOptions(),
      baseURL,
      viewport,
      hasTouch: true,
      locale: 'es-CO',
      timezoneId: 'America/Bogota',
      acceptDownloads: true,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const history = await seededHistory(page, 640, index + 2 * testInfo.retry);
      const session = await openSignedIn(page, 'psicologia', { path: '/psychology' });
      await waitForServiceWorkerControl(page);
      await openEvoluciones(page, history);
      await waitForRecord(page, userDbName(session.user.id));

      // Saved before the storage fills: a control stored offline, waiting in the outbox.
      await context.setOffline(true);
      const saved: Control = {
        observation: `Guardado antes de llenarse (${size}).`,
        evolution: 'Sostiene la cabeza.',
        followUp: 'Control en quince días.',
        primary: { search: 'F82', code: 'F82' },
      };
      await newControl(page);
      const modal = new ControlModal(page);
      await fill(modal, saved);
      await modal.save();
      await expect(modal.dialog).toBeHidden();
      const cards = page.getByTestId('control-card');
      await expect(cards.getByTestId('control-pending')).toHaveText('Pendiente de sincronizar');

      // A second control, filled in and stored on the device; then the storage fills.
      await newControl(page);
      const observation = modal.field('Observación inicial');
      await fill(modal, { ...saved, observation: 'Primeras palabras.' });
      const autosave = modal.dialog.getByTestId('autosave-state');
      await expect(autosave).toHaveAttribute('data-state', /^(saved-on-device|pending-sync)$/);
      const filled = await fillQuota(page);
      expect(filled.refusals).toEqual(['QuotaExceededError']);
      // Chromium's quota for the origin is about 60% of the small volume.
      expect(filled.stored).toBeLessThan(40 * 1024 * 1024);

      const typed = `Primeras palabras. Escritas con el almacenamiento lleno (${size}).`;
      await observation.fill(typed);
      const alert = modal.dialog.getByTestId('local-write-failed');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(
        'No se pudo guardar en este dispositivo: el almacenamiento está lleno o no disponible.',
      );
      await expect(alert).toContainText(
        'Lo escrito sigue en este formulario; no lo cierre. Para no perderlo, sincronice si hay conexión o exporte el trabajo sin enviar (el archivo incluye este formulario).',
      );
      await expect(observation).toHaveValue(typed);
      await expect(autosave).toHaveText('No guardado en el dispositivo');
      // The message stays in sight under the header, and the field typed in is not hidden under it.
      await expect
        .poll(async () => (await observation.boundingBox())!.y - rectBottom(await alert.boundingBox()))
        .toBeGreaterThanOrEqual(0);
      const exportButton = alert.getByRole('button', { name: 'Exportar el trabajo sin enviar' });
      const box = await exportButton.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      const shot = testInfo.outputPath(`storage-full-${size}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`storage-full-${size}`, { path: shot, contentType: 'image/png' });

      // The export, from the message: its file carries what the device could not store.
      await exportButton.tap();
      const exportDialog = page.getByRole('dialog', { name: 'Exportar cambios sin sincronizar' });
      await expect(exportDialog).toBeVisible();
      const password = exportDialog.getByLabel('Contraseña');
      await expect(password).toBeFocused();
      await password.fill(DEMO_PASSWORD);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: SIGN_IN_TIMEOUT_MS * 2 }),
        exportDialog.getByRole('button', { name: 'Exportar archivo' }).tap(),
      ]);
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      await expect(exportDialog.getByTestId('export-done')).toContainText(download.suggestedFilename());
      const exportShot = testInfo.outputPath(`storage-full-exported-${size}.png`);
      await page.screenshot({ path: exportShot });
      await testInfo.attach(`storage-full-exported-${size}`, { path: exportShot, contentType: 'image/png' });
      const work = await openUnsentFile(readFileSync(file, 'utf8'), {
        userId: session.user.id,
        password: DEMO_PASSWORD,
      });
      const observations = work.drafts.map((draft) => draft.content.initialObservation);
      expect(observations).toEqual(expect.arrayContaining([saved.observation, typed]));
      await exportDialog.getByRole('button', { name: 'Aceptar' }).tap();
      await expect(exportDialog).toBeHidden();
      await expect(observation).toHaveValue(typed);

      // GUARDAR while full: the commit cannot be stored; the form comes back with what was typed.
      await modal.dialog.getByRole('button', { name: 'GUARDAR' }).tap();
      await expect(
        notification(page, 'error', 'No se pudo guardar en este dispositivo: el almacenamiento está lleno'),
      ).toBeVisible();
      await expect(modal.dialog).toBeVisible();
      await expect(alert).toBeVisible();
      await expect(observation).toHaveValue(typed);

      // Room again: the next change is stored, the message goes, and the control is saved.
      await freeQuota(page);
      const finished = `${typed} Guardado al liberar espacio.`;
      await observation.fill(finished);
      await expect(alert).toBeHidden();
      await expect(autosave).toHaveAttribute('data-state', /^(saved-on-device|pending-sync)$/);
      const second: Control = { ...saved, observation: finished };
      await modal.save();
      await expect(modal.dialog).toBeHidden();
      await expect(cards.getByTestId('control-pending')).toHaveText([
        'Pendiente de sincronizar',
        'Pendiente de sincronizar',
      ]);

      // Nothing saved was damaged: after a reload, offline, both are on the device; online, on the server.
      await page.reload();
      await showEvoluciones(page);
      await expect(cards).toHaveCount(2);
      await context.setOffline(false);
      await expect.poll(() => serverControls(page, session, history.id), { timeout: 30_000 }).toHaveLength(2);
      const onServer = await serverControls(page, session, history.id);
      const byObservation = new Map(onServer.map((doc) => [doc.initialObservation, doc]));
      expectServerControl(byObservation.get(saved.observation)!, saved, 0);
      expectServerControl(byObservation.get(finished)!, second, 1);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
