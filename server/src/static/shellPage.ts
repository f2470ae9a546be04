import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_ROUTE_TABLE, type RemoteName } from '@topup/shared/remotes';
import { EARLY_CALLS_ID, localeTextsPath, type EarlyCall, type Locale, type LocaleVersions, type OAuthClient, type RemotesConfig } from '@topup/shared/contract';
import { afterPaintScript } from './afterPaintPreloads';
import { earlyCallsOf } from './earlyCalls';
import { firstAnswersOf, visitorLocale, type FirstAnswers } from './firstAnswers';
import { FIRST_SCREEN_STYLE, FIRST_SCREEN_STYLE_HASH, renderFirstScreen } from './firstScreen';
import { escapeHtml } from './html';

/** What the page needs to know to start its remotes without a chain of requests. */
export interface ShellPageSources {
  /** The same map /remotes.json answers this visitor, computed per request (a swap applies on the next load). */
  remotesConfig: (request: FastifyRequest, reply: FastifyReply) => RemotesConfig;
  /** What /locales/versions.json answers: with it inline, the texts are fetched at once. */
  localeVersions: LocaleVersions;
  /** How long the page waits on a remote's files (host/src/federation/stallWatch.ts). */
  remoteBudget: RemoteBudget;
  /** What /oauth/client answers: with it inline, the shell starts without asking. */
  webClient: OAuthClient;
}

export interface RemoteBudget {
  stallMs: number;
  stepLimitMs: number;
}

/** What one page carries inline. */
export interface ShellPageData {
  remotesConfig: RemotesConfig;
  localeVersions: LocaleVersions;
  remoteBudget: RemoteBudget;
  webClient: OAuthClient;
  /** The locale the client will start in (its cookie), whose texts are preloaded. */
  locale: Locale;
  /** The public answers the page's first render asks for, when it has any (firstAnswers.ts). */
  firstAnswers?: FirstAnswers;
  /** What a signed-in customer's first render asks for, sent by the page before the shell runs (earlyCalls.ts). */
  earlyCalls?: EarlyCall[];
}

/** The ids the client reads them from (host/src/federation/remotesConfig.ts and stallWatch.ts, shared/src/platform/i18n/localeTexts.ts). */
const INLINE_REMOTES_ID = 'topup-remotes';
const INLINE_LOCALE_VERSIONS_ID = 'topup-locale-versions';
const INLINE_BUDGET_ID = 'topup-remote-budget';
/** Read by host/src/session/webClient.ts. */
const INLINE_WEB_CLIENT_ID = 'topup-web-client';
/** Read by shared/src/platform/storefront/firstAnswers.ts. */
const INLINE_FIRST_ANSWERS_ID = 'topup-first-answers';

/**
 * A JSON data block: never executed (the security policy allows it); '<' escaped so no value can
 * close it ('<' only occurs inside JSON strings, where \u003c reads back the same).
 */
function jsonBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

function dataBlock(id: string, value: unknown): string {
  return jsonBlock(id, JSON.stringify(value));
}

/** The answers as JSON, each envelope as the API wrote it (re-serializing would round ids past 2^53). */
function firstAnswersJson({ locale, answers }: FirstAnswers): string {
  const items = answers.map(({ call, payload, envelope }) =>
    `{"method":${JSON.stringify(call.method)},"path":${JSON.stringify(call.path)},"payload":${JSON.stringify(payload)},"envelope":${envelope}}`,
  );
  return `{"locale":${JSON.stringify(locale)},"answers":[${items.join(',')}]}`;
}

/** '/detail/:id' and '/d/:key?' as regular expressions over a path. */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

const ROUTES = Object.entries(REMOTE_ROUTE_TABLE).flatMap(([remote, routes]) =>
  routes.map((route) => ({ remote: remote as RemoteName, pattern: routePattern(route) })),
);

/** The remote whose page the path is, if any. */
export function remoteOfPath(pathname: string): RemoteName | undefined {
  return ROUTES.find((route) => route.pattern.test(pathname))?.remote;
}

/**
 * What the page asks for once its first screen is painted: the visitor's texts, which the shell
 * waits for before its first render, and the route's remote manifest, which the runtime fetches
 * first (the host's own start-up code is all in main.js, which the head loads). The remote's
 * entry and chunks are not hinted: a script preload that fails is kept by Chromium and fails the retry's load of the same URL without a request (a
 * remote that was down could not come back without a reload), and a prefetch still in flight is
 * downloaded twice.
 */
function afterPaintPreloads(data: ShellPageData, manifestUrl: string | undefined): string[] {
  return [localeTextsPath(data.locale, data.localeVersions[data.locale]), ...(manifestUrl ? [manifestUrl] : [])];
}

/**
 * The page with what the host needs to start: the remote map inline, and the texts and the
 * route's remote manifest asked for once the first screen is painted (both requested while
 * main.js downloads). On a page with a static first screen main.js itself runs once that is
 * painted (scriptsAfterPaint).
 */
