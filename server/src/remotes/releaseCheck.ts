import { containerName, ROUTES_EXPOSE, type RemoteName } from '@topup/shared/remotes';
import { satisfies } from './sharedVersions';

/** What a remote's mf-manifest.json says about itself, as far as the check reads it. */
interface FederationManifest {
  name?: unknown;
  metaData?: { buildInfo?: { buildVersion?: unknown } };
  exposes?: Array<{ name?: unknown; path?: unknown }>;
  shared?: Array<SharedEntry>;
}

interface SharedEntry {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
  /** The remote's own copy of the module; none when its build takes it from the host only (import: false). */
  assets?: { js?: { sync?: unknown[]; async?: unknown[] } };
}

export interface ReleaseCheckInput {
  remote: RemoteName;
  manifestUrl: string;
  /** Origins besides the store's own that may serve remotes (REMOTE_ORIGINS and the registry's). */
  allowedOrigins: readonly string[];
  /** Shared module name -> version the live host provides. */
  hostShared: Readonly<Record<string, string>>;
  /** Reads a manifest: the store's own paths in-process, other origins over HTTP. */
  readManifest(url: string): Promise<{ status: number; body: string }>;
}

export type ReleaseCheck = { ok: true; buildVersion?: string } | { ok: false; problem: string };

const refuse = (problem: string): ReleaseCheck => ({ ok: false, problem });

/**
 * Everything that must hold before a URL goes live for a remote: an allowed origin, a manifest
 * that answers, is this remote's container (not another remote's), exposes its route fragment and
 * asks for shared modules the host provides in a compatible version.
 */
export async function checkRelease(input: ReleaseCheckInput): Promise<ReleaseCheck> {
  const { remote, manifestUrl } = input;
  const where = originProblem(manifestUrl, input.allowedOrigins);
  if (where) return refuse(where);
  let answer: { status: number; body: string };
  try {
    answer = await input.readManifest(manifestUrl);
  } catch (error) {
    return refuse(`${manifestUrl} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (answer.status !== 200) return refuse(`${manifestUrl} answered HTTP ${answer.status}`);
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(answer.body) as FederationManifest;
  } catch {
    return refuse(`${manifestUrl} is not a JSON manifest`);
  }
  const expected = containerName(remote);
  if (manifest.name !== expected) {
    return refuse(`${manifestUrl} is the manifest of "${String(manifest.name)}", not of ${remote} ("${expected}")`);
  }
  const exposes = manifest.exposes ?? [];
  if (!exposes.some((entry) => entry.path === ROUTES_EXPOSE || entry.name === ROUTES_EXPOSE.slice(2))) {
    return refuse(`${manifestUrl} does not expose ${ROUTES_EXPOSE}`);
  }
  const skew = sharedProblems(manifest, input.hostShared);
  if (skew.length > 0) return refuse(`${manifestUrl} needs shared modules the host does not provide: ${skew.join('; ')}`);
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  return { ok: true, ...(typeof buildVersion === 'string' ? { buildVersion } : {}) };
}

function originProblem(manifestUrl: string, allowedOrigins: readonly string[]): string | undefined {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return `${manifestUrl} is neither a path of this store nor an absolute URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${manifestUrl}: only http(s) URLs serve remotes`;
  if (!allowedOrigins.includes(url.origin)) {
    return `${url.origin} is not an allowed remote origin (add it first: ops origins add ${url.origin})`;
  }
  return undefined;
}

/** Whether the remote carries its own copy of a shared module (its files are listed). */
function carriesOwnCopy(entry: SharedEntry): boolean {
  return (entry.assets?.js?.sync?.length ?? 0) + (entry.assets?.js?.async?.length ?? 0) > 0;
}

function sharedProblems(manifest: FederationManifest, hostShared: Readonly<Record<string, string>>): string[] {
  return (manifest.shared ?? []).flatMap((entry) => {
    if (typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') return [];
    const provided = hostShared[entry.name];
    // A remote's production build takes the libraries from the host only: it has nothing to fall back on.
    if (provided === undefined) return carriesOwnCopy(entry) ? [] : [`${entry.name} ${entry.requiredVersion} (host has none, remote carries no copy)`];
    return satisfies(provided, entry.requiredVersion) ? [] : [`${entry.name} ${entry.requiredVersion} (host has ${provided})`];
  });
}
