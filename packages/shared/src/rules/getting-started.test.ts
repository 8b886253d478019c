import { describe, expect, it } from 'vitest';
import {
  donorChecklist,
  nonprofitChecklist,
  showsLowBalanceWarning,
  type DonorGettingStarted,
  type NonprofitGettingStarted,
} from './getting-started';

const signedUp: NonprofitGettingStarted = {
  email_verified: false,
  letter_uploaded: false,
  approval_status: 'pending',
  submitted_at: '2026-03-02T15:00:00.000Z',
  has_bought_tokens: false,
  has_requested: false,
  typical_item_value_cents: 12_000,
};

const states = (checklist: { steps: { key: string; state: string }[] }) =>
  Object.fromEntries(checklist.steps.map((step) => [step.key, step.state]));

describe('the checklist states: nonprofit', () => {
  it('starts at verifying the email, every later step upcoming', () => {
    const checklist = nonprofitChecklist(signedUp);
    expect(states(checklist)).toEqual({
      verify_email: 'current',
      upload_letter: 'upcoming',
      review: 'upcoming',
      buy_tokens: 'upcoming',
      first_request: 'upcoming',
    });
    expect(checklist.active).toBe('verify_email');
    expect(checklist.complete).toBe(false);
  });

  it('checks a letter uploaded with the sign-up even before the email is verified', () => {
    expect(states(nonprofitChecklist({ ...signedUp, letter_uploaded: true }))).toMatchObject({
      verify_email: 'current',
      upload_letter: 'done',
      review: 'upcoming',
    });
  });

  it('asks for the letter once verified, and the review waits for it', () => {
    const checklist = nonprofitChecklist({ ...signedUp, email_verified: true });
    expect(checklist.active).toBe('upload_letter');
    expect(states(checklist)).toMatchObject({ upload_letter: 'current', review: 'upcoming' });
  });

  it('waits for the review once verified with a letter: nothing to do but wait', () => {
    const checklist = nonprofitChecklist({ ...signedUp, email_verified: true, letter_uploaded: true });
    expect(checklist.active).toBe('review');
    expect(states(checklist)).toMatchObject({ review: 'waiting', buy_tokens: 'upcoming', first_request: 'upcoming' });
  });

  it('marks the review blocked when the account was not approved', () => {
    const checklist = nonprofitChecklist({
      ...signedUp,
      email_verified: true,
      letter_uploaded: true,
      approval_status: 'rejected',
    });
    expect(states(checklist)).toMatchObject({ review: 'blocked', buy_tokens: 'upcoming' });
  });

  it('welcomes an approved nonprofit with buying a first bundle', () => {
    const checklist = nonprofitChecklist({
      ...signedUp,
      email_verified: true,
      letter_uploaded: true,
      approval_status: 'approved',
    });
    expect(checklist.active).toBe('buy_tokens');
    expect(states(checklist)).toMatchObject({ review: 'done', buy_tokens: 'current', first_request: 'upcoming' });
  });

  it('counts the letter step done when an admin approved without a letter', () => {
    const checklist = nonprofitChecklist({ ...signedUp, email_verified: true, approval_status: 'approved' });
    expect(states(checklist)).toMatchObject({ upload_letter: 'done', review: 'done', buy_tokens: 'current' });
  });

  it('moves on to the first request once tokens were bought', () => {
    const checklist = nonprofitChecklist({
      ...signedUp,
      email_verified: true,
      letter_uploaded: true,
      approval_status: 'approved',
      has_bought_tokens: true,
    });
    expect(checklist.active).toBe('first_request');
    expect(states(checklist)).toMatchObject({ buy_tokens: 'done', first_request: 'current' });
  });

  it('is complete once a first request was made, and a request checks the tokens step too', () => {
    const approved = { ...signedUp, email_verified: true, letter_uploaded: true, approval_status: 'approved' as const };
    expect(nonprofitChecklist({ ...approved, has_bought_tokens: true, has_requested: true })).toMatchObject({
      active: null,
      complete: true,
    });
    // Tokens an admin granted: no purchase, but the request proves the step is behind it.
    expect(nonprofitChecklist({ ...approved, has_requested: true }).complete).toBe(true);
  });
});

const newDonor: DonorGettingStarted = {
  donor_scope: 'nationwide',
  items_placed: false,
  has_listed: false,
  has_pending_request: false,
  has_answered_request: false,
  response_deadline_days: 7,
};

describe('the checklist states: donor', () => {
  it('starts at the profile while its items cannot be placed', () => {
    const checklist = donorChecklist(newDonor);
    expect(states(checklist)).toEqual({ profile: 'current', first_listing: 'upcoming', first_answer: 'upcoming' });
    expect(checklist.active).toBe('profile');
  });

  it('needs a reach as well as a place', () => {
    expect(states(donorChecklist({ ...newDonor, items_placed: true, donor_scope: null })).profile).toBe('current');
  });

  it('asks for a first listing once the profile places its items', () => {
    const checklist = donorChecklist({ ...newDonor, items_placed: true });
    expect(checklist.active).toBe('first_listing');
    expect(states(checklist)).toMatchObject({ profile: 'done', first_listing: 'current', first_answer: 'upcoming' });
  });

  it('waits for a first request once listed, and asks for an answer when one arrives', () => {
    const listed = { ...newDonor, items_placed: true, has_listed: true };
    expect(states(donorChecklist(listed)).first_answer).toBe('waiting');
    expect(states(donorChecklist({ ...listed, has_pending_request: true })).first_answer).toBe('current');
  });

  it('is complete once the donor answered a request', () => {
    const checklist = donorChecklist({
      ...newDonor,
      items_placed: true,
      has_listed: true,
      has_answered_request: true,
    });
    expect(checklist).toMatchObject({ complete: true, active: null });
  });
});

describe('the low-balance warning', () => {
  it('waits until tokens were bought once', () => {
    expect(showsLowBalanceWarning({ balance: 0, total_purchased: 0 })).toBe(false);
    expect(showsLowBalanceWarning({ balance: 9, total_purchased: 100 })).toBe(true);
    expect(showsLowBalanceWarning({ balance: 10, total_purchased: 100 })).toBe(false);
  });
});
