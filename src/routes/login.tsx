import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '../features/platform/auth/guards';
import { returnPath } from '../features/platform/auth/return-path';
import { LoginPage } from '../features/platform/login/login-page';

/** /login, with the address to return to after sign-in (`?redirect=`, a path of this app only). */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = returnPath(search.redirect);
    return redirect === undefined ? {} : { redirect };
  },
  beforeLoad: redirectIfSignedIn,
  component: function LoginRoute() {
    return <LoginPage returnTo={Route.useSearch().redirect} />;
  },
});
