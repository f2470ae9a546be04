import { z } from 'zod';
import { REMOTE_NAMES } from '@topup/shared/remotes';

/** Where the host reports a remote it could not show (public, rate-limited, answers 204). */
export const REMOTE_FAILURE_REPORT_PATH = '/remote-failures';

/** What failed: the manifest, the entry or a chunk of JS, a CSS file, a render, or a shared-version refusal. */
export const REMOTE_FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'css', 'render', 'incompatible'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** One failed remote load, as the host reports it; the server stores it for the operations view. */
export const remoteFailureReportSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  /** The release the host tried (the version folder of its manifest URL), or '' when unknown. */
  version: z.string().max(64),
  kind: z.enum(REMOTE_FAILURE_KINDS),
  /** A short reason for people (an error's name and message), never a stack. */
  reason: z.string().max(300),
  /** The store path the visitor was on. */
  page: z.string().max(300),
});
export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;
