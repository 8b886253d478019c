import type { AdminAnalytics } from '@app/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatNumber } from '#src/lib/format';
import { ApprovalRateBadge } from './analytics-badges';
import { AnalyticsChart } from './analytics-chart';
import { CategoryBreakdown } from './category-breakdown';
import { FigureList } from './figure-list';

export interface AnalyticsPanelProps {
  data: AdminAnalytics;
}

const n = formatNumber;
const lastDays = (data: AdminAnalytics) => `last ${data.period.days} days`;

export function UsersPanel({ data }: AnalyticsPanelProps) {
  const { users } = data;
  return (
    <Stack gap="lg">
      <AnalyticsChart
        kind="bar"
        title="New accounts per day"
        description={`Accounts created each day, ${lastDays(data)}: ${n(users.new_in_period)} in all.`}
        points={data.time_series}
        series={[{ key: 'new_users', label: 'New accounts', color: 'blue.6' }]}
      />
      <FigureList
        figures={[
          { label: 'Accounts', value: n(users.total) },
          { label: 'Nonprofits', value: n(users.nonprofits) },
          { label: 'Donors', value: n(users.donors) },
          { label: 'Admins', value: n(users.admins) },
          { label: 'Approved', value: n(users.approved) },
          { label: 'Pending', value: n(users.pending), hint: 'Waiting for verification' },
          { label: 'Rejected', value: n(users.rejected) },
          { label: 'Active', value: n(users.active_in_period), hint: `Signed in, ${lastDays(data)}` },
        ]}
      />
    </Stack>
  );
}

export function RequestsPanel({ data }: AnalyticsPanelProps) {
  const { requests, delivery } = data;
  const share = (count: number, percentage: number) => `${n(count)} (${percentage}%)`;
  return (
    <Stack gap="lg">
      <AnalyticsChart
        kind="line"
        title="Requests per day"
        description={`Requests made and requests approved each day, ${lastDays(data)}.`}
        points={data.time_series}
        series={[
          { key: 'requests_made', label: 'Made', color: 'grape.6' },
          { key: 'requests_approved', label: 'Approved', color: 'teal.6' },
        ]}
      />
      <FigureList
        figures={[
          { label: 'Requests made', value: n(requests.total) },
          { label: 'Pending', value: n(requests.pending) },
          { label: 'Approved', value: n(requests.approved), hint: `${n(requests.completed)} delivered` },
          { label: 'Declined', value: n(requests.declined), hint: 'By the donor' },
          { label: 'Expired', value: n(requests.expired), hint: 'Not answered in time' },
          { label: 'Cancelled', value: n(requests.cancelled) },
          {
            label: 'Approval rate',
            value: (
              <Group gap="xs" component="span">
                <span>{requests.approval_rate}%</span>
                <ApprovalRateBadge requests={requests} />
              </Group>
            ),
            hint: 'Approved of decided requests',
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          Deliveries
        </Title>
        <Text size="sm" c="dimmed">
          {n(delivery.approved_requests)} requests approved in the {lastDays(data)}, by where their delivery stands.
        </Text>
        <FigureList
          figures={[
            { label: 'Delivered', value: share(delivery.delivered, delivery.delivered_percentage) },
            { label: 'In transit', value: share(delivery.in_transit, delivery.in_transit_percentage) },
            { label: 'Issue', value: share(delivery.issue, delivery.issue_percentage), hint: 'Reported not received' },
            { label: 'Pending', value: share(delivery.pending, delivery.pending_percentage) },
          ]}
        />
      </Stack>
    </Stack>
  );
}

export function ItemsPanel({ data }: AnalyticsPanelProps) {
  const { items } = data;
  return (
    <Stack gap="lg">
      <AnalyticsChart
        kind="bar"
        title="Items listed per day"
        description={`Items donors listed each day, ${lastDays(data)}: ${n(items.new_in_period)} in all.`}
        points={data.time_series}
        series={[{ key: 'items_listed', label: 'Items listed', color: 'teal.6' }]}
      />
      <FigureList
        figures={[
          { label: 'Items', value: n(items.total) },
          { label: 'Available', value: n(items.available) },
          { label: 'Requested', value: n(items.requested) },
          { label: 'Approved', value: n(items.approved) },
          { label: 'Completed', value: n(items.completed) },
          { label: 'Disabled', value: n(items.disabled) },
          { label: 'Waiting for review', value: n(items.pending_review) },
          { label: 'Rejected in review', value: n(items.rejected) },
          { label: 'Value listed', value: formatCents(items.total_fmv_cents), hint: 'Fair market value' },
          { label: 'Average item', value: formatCents(items.average_fmv_cents) },
        ]}
      />
      <CategoryBreakdown categories={items.category_breakdown} />
    </Stack>
  );
}
