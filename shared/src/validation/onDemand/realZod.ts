import type { z as Zod } from 'zod/v4';

export type RealZod = typeof Zod;

// On globalThis, not in this module: the host and each remote bundle their own copy of this file,
// and a schema recorded by one copy may be materialised by another.
const REAL_ZOD = Symbol.for('topup.validation.realZod');
const RECORDING = Symbol.for('topup.validation.recording');

type ZodHolder = { [REAL_ZOD]?: RealZod; [RECORDING]?: true };
const holder = globalThis as ZodHolder;

/** Makes the real zod available to every recorded schema of the page (see ./recordedZod). */
export function registerZod(zod: RealZod): void {
  holder[REAL_ZOD] = zod;
}

/** The real zod once loadZod has loaded it, else undefined. */
export function registeredZod(): RealZod | undefined {
  return holder[REAL_ZOD];
}

/** Said by ./recordedZod when it loads: this page records schemas (a browser build). */
export function markRecording(): void {
  holder[RECORDING] = true;
}

/** Whether schemas are recorded here and the real zod is not loaded yet (never on the server or in jest). */
export function zodMissing(): boolean {
  return holder[RECORDING] === true && holder[REAL_ZOD] === undefined;
}
