/**
 * The saved name of a download (src/api/download-name.ts; spec 000 §7 "file name from the
 * content-disposition header, default download.zip"), read as RFC 6266 / RFC 8187 say.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, downloadName } from '../../../src/api/download-name';

describe('downloadName', () => {
  it("takes the server's quoted filename", () => {
    expect(downloadName('attachment; filename="RIPS-BAI_2025-03-01_2025-03-31.zip"')).toBe(
      'RIPS-BAI_2025-03-01_2025-03-31.zip',
    );
  });

  it('takes a token filename, in any case of the parameter name and with spaces around =', () => {
    expect(downloadName('attachment; filename=reporte.zip')).toBe('reporte.zip');
    expect(downloadName('Attachment; FILENAME = reporte.zip ')).toBe('reporte.zip');
    expect(downloadName('filename=solo.zip')).toBe('solo.zip');
  });

  it('unescapes a quoted string and keeps ; and = inside quotes', () => {
    expect(downloadName('attachment; filename="a \\"b\\"; c=d.zip"; size=10')).toBe('a "b"; c=d.zip');
  });

  it("prefers filename* (UTF-8'') over filename, wherever it stands", () => {
    expect(
      downloadName(`attachment; filename="Reporte_Bogota.zip"; filename*=UTF-8''Reporte_Bogot%C3%A1.zip`),
    ).toBe('Reporte_Bogotá.zip');
    expect(
      downloadName(`attachment; filename*=utf-8'es'Se%C3%B1ales%20RIPS.zip; filename="Senales RIPS.zip"`),
    ).toBe('Señales RIPS.zip');
  });

  it("reads ISO-8859-1 ext-values, and falls back to filename when filename* can't be decoded", () => {
    expect(downloadName(`attachment; filename*=iso-8859-1''Bogot%E1.zip`)).toBe('Bogotá.zip');
    expect(downloadName(`attachment; filename="ok.zip"; filename*=UTF-8''%E1%ZZ.zip`)).toBe('ok.zip');
    expect(downloadName(`attachment; filename="ok.zip"; filename*=koi8-r''x.zip`)).toBe('ok.zip');
    expect(downloadName(`attachment; filename="ok.zip"; filename*=sin-comillas.zip`)).toBe('ok.zip');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(downloadName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(downloadName('attachment; filename="C:\\\\temp\\\\r.zip"')).toBe('r.zip');
    expect(downloadName(`attachment; filename*=UTF-8''a%0Ab.zip`)).toBe('ab.zip');
  });

  it('falls back to download.zip without a usable name', () => {
    expect(DEFAULT_DOWNLOAD_NAME).toBe('download.zip');
    for (const header of [
      null,
      undefined,
      '',
      'attachment',
      'inline',
      'attachment; filename=""',
      'attachment; filename="../"',
    ])
      expect(downloadName(header), String(header)).toBe('download.zip');
    expect(downloadName('attachment', 'otro.zip')).toBe('otro.zip');
  });
});
