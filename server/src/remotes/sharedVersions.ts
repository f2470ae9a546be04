/**
 * Whether a remote's `requiredVersion` of a shared module (what its build asks for, `^x.y.z` as
 * tooling/webpack/sharedSingletons.cjs writes it, or an exact version) is met by the version the
 * host provides. Caret as npm reads it: same major (same minor under 1.0.0), not older.
 */
export function satisfies(provided: string, required: string): boolean {
  const wanted = parse(required.replace(/^[\^~=]/, ''));
  const have = parse(provided);
  if (!wanted || !have) return false;
  if (!required.startsWith('^')) return compare(have, wanted) === 0;
  if (have[0] !== wanted[0]) return false;
  if (wanted[0] === 0 && have[1] !== wanted[1]) return false;
  return compare(have, wanted) >= 0;
}

type Version = [number, number, number];

function parse(text: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
