const browserCallsLoader = require('./browserCallsLoader.cjs');

const transform = (source) => browserCallsLoader.call({ resourcePath: '/repo/shared/src/contract/example.ts' }, source);

describe('browserCallsLoader', () => {
  it("keeps of a call what the client reads and drops its schemas and summary, wherever they stand", () => {
    const code = transform(
      [
        'export const answerSchema = z.object({ id: z.string() });',
        'export const oneCall = defineCall({',
        "  method: 'GET',",
        "  path: '/things/{id}',",
        '  request: z.object({ id: z.string() }),',
        "  access: 'public',",
        "  tag: 'things',",
        "  summary: 'One thing, by id',",
        '  response: answerSchema',
        '});',
        "export const twoCall = defineCall({ response: answerSchema, method: 'POST', path: '/things', access: 'user', tag: 'things', bodyType: 'form', request: z.object({}) });",
      ].join('\n'),
    );
    const calls = new Function('defineCall', 'z', `${code.replace(/export /g, '')}; return [oneCall, twoCall];`)(
      (definition) => definition,
      { object: () => ({}), string: () => ({}) },
    );
    expect(calls).toEqual([
      { method: 'GET', path: '/things/{id}', access: 'public', tag: 'things' },
      { method: 'POST', path: '/things', access: 'user', tag: 'things', bodyType: 'form' },
    ]);
    // The schema a call answered with is still declared: the minifier drops it when nothing else uses it.
    expect(code).toContain('export const answerSchema = z.object({ id: z.string() });');
  });

  it('leaves an object that is not a call definition as it is', () => {
    const source = "export const form = { request: z.object({}), summary: 'kept' };\nexport const x = other({ response: 1 });";
    expect(transform(source)).toBe(source);
  });
});
