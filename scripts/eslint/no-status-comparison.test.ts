import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, REQUEST_STATES, REQUEST_STATUSES } from '../../packages/shared/src/index';
import { noStatusComparison, STATUS_WORDS } from './no-status-comparison.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-status-comparison', noStatusComparison, {
  valid: [
    "if (state.phase === 'paid') show();",
    "const ok = user.approval_status === 'approved';",
    "const open = mode === 'open';",
    "const can = request.actions.some((action) => action.command === 'mark-sent');",
    "const turn = request.next_step.actor === 'donor';",
    "switch (state.phase) { case 'paid': break; }",
  ],
  invalid: [
    { code: "if (request.status === 'approved') show();", errors: [{ messageId: 'compare' }] },
    { code: "const a = 'paid' !== invoice.status;", errors: [{ messageId: 'compare' }] },
    { code: "const a = request?.state == 'sent';", errors: [{ messageId: 'compare' }] },
    { code: "const a = status === 'pending';", errors: [{ messageId: 'compare' }] },
    { code: "const a = request['delivery_status'] === 'shipped';", errors: [{ messageId: 'compare' }] },
    { code: 'const a = request.state === `paying`;', errors: [{ messageId: 'compare' }] },
    { code: "switch (request.status) { case 'declined': break; }", errors: [{ messageId: 'compare' }] },
  ],
});

describe('the status words', () => {
  // The rule is plain JavaScript, loaded by eslint.config.js, so it keeps its own copy of the words:
  // this keeps the copy from falling behind the shared enums.
  it('include every request state, request status, delivery status and invoice status', () => {
    const shared = [...REQUEST_STATES, ...REQUEST_STATUSES, ...DELIVERY_STATUSES, ...PAYMENT_STATUSES];
    expect(shared.filter((word) => !STATUS_WORDS.has(word))).toEqual([]);
  });
});

describe('the repository config', () => {
  it('refuses a status comparison in a web file and allows it only in the mapping file', async () => {
    const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
    const code = "export const shown = (request: { status: string }) => request.status === 'approved';\n";
    const [card] = await eslint.lintText(code, { filePath: 'apps/web/src/features/requests/components/x.tsx' });
    expect(card!.messages.map((message) => message.ruleId)).toContain('local/no-status-comparison');
    const [mapping] = await eslint.lintText(code, { filePath: 'apps/web/src/lib/request-state-labels.ts' });
    expect(mapping!.messages.map((message) => message.ruleId)).not.toContain('local/no-status-comparison');
  }, 60_000);
});
