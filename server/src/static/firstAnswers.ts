import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  HOME_PAGE_REQUESTS,
  categoryIndexCall,
  galleryInfoCall,
  goodsPageCall,
  groupFrameCall,
  isLocale,
  pageInfoCall,
  productByIdCall,
  productPageRequests,
  skusByGroupCall,
  type CallDefinition,
  type CallResponse,
  type CatalogImage,
  type Locale,
} from '@topup/shared/contract';
import { LOCALE_COOKIE } from '@topup/shared/remotes';

/** One public call a page's first render makes, with the payload the page passes (the locale aside). */
interface FirstCall {
  call: CallDefinition;
  payload: Record<string, string | number | boolean>;
}

/** A kept answer for the page: the call, its payload and the envelope's JSON text as the API sent it. */
export interface FirstAnswer extends FirstCall {
  envelope: string;
}

/** What the static first screen shows (firstScreen.ts): the product's photo and name, or the first banner. */
export interface FirstScreenContent {
  kind: 'product' | 'banner';
  image: CatalogImage;
  title: string;
}

/** What the page carries inline: the answers of its first calls in one locale, and what its first screen shows. */
export interface FirstAnswers {
  locale: Locale;
  answers: FirstAnswer[];
  /** Its image is the first screen's largest, preloaded first. */
  screen?: FirstScreenContent;
}

/** What the catalogue's home page asks for first (the contract names the payloads once for both). */
const HOME_CALLS: FirstCall[] = [
  { call: pageInfoCall, payload: HOME_PAGE_REQUESTS.pageInfo },
  { call: galleryInfoCall, payload: HOME_PAGE_REQUESTS.banners },
  { call: categoryIndexCall, payload: HOME_PAGE_REQUESTS.games },
  { call: goodsPageCall, payload: HOME_PAGE_REQUESTS.hotProducts },
];

const PRODUCT_PATH = /^\/detail\/(\d{1,19})\/?$/;

/** The locale the client will start in: its cookie, else the default (what a first visit gets). */
export function visitorLocale(request: FastifyRequest): Locale {
  const cookie = request.headers.cookie ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie)?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The call's URL and body as the client's HTTP client sends them (path placeholders filled, /api prefix). */
function callRequest(call: CallDefinition, payload: Record<string, unknown>) {
  const rest = { ...payload };
  const path = call.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  return { url: `/api${path}`, rest };
}

/** An answer for the page and its envelope's data, parsed once (what the first screen shows is read from it). */
interface Answered {
  answer: FirstAnswer;
  data: unknown;
}

/** The call's answer through the app itself (and so its kept public answers); none unless it succeeded. */
async function answerOf(app: FastifyInstance, first: FirstCall, locale: Locale): Promise<Answered | undefined> {
  const { url, rest } = callRequest(first.call, { ...first.payload, locale });
  const query = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
  const response =
    first.call.method === 'GET'
      ? await app.inject({ method: 'GET', url, query })
      : await app.inject({ method: first.call.method, url, payload: rest });
  if (response.statusCode !== 200) return undefined;
  const body = response.body;
  const envelope = JSON.parse(body) as { code?: unknown; data?: unknown };
  return envelope.code === 1 ? { answer: { ...first, envelope: body }, data: envelope.data } : undefined;
}

function answersOf(answered: (Answered | undefined)[]): FirstAnswer[] {
  return answered.flatMap((item) => (item ? [item.answer] : []));
}

async function homeAnswers(app: FastifyInstance, locale: Locale): Promise<Omit<FirstAnswers, 'locale'>> {
  const answered = await Promise.all(HOME_CALLS.map((first) => answerOf(app, first, locale)));
  const banner = (answered[1]?.data as CallResponse<typeof galleryInfoCall> | undefined)?.[0];
  const screen = banner ? { kind: 'banner' as const, image: banner.image, title: banner.title } : undefined;
  return { answers: answersOf(answered), screen };
}

/** The product, then what its first render asks for with the product's id (ProductView's group switcher and purchase panel). */
async function productAnswers(app: FastifyInstance, locale: Locale, id: string): Promise<Omit<FirstAnswers, 'locale'>> {
  const product = await answerOf(app, { call: productByIdCall, payload: { id } }, locale);
  const data = product?.data as CallResponse<typeof productByIdCall> | undefined;
  if (!product || !data) return { answers: [] };
  const requests = productPageRequests(data.id);
  const followUps = await Promise.all([
    answerOf(app, { call: groupFrameCall, payload: requests.groupFrame }, locale),
    answerOf(app, { call: skusByGroupCall, payload: requests.skus }, locale),
  ]);
  const answers = answersOf([product, ...followUps]);
  // The photo the product page's gallery shows first.
  return { answers, screen: { kind: 'product', image: data.gallery[0] ?? data.image, title: data.name } };
}

/**
 * The public answers the page at `pathname` starts with, so its first render needs no request:
 * the home page's layout, banners, games and hot products, a product's detail, group and SKUs.
 * Pages with personal or no catalogue data get none.
 */
export async function firstAnswersOf(app: FastifyInstance, pathname: string, locale: Locale): Promise<FirstAnswers | undefined> {
  const productId = PRODUCT_PATH.exec(pathname)?.[1];
  const found = pathname === '/' ? await homeAnswers(app, locale) : productId ? await productAnswers(app, locale, productId) : undefined;
  return found && found.answers.length > 0 ? { locale, ...found } : undefined;
}