export function renderShellPage(template: string, pathname: string, data: ShellPageData): string {
  const config = data.remotesConfig;
  const remote = remoteOfPath(pathname);
  const manifestUrl = remote ? config[remote] : undefined;
  const first = data.firstAnswers;
  const head = [
    // First, so the largest image of the first screen is not queued behind the scripts.
    ...(first?.screen ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(first.screen.image.url)}">`] : []),
    ...(first?.images ?? []).map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}">`),
    dataBlock(INLINE_REMOTES_ID, config),
    dataBlock(INLINE_LOCALE_VERSIONS_ID, data.localeVersions),
    dataBlock(INLINE_BUDGET_ID, data.remoteBudget),
    dataBlock(INLINE_WEB_CLIENT_ID, data.webClient),
    ...(first ? [jsonBlock(INLINE_FIRST_ANSWERS_ID, firstAnswersJson(first))] : []),
  ].join('');
  const at = template.indexOf('</head>');
  const page = withEarlyCalls(at < 0 ? head + template : template.slice(0, at) + head + template.slice(at), data.earlyCalls);
  const painted = first?.screen ? withFirstScreen(page, first.screen) : page;
  const { page: ready, scripts } = first?.screen ? scriptsAfterPaint(painted) : { page: painted, scripts: [] };
  return ready.replace('</body>', `<script>${afterPaintScript(afterPaintPreloads(data, manifestUrl), scripts)}</script></body>`);
}

/**
 * The early calls' block before the template's early-calls script (the first after the title), so
 * the script reads it when it runs, before the head's stylesheet, which would hold it back.
 */
function withEarlyCalls(page: string, calls: EarlyCall[] | undefined): string {
  if (!calls || calls.length === 0) return page;
  return page.replace('</title>', () => `</title>${dataBlock(EARLY_CALLS_ID, calls)}`);
}

/**
 * The template's deferred scripts (main.js) turned into preloads, for the after-paint script to
 * run once the static first screen is painted (see afterPaintScript).
 */
function scriptsAfterPaint(page: string): { page: string; scripts: string[] } {
  const scripts: string[] = [];
  const preloaded = page.replace(/<script\b[^>]*\bdefer\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  return { page: preloaded, scripts };
}

/**
 * The static first screen right after <body>, outside #root, so React's first render leaves it be;
 * its style inline in the head and the host's stylesheets moved to the end of the body, so the
 * first screen paints with the HTML alone (an in-body stylesheet holds back only what follows it,
 * and the after-paint script, which runs the shell's scripts, follows it).
 */
function withFirstScreen(template: string, screen: NonNullable<FirstAnswers['screen']>): string {
  const headEnd = template.indexOf('</head>');
  if (headEnd < 0 || !template.includes('</body>')) return template;
  const stylesheets = template.slice(0, headEnd).match(/<link[^>]*\brel="?stylesheet"?[^>]*>/g) ?? [];
  let page = stylesheets.reduce((html, link) => html.replace(link, ''), template);
  page = page.replace('</head>', `<style>${FIRST_SCREEN_STYLE}</style></head>`).replace('</body>', `${stylesheets.join('')}</body>`);
  const body = /<body[^>]*>/.exec(page);
  if (!body) return page;
  // The brand as the template's title writes it (already HTML).
  const brand = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
  const at = body.index + body[0].length;
  return page.slice(0, at) + renderFirstScreen(screen, brand) + page.slice(at);
}

/**
 * The CSP sources of a page's inline scripts: the early calls, the start of ICU's warm-up worker,
 * the boot failure message and the after-paint preloads (the JSON data blocks carry a type and are
 * not matched).
 */
export function inlineScriptHashes(page: string): string[] {
  return Array.from(page.matchAll(/<script>([\s\S]*?)<\/script>/g), (match) => {
    return `'sha256-${createHash('sha256').update(match[1] as string).digest('base64')}'`;
  });
}

/** The page's first answers; a failure to make them costs the page its head start, never the page. */
async function pageFirstAnswers(reply: FastifyReply, address: URL, locale: Locale): Promise<FirstAnswers | undefined> {
  const pathname = address.pathname;
  try {
    return await firstAnswersOf(reply.server, pathname, address.searchParams, locale);
  } catch (error) {
    reply.log.warn({ err: error, pathname }, 'the page goes without its first answers');
    return undefined;
  }
}

/** Sends the page, allowing its own inline scripts in the security policy helmet set. */
export async function sendShellPage(reply: FastifyReply, template: string, sources: ShellPageSources): Promise<FastifyReply> {
  const address = new URL(reply.request.url, 'http://page');
  const pathname = address.pathname;
  const locale = visitorLocale(reply.request);
  const found = reply.statusCode === 200;
  const firstAnswers = found ? await pageFirstAnswers(reply, address, locale) : undefined;
  const data = {
    remotesConfig: sources.remotesConfig(reply.request, reply),
    localeVersions: sources.localeVersions,
    remoteBudget: sources.remoteBudget,
    webClient: sources.webClient,
    locale,
    firstAnswers,
    // The browser's clock, not a test's, dates what the page asks for: the server's is the nearest.
    earlyCalls: found ? earlyCallsOf(pathname, address.searchParams, firstAnswers, locale, new Date()) : undefined,
  };
  const page = renderShellPage(template, pathname, data);
  const hashes = inlineScriptHashes(page);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    let allowed = hashes.length > 0 ? policy.replace(/script-src ([^;]*)/, (_all, list: string) => `script-src ${list} ${hashes.join(' ')}`) : policy;
    if (firstAnswers?.screen) allowed = allowed.replace(/style-src ([^;]*)/, (_all, list: string) => `style-src ${list} ${FIRST_SCREEN_STYLE_HASH}`);
    reply.header('content-security-policy', allowed);
  }
  return reply.type('text/html; charset=utf-8').send(page);
}
