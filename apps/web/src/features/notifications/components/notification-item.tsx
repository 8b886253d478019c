import type { AppNotification } from '@app/shared';
import { Badge, CloseButton, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconClipboardList,
  IconCreditCard,
  IconMessage,
  IconSpeakerphone,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { formatDateTime } from '#src/lib/format';
import { formatRelativeTime } from '#src/lib/relative-time';
import classes from './notifications.module.css';

function NotificationIcon({ type }: { type: string }) {
  if (type === 'broadcast') return <IconSpeakerphone size={16} />;
  if (type.startsWith('message')) return <IconMessage size={16} />;
  if (type.startsWith('delivery') || type === 'item_sent') return <IconTruckDelivery size={16} />;
  if (type.startsWith('request')) return <IconClipboardList size={16} />;
  if (type.startsWith('invoice') || type.startsWith('payment')) return <IconCreditCard size={16} />;
  return <IconBell size={16} />;
}

export interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  /** Broadcasts only: takes it out of this user's bell for good. */
  onDismiss?: (notification: AppNotification) => void;
}

/**
 * Title, message and a relative time shown in the viewer's own time zone when older. A broadcast
 * from the admins says so, and has its own Dismiss button beside it (not inside: one button each).
 */
export function NotificationItem({ notification, onOpen, onDismiss }: NotificationItemProps) {
  const unread = !notification.read;
  const broadcast = notification.source === 'broadcast';
  const entry = (
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
          {broadcast && (
            <Badge size="xs" variant="light" color="indigo" c="indigo.9" mt={2}>
              Announcement
            </Badge>
          )}
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
  if (!broadcast || !onDismiss) return entry;
  return (
    <div className={classes.withAction} data-unread={unread || undefined}>
      {entry}
      <CloseButton
        className={classes.dismiss}
        size="sm"
        aria-label={`Dismiss ${notification.title}`}
        title="Dismiss"
        onClick={() => onDismiss(notification)}
      />
    </div>
  );
}
