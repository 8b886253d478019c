import type { SessionUser } from '@app/shared';
import { Modal } from '@mantine/core';
import { useNotificationCenter } from '../api/use-notification-center';
import { NotificationPanel } from './notification-panel';

export interface NotificationsDialogProps {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
}

/** The mobile menu's notifications: the same panel as the bell's popover, full screen. */
export function NotificationsDialog({ user, opened, onClose }: NotificationsDialogProps) {
  const center = useNotificationCenter(user.id);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Notifications"
      closeButtonProps={{ 'aria-label': 'Close notifications' }}
      padding={0}
      fullScreen
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' }, title: { fontWeight: 700 } }}
    >
      <NotificationPanel user={user} center={center} onDone={onClose} maxHeight="calc(100dvh - 140px)" />
    </Modal>
  );
}
