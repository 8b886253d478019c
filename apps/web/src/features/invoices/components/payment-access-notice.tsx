import { DASHBOARD_PATH, type SessionUser } from '@app/shared';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '#src/lib/paths';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';

export interface PaymentAccessNoticeProps {
  user: SessionUser | null;
}

/**
 * /payment is open to all (docs/product.md, Pages and navigation), but only a nonprofit has anything
 * to pay: tell everyone else why.
 */
export function PaymentAccessNotice({ user }: PaymentAccessNoticeProps) {
  const location = useLocation();
  if (!user) {
    return (
      <TabEmptyState
        icon={<IconLock />}
        title="Log in to pay for your requests"
        description="Nonprofits pay the platform fee and any shipping for approved requests here. Log in with your nonprofit account to see what is due."
        actions={
          <Group justify="center">
            <Button component={Link} to={paths.login} state={{ from: location.pathname + location.search }}>
              Log in
            </Button>
            <Button component={Link} to={paths.signup} variant="default">
              Sign up
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <TabEmptyState
      icon={<IconLock />}
      title="Payments are made by nonprofits"
      description="This page lists the fees a nonprofit owes for its approved requests. Your account has nothing to pay here."
      actions={
        <Button component={Link} to={DASHBOARD_PATH[user.role]}>
          Go to your dashboard
        </Button>
      }
    />
  );
}
