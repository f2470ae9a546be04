import { ResultCode } from '@topup/shared/errors';
import type { FormValues } from '@topup/shared/contract/form';
import { ApiError } from '../../app/ApiError';
import type { StoredFormField } from './schema';

const unreasonable = (key: string, why: string) => new ApiError(ResultCode.FORM_CONTENT_UNREASONABLE, `${key}: ${why}`);

/**
 * The values as the form keeps them: each field's rule met (text within its length, number
 * within its range, a select among its options, between the minimum and maximum images), no
 * value for a field the form does not have, and optional empty fields left out. 5011 otherwise.
 */
export function checkedValues(fields: readonly StoredFormField[], values: FormValues): FormValues {
  const known = new Set(fields.map((field) => field.key));
  const stranger = Object.keys(values).find((key) => !known.has(key));
  if (stranger !== undefined) throw unreasonable(stranger, 'not a field of this form');
  const kept: FormValues = {};
  for (const field of fields) {
    const value = values[field.key];
    switch (field.type) {
      case 'text': {
        const text = typeof value === 'string' ? value.trim() : value;
        if (text === undefined || text === '') {
          if (field.required) throw unreasonable(field.key, 'required');
          break;
        }
        if (typeof text !== 'string') throw unreasonable(field.key, 'must be text');
        if ([...text].length > field.maxLength) throw unreasonable(field.key, `at most ${field.maxLength} characters`);
        kept[field.key] = text;
        break;
      }
      case 'number': {
        if (value === undefined || value === '') {
          if (field.required) throw unreasonable(field.key, 'required');
          break;
        }
        if (typeof value !== 'number' || !Number.isFinite(value)) throw unreasonable(field.key, 'must be a number');
        if (value < field.min || value > field.max) throw unreasonable(field.key, `between ${field.min} and ${field.max}`);
        kept[field.key] = value;
        break;
      }
      case 'select': {
        if (value === undefined || value === '') {
          if (field.required) throw unreasonable(field.key, 'required');
          break;
        }
        if (typeof value !== 'string' || !field.options.some((option) => option.value === value)) throw unreasonable(field.key, 'not one of the options');
        kept[field.key] = value;
        break;
      }
      case 'image': {
        const ids = value ?? [];
        if (!Array.isArray(ids)) throw unreasonable(field.key, 'must be uploads');
        if (new Set(ids).size !== ids.length) throw unreasonable(field.key, 'the same image twice');
        if (ids.length < field.minCount || ids.length > field.maxCount) throw unreasonable(field.key, `between ${field.minCount} and ${field.maxCount} images`);
        if (ids.length > 0) kept[field.key] = ids;
        break;
      }
    }
  }
  return kept;
}

/** The values as one canonical text (sorted keys), to recognise the same content sent again. */
export function valuesKey(values: FormValues): string {
  return JSON.stringify(Object.keys(values).sort().map((key) => [key, values[key]]));
}
