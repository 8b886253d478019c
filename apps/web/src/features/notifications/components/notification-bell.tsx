import type { SessionUser } from '@app/shared';
import { Indicator } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { formatBadgeCount } from '#src/lib/badge-count';
import { useNotificationCenter } from '../api/use-notification-center';
import { BellButton } from './bell-button';

// The popover's positioning code and the panel are kept out of the page's start: they load when the
// pointer or keyboard focus reaches the bell, and the plain bell stands in until it is pressed
// (docs/quality.md, Lighthouse).
const loadBellPopover = () => import('./bell-popover').then((module) => ({ default: module.BellPopover }));
const BellPopover = lazy(loadBellPopover);

export interface NotificationBellProps {
  user: SessionUser;
}

/** The header's bell (desktop) with its unread badge ('9+' above 9). */
export function NotificationBell({ user }: NotificationBellProps) {
  const center = useNotificationCenter(user.id);
  const [pressed, setPressed] = useState(false);
  const badge = formatBadgeCount(center.unread);
  const preload = () => void loadBellPopover();
  const plainBell = (
    <BellButton unread={center.unread} onPointerEnter={preload} onFocus={preload} onClick={() => setPressed(true)} />
  );

  return (
    // The badge sits outside the popover target: Popover puts its ARIA state on the target, which must be the button.
    <Indicator label={badge} disabled={!badge} size={18} color="red" offset={5} withBorder>
      {pressed ? (
        <Suspense fallback={plainBell}>
          <BellPopover user={user} center={center} />
        </Suspense>
      ) : (
        plainBell
      )}
    </Indicator>
  );
}
