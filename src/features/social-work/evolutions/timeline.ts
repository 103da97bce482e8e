/**
 * The social-work timeline as data (spec 001 §2 "Evoluciones tab"): the three documents' lists (drafts and
 * pending documents over the server's, src/offline/document-list.ts) merged newest first, and the date
 * tree (year → month → day) the list is browsed by. Pure, so the rules are unit-tested.
 */
import { savedDay } from '../../../domain/gestation';
import { serverToday } from '../../../api/server-clock';
import type { DocumentListItem } from '../../../offline/document-list';

export const socialWorkKinds = ['initial-assessment', 'social-work-evolution', 'home-visit'] as const;
export type SocialWorkKind = (typeof socialWorkKinds)[number];

export interface SocialWorkEntry {
  kind: SocialWorkKind;
  item: DocumentListItem;
  /** The Bogotá day of the document ('YYYY-MM-DD'). */
  day: string;
}

/** Every document newest first; undefined while a list is still loading. */
export function buildEntries(
  lists: Readonly<Partial<Record<SocialWorkKind, readonly DocumentListItem[]>>>,
): SocialWorkEntry[] | undefined {
  if (socialWorkKinds.some((kind) => lists[kind] === undefined)) return undefined;
  return socialWorkKinds
    .flatMap((kind) =>
      (lists[kind] ?? []).map((item) => ({ kind, item, day: savedDay(item.at) ?? serverToday() })),
    )
    .sort((a, b) => b.item.at - a.item.at);
}

/** A psychosocial risk row as the timeline holds it (spec 001 §3 "Psychosocial risk"). */
type RiskRow = Readonly<Record<string, unknown>>;

/**
 * The risks an evolution card lists (spec 001 §2 "Evolution card: ... psychosocial risks"): the history's
 * risks assessed on or before the evolution's day, oldest first — what the family carried when the
 * evolution was written, which its diagnosis and plan answer. Risks are written from the initial
 * assessment only (sourceType InitialAssessment), so "those written from the evolution" would always be
 * none; a risk assessed after the evolution did not inform it; a row without its date is not assessed yet.
 * docs/ui-decisions.md "Psychosocial risks on the evolution card".
 */
export function risksAsOf<R extends RiskRow>(risks: readonly R[], day: string): R[] {
  const dated = (risk: R) => (typeof risk.assessmentDate === 'string' ? risk.assessmentDate : null);
  return risks
    .filter((risk) => {
      const assessed = dated(risk);
      return assessed !== null && assessed !== '' && assessed.slice(0, 10) <= day;
    })
    .sort((a, b) => dated(a)!.localeCompare(dated(b)!));
}

export interface DateTreeDay {
  day: string;
  count: number;
}
export interface DateTreeMonth {
  /** 'YYYY-MM'. */
  month: string;
  days: DateTreeDay[];
}
export interface DateTreeYear {
  year: string;
  months: DateTreeMonth[];
}

/** Year → month → day of the entries, newest first, with how many documents each day holds. */
export function dateTree(entries: readonly SocialWorkEntry[]): DateTreeYear[] {
  const years: DateTreeYear[] = [];
  for (const { day } of entries) {
    const year = day.slice(0, 4);
    const month = day.slice(0, 7);
    let y = years.find((node) => node.year === year);
    if (!y) years.push((y = { year, months: [] }));
    let m = y.months.find((node) => node.month === month);
    if (!m) y.months.push((m = { month, days: [] }));
    const d = m.days.find((node) => node.day === day);
    if (d) d.count += 1;
    else m.days.push({ day, count: 1 });
  }
  const desc =
    <T>(key: (value: T) => string) =>
    (a: T, b: T) =>
      key(b).localeCompare(key(a));
  years.sort(desc((y) => y.year));
  for (const y of years) {
    y.months.sort(desc((m) => m.month));
    for (const m of y.months) m.days.sort(desc((d) => d.day));
  }
  return years;
}

/** Whether the history has an initial assessment (saved, pending or a draft): the first document. */
export const hasInitialAssessment = (entries: readonly SocialWorkEntry[]): boolean =>
  entries.some((entry) => entry.kind === 'initial-assessment');
