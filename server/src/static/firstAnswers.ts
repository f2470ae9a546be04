import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addressOf,
  DEFAULT_LOCALE,
  EVALUATE_CONFIG_PATH,
  HOME_PAGE_REQUESTS,
  SHELL_REQUESTS,
  activityByLinkSuffixCall,
  activityDetailCall,
  anonymousBusinessSettingCall,
  buyerOrdersCall,
  categoryClassifyCall,
  categoryIndexCall,
  categorySearchCall,
  confirmOrderSkuInfoCall,
  currencySettingsCall,
  customerContactsCall,
  galleryInfoCall,
  goodsPageCall,
  groupFrameCall,
  isId,
  isLocale,
  LINK_SUFFIX,
  ORDER_CONFIRM_PATH,
  orderConfirmPageRequests,
  pageInfoCall,
  payWaysCall,
  prePayFormInfoCall,
  productByIdCall,
  productByLinkSuffixCall,
  productPageRequests,
  productReviewsCall,
  productReviewsRequest,
  qrCodeImageUrl,
  searchGoodsCall,
  searchPageRequests,
  skusByGroupCall,
  type CallDefinition,
  type CallResponse,
  type CatalogImage,
  type EvaluateConfig,
  type Locale,
  type PayWay,
  type Storefront,
} from '@topup/shared/contract';
import { contentPageCall, type ContentSlug } from '@topup/shared/contract/content';
import { orderConfirmLinkOf, type OrderConfirmLink } from '@topup/shared/orderConfirm/linkParts';
import { links, LOCALE_COOKIE } from '@topup/shared/remotes';
import { routePathOf } from './pagePath';

/** One public call a page's first render makes, with the payload as the page sends it (a locale query's carries the locale). */
interface FirstCall {
  call: CallDefinition;
  payload: Record<string, string | number | boolean>;
}

/** A locale query's call as its page sends it: the payload with the visitor's locale added. */
function inLocale(call: CallDefinition, payload: FirstCall['payload'], locale: Locale): FirstCall {
  return { call, payload: { ...payload, locale } };
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
  /** Images the page shows first that its render would only then ask for (its QR codes), preloaded. */
  images?: string[];
  /** The storefront of the answers' locale, as the storefronts' answer says (what it offers). */
  storefront?: Storefront;
  /** The pay ways of the storefront's currency, as the shell's answer lists them. */
  payWays?: PayWay[];
  /**
   * On /ordre/confirm, its link, the summary's currency and what the page asks for next from its
   * SKU summary (the buyer's calls are early calls).
   */
  orderConfirm?: ReturnType<typeof orderConfirmPageRequests> & { link: OrderConfirmLink; currencyName: string };
}

/** What the catalogue's home page asks for first (the contract names the payloads once for both). */
function homeCalls(locale: Locale): FirstCall[] {
  return [
    inLocale(pageInfoCall, HOME_PAGE_REQUESTS.pageInfo, locale),
    inLocale(galleryInfoCall, HOME_PAGE_REQUESTS.banners, locale),
    inLocale(categoryIndexCall, HOME_PAGE_REQUESTS.games, locale),
    inLocale(goodsPageCall, HOME_PAGE_REQUESTS.hotProducts, locale),
    inLocale(buyerOrdersCall, HOME_PAGE_REQUESTS.buyerOrders, locale),
  ];
}

const PRODUCT_PATH = /^\/detail\/(\d{1,19})\/?$/;
const PRODUCT_LINK_PATH = /^\/d\/([^/]+)\/?$/;

/** How the page at this path asks for its product: by id (/detail/:id) or by short link (/d/:key), as the page does. */
function productCallOf(pathname: string, locale: Locale): FirstCall | undefined {
  const id = PRODUCT_PATH.exec(pathname)?.[1];
  if (id) return inLocale(productByIdCall, { id }, locale);
  const linkSuffix = PRODUCT_LINK_PATH.exec(pathname)?.[1];
  if (linkSuffix && LINK_SUFFIX.test(linkSuffix)) return inLocale(productByLinkSuffixCall, { linkSuffix }, locale);
  return undefined;
}

const ACTIVITY_LINK_PATH = /^\/act\/([^/]+)\/?$/;

/** The stored pages a content page shows, as its page asks for them (remote-activities' content pages). */
const CONTENT_ROUTES: Record<string, readonly ContentSlug[]> = {
  '/agreement': ['agreement'],
  '/help': ['help', 'delivery', 'contact'],
};

