/**
 * What shows where a part of a screen failed to render (a bad cached record, a bug): a Spanish message
 * that says nothing typed was lost — drafts live on the device, not in the screen — with "Reintentar"
 * (renders the part again) and "Recargar la página". Around every editor and timeline, so one bad record
 * never blanks the whole screen; the router's default error screen is the same message
 * (`ErrorScreen`).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { formText as t } from '../../i18n/forms';

export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert color="red" role="alert" title={t.boundaryTitle} data-testid="error-boundary">
      <Stack gap="sm">
        <Text size="sm">{t.boundaryMessage}</Text>
        <Group gap="sm">
          {onRetry && (
            <Button mih={44} variant="default" onClick={onRetry}>
              {t.retry}
            </Button>
          )}
          <Button mih={44} variant="subtle" onClick={() => location.reload()}>
            {t.reload}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<{ children: ReactNode; name: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The component stack names the part; the error's message may hold patient data, so only its kind.
    console.error(
      `${this.props.name} failed to render: ${error instanceof Error ? error.name : typeof error}`,
      info.componentStack,
    );
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
