import { EVENT_MESSAGES, type EventAnalytics, type NonprofitEvent } from '@app/shared';
import {
  Alert,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useRetained } from '#src/lib/use-retained';
import { RequestStatusBadge } from '#src/features/requests';
import { formatDate, formatDateTime, formatWholeDollars, formatNumber } from '#src/lib/format';
import { useEventAnalytics } from '#src/features/nonprofit-dashboard/api/get-event-analytics';
import { EventStatusBadge } from './event-status-badge';

export interface EventAnalyticsModalProps {
  nonprofitId: number;
  /** The event whose figures are shown; null keeps the modal closed. */
  event: NonprofitEvent | null;
  onClose: () => void;
}

export function EventAnalyticsModal({ nonprofitId, event: current, onClose }: EventAnalyticsModalProps) {
  // Kept through the exit transition so the figures do not vanish while the dialog fades.
  const event = useRetained(current);
  const analytics = useEventAnalytics(nonprofitId, event?.id ?? null);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={`Analytics: ${event?.name ?? ''}`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {analytics.isError ? (
        <Alert color="red" role="alert">
          {EVENT_MESSAGES.analyticsFailed}
        </Alert>
      ) : analytics.data ? (
        <AnalyticsBody analytics={analytics.data} />
      ) : (
        <Center py="xl" role="status" aria-label="Loading analytics">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={22} fw={700} lh={1.2} mt={2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function daysLabel(days: number): string {
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} to go`;
  if (days === 0) return 'Today';
  return `${-days} ${days === -1 ? 'day' : 'days'} ago`;
}

function GoalProgress({ analytics }: { analytics: EventAnalytics }) {
  if (analytics.fundraising_goal === null || analytics.progress_percentage === null)
    return (
      <Text size="sm" c="dimmed">
        No fundraising goal set for this event. Edit the event to add one and follow its progress here.
      </Text>
    );
  const percent = analytics.progress_percentage;
  const label = `${formatWholeDollars(analytics.total_value_approved)} approved of a ${formatWholeDollars(analytics.fundraising_goal)} goal (${percent}%)`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Goal progress
        </Text>
        <Text size="sm">{label}</Text>
      </Group>
      <Progress
        value={Math.min(100, percent)}
        size="lg"
        radius="xl"
        color={percent >= 100 ? 'teal' : 'blue'}
        aria-label={`Goal progress: ${label}`}
      />
    </Stack>
  );
}

function AnalyticsBody({ analytics }: { analytics: EventAnalytics }) {
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <EventStatusBadge status={analytics.status} />
        <Text size="sm">
          {formatDateTime(analytics.event_date)} · {daysLabel(analytics.days_until_event)}
        </Text>
      </Group>
      <section aria-label="Requests by status">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure label="Total requests" value={formatNumber(analytics.total_requests)} />
          <Figure label="Pending" value={formatNumber(analytics.pending_requests)} />
          <Figure label="Approved" value={formatNumber(analytics.approved_requests)} hint="Approved by the donor" />
          <Figure label="Completed" value={formatNumber(analytics.completed_requests)} hint="Delivery confirmed" />
          <Figure label="Declined" value={formatNumber(analytics.declined_requests)} />
          <Figure label="Cancelled" value={formatNumber(analytics.cancelled_requests)} hint="Cancelled by you" />
        </SimpleGrid>
      </section>
      <section aria-label="Value">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Figure
            label="Value requested"
            value={formatWholeDollars(analytics.total_value_requested)}
            hint="Fair market value of requests not cancelled"
          />
          <Figure
            label="Value approved"
            value={formatWholeDollars(analytics.total_value_approved)}
            hint="Approved, delivered or not"
          />
          <Figure
            label="Value received"
            value={formatWholeDollars(analytics.total_value_received)}
            hint="Delivery confirmed received"
          />
        </SimpleGrid>
      </section>
      <GoalProgress analytics={analytics} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          Recent requests
        </Title>
        {analytics.recent_requests.length === 0 ? (
          <Text size="sm" c="dimmed">
            No requests name this event yet. Choose it when you request an item in the marketplace.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Donor</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Requested</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analytics.recent_requests.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>{request.item_title}</Table.Td>
                    <Table.Td>{request.donor_name}</Table.Td>
                    <Table.Td>{request.quantity_requested}</Table.Td>
                    <Table.Td>{formatWholeDollars(request.total_value)}</Table.Td>
                    <Table.Td>
                      <RequestStatusBadge status={request.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(request.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