/**
 * The public calls a page makes from its address alone, with no answer to wait for: the game
 * list, the content pages, an activity page (by short link or by id) and a search with its keyword.
 */
function addressCallsOf(pathname: string, search: URLSearchParams, locale: Locale): FirstCall[] {
  const path = routePathOf(pathname);
  if (path === '/activies/ext/list') return [inLocale(categoryClassifyCall, {}, locale)];
  if (path === '/search') {
    const requests = searchPageRequests(search);
    return requests.keyword ? [inLocale(categorySearchCall, requests.games, locale), inLocale(searchGoodsCall, requests.goods, locale)] : [];
  }
  const slugs = CONTENT_ROUTES[path];
  if (slugs) return slugs.map((slug) => inLocale(contentPageCall, { slug }, locale));
  const id = search.get('id');
  if (path === '/activies/ext' && isId(id)) return [inLocale(activityDetailCall, { id }, locale)];
  const linkSuffix = ACTIVITY_LINK_PATH.exec(path)?.[1];
  if (linkSuffix && LINK_SUFFIX.test(linkSuffix)) return [inLocale(activityByLinkSuffixCall, { linkSuffix }, locale)];
  return [];
}

async function addressAnswers(app: FastifyInstance, calls: FirstCall[]): Promise<Omit<FirstAnswers, 'locale'>> {
  return { answers: answersOf(await Promise.all(calls.map((first) => answerOf(app, first)))) };
}

/** The QR codes on the customer-service page's first screen: two contacts side by side on a wide one. */
const FIRST_QR_CODES = 2;

/** /service: its contacts, and the images of their first QR codes. */
async function customerServiceAnswers(app: FastifyInstance, locale: Locale): Promise<Omit<FirstAnswers, 'locale'>> {
  const contacts = await answerOf(app, inLocale(customerContactsCall, {}, locale));
  const list = (contacts?.data as CallResponse<typeof customerContactsCall> | undefined) ?? [];
  return { answers: answersOf([contacts]), images: list.slice(0, FIRST_QR_CODES).map((contact) => qrCodeImageUrl(contact.qrContent)) };
}

/** The locale the client will start in: its cookie, else the default (what a first visit gets). */
export function visitorLocale(request: FastifyRequest): Locale {
  const cookie = request.headers.cookie ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie)?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** An answer for the page and its envelope's data, parsed once (what the first screen shows is read from it). */
interface Answered {
  answer: FirstAnswer;
  data: unknown;
}

