// ESLint rule: the web app never decides what to show or offer by comparing a request's (or a
// delivery's or an invoice's) status string. The server says what a viewer may do (`actions`),
// whose turn it is (`next_step`) and where the request stands (`state`); words and colours for a
// state come from apps/web/src/lib/request-state-labels.ts, the one file this rule leaves alone
// (eslint.config.js). `request.status === 'approved'` guessed the buttons and offered some the
// server then refused; this rule keeps such guesses out.
//
// Flagged: `x === 'paid'`, `'paid' !== x` (any of == != === !==) and `case 'paid':`, where the
// string is one of the lifecycle's status words, unless the other side is plainly something else:
// a name listed in OTHER_VOCABULARIES (a checkout poll's phase, a user's approval status...).

/** The words of a request's state and status, its delivery status and its invoice's status. */
export const STATUS_WORDS = new Set([
  'pending',
  'approved',
  'paying',
  'paid',
  'sent',
  'completed',
  'declined',
  'expired',
  'cancelled',
  'shipped',
  'received',
  'delivered',
  'not_received',
  'processing',
  'overdue',
]);

/** Values that share some of these words but are not a request's: compared freely. */
const OTHER_VOCABULARIES = new Set(['phase', 'approval_status', 'approvalStatus', 'mode', 'role', 'kind']);

/** The last name of `a.b.c`, `a?.b`, `a['b']` or `a`; null for anything else. */
function nameOf(node) {
  if (!node) return null;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return nameOf(node.expression);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier') return node.property.name;
    if (node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  }
  return null;
}

const statusWord = (node) =>
  node &&
  ((node.type === 'Literal' && typeof node.value === 'string' && STATUS_WORDS.has(node.value) && node.value) ||
    (node.type === 'TemplateLiteral' &&
      node.expressions.length === 0 &&
      STATUS_WORDS.has(node.quasis[0].value.cooked) &&
      node.quasis[0].value.cooked));

/** @type {import('eslint').Rule.RuleModule} */
export const noStatusComparison = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      compare:
        "Do not compare against the status word '{{word}}': offer buttons from the request's `actions` and `next_step`, and take words, colours and questions about a state from #src/lib/request-state-labels.",
    },
  },
  create(context) {
    const report = (node, word) => context.report({ node, messageId: 'compare', data: { word } });
    return {
      BinaryExpression(node) {
        if (!['==', '!=', '===', '!=='].includes(node.operator)) return;
        for (const [literal, other] of [
          [node.right, node.left],
          [node.left, node.right],
        ]) {
          const word = statusWord(literal);
          if (word && !OTHER_VOCABULARIES.has(nameOf(other) ?? '')) report(node, word);
        }
      },
      SwitchCase(node) {
        const word = statusWord(node.test);
        const parent = node.parent;
        if (word && !OTHER_VOCABULARIES.has(nameOf(parent?.discriminant) ?? '')) report(node, word);
      },
    };
  },
};
