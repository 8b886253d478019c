import {
  nonprofitChecklist,
  TOKEN_BUNDLES,
  tokenBundlePrice,
  tokenCost,
  VALUE_CENTS_PER_TOKEN,
  VERIFICATION_PROMISE,
  type NonprofitGettingStarted,
  type NonprofitStep,
} from '@app/shared';
import { Anchor, Button } from '@mantine/core';
import { IconBuildingStore, IconShoppingCart, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents, formatDate, formatTokens, formatWholeDollars } from '#src/lib/format';
import { nonprofitTabPath, paths } from '#src/lib/paths';
import { useTokenStore } from '#src/lib/token-store';
import { ChecklistCard, type ChecklistCardStep } from './checklist-card';

/** The id of the nonprofit's letter card: the letter step links there. */
export const LETTER_CARD_ID = 'verification-documents';

/** An example the tokens step prices when nothing is listed: $100. */
const EXAMPLE_VALUE_CENTS = 10_000;

export interface NonprofitChecklistProps {
  facts: NonprofitGettingStarted;
  organizationName: string;
  /** Right after sign-up: nobody is signed in yet, so the steps say what to do after logging in. */
  atSignUp?: boolean;
}

const TITLES: Record<NonprofitStep, string> = {
  verify_email: 'Verify your email address',
  upload_letter: 'Upload your tax-exempt letter',
  review: 'Wait for our review',
  buy_tokens: 'Buy a first bundle of tokens',
  first_request: 'Request your first item',
};

const starter = TOKEN_BUNDLES.starter;
/** As sign-up promises it (docs/product.md, Admin console: the Overview counts the same business days). */
const REVIEW_PROMISE = `usually within ${VERIFICATION_PROMISE}`;

function TokensExplained({ typicalCents }: { typicalCents: number | null }) {
  const value = typicalCents ?? EXAMPLE_VALUE_CENTS;
  const worth = formatWholeDollars(value / 100);
  const cost = formatTokens(tokenCost(value));
  const example =
    typicalCents === null
      ? `For example, an item worth ${worth} costs ${cost}.`
      : `A typical item on the marketplace today is worth about ${worth}, so it costs ${cost}.`;
  return (
    <>
      Tokens pay for requests: one token for every {formatWholeDollars(VALUE_CENTS_PER_TOKEN / 100)} of an item&apos;s
      value. {example} The {starter.label} bundle gives you {formatTokens(starter.tokens)} for{' '}
      {formatCents(tokenBundlePrice('starter').finalPriceCents)}, and tokens spent on a request come back if it is
      declined.
    </>
  );
}

/**
 * The nonprofit's getting-started checklist (docs/product.md, Getting started): its states come from
 * the shared rule; this adds the words and the links to where each step is done.
 */
export function NonprofitChecklist({ facts, organizationName, atSignUp = false }: NonprofitChecklistProps) {
  const tokenStore = useTokenStore();
  const checklist = nonprofitChecklist(facts);
  const submitted = formatDate(facts.submitted_at);

  const content: Record<NonprofitStep, Omit<ChecklistCardStep, 'key' | 'state' | 'title'>> = {
    verify_email: {
      body: 'Open the link we emailed you to verify your address, then log in to follow your review here.',
    },
    upload_letter: {
      body: atSignUp
        ? 'Admins check your IRS determination letter together with your EIN. Upload it from your dashboard once you have logged in: the review starts when it is there.'
        : 'Admins check your IRS determination letter together with your EIN. The review starts once it is here.',
      action: atSignUp ? undefined : (
        <Button
          component={Link}
          to={`${nonprofitTabPath('overview')}#${LETTER_CARD_ID}`}
          size="xs"
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Upload your letter
        </Button>
      ),
      note: facts.letter_uploaded ? 'Letter received.' : undefined,
    },
    review: {
      body:
        facts.approval_status === 'rejected' ? (
          <>
            Your organization was not approved. The email we sent gives the reason: upload a corrected letter and{' '}
            <Anchor component={Link} to={paths.contact} inherit>
              contact us
            </Anchor>{' '}
            to ask for another review.
          </>
        ) : (
          <>
            Submitted {submitted}. Our admins check your letter and EIN, {REVIEW_PROMISE}, and tell you by email and
            here. Meanwhile you can browse the marketplace.
          </>
        ),
      note: facts.approval_status === 'approved' ? 'Approved.' : `Our admins decide ${REVIEW_PROMISE}.`,
    },
    buy_tokens: {
      body: <TokensExplained typicalCents={facts.typical_item_value_cents} />,
      action: (
        <Button
          size="xs"
          leftSection={<IconShoppingCart size={16} aria-hidden />}
          onClick={tokenStore.open}
          onMouseEnter={tokenStore.prefetch}
          onFocus={tokenStore.prefetch}
          aria-haspopup="dialog"
        >
          Buy a first bundle
        </Button>
      ),
      note: facts.approval_status === 'approved' ? undefined : 'Once your account is approved.',
    },
    first_request: {
      body: 'Browse the marketplace and request what your organization needs, for an event or on its own.',
      action: (
        <Button
          component={Link}
          to={paths.marketplace}
          size="xs"
          leftSection={<IconBuildingStore size={16} aria-hidden />}
        >
          Find a first item
        </Button>
      ),
    },
  };

  const steps = checklist.steps.map(({ key, state }) => ({ key, state, title: TITLES[key], ...content[key] }));
  return <ChecklistCard {...headingOf(checklist.active, facts, organizationName)} steps={steps} />;
}

function headingOf(
  active: NonprofitStep | null,
  facts: NonprofitGettingStarted,
  organizationName: string,
): { title: string; subtitle: ReactNode } {
  if (facts.approval_status === 'approved' && (active === 'buy_tokens' || active === 'first_request')) {
    return {
      title: 'Your account is approved',
      subtitle: `Welcome aboard, ${organizationName}! Next step: ${TITLES[active].toLowerCase()}.`,
    };
  }
  if (facts.approval_status === 'rejected') {
    return { title: 'Getting started', subtitle: 'Your organization was not approved yet: see the review step.' };
  }
  return { title: 'Getting started', subtitle: active ? `Next step: ${TITLES[active].toLowerCase()}.` : undefined };
}
