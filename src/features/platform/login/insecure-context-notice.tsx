import { Alert, Button, Stack, Text } from '@mantine/core';
import { insecureContextText as t } from '../../../i18n/platform';
import { IconAlert } from '../../../ui/icons/icons';
import { secureAddress } from './secure-context';

/**
 * The sign-in screen's body in an insecure context (./secure-context.ts): why nothing can be done at this
 * address, the https address to open, and what to ask of whoever runs the server when that one does not
 * open (docs/ui-decisions.md "Sign-in over plain http").
 */
export function InsecureContextNotice({ location = window.location }: { location?: Location }) {
  const address = secureAddress(location);
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t.title} icon={<IconAlert size={20} />}>
        <Stack gap="xs">
          <Text size="sm">{t.explanation(location.origin)}</Text>
          <Text size="sm" fw={600}>
            {t.action(address)}
          </Text>
          <Text size="sm">{t.administrator}</Text>
        </Stack>
      </Alert>
      <Button component="a" href={address} size="md" mih={44} fullWidth>
        {t.open}
      </Button>
    </Stack>
  );
}
