import { ResultCode } from '@topup/shared/errors';
import { isOrderSignatureValid } from '@topup/shared/orderConfirm';
import { SINGLE_TRANSACTION_ITEM_LIMIT } from '@topup/shared/validation';
import type { AccountValues, CurrencyName, Locale, OrderItem, Storefront } from '@topup/shared/contract';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import type { StoredOrderLine } from './schema';
import { skuForOrder, textIn, type SkuForOrder } from '../catalog';
import type { OrderTerms } from '../coupon';
import { STOREFRONTS } from '../setting';

/** What the confirm page passes on: the link's item(s), flag and signature. */
export interface ConfirmLink {
  productSpecDetailIds: OrderItem[];
  flag: string;
  signStr: string;
}

/** The priced lines of a confirm link in a storefront, every catalogue rule checked. */
export interface Quote {
  storefront: Storefront;
  /** The first line's SKU with its product (every line is of that product). */
  found: SkuForOrder;
  /** Each line's SKU, in line order. */
  skus: SkuForOrder[];
  lines: StoredOrderLine[];
  totalQuantity: number;
  subtotal: number;
}

export function storefrontOf(locale: Locale): Storefront {
  return STOREFRONTS.find((storefront) => storefront.locale === locale) as Storefront;
}

/** Code 11 unless the link's signature holds (docs/order-confirm-link.md). */
export function checkSignature(link: ConfirmLink): void {
  if (!isOrderSignatureValid(link.productSpecDetailIds, link.flag, link.signStr)) {
    throw new ApiError(ResultCode.PARAMETER_ERROR, 'Parameter error: signStr: the link is not signed for these items');
  }
}

/**
 * Prices the items at today's prices in the locale's storefront and checks what the catalogue
 * says about them (docs/orders.md has the codes): unknown or off sale 3017, several products 3031,
 * not sold in this currency 5023, zero price 5019, over the SKU's purchase limit 3015, over 1000
 * items 5017, not enough stock 5018.
 */
export async function quote(db: DbHandle, items: readonly OrderItem[], locale: Locale): Promise<Quote> {
  const storefront = storefrontOf(locale);
  const currencyName = storefront.currencyName;
  const lines: StoredOrderLine[] = [];
  const found: SkuForOrder[] = [];
  let first: SkuForOrder | undefined;
  const seen = new Set<string>();
  for (const item of items) {
    const sku = await skuForOrder(db, BigInt(item.skuId), currencyName);
    if (!sku || !sku.sku.onSale || !sku.product.onSale || !sku.categoryOnSale) {
      throw new ApiError(ResultCode.PRODUCT_UNAVAILABLE, 'Product unavailable');
    }
    if (seen.has(item.skuId) || (first && first.product.id !== sku.product.id)) {
      throw new ApiError(ResultCode.PRODUCT_CONFIG_CHANGED, 'Product configuration changed');
    }
    seen.add(item.skuId);
    first ??= sku;
    found.push(sku);
    if (!sku.price) throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5023, 'The product is not sold in this storefront');
    if (sku.price.amount <= 0) throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5019, 'The product has no price');
    if (item.quantity > sku.sku.purchaseLimit) throw new ApiError(ResultCode.SINGLE_ORDER_LIMIT_EXCEEDED, 'Single-order limit exceeded');
    lines.push({
      skuId: item.skuId,
      skuName: textIn(sku.sku.names, locale),
      quantity: item.quantity,
      unitAmount: sku.price.amount,
      amount: sku.price.amount * item.quantity,
    });
  }
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (totalQuantity > SINGLE_TRANSACTION_ITEM_LIMIT) {
    throw new ApiError(ResultCode.SINGLE_TRANSACTION_LIMIT, `Single-transaction limit of ${SINGLE_TRANSACTION_ITEM_LIMIT} items`);
  }
  lines.forEach((line, index) => {
    const stock = (found[index] as SkuForOrder).sku.stock;
    if (stock !== null && stock < line.quantity) throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5018, 'Not enough stock');
  });
  return { storefront, found: first as SkuForOrder, skus: found, lines, totalQuantity, subtotal: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/**
 * The pre-pay form's values against the product's account fields: a key the product does not have
 * is 3031 (its fields changed), a required value missing or not matching its pattern 5020.
 * Answers the values the order keeps (known keys only, trimmed).
 */
export function checkAccount(product: Pick<SkuForOrder['product'], 'accountFields'>, account: AccountValues): AccountValues {
  const fields = product.accountFields;
  for (const key of Object.keys(account)) {
    if (!fields.some((field) => field.key === key)) throw new ApiError(ResultCode.PRODUCT_CONFIG_CHANGED, `Product configuration changed: no field ${key}`);
  }
  for (const field of fields) {
    const value = account[field.key];
    const malformed =
      value !== undefined &&
      ((field.pattern !== null && !new RegExp(field.pattern).test(value)) ||
        (field.type === 'select' && !field.options.some((option) => option.value === value)));
    if ((field.required && value === undefined) || malformed) {
      throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5020, `Delivery information: ${field.key}`);
    }
  }
  return account;
}

/** What the money layer checks a coupon against. */
export function termsOf(quoted: Quote): OrderTerms {
  return {
    currencyName: quoted.storefront.currencyName as CurrencyName,
    amountMinor: BigInt(quoted.subtotal),
    categoryIds: [quoted.found.product.categoryId],
  };
}
