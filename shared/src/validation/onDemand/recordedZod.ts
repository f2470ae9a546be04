/**
 * What browser builds get for `import { z } from 'zod'` (tooling/webpack/createFederatedConfig.cjs):
 * the contract's schemas are recorded at module load instead of built, so the first render ships
 * and runs no zod. A schema becomes real the first time it parses, by replaying its recorded
 * calls on the real zod, which loadZod registers (useRealZod in a
 * component). Once the real zod
 * is there, everything is forwarded to it. The server and jest import zod itself.
 */
import { markRecording, registeredZod, type RealZod } from './realZod';

const MATERIALISE = Symbol.for('topup.validation.materialise');

/** The methods that validate: reading one needs the real schema. */
const PARSING = new Set<PropertyKey>([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'decode',
  'safeDecode',
  'decodeAsync',
  'safeDecodeAsync',
  'encode',
  'safeEncode',
  'encodeAsync',
  'safeEncodeAsync',
  '~standard',
]);

/** One step from the parent: a property read or a call (of the parent, with its holder as `this`). */
type Step = { read: PropertyKey } | { call: unknown[] };

interface Recording {
  parent?: Recording;
  step?: Step;
  real?: { value: unknown };
}

type Materialisable = { [MATERIALISE]: () => unknown };

function isRecorded(value: unknown): value is Materialisable {
  return typeof value === 'function' && typeof (value as Partial<Materialisable>)[MATERIALISE] === 'function';
}

function realZod(): RealZod {
  const zod = registeredZod();
  if (!zod) {
    throw new Error(
      'A shared zod schema parsed before the real zod was loaded: call useRealZod() (@topup/shared/ui) in the component ' +
        'that validates, or `await loadZod()` (@topup/shared/validation) before parsing; browser builds record schemas (docs/decisions.md).',
    );
  }
  return zod;
}

/** Recorded schemas inside arguments (objects of fields, lists of options) become real ones. */
function materialiseArgument(value: unknown): unknown {
  if (isRecorded(value)) return value[MATERIALISE]();
  if (Array.isArray(value)) return value.map(materialiseArgument);
  if (typeof value === 'object' && value !== null) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, materialiseArgument(field)]));
    }
  }
  return value;
}

function replay(recording: Recording): unknown {
  const { parent, step } = recording;
  if (!parent || !step) return realZod();
  if ('read' in step) return Reflect.get(materialise(parent) as object, step.read);
  const args = step.call.map(materialiseArgument);
  // A method call: the function was read from its holder, which is its `this`.
  if (parent.parent && parent.step && 'read' in parent.step) {
    const holder = materialise(parent.parent) as object;
    return (Reflect.get(holder, parent.step.read) as (...a: unknown[]) => unknown).apply(holder, args);
  }
  return (materialise(parent) as (...a: unknown[]) => unknown)(...args);
}

function materialise(recording: Recording): unknown {
  recording.real ??= { value: replay(recording) };
  return recording.real.value;
}

/** A real value as reached through a recorded one: methods stay bound to their holder. */
function forwarded(recording: Recording, key: PropertyKey): unknown {
  const holder = materialise(recording) as object;
  const value: unknown = Reflect.get(holder, key);
  return typeof value === 'function' ? value.bind(holder) : value;
}

function recorded(recording: Recording): unknown {
  // A function target, so that a recorded `z.string` can be called.
  return new Proxy(function recordedZod() {}, {
    get(_target, key) {
      if (key === MATERIALISE) return () => materialise(recording);
      if (registeredZod() || PARSING.has(key)) return forwarded(recording, key);
      // Not a promise, not a primitive: only names are recorded.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return recorded({ parent: recording, step: { read: key } });
    },
    apply(_target, _this, args: unknown[]) {
      const call: Recording = { parent: recording, step: { call: args } };
      return registeredZod() ? materialise(call) : recorded(call);
    },
  });
}

markRecording();
export const z = recorded({}) as RealZod;
