import type { TFunction } from 'i18next';
import { UPLOAD_CONTENT_TYPES, type FormField } from '@topup/shared/contract/form';

/** What the buyer typed or chose, before it becomes a submission's values. */
export type DraftValue = string;

type ImageField = Extract<FormField, { type: 'image' }>;

/** The same rules the server keeps (5011 otherwise), said under the field in the buyer's language. */
export function fieldError(field: Exclude<FormField, ImageField>, draft: DraftValue, t: TFunction): string | undefined {
  const value = draft.trim();
  if (value === '') return field.required ? t('orderForm.rule.required') : undefined;
  if (field.type === 'text' && [...value].length > field.maxLength) return t('orderForm.rule.maxLength', { max: field.maxLength });
  if (field.type === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return t('orderForm.rule.number');
    if (number < field.min || number > field.max) return t('orderForm.rule.range', { min: field.min, max: field.max });
  }
  return undefined;
}

export function imageCountError(field: ImageField, count: number, t: TFunction): string | undefined {
  return count < field.minCount || count > field.maxCount ? t('orderForm.rule.images', { min: field.minCount, max: field.maxCount }) : undefined;
}

/** A file the store would refuse before it is sent: not a JPEG, PNG or WebP by its declared type, or over the cap. */
export function fileError(field: ImageField, file: File, t: TFunction): string | undefined {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return t('orderForm.rule.imageType');
  if (file.size > field.maxSizeKb * 1024) return t('orderForm.rule.imageSize', { max: field.maxSizeKb });
  return undefined;
}

/** The submission's value of a text, number or select field; undefined leaves it out. */
export function submittedValue(field: Exclude<FormField, ImageField>, draft: DraftValue): string | number | undefined {
  const value = draft.trim();
  if (value === '') return undefined;
  return field.type === 'number' ? Number(value) : value;
}
