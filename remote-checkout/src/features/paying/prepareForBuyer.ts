import { httpClient } from '@topup/shared/http';
import { loadZod } from '@topup/shared/validation';

/**
 * What a pay form's first check and request need, loaded when the buyer starts on it (a focus, or
 * a tap that focuses nothing, as on Safari's buttons): zod, and the HTTP transport, which a first
 * visit's early calls spared the page.
 */
export function prepareForBuyer(): void {
  void loadZod();
  httpClient().prepare();
}
