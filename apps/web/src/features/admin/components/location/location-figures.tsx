import type { LocationAnalytics } from '@app/shared';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '#src/lib/format';
import { STATE_NAMES } from './state-names';

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {note}
      </Text>
    </Card>
  );
}

/** The headline: states reached, the top state, coverage of the 50 states and DC, items near a nonprofit. */
export function LocationHeadline({ data }: { data: LocationAnalytics }) {
  const top = data.top_state;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Figure
        label="States reached"
        value={formatNumber(data.total_states)}
        note={`of ${data.states_possible} (50 states and DC)`}
      />
      <Figure
        label="Top state"
        value={top ? (STATE_NAMES[top] ?? top) : '—'}
        note={top ? `${formatNumber(data.top_state_count)} accounts and listed items` : 'No places yet'}
      />
      <Figure label="Coverage" value={`${data.coverage_percentage}%`} note="States with an account or a listed item" />
      <Figure
        label="Near a nonprofit"
        value={`${percentOf(data.within_25_miles, data.listed_items)}%`}
        note={`of ${formatNumber(data.listed_items)} listed items within 25 miles`}
      />
    </SimpleGrid>
  );
}

/**
 * How close listed items are to a nonprofit that can request them: each band counts the items whose
 * nearest approved nonprofit is that close (the bands include the nearer ones).
 */
export function ReachBands({ data }: { data: LocationAnalytics }) {
  const bands = [
    { label: 'Within 5 miles', value: data.within_5_miles, color: 'teal.7' },
    { label: 'Within 25 miles', value: data.within_25_miles, color: 'teal.6' },
    { label: 'Within 50 miles', value: data.within_50_miles, color: 'teal.5' },
    { label: 'Only in the same state', value: data.statewide, color: 'yellow.6' },
    { label: 'No nonprofit within 50 miles or in the state', value: data.unreached, color: 'red.6' },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reach-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reach-title">
          Listed items near an approved nonprofit
        </Title>
        <Text size="sm" c="gray.7">
          For each of the {formatNumber(data.listed_items)} listed items, the distance in a straight line to the nearest
          approved nonprofit with a known place ({formatNumber(data.approved_nonprofits_placed)}{' '}
          {data.approved_nonprofits_placed === 1 ? 'nonprofit' : 'nonprofits'}). Each band includes the nearer ones.
        </Text>
        {bands.map((band) => (
          <Stack key={band.label} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{band.label}</Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(band.value)} ({percentOf(band.value, data.listed_items)}%)
              </Text>
            </Group>
            <Progress value={percentOf(band.value, data.listed_items)} color={band.color} size="sm" aria-hidden />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
