// Runs this remote alone in development, without the host (`pnpm --filter @topup/remote-activities dev`).
import { renderStandalone } from '@topup/shared/standalone';
import { routes } from '../exposes/routes';

void renderStandalone(routes);
