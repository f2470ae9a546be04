import { eq } from 'drizzle-orm';
import type { Locale } from '@topup/shared/contract';
import type { FormField } from '@topup/shared/contract/form';
import type { DbHandle } from '../../db/database';
import type { LocaleTexts } from '../catalog';
import { productForms, type StoredFormField } from './schema';

export type ProductForm = typeof productForms.$inferSelect;

/** A stored text in a storefront's language: its own, else English for mx, br and me, else Russian. */
export function textIn(texts: LocaleTexts, locale: Locale): string {
  return texts[locale] ?? texts.en ?? texts.ru;
}

export async function formOfProduct(db: DbHandle, productId: bigint): Promise<ProductForm | undefined> {
  const [form] = await db.select().from(productForms).where(eq(productForms.productId, productId));
  return form;
}

export function fieldView(field: StoredFormField, locale: Locale): FormField {
  const base = { key: field.key, label: textIn(field.label, locale), hint: field.hint ? textIn(field.hint, locale) : null };
  switch (field.type) {
    case 'text':
      return { ...base, type: 'text', required: field.required, maxLength: field.maxLength };
    case 'number':
      return { ...base, type: 'number', required: field.required, min: field.min, max: field.max };
    case 'select':
      return {
        ...base,
        type: 'select',
        required: field.required,
        options: field.options.map((option) => ({ value: option.value, label: textIn(option.label, locale) })),
      };
    case 'image':
      return { ...base, type: 'image', minCount: field.minCount, maxCount: field.maxCount, maxSizeKb: field.maxSizeKb };
  }
}

/** Puts a product's form in place (the seed and operators), replacing the one it had. */
export async function saveProductForm(db: DbHandle, productId: bigint, title: LocaleTexts, fields: StoredFormField[]): Promise<void> {
  await db
    .insert(productForms)
    .values({ productId, title, fields })
    .onConflictDoUpdate({ target: productForms.productId, set: { title, fields } });
}
