// ESLint rule: a file in <workspace>/src/features/<name>/ imports another feature only through that
// feature's public entry, its index.ts (#src/features/invoices, ../invoices, ../invoices/index), never
// a file inside it (#src/features/invoices/components/x). Relative and #src/ imports are both checked.
import path from 'node:path';

const FEATURE_FILE = /^(.*[\\/]src)[\\/]features[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
export const featureEntry = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      inside:
        "Import the '{{feature}}' feature through its public entry ('#src/features/{{feature}}'), not '{{source}}': export what you need from {{feature}}/index.ts.",
    },
  },
  create(context) {
    const match = FEATURE_FILE.exec(context.filename);
    if (!match) return {};
    const [, srcRoot, ownFeature] = match;
    const featuresRoot = path.join(srcRoot, 'features');

    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('#src/')) target = path.join(srcRoot, specifier.slice('#src/'.length));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const relative = path.relative(featuresRoot, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const [feature, ...rest] = relative.split(path.sep);
      if (feature === ownFeature || rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
      context.report({ node: source, messageId: 'inside', data: { feature, source: specifier } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
