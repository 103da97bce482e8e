import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';

/** /psychology and the addresses under it: the module becomes the current one (or home, without access). */
export const Route = createFileRoute('/_app/psychology')({
  beforeLoad: () => enterModule('psychology'),
});
