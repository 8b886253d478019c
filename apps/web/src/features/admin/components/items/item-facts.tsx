import { DONOR_SCOPE_LABELS, REQUEST_STATUSES, type AdminItemDetails } from '@app/shared';
import { Alert, Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '#src/lib/format';
import { ItemStatusBadge } from './item-status-badge';

const REQUEST_LABELS: Record<(typeof REQUEST_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What the admin reads before deciding or editing: donor, place, quantities, requests and the last review. */
export function ItemFacts({ item }: { item: AdminItemDetails }) {
  const pictures = item.images.length > 0 ? item.images.map((image) => image.url) : [item.image_url];
  const place = [item.place.city, item.place.state, item.place.zip].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        <ItemStatusBadge status={item.status} />
      </Group>
      {item.status === 'rejected' && item.review.note && (
        <Alert color="red" variant="light" title="Rejected">
          {item.review.note}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {pictures.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={`${item.title}, picture ${index + 1} of ${pictures.length}`}
            radius="sm"
            h={96}
            fit="cover"
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Donor">
          {item.donor.company_name ?? item.donor.name}
          {item.donor.company_name && ` (${item.donor.name})`}
          <br />
          <Anchor href={`mailto:${item.donor.email}`} size="sm">
            {item.donor.email}
          </Anchor>
          <br />
          <Anchor component={Link} to={`?tab=items&user_id=${item.donor.id}`} size="sm">
            All items of this donor
          </Anchor>
        </Fact>
        <Fact label="Place and reach">
          {place || 'No address'} · {DONOR_SCOPE_LABELS[item.place.donor_scope]}
        </Fact>
        <Fact label="Value and quantity">
          {formatMoney(item.fair_market_value)} each · {formatNumber(item.quantity)} left of{' '}
          {formatNumber(item.initial_quantity)} listed ({formatNumber(item.approved_quantity)} approved)
        </Fact>
        <Fact label="Listed / last changed">
          {formatDate(item.created_at)} / {formatDateTime(item.updated_at)}
        </Fact>
        <Fact label="Last review decision">
          {item.review.reviewed_at
            ? `${item.status === 'rejected' ? 'Rejected' : 'Reviewed'} ${formatDateTime(item.review.reviewed_at)} by ${item.review.reviewed_by?.name ?? 'a former admin'}`
            : 'Never reviewed'}
          {item.review.note && item.status !== 'rejected' && (
            <Text size="xs" c="gray.7">
              Earlier reason: {item.review.note}
            </Text>
          )}
        </Fact>
        <Fact label="Requests">{formatNumber(item.requests.total)} in all, by status below</Fact>
      </SimpleGrid>
      <SimpleGrid
        cols={{ base: 3, sm: 5 }}
        spacing="xs"
        component="ul"
        aria-label="Requests by status"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {REQUEST_STATUSES.map((status) => (
          <Paper key={status} component="li" withBorder radius="sm" px="xs" py={4}>
            <Text size="xs" c="gray.7">
              {REQUEST_LABELS[status]}
            </Text>
            <Text size="sm" fw={600}>
              {formatNumber(item.requests[status])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
