import type { AppNotification } from '@app/shared';
import { Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconClipboardList, IconCreditCard, IconMessage, IconTruckDelivery } from '@tabler/icons-react';
import { formatDateTime } from '#src/lib/format';
import { formatRelativeTime } from '#src/lib/relative-time';
import classes from './notifications.module.css';

function NotificationIcon({ type }: { type: string }) {
  if (type.startsWith('message')) return <IconMessage size={16} />;
  if (type.startsWith('delivery') || type === 'item_sent') return <IconTruckDelivery size={16} />;
  if (type.startsWith('request')) return <IconClipboardList size={16} />;
  if (type.startsWith('invoice') || type.startsWith('payment')) return <IconCreditCard size={16} />;
  return <IconBell size={16} />;
}

export interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/** Title, message and a relative time shown in the viewer's own time zone when older. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.read;
  return (
    <UnstyledButton className={classes.item} data-unread={unread || undefined} onClick={() => onOpen(notification)}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
          <NotificationIcon type={notification.type} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notification.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
              {formatRelativeTime(notification.created_at)}
            </time>
          </Text>
        </div>
        {unread && <span className={classes.dot} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
