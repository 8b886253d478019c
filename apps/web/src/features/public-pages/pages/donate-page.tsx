import { Skeleton } from '@mantine/core';
import { IconHeartHandshake, IconLeaf, IconReceipt } from '@tabler/icons-react';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import { DonateOptions } from '../components/donate-options';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';
import { StepList, type Step } from '../components/step-list';

const BENEFITS: Step[] = [
  {
    title: 'Help where it counts',
    description: 'Your items go to verified nonprofits that asked for them and will put them to work.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Keep goods out of landfill',
    description: 'Surplus stock, furniture and equipment get a second life instead of a dumpster.',
    icon: IconLeaf,
  },
  {
    title: 'Records for tax time',
    description: 'Every approved donation is tracked with its fair market value on your dashboard.',
    icon: IconReceipt,
  },
];

export function DonatePage() {
  usePageTitle('Donate Items');
  const { data: user, isPending } = useCurrentUser();

  return (
    <>
      <PageIntro
        eyebrow="Donate items"
        title="Turn your surplus into someone’s solution"
        lead="List the items your company no longer needs and let verified nonprofits put them to good use."
      />
      <PageSection id="get-started" title="Get started">
        {isPending ? <Skeleton height={160} radius="lg" /> : <DonateOptions user={user ?? null} />}
      </PageSection>
      <PageSection id="why-donate" title="Why donate with us" shaded>
        <StepList steps={BENEFITS} />
      </PageSection>
    </>
  );
}
