import { Alert, Button, SimpleGrid, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';
import { CallToAction } from '../components/call-to-action';
import { ImpactStats } from '../components/impact-stats';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';

export function ImpactPage() {
  usePageTitle('Our Impact');
  return (
    <>
      <PageIntro
        eyebrow="Our impact"
        title="Every item tells a story"
        lead="Here is what donors and nonprofits have achieved together on In-Kind Marketplace so far."
      />

      <PageSection id="figures" title="By the numbers">
        <ImpactStats />
        <Alert
          variant="light"
          color="blue"
          icon={<IconRocket aria-hidden />}
          mt="xl"
          title="We are just getting started"
        >
          In-Kind Marketplace is in its pre-launch phase, so these numbers are small for now. They update as every
          donation is approved; check back to watch them grow.
        </Alert>
      </PageSection>

      <PageSection id="mission" title="Why it matters" shaded>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Text>
            Companies end up with a lot of usable surplus every year: equipment from office moves, overstock, last
            season’s electronics. Much of it is thrown away or sits in storage.
          </Text>
          <Text>
            Nonprofits need exactly these things to run programs, equip volunteers and serve their communities. Our
            mission is to get them there quickly, fairly and transparently, in all 50 states.
          </Text>
        </SimpleGrid>
      </PageSection>

      <CallToAction title="Add to these numbers" text="Join as a donor or a nonprofit, or learn how the process works.">
        <Button component={Link} to={paths.signup} size="md">
          Sign Up
        </Button>
        <Button component={Link} to={paths.howItWorks} size="md" variant="default">
          How It Works
        </Button>
      </CallToAction>
    </>
  );
}
