import { z } from 'zod';
import { ResultCode } from '@topup/shared/errors';

/** Every answer of the API: { code, data, message }; code 1 is success. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    data: data.nullable(),
    message: z.string(),
  });
}

export interface Envelope<T> {
  code: number;
  data: T | null;
  message: string;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: ResultCode.SUCCESS, data, message };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, data: null, message };
}
