import type { RemoteName } from '@topup/shared/remotes';
import { stalledUnder } from './stallWatch';

/** Why a remote's area shows its fallback, in words an operator and a visitor can both act on. */
export type RemoteFailureReason = 'stalled' | 'notFound' | 'network' | 'crash';

/** Thrown while a remote's files load, so a page that fails to render reads as a crash instead. */
export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, cause: unknown) {
    super(`${remote} did not load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** The folder of a release, from its manifest URL: every file of the release is under it. */
export function releaseFolder(manifestUrl: string): string {
  const absolute = new URL(manifestUrl, window.location.href).toString();
  return absolute.slice(0, absolute.lastIndexOf('/') + 1);
}

export function failureReason(error: unknown, manifestUrl?: string): RemoteFailureReason {
  if (!(error instanceof RemoteLoadError)) return 'crash';
  if (/stalled/i.test(error.message) || (manifestUrl && stalledUnder(releaseFolder(manifestUrl)))) return 'stalled';
  if (/answered HTTP 404/.test(error.message)) return 'notFound';
  return 'network';
}

export interface RemoteFailureReport {
  remote: RemoteName;
  manifestUrl?: string;
  reason: RemoteFailureReason;
  message: string;
}

/** Where the server collects failures for the operations view (outside /api: no session needed). */
export const FAILURE_REPORT_PATH = '/remote-failures';
const MAX_MESSAGE_LENGTH = 300;

/**
 * Tells the server a remote failed on this page. Best effort: a report that cannot be sent must
 * never turn into a second failure, so errors are swallowed.
 */
export function reportRemoteFailure(report: RemoteFailureReport): void {
  const body = JSON.stringify({ ...report, message: report.message.slice(0, MAX_MESSAGE_LENGTH) });
  try {
    void fetch(FAILURE_REPORT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself unavailable (very old browser or a test without it): nothing to report with.
  }
}
