/**
 * SLOT for the family control's card (spec 000 §2 "Timeline cards": emotional and family psychology). The
 * family control feature (src/features/psychology/family-control/) owns the real card with every section;
 * until it is wired into the panel (`renderFamilyControl` in evolutions-panel.tsx), a family control shows
 * here with its date, its local state and its signer, so none is hidden from the timeline.
 */
import { formatShortDate } from '../../../domain/date-format';
import type { DocumentListItem } from '../../../offline/document-list';
import { cardDay } from './card-dates';
import { TimelineCard } from './timeline-card';

/** Spec 000 §2: the family control's kind title. */
const FAMILY_CONTROL_TITLE = 'Psicología Familiar y Emocional';

export function FamilyControlSlotCard({ item }: { item: DocumentListItem }) {
  return (
    <TimelineCard
      testId="family-control-card"
      title={FAMILY_CONTROL_TITLE}
      date={formatShortDate(cardDay(item.content.date, item.at))}
      item={item}
      footer={item.signature && `${item.signature.name} · ${item.signature.email}`}
    />
  );
}
