import { Button, Text, Timeline } from '@mantine/core';
import {
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconGift,
  IconListDetails,
  IconPackage,
  IconSearch,
  IconSend,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';
import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { StepList, type Step } from '../components/step-list';

const NONPROFIT_STEPS: Step[] = [
  {
    title: 'Browse',
    description:
      'Search the marketplace by category, location, value and delivery option. Each item shows its token cost.',
    icon: IconSearch,
  },
  {
    title: 'Request',
    description:
      'Pick a quantity, link the request to an event if you like, and tell the donor how the item will help.',
    icon: IconSend,
  },
  {
    title: 'Get approved',
    description: 'The donor replies, typically within 7 days. If they decline or do not answer, your tokens come back.',
    icon: IconClipboardCheck,
  },
  {
    title: 'Receive',
    description: 'Pay the platform fee, agree on delivery in the chat, and confirm when the item arrives.',
    icon: IconGift,
  },
];

const DONOR_STEPS: Step[] = [
  {
    title: 'List',
    description: 'Add photos, a description, fair market value, quantity and the delivery options you can offer.',
    icon: IconPackage,
  },
  {
    title: 'Review',
    description: 'See who is asking, what they will use it for and the event it supports.',
    icon: IconListDetails,
  },
  {
    title: 'Approve',
    description: 'Approve or decline each request. A chat opens with the nonprofit to arrange delivery.',
    icon: IconChecklist,
  },
  {
    title: 'Track impact',
    description: 'Follow every donation to delivery and keep a running record of the value you have given.',
    icon: IconChartBar,
  },
];

export function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <>
      <PageIntro
        eyebrow="How it works"
        title="From surplus to service in four steps"
        lead="Whether you give or receive, the process is simple and the whole journey takes about 10-14 days."
      />

      <PageSection
        id="nonprofits"
        title="For nonprofits"
        intro="Verified nonprofits use tokens to request what they need."
      >
        <StepList steps={NONPROFIT_STEPS} numbered />
      </PageSection>

      <PageSection id="donors" title="For donors" intro="Companies list surplus items and decide where they go." shaded>
        <StepList steps={DONOR_STEPS} numbered />
      </PageSection>

      <PageSection id="timeline" title="What to expect" intro="A typical request, from start to finish.">
        <Timeline active={4} bulletSize={22} lineWidth={2} maw={640}>
          <Timeline.Item title="Day 1: request submitted">
            <Text size="sm" c="gray.8">
              The tokens for the item are set aside and the donor is notified.
            </Text>
          </Timeline.Item>
          <Timeline.Item title="Within 7 days: donor decision">
            <Text size="sm" c="gray.8">
              Approved requests open a delivery chat. Unanswered requests are declined automatically with a full token
              refund.
            </Text>
          </Timeline.Item>
          <Timeline.Item title="After approval: platform fee">
            <Text size="sm" c="gray.8">
              5% of the item’s fair market value when paid before your event, 8% after it. Credit cards, debit cards and
              ACH transfers are accepted.
            </Text>
          </Timeline.Item>
          <Timeline.Item title="Days 10-14: delivered">
            <Text size="sm" c="gray.8">
              The item ships, is picked up or is delivered virtually, and the nonprofit confirms it arrived.
            </Text>
          </Timeline.Item>
        </Timeline>
      </PageSection>

      <CallToAction
        title="Start giving or receiving"
        text="Create a free account, or ask us anything about the process."
      >
        <Button component={Link} to={paths.signup} size="md">
          Sign Up
        </Button>
        <Button component={Link} to={paths.contact} size="md" variant="default">
          Contact Us
        </Button>
      </CallToAction>
    </>
  );
}
