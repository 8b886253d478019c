import type { SessionUser } from '@app/shared';
import { Popover } from '@mantine/core';
import { useId, useState } from 'react';
import type { NotificationCenter } from '../api/use-notification-center';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

export interface BellPopoverProps {
  user: SessionUser;
  center: NotificationCenter;
  /** The bell was clicked before this code arrived. */
  initiallyOpened: boolean;
}

/** The notifications popover, with Show All / Hide Read, Refresh and the list. */
export function BellPopover({ user, center, initiallyOpened }: BellPopoverProps) {
  const [opened, setOpened] = useState(initiallyOpened);
  const headingId = useId();
  const close = () => setOpened(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(400px, calc(100vw - 16px))"
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <BellButton unread={center.unread} onClick={() => setOpened((current) => !current)} />
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <NotificationPanel user={user} center={center} headingId={headingId} onDone={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
