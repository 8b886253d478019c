import { Anchor, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconChecklist,
  IconCoins,
  IconMapPin,
  IconMessages,
  IconPackage,
  IconSearch,
  IconShieldCheck,
  IconTruckDelivery,
  IconChartBar,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';
import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { StepList, type Step } from '../components/step-list';

const HOW_STEPS: Step[] = [
  {
    title: 'Donors list',
    description: 'Companies post surplus items with photos, a fair market value and how they can deliver.',
    icon: IconPackage,
  },
  {
    title: 'Nonprofits request',
    description: 'Verified nonprofits browse what is near them and request what their programs need, using tokens.',
    icon: IconSearch,
  },
  {
    title: 'Donors approve',
    description: 'The donor reviews each request, usually within 7 days, and picks where the item does the most good.',
    icon: IconChecklist,
  },
  {
    title: 'Items are delivered',
    description:
      'Both sides agree on shipping, pickup or virtual delivery in a shared chat, and confirm when it arrives.',
    icon: IconTruckDelivery,
  },
];

const REASONS: Step[] = [
  {
    title: 'Verified nonprofits',
    description: 'Every nonprofit shares its tax-exempt determination letter and EIN, reviewed by our team.',
    icon: IconShieldCheck,
  },
  {
    title: 'Simple, fair tokens',
    description: '1 token for every $5 of value. Tokens come back automatically if a request is declined or expires.',
    icon: IconCoins,
  },
  {
    title: 'Everything in one place',
    description: 'Requests, approvals, payments, chat and delivery confirmation live on one dashboard.',
    icon: IconMessages,
  },
  {
    title: 'Impact you can show',
    description: 'Donors see the value they have given and keep records ready for tax time.',
    icon: IconChartBar,
  },
];

export function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title="Surplus goods, put to good use"
        lead="In-Kind Marketplace connects companies that have more than they need with nonprofits that need more than they have."
      />

      <PageSection id="mission" title="Our mission">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Text>
            Every year, perfectly good laptops, furniture, office supplies and gift cards sit in storage or end up in
            landfill, while food banks, schools and shelters stretch every dollar. We exist to close that gap.
          </Text>
          <Text>
            We make in-kind giving as easy as a purchase: donors list what they have, verified nonprofits ask for what
            they need, and both sides see exactly where each item goes.
          </Text>
        </SimpleGrid>
      </PageSection>

      <PageSection
        id="how-it-works"
        title="How it works"
        intro="Four steps from a storeroom shelf to a program that needs it, usually within 10-14 days."
        shaded
      >
        <StepList steps={HOW_STEPS} numbered />
        <Text mt="lg">
          <Anchor component={Link} to={paths.howItWorks} fw={600}>
            See the full walkthrough for nonprofits and donors
          </Anchor>
        </Text>
      </PageSection>

      <PageSection id="why" title="Why choose us">
        <StepList steps={REASONS} />
      </PageSection>

      <PageSection id="nationwide" title="Nationwide, in all 50 states" shaded>
        <Stack gap="md" maw={760}>
          <Text>
            Donors and nonprofits across all 50 states use In-Kind Marketplace. Donors decide how far their items
            travel, and nonprofits see only what they can actually receive:
          </Text>
          <List spacing="xs" icon={<IconMapPin size={18} aria-hidden />} center>
            <List.Item>Local community: within 25 miles of the donor</List.Item>
            <List.Item>Citywide: within 50 miles</List.Item>
            <List.Item>Statewide: anywhere in the donor’s state</List.Item>
            <List.Item>Nationwide: every verified nonprofit in the country</List.Item>
          </List>
        </Stack>
      </PageSection>

      <CallToAction
        title="Ready to make a difference?"
        text="Join as a nonprofit or a corporate donor in a few minutes, or tell us how we can help."
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
