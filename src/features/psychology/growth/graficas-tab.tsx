/**
 * The Gráficas tab (spec 000 §2: a frame of the history system's iframe/graficas/{historyId}). The growth
 * view drawn on the device stands in for the frame when the build names no history system (the frame could
 * only fail) or the device is offline, and is offered beside the frame otherwise. The anthropometry panel's
 * link asks for the view itself (`showGrowthView`), whatever the frame.
 */
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import { growthViewText as t } from '../../../i18n/growth';
import { HISTORY_FRAMES_CONFIGURED } from '../../../ui/embedded-frame/frame-urls';
import { HistoryFrame } from '../../../ui/embedded-frame/history-frame';
import { useBrowserOnline } from '../../../ui/hooks/use-browser-online';
import { GrowthView } from './growth-view';

type Shown = 'frame' | 'own';

/** Histories whose Gráficas tab opens next on the device's view (asked from the anthropometry panel). */
const askedForOwnView = new Set<string>();

export const showGrowthView = (historyId: string) => void askedForOwnView.add(historyId);

export function GraficasTab({ history, label }: { history: HistoryRecord; label: string }) {
  // The alternative is another system's frame: the browser's network decides, as for the frame itself.
  const online = useBrowserOnline();
  const [shown, setShown] = useState<Shown>(() => (askedForOwnView.delete(history.id) ? 'own' : 'frame'));
  if (!HISTORY_FRAMES_CONFIGURED || !online) return <GrowthView history={history} />;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t.viewChoice}
        value={shown}
        onChange={(value) => setShown(value)}
        data={[
          { value: 'frame', label: t.showFrame },
          { value: 'own', label: t.showOwn },
        ]}
        size="md"
        style={{ alignSelf: 'flex-start' }}
      />
      {shown === 'frame' ? (
        <HistoryFrame page="graficas" label={label} history={history} />
      ) : (
        <GrowthView history={history} />
      )}
    </Stack>
  );
}
