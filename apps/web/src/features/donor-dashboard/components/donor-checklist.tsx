import {
  DONOR_SCOPE_LABELS,
  donorChecklist,
  VALUE_CENTS_PER_TOKEN,
  type DonorGettingStarted,
  type DonorStep,
} from '@app/shared';
import { Button } from '@mantine/core';
import { IconInbox, IconPlus, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChecklistCard, type ChecklistCardStep } from '#src/components/getting-started/checklist-card';
import { formatWholeDollars } from '#src/lib/format';

export interface DonorChecklistProps {
  facts: DonorGettingStarted;
}

const TITLES: Record<DonorStep, string> = {
  profile: 'Finish your profile and reach',
  first_listing: 'List your first item',
  first_answer: 'Answer your first request',
};

const tabPath = (tab: string) => `?tab=${tab}`;

/**
 * The donor's getting-started checklist (docs/product.md, Getting started): its states come from the
 * shared rule; this adds the words and the links to where each step is done. Gone once all are done.
 */
export function DonorChecklist({ facts }: DonorChecklistProps) {
  const checklist = donorChecklist(facts);
  if (checklist.complete) return null;
  const reach = facts.donor_scope ? DONOR_SCOPE_LABELS[facts.donor_scope] : null;
  const days = facts.response_deadline_days;

  const content: Record<DonorStep, Omit<ChecklistCardStep, 'key' | 'state' | 'title'>> = {
    profile: {
      body: (
        <>
          Add the pickup location your items leave from and choose how far they reach
          {reach ? `; they now reach ${reach.toLowerCase()}` : ''}. Nonprofits see your items only within that reach, so
          we need a place we can find on the map.
        </>
      ),
      action: (
        <Button
          component={Link}
          to={tabPath('profile')}
          size="xs"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          Edit your profile
        </Button>
      ),
      note: reach ? `Your items reach: ${reach}.` : undefined,
    },
    first_listing: {
      body: (
        <>
          Add a title, photos, its fair market value and how it can reach a nonprofit. Nonprofits spend one token for
          every {formatWholeDollars(VALUE_CENTS_PER_TOKEN / 100)} of value to request it; giving it costs you nothing.
        </>
      ),
      action: (
        <Button component={Link} to={tabPath('listings')} size="xs" leftSection={<IconPlus size={16} aria-hidden />}>
          List an item
        </Button>
      ),
    },
    first_answer: {
      body: facts.has_pending_request ? (
        <>
          A nonprofit asked for one of your items. Approve or decline it within {days} days: after that it expires and
          the nonprofit gets its tokens back.
        </>
      ) : (
        <>
          When a nonprofit requests one of your items, we email you and it appears under Requests. You approve or
          decline within {days} days, or it expires and the nonprofit gets its tokens back. Once you approve, a chat
          opens to arrange the delivery, and the nonprofit pays the platform fee.
        </>
      ),
      action: facts.has_pending_request ? (
        <Button component={Link} to={tabPath('requests')} size="xs" leftSection={<IconInbox size={16} aria-hidden />}>
          Review requests
        </Button>
      ) : undefined,
      note: 'We email you when a nonprofit asks for an item.',
    },
  };

  const steps = checklist.steps.map(({ key, state }) => ({ key, state, title: TITLES[key], ...content[key] }));
  const active = checklist.active;
  return (
    <ChecklistCard
      title="Getting started"
      subtitle={
        active === 'first_answer' && !facts.has_pending_request
          ? 'Your items are listed: the next step comes with your first request.'
          : active
            ? `Next step: ${TITLES[active].toLowerCase()}.`
            : undefined
      }
      steps={steps}
    />
  );
}
