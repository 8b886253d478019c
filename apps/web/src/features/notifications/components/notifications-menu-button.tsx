import type { SessionUser } from '@app/shared';
import { Badge, Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy } from 'react';
import { formatBadgeCount } from '#src/lib/badge-count';
import { useNotificationCenter } from '../api/use-notification-center';

// Like the desktop popover, the dialog's code loads only when it is first opened.
export const NotificationsDialog = lazy(() =>
  import('./notifications-dialog').then((module) => ({ default: module.NotificationsDialog })),
);

export interface NotificationsMenuButtonProps {
  user: SessionUser;
  onClick: () => void;
}

/** The mobile menu's way to the notifications (the bell itself is desktop-only). */
export function NotificationsMenuButton({ user, onClick }: NotificationsMenuButtonProps) {
  const { unread } = useNotificationCenter(user.id);
  const badge = formatBadgeCount(unread);
  return (
    <Button
      variant="default"
      leftSection={<IconBell size={18} aria-hidden />}
      rightSection={
        badge ? (
          <Badge color="red" size="sm" circle={badge.length === 1}>
            {badge}
          </Badge>
        ) : undefined
      }
      aria-haspopup="dialog"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      onClick={onClick}
    >
      Notifications
    </Button>
  );
}
