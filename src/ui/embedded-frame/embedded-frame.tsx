/**
 * A page of another system shown in a frame (spec 000 §2 "Embedded pages": antecedentes, pediatría and
 * gráficas), with a skeleton that hides 500 ms after the frame's load (§9 "Frame reveal 500 ms").
 *
 * Offline the frame is not rendered at all: a page of another system cannot come from our service worker,
 * and a browser error page inside the view would read as a fault of the app. A clear notice says why
 * instead, and the frame loads again (with its skeleton) when the connection returns.
 */
import { Alert, Box, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBrowserOnline } from '../hooks/use-browser-online';

/** Spec 000 §9: the skeleton hides this long after the frame's load. */
export const FRAME_REVEAL_MS = 500;

export interface EmbeddedFrameProps {
  /** The page's address. */
  src: string;
  /** The frame's accessible title. */
  title: string;
  /** Accessible name of the skeleton while the page loads. */
  loadingLabel: string;
  /** Title and text of the notice shown instead of the frame without network. */
  offlineTitle: string;
  offlineText: string;
  /** Height of the frame (CSS). */
  height?: string;
}

export function EmbeddedFrame({ offlineTitle, offlineText, ...frame }: EmbeddedFrameProps) {
  // Another system's page: the browser's network decides, not whether this app's server answers.
  const online = useBrowserOnline();
  if (!online) {
    return (
      <Alert color="gray" variant="light" title={offlineTitle} data-testid="frame-offline">
        {offlineText}
      </Alert>
    );
  }
  // Mounted afresh for each address and each return of the network: a new load behind a new skeleton.
  return <LoadingFrame key={frame.src} {...frame} />;
}

function LoadingFrame({
  src,
  title,
  loadingLabel,
  height = 'calc(100vh - 16rem)',
}: Omit<EmbeddedFrameProps, 'offlineTitle' | 'offlineText'>) {
  const [loaded, setLoaded] = useState(false);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setRevealed(true), FRAME_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <Box pos="relative" mih={height}>
      {!revealed && (
        <Stack
          gap="sm"
          pos="absolute"
          inset={0}
          bg="white"
          p="md"
          role="progressbar"
          aria-label={loadingLabel}
          aria-busy
          data-testid="frame-skeleton"
          style={{ zIndex: 1 }}
        >
          <Skeleton height={28} width="40%" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={200} mt="md" />
        </Stack>
      )}
      <iframe
        src={src}
        title={title}
        onLoad={() => setLoaded(true)}
        style={{ width: '100%', height, border: 0, display: 'block' }}
        data-testid="history-frame"
      />
    </Box>
  );
}
