import type { CallDefinition } from './defineCall';
import { healthCall } from './system';
import { currencySettingsCall } from './setting';

/** Every call of the API; the server registers and documents each one from this list. */
export const allCalls: readonly CallDefinition[] = [healthCall, currencySettingsCall];
