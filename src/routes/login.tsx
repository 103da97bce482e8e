import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '../features/platform/auth/guards';
import { LoginPage } from '../features/platform/login/login-page';

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfSignedIn,
  component: LoginPage,
});
