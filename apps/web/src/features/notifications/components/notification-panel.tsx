import { CHAT_RULES, type AppNotification, type SessionUser } from '@app/shared';
import { ActionIcon, Alert, Button, Group, ScrollArea, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBellOff, IconChecks, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useChatControls } from '#src/lib/chat-controls';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { notificationKey, useDismissBroadcast, useMarkNotificationRead } from '../api/mark-read';
import type { NotificationCenter } from '../api/use-notification-center';
import { notificationTarget } from '../lib/notification-target';
import { NotificationItem } from './notification-item';

export interface NotificationPanelProps {
  user: SessionUser;
  center: NotificationCenter;
  /** The panel's own heading; the mobile dialog names itself in its title bar instead. */
  headingId?: string;
  /** Closes the popover or dialog the panel sits in, before going where a notification leads. */
  onDone: () => void;
  /** The list's height limit; the mobile dialog lets it take the screen. */
  maxHeight?: number | string;
}

/** Show All / Hide Read, Refresh, and the list; clicking one marks it read and opens it. */
export function NotificationPanel({ user, center, headingId, onDone, maxHeight = 420 }: NotificationPanelProps) {
  const { hideRead, setHideRead, query, unread } = center;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const dismiss = useDismissBroadcast();
  const chat = useChatControls();
  const navigate = useNavigate();
  const notifications = query.data?.notifications ?? [];

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate(notification);
    const target = notificationTarget(notification, user.role);
    if (target.kind === 'none') return;
    onDone();
    if (target.kind === 'chat') chat.open({ conversationId: target.conversationId });
    else void navigate(target.path);
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" px="md" pt="sm" pb={4} gap="xs">
        {headingId ? (
          <Title order={2} size="h5" id={headingId}>
            Notifications
          </Title>
        ) : (
          <span />
        )}
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="compact-sm" onClick={() => setHideRead(!hideRead)}>
            {hideRead ? 'Show All' : 'Hide Read'}
          </Button>
          <Tooltip label="Refresh">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Refresh notifications"
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap" px="md" pb="xs" gap="xs">
        <Text size="xs" c="dimmed" role="status">
          {unread === 0 ? 'All caught up' : `${unread} unread`}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconChecks size={14} aria-hidden />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(user.id)}
        >
          Mark all read
        </Button>
      </Group>
      <ScrollArea.Autosize mah={maxHeight} type="auto" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {query.isPending ? (
          <Stack gap="xs" p="md" role="status" aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={56} radius="md" />
            ))}
          </Stack>
        ) : query.isError ? (
          <Alert m="md" color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            Notifications could not be loaded. Use Refresh to try again.
          </Alert>
        ) : notifications.length === 0 ? (
          <Stack align="center" gap={4} p="xl" ta="center">
            <IconBellOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="sm" fw={600}>
              {hideRead ? 'No unread notifications' : 'No notifications'}
            </Text>
            <Text size="xs" c="dimmed">
              Announcements, and updates about your requests, deliveries and messages from the last{' '}
              {CHAT_RULES.notificationWindowDays} days appear here.
            </Text>
          </Stack>
        ) : (
          <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notifications.map((notification) => (
              <li key={notificationKey(notification)}>
                <NotificationItem
                  notification={notification}
                  onOpen={open}
                  onDismiss={(entry) => dismiss.mutate(entry)}
                />
              </li>
            ))}
          </ul>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
