import { HEALTHY_APPROVAL_RATE, type AdminAnalytics } from '@app/shared';
import { Badge } from '@mantine/core';

/** Active once the period brought any money in; until then the platform is ready to start charging. */
export function RevenueStatusBadge({ payments }: { payments: AdminAnalytics['payments'] }) {
  return payments.total_revenue_cents > 0 ? (
    <Badge component="span" color="green" variant="light">
      Active
    </Badge>
  ) : (
    <Badge component="span" variant="default">
      Ready to Start
    </Badge>
  );
}

/** The default look above 50% of decided requests approved; orange at or below it. */
export function ApprovalRateBadge({ requests }: { requests: AdminAnalytics['requests'] }) {
  if (requests.approved + requests.denied === 0)
    return (
      <Badge component="span" variant="default">
        No decisions yet
      </Badge>
    );
  return requests.approval_rate > HEALTHY_APPROVAL_RATE ? (
    <Badge component="span" variant="default">
      Healthy
    </Badge>
  ) : (
    <Badge component="span" color="orange" variant="light">
      Needs attention
    </Badge>
  );
}
