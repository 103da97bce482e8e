import {
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { identityText, loginText } from '../../../i18n/platform';
import { IconHelp } from '../../../ui/icons/icons';
import { errorMessage, notify, notifyError } from '../../../ui/notifications/notify';
import { SUPPORT_PORTAL_URL } from '../support';
import { isLoginField, loginFormSchema, type LoginFormValues } from './login-form.schema';
import { InsecureContextNotice } from './insecure-context-notice';
import { takeOverPrerendered } from './prerendered-form';
import { inSecureContext } from './secure-context';

/**
 * The sign-in screen: the form, or, in an insecure context where no sign-in can work (plain http on a
 * network name, ./secure-context.ts), what to do instead.
 */
export function LoginPage({ returnTo }: { returnTo?: string } = {}) {
  return inSecureContext() ? (
    <SignInForm returnTo={returnTo} />
  ) : (
    <SignInCard>
      <Stack gap="md">
        <SignInHeading />
        <InsecureContextNotice />
      </Stack>
    </SignInCard>
  );
}

/** The card both bodies of the sign-in screen sit in. */
function SignInCard({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={420} w="100%" component="main">
        {children}
      </Paper>
    </Center>
  );
}

function SignInHeading() {
  return (
    <Stack gap={4} align="center">
      <Title order={1} c="canguro.7">
        {loginText.title}
      </Title>
      <Text c="dimmed" size="sm" ta="center">
        {loginText.subtitle}
      </Text>
    </Stack>
  );
}
import { touchTarget } from '../../../ui/touch-target';

/**
 * Sign-in (spec 000 §2 Login): "Usuario ó Email", password, "Iniciar", the support link and the version.
 * A failed sign-in shows the server's message as an error notification; a successful one goes home, or
 * back to the address the user was sent here from (`returnTo`, ../auth/return-path.ts). With
 * no network the same form unlocks the device's copy (../auth/sign-in.ts) and says so. The sign-in code
 * (the device's identity store, Dexie) loads when the form is sent, not with the form. The built
 * index.html draws this same form before the app runs (./prerendered-form.ts): on mount the form takes
 * over what was typed there.
 */
function SignInForm({ returnTo }: { returnTo?: string }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginFormValues>({
    mode: 'uncontrolled',
    initialValues: { identifier: '', password: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });
  const formRef = useRef<HTMLFormElement>(null);

  // Before paint, so the static form and this one never both show and no keystroke falls between them.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const submitHeld = takeOverPrerendered(element, (path, value) => {
      if (isLoginField(path)) form.setFieldValue(path, value, { forceUpdate: false });
    });
    if (submitHeld) element.requestSubmit();
    // Once, on mount: the static form exists only before the first mount of this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async ({ identifier, password }: LoginFormValues) => {
    setSubmitting(true);
    try {
      const { signIn } = await import('../auth/sign-in');
      const { mode } = await signIn(identifier, password);
      if (mode === 'offline') notify(identityText.signedInOffline);
      if (returnTo) await navigate({ href: returnTo, replace: true });
      else await navigate({ to: '/', replace: true });
    } catch (error) {
      notifyError(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <SignInCard>
      <form ref={formRef} onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <SignInHeading />
          <TextInput
            label={loginText.identifierLabel}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            key={form.key('identifier')}
            {...form.getInputProps('identifier')}
          />
          <PasswordInput
            label={loginText.passwordLabel}
            autoComplete="current-password"
            size="md"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" mih={44} fullWidth loading={submitting}>
            {loginText.submit}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor
              href={SUPPORT_PORTAL_URL}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: touchTarget }}
            >
              <IconHelp size={16} />
              {loginText.support}
            </Anchor>
            <Text size="xs" c="dimmed" data-testid="app-version">
              {loginText.version(__APP_VERSION__)}
            </Text>
          </Group>
        </Stack>
      </form>
    </SignInCard>
  );
}
