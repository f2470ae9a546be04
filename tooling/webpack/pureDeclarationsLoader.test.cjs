const ts = require('typescript');
const pureDeclarationsLoader = require('./pureDeclarationsLoader.cjs');

const transform = (source) => pureDeclarationsLoader.call({ resourcePath: '/repo/shared/src/contract/example.ts' }, source);

/** Runs a transformed module with a `z` that counts its calls, as a browser build would. */
function evaluate(source, z) {
  const { outputText } = ts.transpileModule(transform(source), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} };
  new Function('exports', 'module', 'require', outputText)(module.exports, module, () => ({ z }));
  return module.exports;
}

describe('pureDeclarationsLoader', () => {
  it('marks a module-level declaration made by calls as a pure call, and only those', () => {
    const code = transform(
      [
        "import { z } from 'zod';",
        'export const LIMIT = 100;',
        "export const SCOPES = ['all', 'mine'] as const;",
        'export const schema = z.object({ id: z.string() }).extend({ n: z.number().max(LIMIT) });',
        'const local = z.enum(SCOPES);',
        'export const fields = { id: z.string(), local };',
        'export function make() { return z.string(); }',
        'export const lazy = () => z.number();',
        'let counter = z.number();',
      ].join('\n'),
    );
    expect(code).toContain('export const LIMIT = 100;');
    expect(code).toContain("export const SCOPES = ['all', 'mine'] as const;");
    expect(code).toContain('export const schema = /*#__PURE__*/ (() => (z.object({ id: z.string() }).extend({ n: z.number().max(LIMIT) })))();');
    expect(code).toContain('const local = /*#__PURE__*/ (() => (z.enum(SCOPES)))();');
    expect(code).toContain('export const fields = /*#__PURE__*/ (() => ({ id: z.string(), local }))();');
    expect(code).toContain('export function make() { return z.string(); }');
    expect(code).toContain('export const lazy = () => z.number();');
    expect(code).toContain('let counter = z.number();');
  });

  it('keeps each value and the moment it is made: every declaration runs once, in order, at load', () => {
    const calls = [];
    const z = new Proxy({}, { get: (_target, name) => (...args) => (calls.push(name), { kind: name, args }) });
    const exports = evaluate(
      [
        "import { z } from 'zod';",
        "export const first = z.string('a');",
        'export const second = z.array(first);',
        'export const both = { first, second: z.object(second) };',
      ].join('\n'),
      z,
    );
    expect(calls).toEqual(['string', 'array', 'object']);
    expect(exports.second).toEqual({ kind: 'array', args: [exports.first] });
    expect(exports.both.first).toBe(exports.first);
  });
});
