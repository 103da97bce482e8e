import type { HistoryRecord } from '../../contract/history';
import { framesText as t } from '../../i18n/psychology-view';
import { EmbeddedFrame } from './embedded-frame';
import { frameUrl, type FramePage } from './frame-urls';

/** One of the three embedded pages of the psychology view (Antecedentes, Pediatría, Gráficas). */
export function HistoryFrame({
  page,
  label,
  history,
}: {
  page: FramePage;
  /** The tab's name ("Antecedentes"). */
  label: string;
  history: Pick<HistoryRecord, 'id' | 'Iden_nombreCompletoPaciente'>;
}) {
  return (
    <EmbeddedFrame
      src={frameUrl(page, history.id)}
      title={t.frameTitle(label, history.Iden_nombreCompletoPaciente)}
      loadingLabel={t.loading}
      offlineTitle={t.offlineTitle}
      offlineText={t.offline(label)}
    />
  );
}
