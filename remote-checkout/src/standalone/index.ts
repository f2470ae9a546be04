// Runs this remote alone in development, without the host (`pnpm --filter @topup/remote-checkout dev`).
import { renderStandalone } from '@topup/shared/standalone';
import { routes } from '../exposes/routes';

void renderStandalone(routes);
