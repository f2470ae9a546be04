import { z as real } from 'zod/v4';
import { z as recorded } from './recordedZod';
import { registerZod, zodMissing } from './realZod';

/** Representative contract shapes, built once with the recorder and once with zod itself. */
function contractSchemas(z: typeof real) {
  const LOCALES = ['ru', 'en'] as const;
  const idSchema = z
    .string()
    .regex(/^\d{1,19}$/, 'must be a numeric id')
    .refine((text) => BigInt(text) >= 1n, 'must be positive');
  const paging = z.object({ pageNum: z.coerce.number().int().min(1).default(1) });
  const localeParam = z.object({ locale: z.enum(LOCALES).default('ru') });
  return {
    request: localeParam.extend(paging.shape).extend({ productId: idSchema.brand<'ProductId'>(), note: z.string().nullable() }),
    shapeSpread: z.object({ pageNum: paging.shape.pageNum, ...{ tab: z.enum(['unused', 'used']).default('unused') } }),
    transformed: z
      .string()
      .transform((text) => JSON.parse(text) as unknown)
      .pipe(z.array(z.number())),
    message: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('text'), text: z.string() }),
      z.object({ kind: z.literal('image'), url: z.string().min(1) }),
    ]),
    record: z.partialRecord(z.enum(LOCALES), z.string().min(1)),
  };
}

const INPUTS: Record<keyof ReturnType<typeof contractSchemas>, unknown[]> = {
  request: [{ productId: '42', note: null }, { locale: 'en', pageNum: '3', productId: '7', note: 'x' }, { productId: '0', note: null }, { locale: 'de' }],
  shapeSpread: [{}, { pageNum: '2', tab: 'used' }, { tab: 'other' }],
  transformed: ['[1,2]', '["a"]'],
  message: [{ kind: 'text', text: 'hi' }, { kind: 'image', url: '' }, { kind: 'video' }],
  record: [{ ru: 'v1' }, { de: 'v1' }, { en: '' }],
};

describe('the recorded zod of browser builds', () => {
  it('records without zod, names the fix when a schema parses too early, and parses like zod once it is loaded', async () => {
    const schemas = contractSchemas(recorded);
    expect(zodMissing()).toBe(true);
    expect(() => schemas.request.safeParse({})).toThrow(/useRealZod\(\).*loadZod\(\)/);
    // A recorded schema is no promise: it can be returned from async code.
    await expect(Promise.resolve(schemas.record)).resolves.toBe(schemas.record);

    registerZod(real);
    const expected = contractSchemas(real);
    for (const [name, inputs] of Object.entries(INPUTS) as [keyof typeof INPUTS, unknown[]][]) {
      for (const input of inputs) {
        const got = schemas[name].safeParse(input);
        const want = expected[name].safeParse(input);
        expect({ name, input, success: got.success, data: got.data, issues: got.error?.issues }).toEqual({
          name,
          input,
          success: want.success,
          data: want.data,
          issues: want.error?.issues,
        });
      }
    }
  });

  it('hands out real schemas once zod is loaded', () => {
    registerZod(real);
    expect(recorded.string().min(2)).toBeInstanceOf(real.ZodString);
    expect(contractSchemas(recorded).record).toBeInstanceOf(real.ZodRecord);
  });
});
