import { z } from 'zod';
import { APPROVAL_STATUSES, DONOR_SCOPES } from '../constants';
import { TOKEN_RULES } from '../marketplace-constants';

/**
 * docs/product.md, Getting started: the checklist a new account sees on its dashboard. The server
 * sends the facts; this one rule turns them into each step's state, for the dashboards and for the
 * page shown right after sign-up.
 */

/**
 * done: checked. current: the one step to do now (the first step not done). waiting: the first
 * step not done, but nothing for the account to do (the review, or no request yet). blocked: the
 * account was not approved. upcoming: after the current step.
 */
export type ChecklistState = 'done' | 'current' | 'waiting' | 'blocked' | 'upcoming';

export interface ChecklistStep<Key extends string> {
  key: Key;
  state: ChecklistState;
}

export interface Checklist<Key extends string> {
  steps: ChecklistStep<Key>[];
  /** The step to do or wait for now (current, waiting or blocked); null once every step is done. */
  active: Key | null;
  /** Every step is done: the dashboard no longer shows the checklist. */
  complete: boolean;
}

/** What the nonprofit dashboard answers about a nonprofit's first steps. */
export const nonprofitGettingStartedSchema = z.object({
  email_verified: z.boolean(),
  letter_uploaded: z.boolean(),
  approval_status: z.enum(APPROVAL_STATUSES),
  /** ISO 8601: when the nonprofit signed up, the start of its review (as the admins' Overview counts it). */
  submitted_at: z.string(),
  /** Tokens were ever bought or granted (the token balance's total_purchased is above 0). */
  has_bought_tokens: z.boolean(),
  /** Any request was ever made, whatever became of it. */
  has_requested: z.boolean(),
  /**
   * The median value, in cents, of the items this nonprofit can request now: "a typical item". Only
   * sent while buying a first bundle is the step to do (approved, no tokens yet); null otherwise, or
   * when nothing is listed.
   */
  typical_item_value_cents: z.number().int().nullable(),
});
export type NonprofitGettingStarted = z.infer<typeof nonprofitGettingStartedSchema>;

/** What the donor dashboard answers about a donor's first steps. */
export const donorGettingStartedSchema = z.object({
  /** How far its items reach; null when never chosen. */
  donor_scope: z.enum(DONOR_SCOPES).nullable(),
  /** Where its items sit (its pickup location, else its own address) is known, so reach can be measured. */
  items_placed: z.boolean(),
  has_listed: z.boolean(),
  /** A request waits for the donor's answer now. */
  has_pending_request: z.boolean(),
  /** The donor ever approved or declined a request. */
  has_answered_request: z.boolean(),
  /** The site's donor_response_deadline_days, for the words of the last step. */
  response_deadline_days: z.number().int(),
});
export type DonorGettingStarted = z.infer<typeof donorGettingStartedSchema>;

export const NONPROFIT_STEPS = ['verify_email', 'upload_letter', 'review', 'buy_tokens', 'first_request'] as const;
export type NonprofitStep = (typeof NONPROFIT_STEPS)[number];
export const DONOR_STEPS = ['profile', 'first_listing', 'first_answer'] as const;
export type DonorStep = (typeof DONOR_STEPS)[number];

type Progress<Key extends string> = { key: Key; done: boolean; idle?: ChecklistState };

/**
 * Done steps are checked wherever they are; the first step not done is the active one (current,
 * or its idle state when the account can only wait); every later step not done is upcoming.
 */
function order<Key extends string>(progress: Progress<Key>[]): Checklist<Key> {
  let active: Key | null = null;
  const steps = progress.map(({ key, done, idle }): ChecklistStep<Key> => {
    if (done) return { key, state: 'done' };
    if (active !== null) return { key, state: 'upcoming' };
    active = key;
    return { key, state: idle ?? 'current' };
  });
  return { steps, active, complete: active === null };
}

export function nonprofitChecklist(facts: NonprofitGettingStarted): Checklist<NonprofitStep> {
  const approved = facts.approval_status === 'approved';
  return order<NonprofitStep>([
    { key: 'verify_email', done: facts.email_verified },
    // An admin may approve without a letter (asked first): nothing is left to upload then.
    { key: 'upload_letter', done: facts.letter_uploaded || approved },
    { key: 'review', done: approved, idle: facts.approval_status === 'rejected' ? 'blocked' : 'waiting' },
    // A request shows tokens were there, whoever put them there.
    { key: 'buy_tokens', done: facts.has_bought_tokens || facts.has_requested },
    { key: 'first_request', done: facts.has_requested },
  ]);
}

export function donorChecklist(facts: DonorGettingStarted): Checklist<DonorStep> {
  return order<DonorStep>([
    { key: 'profile', done: facts.items_placed && facts.donor_scope !== null },
    { key: 'first_listing', done: facts.has_listed },
    // Nothing to answer until a nonprofit asks: the step explains what will happen meanwhile.
    { key: 'first_answer', done: facts.has_answered_request, idle: facts.has_pending_request ? 'current' : 'waiting' },
  ]);
}

/**
 * docs/product.md, Tokens: the low-balance warning (under 10) waits until tokens were bought once,
 * so a nonprofit that never had any, or is still waiting for approval, is not told to buy more.
 */
export function showsLowBalanceWarning(balance: { balance: number; total_purchased: number }): boolean {
  return balance.total_purchased > 0 && balance.balance < TOKEN_RULES.lowBalanceThreshold;
}
