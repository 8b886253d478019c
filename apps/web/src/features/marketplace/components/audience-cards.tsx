import { Anchor, Button, Card, Container, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconHeartHandshake, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';

interface Audience {
  title: string;
  icon: Icon;
  pitch: string;
  points: string[];
  dashboard: string;
  dashboardLabel: string;
  join: string;
  joinLabel: string;
}

const AUDIENCES: Audience[] = [
  {
    title: 'For Nonprofits',
    icon: IconHeartHandshake,
    pitch: 'Find the equipment and supplies your programs need, at a fraction of their value.',
    points: ['Browse items near you', 'Request with tokens: 1 per $5 of value', 'Tokens back if a request is declined'],
    dashboard: paths.nonprofitDashboard,
    dashboardLabel: 'Nonprofit Dashboard',
    join: `${paths.signup}?role=nonprofit`,
    joinLabel: 'Join as a Nonprofit',
  },
  {
    title: 'For Donors',
    icon: IconBuildingStore,
    pitch: 'Give surplus inventory a second life and see exactly where it makes a difference.',
    points: ['List items in minutes', 'Approve the requests you choose', 'Track the impact of every donation'],
    dashboard: paths.donorDashboard,
    dashboardLabel: 'Donor Dashboard',
    join: `${paths.signup}?role=donor`,
    joinLabel: 'Join as a Donor',
  },
];

/** Landing variant: one card per audience, with its dashboard and a join button. */
export function AudienceCards() {
  return (
    <Container component="section" size="lg" py={{ base: 40, sm: 56 }} aria-labelledby="audiences-heading">
      <Title order={2} id="audiences-heading" mb="lg">
        Made for both sides of giving
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {AUDIENCES.map((audience) => (
          <Card key={audience.title} withBorder radius="lg" padding="xl">
            <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
              <audience.icon size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={3}>{audience.title}</Title>
            <Text c="gray.8" mt="xs">
              {audience.pitch}
            </Text>
            <List
              mt="md"
              spacing="xs"
              center
              icon={<IconCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />}
            >
              {audience.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <Group mt="xl" gap="lg">
              <Button component={Link} to={audience.join}>
                {audience.joinLabel}
              </Button>
              <Anchor component={Link} to={audience.dashboard} fw={600}>
                {audience.dashboardLabel}
              </Anchor>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
