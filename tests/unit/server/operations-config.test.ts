/**
 * The operations settings (docs/operations.md): when requests are logged, the metrics token, and the name
 * a backup gets.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { backupFileName } from '../../../server/ops/backup';
import { announcementFile } from '../../../server/ops/running-server';

describe('LOG_REQUESTS and METRICS_TOKEN', () => {
  it('logs requests unless told not to, and never under Vitest unless asked', () => {
    expect(readConfig({ VITEST: '' }).logRequests).toBe(true);
    expect(readConfig({ VITEST: '', LOG_REQUESTS: 'false' }).logRequests).toBe(false);
    // This test runs under Vitest: quiet by default, whatever else the environment says.
    expect(readConfig({}).logRequests).toBe(false);
    expect(readConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(readConfig({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
  });

  it('reads the metrics token, unset when empty', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 's3cr3t' }).metricsToken).toBe('s3cr3t');
  });
});

describe('backup files', () => {
  it('are named for their database and their time in UTC, so they sort by time', () => {
    const at = new Date('2026-11-26T03:00:07.123Z');
    expect(backupFileName('pglite', at)).toBe('canguro-pglite-20261126-030007Z.tar.gz');
    expect(backupFileName('postgres', at)).toBe('canguro-postgres-20261126-030007Z.dump');
  });

  it("announce a PGlite server beside its folder, never inside it (the folder's copy would carry it)", () => {
    expect(announcementFile('/srv/canguro/datos')).toBe('/srv/canguro/datos.server.json');
    expect(announcementFile('/srv/canguro/datos/')).toBe('/srv/canguro/datos.server.json');
  });
});
