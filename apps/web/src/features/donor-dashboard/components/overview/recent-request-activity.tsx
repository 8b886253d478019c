import type { DonorRequest } from '@app/shared';
import { Skeleton, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { formatDate, formatWholeDollars } from '#src/lib/format';
import { RecentRequestRow, RecentRequestsPanel } from '#src/features/requests';

/** The overview shows the five most recent requests. */
const RECENT_COUNT = 5;

export interface RecentRequestActivityProps {
  requests: readonly DonorRequest[] | undefined;
  loading: boolean;
}

function newestFirst(a: DonorRequest, b: DonorRequest): number {
  return new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id;
}

/** Recent Request Activity, each with event name, fair market value and status. */
export function RecentRequestActivity({ requests, loading }: RecentRequestActivityProps) {
  if (loading) return <Skeleton h={260} radius="md" />;
  if (!requests?.length) {
    return (
      <TabEmptyState
        icon={<IconActivity />}
        title="No request activity yet"
        description="The five most recent requests for your items will appear here, each with the event name, fair market value and status."
      />
    );
  }
  const recent = [...requests].sort(newestFirst).slice(0, RECENT_COUNT);
  return (
    <RecentRequestsPanel title="Recent Request Activity" titleId="recent-request-activity">
      {recent.map((request, index) => (
        <RecentRequestRow
          key={request.id}
          request={request}
          first={index === 0}
          heading={request.event_name ?? request.item_title}
          detail={
            <>
              {request.event_name ? `${request.item_title} · ` : ''}
              {request.nonprofit_name} · {formatDate(request.created_at)}
            </>
          }
          value={
            <>
              {formatWholeDollars(request.fair_market_value)}
              {request.quantity_requested > 1 && (
                <Text component="span" size="xs" c="dimmed" fw={400}>
                  {' '}
                  × {request.quantity_requested}
                </Text>
              )}
            </>
          }
        />
      ))}
    </RecentRequestsPanel>
  );
}
