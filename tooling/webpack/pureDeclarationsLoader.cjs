/**
 * Marks the module-level declarations of the contract and the validation rules as pure, so the
 * minifier drops the schemas and calls a part never uses. Each `const x = <expression with calls>`
 * becomes `const x = /*#__PURE__*\/ (() => (<expression>))()`: the same value, made at the same
 * moment, but a call the minifier may remove when `x` is unused (it cannot know that
 * `z.object(...)` has no side effects). Only for folders whose module-level code is declarations
 * by rule (docs/decisions.md, "The contract bundled by each part").
 */
const ts = require('typescript');

/** A call made while the expression is evaluated (not one inside a function it defines). */
function callsWhenEvaluated(node) {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, callsWhenEvaluated) ?? false;
}

module.exports = function pureDeclarationsLoader(source) {
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (value && callsWhenEvaluated(value)) spans.push([value.getStart(file), value.getEnd()]);
    }
  }
  let code = source;
  for (const [start, end] of spans.reverse()) {
    code = `${code.slice(0, start)}/*#__PURE__*/ (() => (${code.slice(start, end)}))()${code.slice(end)}`;
  }
  return code;
};