/** The call's answer through the app itself (and so its kept public answers); none unless it succeeded. */
async function answerOf(app: FastifyInstance, first: FirstCall): Promise<Answered | undefined> {
  const { url, rest } = addressOf(first.call.path, first.payload);
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

/**
 * What the shell asks for on every page: the storefronts (prices are formatted with them), the
 * pay ways of the locale's currency and the service configuration (the common state).
 */
async function shellAnswers(app: FastifyInstance, locale: Locale): Promise<{ answered: (Answered | undefined)[]; storefront?: Storefront; payWays?: PayWay[] }> {
  const [storefronts, serviceConfig] = await Promise.all([
    answerOf(app, { call: currencySettingsCall, payload: SHELL_REQUESTS.storefronts }),
    answerOf(app, { call: anonymousBusinessSettingCall, payload: SHELL_REQUESTS.serviceConfig }),
  ]);
  const list = storefronts?.data as CallResponse<typeof currencySettingsCall> | undefined;
  const storefront = list?.find((candidate) => candidate.locale === locale);
  const currencyName = storefront?.currencyName;
  const payWays = currencyName ? await answerOf(app, { call: payWaysCall, payload: SHELL_REQUESTS.payWays(currencyName) }) : undefined;
  return { answered: [storefronts, serviceConfig, payWays], storefront, payWays: payWays?.data as CallResponse<typeof payWaysCall> | undefined };
}

async function homeAnswers(app: FastifyInstance, locale: Locale): Promise<Omit<FirstAnswers, 'locale'>> {
  const answered = await Promise.all(homeCalls(locale).map((first) => answerOf(app, first)));
  const banner = (answered[1]?.data as CallResponse<typeof galleryInfoCall> | undefined)?.[0];
  const screen = banner ? { kind: 'banner' as const, image: banner.image, title: banner.title } : undefined;
  return { answers: answersOf(answered), screen };
}

/** The reviews a product page shows at first (the evaluate settings' page size, as the app serves them). */
async function reviewsPerPage(app: FastifyInstance): Promise<number | undefined> {
  const response = await app.inject({ method: 'GET', url: EVALUATE_CONFIG_PATH });
  if (response.statusCode !== 200) return undefined;
  const config = JSON.parse(response.body) as Partial<EvaluateConfig>;
  return typeof config.reviewsPerPage === 'number' ? config.reviewsPerPage : undefined;
}

/** The product, then what its first render asks for with the product's id: its group, its SKUs and its first reviews. */
async function productAnswers(app: FastifyInstance, locale: Locale, productCall: FirstCall): Promise<Omit<FirstAnswers, 'locale'>> {
  const [product, pageSize] = await Promise.all([answerOf(app, productCall), reviewsPerPage(app)]);
  // Both calls answer a product's detail.
  const data = product?.data as CallResponse<typeof productByIdCall> | undefined;
  if (!product || !data) return { answers: [] };
  const requests = productPageRequests(data.id);
  const followUps = await Promise.all([
    answerOf(app, inLocale(groupFrameCall, requests.groupFrame, locale)),
    answerOf(app, inLocale(skusByGroupCall, requests.skus, locale)),
    pageSize ? answerOf(app, inLocale(productReviewsCall, productReviewsRequest(data.id, 1, pageSize), locale)) : undefined,
  ]);
  const answers = answersOf([product, ...followUps]);
  // The photo the product page's gallery shows first.
  return { answers, screen: { kind: 'product', image: data.gallery[0] ?? data.image, title: data.name } };
}

/**
 * /ordre/confirm, for a well-formed link: the SKU summary in the visitor's locale, then the game's
 * account form, so the form renders with the player's fields. The summary's call checks the
 * link's signature itself (code 11, and so no answers). What else the page asks for from the
 * summary goes back for the early calls.
 */
async function orderConfirmAnswers(app: FastifyInstance, search: URLSearchParams, locale: Locale): Promise<Omit<FirstAnswers, 'locale'>> {
  const parts = orderConfirmLinkOf(search);
  if (!parts) return { answers: [] };
  const summary = await answerOf(app, inLocale(confirmOrderSkuInfoCall, { ...parts.link }, locale));
  const data = summary?.data as CallResponse<typeof confirmOrderSkuInfoCall> | undefined;
  if (!summary || !data) return { answers: [] };
  const orderConfirm = { ...orderConfirmPageRequests(data), link: parts.link, currencyName: data.subtotal.currencyName };
  const prePayForm = await answerOf(app, inLocale(prePayFormInfoCall, orderConfirm.prePayForm, locale));
  return { answers: answersOf([summary, prePayForm]), orderConfirm };
}

function pageAnswersOf(app: FastifyInstance, pathname: string, search: URLSearchParams, locale: Locale): Promise<Omit<FirstAnswers, 'locale'>> {
  if (pathname === '/') return homeAnswers(app, locale);
  const productCall = productCallOf(pathname, locale);
  if (productCall) return productAnswers(app, locale, productCall);
  const route = routePathOf(pathname);
  if (route === ORDER_CONFIRM_PATH) return orderConfirmAnswers(app, search, locale);
  if (route === links.support()) return customerServiceAnswers(app, locale);
  return addressAnswers(app, addressCallsOf(pathname, search, locale));
}

/**
 * The public answers the page at `pathname` starts with, so its first render needs no request:
 * on every page the shell's (storefronts, pay ways, service configuration); on the home page its
 * layout, banners, games, hot products and recent purchases; on a product's page, by id or by
 * short link, its detail, group, SKUs and first reviews; on /ordre/confirm its SKU summary and
 * account form; on /service its contacts, with their QR codes' images to preload; on the pages
 * whose calls their address names (addressCallsOf), those.
 */
export async function firstAnswersOf(app: FastifyInstance, pathname: string, search: URLSearchParams, locale: Locale): Promise<FirstAnswers | undefined> {
  const pageAnswers = pageAnswersOf(app, pathname, search, locale);
  const [shell, page] = await Promise.all([shellAnswers(app, locale), pageAnswers]);
  const answers = [...answersOf(shell.answered), ...(page?.answers ?? [])];
  return answers.length > 0
    ? { locale, answers, screen: page?.screen, images: page?.images, storefront: shell.storefront, payWays: shell.payWays, orderConfirm: page?.orderConfirm }
    : undefined;
}
