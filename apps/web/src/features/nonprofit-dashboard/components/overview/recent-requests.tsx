import type { NonprofitRequest } from '@app/shared';
import { Skeleton } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { formatDate, formatWholeDollars } from '#src/lib/format';
import { RecentRequestRow, RecentRequestsPanel } from '#src/features/requests';

export interface RecentRequestsProps {
  /** The dashboard's `recent_requests`: the five newest. */
  requests: readonly NonprofitRequest[] | undefined;
  loading: boolean;
}

/** The overview's five most recent requests (docs/product.md, Dashboards and admin), each linking to its details. */
export function RecentRequests({ requests, loading }: RecentRequestsProps) {
  if (loading) return <Skeleton h={260} radius="md" />;
  if (!requests?.length) {
    return (
      <TabEmptyState
        icon={<IconClipboardList />}
        title="No requests yet"
        description="Your five most recent requests, with their status, will appear here once you request items from the marketplace."
      />
    );
  }
  return (
    <RecentRequestsPanel title="Recent requests" titleId="recent-requests-title">
      {requests.map((request, index) => (
        <RecentRequestRow
          key={request.id}
          request={request}
          first={index === 0}
          heading={request.item_title}
          detail={
            <>
              {request.event_name ? `${request.event_name} · ` : ''}
              {request.donor_company_name} · {formatDate(request.created_at)}
            </>
          }
          value={formatWholeDollars(request.total_value)}
        />
      ))}
    </RecentRequestsPanel>
  );
}
