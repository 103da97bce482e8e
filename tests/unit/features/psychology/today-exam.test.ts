import { describe, expect, it } from 'vitest';
import { todayExam } from '../../../../src/features/psychology/exams/use-exam-data';
import type { DocumentListItem } from '../../../../src/offline/document-list';

const today = '2026-11-26';
const exam = (status: DocumentListItem['status'], date: string | null) =>
  ({
    status,
    content: { date },
    at: Date.parse(`${date ?? today}T15:00:00Z`),
  }) as unknown as DocumentListItem;

describe("today's exam (Agregar and Aplazar of the exam tabs)", () => {
  it('none today: both offered', () => {
    expect(todayExam([exam('committed', '2026-10-01')], today)).toEqual({
      hasToday: false,
      savedToday: false,
    });
  });

  it('a draft of today: no second column, but the exam can still be postponed', () => {
    expect(todayExam([exam('draft', null)], today)).toEqual({ hasToday: true, savedToday: false });
  });

  it('saved today, on the server or waiting to be sent: nothing to postpone', () => {
    expect(todayExam([exam('committed', today)], today)).toEqual({ hasToday: true, savedToday: true });
    expect(todayExam([exam('pending', today)], today)).toEqual({ hasToday: true, savedToday: true });
  });
});
