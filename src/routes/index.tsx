import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/platform/welcome/welcome-page';

export const Route = createFileRoute('/')({
  component: WelcomePage,
});
