// @vitest-environment happy-dom
// Before Dexie: its live queries run only where it found an IndexedDB when it loaded.
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserDb, type CanguroDb } from '../../../src/offline/db';
import { coverPage } from '../../../src/offline/held-live-query';
import { putRecord } from '../../../src/offline/records';
import { useRecordIn } from '../../../src/offline/records-live';
import { ErrorBoundary } from '../../../src/ui/error-boundary/error-boundary';
import { shown, until } from './support/live-answers';
import { storageListeners } from './support/storage-listeners';
import { mount, unmount } from '../support/react-root';
import { testVault } from './support/test-vault';

let db: CanguroDb;

beforeEach(async () => {
  db = createUserDb(`records-live-${crypto.randomUUID()}`, { vault: await testVault() });
  await putRecord(db, 'catalogue:parameters:TiposVivienda', null, ['Casa']);
});

afterEach(() => {
  unmount();
  db.close();
});

function Shown({ id, recordKey }: { id: string; recordKey: string }) {
  const record = useRecordIn<string[]>(db, recordKey);
  const text = record === undefined ? '…' : record === null ? 'ninguno' : record.data.join(',');
  return <p data-testid={id}>{text}</p>;
}

describe('useRecord', () => {
  it('shares one live query among the components that show the same record, and stops it after the last', async () => {
    const before = storageListeners();
    mount(
      <>
        <Shown id="a" recordKey="catalogue:parameters:TiposVivienda" />
        <Shown id="b" recordKey="catalogue:parameters:TiposVivienda" />
        <Shown id="c" recordKey="catalogue:parameters:Otro" />
      </>,
    );
    await until(() => expect([shown('a'), shown('b'), shown('c')]).toEqual(['Casa', 'Casa', 'ninguno']));
    expect(storageListeners()).toBe(before + 2);

    await act(() => putRecord(db, 'catalogue:parameters:TiposVivienda', null, ['Casa', 'Apartamento']));
    await until(() => expect([shown('a'), shown('b')]).toEqual(['Casa,Apartamento', 'Casa,Apartamento']));

    unmount();
    expect(storageListeners()).toBe(before);
  });

  it('shows the last answer at once when the record is shown again, while it is read again', async () => {
    mount(<Shown id="a" recordKey="catalogue:parameters:TiposVivienda" />);
    await until(() => expect(shown('a')).toBe('Casa'));
    unmount();
    mount(<Shown id="a" recordKey="catalogue:parameters:TiposVivienda" />);
    expect(shown('a')).toBe('Casa');
  });

  it('holds its answer behind a full-screen editor and listens to nothing, then reads again', async () => {
    const before = storageListeners();
    mount(<Shown id="a" recordKey="catalogue:parameters:TiposVivienda" />);
    await until(() => expect(shown('a')).toBe('Casa'));
    let release = () => {};
    act(() => {
      release = coverPage();
    });
    expect(storageListeners()).toBe(before);
    await act(() => putRecord(db, 'catalogue:parameters:TiposVivienda', null, ['Finca']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shown('a')).toBe('Casa');

    act(() => release());
    await until(() => expect(shown('a')).toBe('Finca'));
    expect(storageListeners()).toBe(before + 1);
  });

  it('sends a record it cannot open to the error boundary, and reads it again on "Reintentar"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = 'catalogue:parameters:TiposVivienda';
    const stored = (await db.records.get(key))!;
    await db.records.put({ ...stored, sealed: { iv: new Uint8Array(12), data: new ArrayBuffer(8) } });
    mount(
      <MantineProvider>
        <ErrorBoundary name="Record">
          <Shown id="a" recordKey={key} />
        </ErrorBoundary>
      </MantineProvider>,
    );
    await until(() => expect(document.querySelector('[data-testid="error-boundary"]')).not.toBeNull());

    await putRecord(db, key, null, ['Casa']);
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Reintentar')!;
    act(() => retry.click());
    await until(() => expect(shown('a')).toBe('Casa'));
    vi.restoreAllMocks();
  });
});
