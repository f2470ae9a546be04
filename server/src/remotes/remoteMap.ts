import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import type { RemotesConfig } from '@topup/shared/contract';
import type { AppDatabase } from '../db/database';
import { readOrigins, readRegistry, type RegistryRow } from './registry';
import { defaultRemotesConfig, readSeedFile } from './remotesConfig';

export interface RemoteMapOptions {
  db: AppDatabase;
  log: FastifyBaseLogger;
  /** remotes.json: a seed, read afresh so an edit applies on the next page load. */
  overrideFile: string;
  /** Each remote's published version: the defaults point at those releases. */
  versions: Record<RemoteName, string>;
  /** REMOTE_<NAME>_URL values: seeds fixed for this process, stronger than the file. */
  envUrls: Partial<Record<RemoteName, string>>;
  /** REMOTE_ORIGINS: allowed remote origins besides the registry's own list. */
  configuredOrigins: readonly string[];
}

/** Where a remote's live URL comes from, strongest first. */
export type MapSource = 'registry' | 'env' | 'file' | 'default';

/** A visitor's view of canaries: their sticky share (0-99) and the remotes a tester forces. */
export interface Visitor {
  bucket: number;
  testing: readonly RemoteName[];
}

/**
 * The remote map of the store: the registry in the database (shared by every API process) over
 * the seeds (REMOTE_<NAME>_URL, remotes.json, each remote's published release). A snapshot of the
 * registry is kept so the shell page can be written without waiting on the database; refresh()
 * reads it again (every REFRESH_MS and right after a change through this process).
 */
export class RemoteMap {
  private rows = new Map<RemoteName, RegistryRow>();
  private registryOrigins: string[] = [];
  private lastValidFile: RemotesConfig = {};
  private refusedFileText: string | undefined;
  private readonly defaults: RemotesConfig;

  constructor(private readonly options: RemoteMapOptions) {
    this.defaults = defaultRemotesConfig(options.versions);
  }

  async refresh(): Promise<void> {
    const [rows, origins] = await Promise.all([readRegistry(this.options.db), readOrigins(this.options.db)]);
    this.rows = new Map(rows.map((row) => [row.remote as RemoteName, row]));
    this.registryOrigins = origins;
  }

  /** REMOTE_ORIGINS and the registry's origins: who may serve remotes (and the page's CSP). */
  allowedOrigins(): string[] {
    return [...new Set([...this.options.configuredOrigins, ...this.registryOrigins])];
  }

  registryRow(remote: RemoteName): RegistryRow | undefined {
    return this.rows.get(remote);
  }

  /**
   * The seeds' map: env over the last valid remotes.json over the defaults. An invalid file is
   * refused whole and logged once per content; the last valid one stays in force meanwhile.
   */
  seedMap(): RemotesConfig {
    const file = readSeedFile(this.options.overrideFile);
    if (file.kind === 'valid') {
      this.lastValidFile = file.map;
      this.refusedFileText = undefined;
    } else if (file.kind === 'missing') {
      this.lastValidFile = {};
    } else if (file.text !== this.refusedFileText) {
      this.refusedFileText = file.text;
      this.options.log.error(
        { file: this.options.overrideFile, problem: file.problem },
        'refusing the invalid remotes.json as a whole; the last valid map stays in force',
      );
    }
    return { ...this.defaults, ...this.lastValidFile, ...this.options.envUrls };
  }

  /** What the seeds alone give a remote, as if the registry had no row for it. */
  seedUrl(remote: RemoteName): string {
    return this.seedMap()[remote] as string;
  }

  /** Each remote's live URL and where it comes from. */
  live(): Record<RemoteName, { url: string; source: MapSource }> {
    const seeds = this.seedMap();
    const fileKeys = new Set(Object.keys(this.lastValidFile));
    return Object.fromEntries(
      REMOTE_NAMES.map((remote) => {
        const row = this.rows.get(remote);
        if (row) return [remote, { url: row.manifestUrl, source: 'registry' }];
        const source: MapSource = this.options.envUrls[remote] ? 'env' : fileKeys.has(remote) ? 'file' : 'default';
        return [remote, { url: seeds[remote] as string, source }];
      }),
    ) as Record<RemoteName, { url: string; source: MapSource }>;
  }

  /** The map one visitor gets: the live URLs, with a canary's URL for its share of visitors and for testers. */
  mapFor(visitor: Visitor): RemotesConfig {
    const live = this.live();
    return Object.fromEntries(
      REMOTE_NAMES.map((remote) => {
        const row = this.rows.get(remote);
        const inCanary = row?.canaryUrl && (visitor.testing.includes(remote) || visitor.bucket < row.canaryPercent);
        return [remote, inCanary ? row.canaryUrl : live[remote].url];
      }),
    ) as RemotesConfig;
  }
}
