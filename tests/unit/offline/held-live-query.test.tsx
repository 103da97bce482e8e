// @vitest-environment happy-dom
// Before Dexie: its live queries run only where it found an IndexedDB when it loaded.
import 'fake-indexeddb/auto';
import { Dexie, type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  coverPage,
  OverCover,
  useHeldLiveQuery,
  useLiveQueryWhile,
} from '../../../src/offline/held-live-query';
import { shown, until } from './support/live-answers';
import { storageListeners } from './support/storage-listeners';
import { mount } from '../support/react-root';

interface Note {
  id: number;
  text: string;
}
type NotesDb = Dexie & { notes: EntityTable<Note, 'id'> };

let db: NotesDb;
let reads = 0;

beforeEach(async () => {
  db = new Dexie(`held-live-query-${crypto.randomUUID()}`) as NotesDb;
  db.version(1).stores({ notes: '&id' });
  await db.notes.put({ id: 1, text: 'uno' });
  reads = 0;
});

afterEach(() => db.close());

const texts = async () => (await db.notes.toArray()).map((note) => note.text).join(',');

/** The held query, counting its reads of the table. */
function Held() {
  const value = useHeldLiveQuery(async () => {
    reads += 1;
    return texts();
  }, []);
  return <p data-testid="held">{value ?? '…'}</p>;
}

/** The same query, never held: it shows that a write has been observed. */
function Live() {
  return <p data-testid="live">{useLiveQuery(texts, []) ?? '…'}</p>;
}

describe('useHeldLiveQuery', () => {
  it('answers as useLiveQuery while the page is not covered', async () => {
    mount(<Held />);
    await until(() => expect(shown('held')).toBe('uno'));
    await act(() => db.notes.put({ id: 2, text: 'dos' }));
    await until(() => expect(shown('held')).toBe('uno,dos'));
  });

  it('holds its answer and reads nothing while covered, and reads once when uncovered', async () => {
    mount(
      <>
        <Held />
        <Live />
      </>,
    );
    await until(() => expect(shown('held')).toBe('uno'));
    let release = () => {};
    act(() => {
      release = coverPage();
    });
    const readsCovered = reads;
    await act(() => db.notes.put({ id: 2, text: 'dos' }));
    await act(() => db.notes.put({ id: 3, text: 'tres' }));
    // The unheld query has seen both writes: the held one would have too.
    await until(() => expect(shown('live')).toBe('uno,dos,tres'));
    expect(shown('held')).toBe('uno');
    expect(reads).toBe(readsCovered);

    act(() => release());
    await until(() => expect(shown('held')).toBe('uno,dos,tres'));
    expect(reads).toBe(readsCovered + 1);
  });

  it('does not listen to the database while covered, and listens again when uncovered', async () => {
    const before = storageListeners();
    mount(<Held />);
    await until(() => expect(shown('held')).toBe('uno'));
    expect(storageListeners()).toBe(before + 1);
    let release = () => {};
    act(() => {
      release = coverPage();
    });
    await until(() => expect(storageListeners()).toBe(before));
    act(() => release());
    await until(() => expect(storageListeners()).toBe(before + 1));
  });

  it('in what covers the page (OverCover), keeps reading while covered', async () => {
    mount(
      <OverCover.Provider value>
        <Held />
      </OverCover.Provider>,
    );
    await until(() => expect(shown('held')).toBe('uno'));
    let release = () => {};
    act(() => {
      release = coverPage();
    });
    await act(() => db.notes.put({ id: 2, text: 'dos' }));
    await until(() => expect(shown('held')).toBe('uno,dos'));
    act(() => release());
  });

  it('stays covered until every cover is released, each release counted once', async () => {
    mount(
      <>
        <Held />
        <Live />
      </>,
    );
    await until(() => expect(shown('held')).toBe('uno'));
    let first = () => {};
    let second = () => {};
    act(() => {
      first = coverPage();
      second = coverPage();
    });
    act(() => {
      first();
      first();
    });
    await act(() => db.notes.put({ id: 2, text: 'dos' }));
    await until(() => expect(shown('live')).toBe('uno,dos'));
    expect(shown('held')).toBe('uno');
    act(() => second());
    await until(() => expect(shown('held')).toBe('uno,dos'));
  });
});

let setLive: (live: boolean) => void = () => {};

/** The query live while its state says so, counting its reads as `Held` does. */
function WhileLive() {
  const [live, set] = useState(false);
  setLive = set;
  const value = useLiveQueryWhile(live, async () => {
    reads += 1;
    return texts();
  }, []);
  return <p data-testid="while">{value ?? '…'}</p>;
}

describe('useLiveQueryWhile', () => {
  it('reads and listens to nothing until live, follows writes while live, and then holds its answer', async () => {
    const before = storageListeners();
    mount(<WhileLive />);
    await act(() => db.notes.put({ id: 2, text: 'dos' }));
    expect(shown('while')).toBe('…');
    expect(reads).toBe(0);
    expect(storageListeners()).toBe(before);

    act(() => setLive(true));
    await until(() => expect(shown('while')).toBe('uno,dos'));
    expect(reads).toBe(1);
    expect(storageListeners()).toBe(before + 1);
    await act(() => db.notes.put({ id: 3, text: 'tres' }));
    await until(() => expect(shown('while')).toBe('uno,dos,tres'));

    act(() => setLive(false));
    await until(() => expect(storageListeners()).toBe(before));
    const readsHeld = reads;
    await act(() => db.notes.put({ id: 4, text: 'cuatro' }));
    expect(shown('while')).toBe('uno,dos,tres');
    expect(reads).toBe(readsHeld);
  });
});
