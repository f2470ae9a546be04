import { escapeHtml } from '../app/html';
import { FAVICON_LINK } from '../static/favicon';
import type { describeRemote } from './operations';

type RemoteView = Awaited<ReturnType<typeof describeRemote>>;

export const OPS_STYLE_PATH = '/ops/ops.css';

/** Enough to read it on a phone: long URLs and messages wrap instead of widening the page. */
export const OPS_STYLE = `body{font-family:system-ui,sans-serif;line-height:1.4;max-width:64rem;margin:0 auto;padding:1rem}
table{width:100%;border-collapse:collapse;table-layout:fixed}th,td{border-bottom:1px solid #ccc;padding:.25rem;text-align:left;vertical-align:top}
th:last-child,td:last-child{width:40%}td,dd,code{overflow-wrap:anywhere}dt{font-weight:600}section{margin-bottom:2rem}`;

/** The release folder a manifest URL names (/remotes/<name>/<folder>/mf-manifest.json), else the URL. */
function releaseOf(url: string): string {
  return /\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? url;
}

function cell(value: string | null | undefined): string {
  return `<td>${escapeHtml(value ?? '—')}</td>`;
}

function remoteSection(view: RemoteView): string {
  const health = view.health.ok ? `healthy (build ${view.health.build ?? 'unknown'})` : `FAILING: ${view.health.problem ?? ''}`;
  const canary = view.canary ? `${view.canary.percent}% get ${releaseOf(view.canary.url)} (commit ${view.canary.commit ?? 'unknown'})` : 'none';
  const failures = view.failures
    .map((failure) => `<tr>${cell(failure.at)}${cell(failure.manifestUrl ? releaseOf(failure.manifestUrl) : null)}${cell(failure.reason)}${cell(failure.message)}</tr>`)
    .join('');
  const history = view.history
    .slice(0, 8)
    .map((entry) => `<tr>${cell(entry.at)}${cell(entry.action)}${cell(releaseOf(entry.manifestUrl))}${cell(entry.actor)}${cell(entry.reason)}</tr>`)
    .join('');
  return `<section aria-labelledby="remote-${view.remote}">
<h2 id="remote-${view.remote}">${escapeHtml(view.remote)}</h2>
<dl>
<dt>Live</dt><dd><strong data-live="${escapeHtml(view.remote)}">${escapeHtml(releaseOf(view.live))}</strong> <code>${escapeHtml(view.live)}</code> (from ${escapeHtml(view.source)})</dd>
<dt>Commit</dt><dd>${escapeHtml(view.commit ?? 'unknown')}</dd>
<dt>Health</dt><dd role="${view.health.ok ? 'status' : 'alert'}">${escapeHtml(health)}</dd>
<dt>Canary</dt><dd>${escapeHtml(canary)}</dd>
<dt>Rollback goes to</dt><dd>${escapeHtml(view.previous ? releaseOf(view.previous) : 'nothing earlier')}</dd>
</dl>
<h3>Recent load failures</h3>
<table><thead><tr><th>When</th><th>Release</th><th>Reason</th><th>Message</th></tr></thead><tbody>${failures || '<tr><td colspan="4">None.</td></tr>'}</tbody></table>
<h3>History</h3>
<table><thead><tr><th>When</th><th>Change</th><th>Release</th><th>Who</th><th>Why</th></tr></thead><tbody>${history || '<tr><td colspan="5">No change since the seeds.</td></tr>'}</tbody></table>
</section>`;
}

/**
 * GET /ops: what is live for each remote, its canary, commit, health, recent failures and changes.
 * Read-only; changes go through `corepack pnpm ops` (docs/releases.md). Built by hand like the
 * development pages, with no script and its style in a file, so the security policy needs no
 * exception.
 */
export function renderOpsPage(views: readonly RemoteView[], origins: readonly string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>Remotes (operations)</title><link rel="stylesheet" href="${OPS_STYLE_PATH}"></head><body>
<h1>Remotes (operations)</h1>
<p>Swap, canary and roll back with <code>corepack pnpm ops</code> (see docs/releases.md). Allowed remote origins: ${escapeHtml(
    origins.length > 0 ? origins.join(', ') : 'this store only',
  )}.</p>
${views.map(remoteSection).join('\n')}
</body></html>`;
}
