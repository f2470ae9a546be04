/**
 * A webpack loader for zod's two JSON Schema modules (about 6 kB gzip), which every browser build
 * would otherwise carry: zod's classic schemas reference them for toJSONSchema() and the
 * `.minLength`-style getters, which only the server (OpenAPI) uses. Each export becomes a
 * function that says so when called; `create...Method` factories still return a method, so
 * building and parsing schemas never touch them.
 */
module.exports = function zodJsonSchemaStub(source) {
  const names = new Set();
  for (const match of source.matchAll(/^export (?:const|function|class|let) (\w+)/gm)) names.add(match[1]);
  for (const match of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  const exports = [...names].map((name) =>
    name.startsWith('create') ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`,
  );
  return [
    "function unavailable() { throw new Error('zod JSON Schema is generated on the server only, not in the browser build'); }",
    ...exports,
  ].join('\n');
};
