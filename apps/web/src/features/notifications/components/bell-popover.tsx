import type { SessionUser } from '@app/shared';
import { Popover } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { NotificationCenter } from '../api/use-notification-center';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

export interface BellPopoverProps {
  user: SessionUser;
  center: NotificationCenter;
}

/**
 * The notifications popover, with Show All / Hide Read, Refresh and the list. It replaces the plain
 * bell when that is pressed, so it opens at once: its own bell takes the focus first, for the popover
 * to give it back on closing.
 */
export function BellPopover({ user, center }: BellPopoverProps) {
  const [opened, setOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const close = () => setOpened(false);
  useEffect(() => {
    bellRef.current?.focus();
    setOpened(true);
  }, []);
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
        <BellButton ref={bellRef} unread={center.unread} onClick={() => setOpened((current) => !current)} />
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <NotificationPanel user={user} center={center} headingId={headingId} onDone={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
