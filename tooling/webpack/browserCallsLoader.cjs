/**
 * A production browser build keeps of each call of the contract what the client reads: its method,
 * path, access, tag and body type. Its request and answer schemas and its summary serve the server
 * (validation, the OpenAPI document) and the development build's check of money answers, never a
 * production page (a form parses its own schema). Without them, the schemas no page parses are
 * unreferenced, and pure (pureDeclarationsLoader.cjs), so the minifier drops them.
 */
const ts = require('typescript');

const SERVER_ONLY = new Set(['request', 'response', 'summary']);

/** The spans of `request: ...`, `response: ...` and `summary: ...` in every defineCall({ ... }), each with its comma. */
function serverOnlySpans(file) {
  const spans = [];
  const text = file.text;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCall') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        for (const property of definition.properties) {
          if (!property.name || !ts.isIdentifier(property.name) || !SERVER_ONLY.has(property.name.text)) continue;
          const comma = /^\s*,/.exec(text.slice(property.end));
          spans.push([property.getStart(file), property.end + (comma ? comma[0].length : 0)]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return spans;
}

module.exports = function browserCallsLoader(source) {
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let code = source;
  for (const [start, end] of serverOnlySpans(file).reverse()) code = code.slice(0, start) + code.slice(end);
  return code;
};
