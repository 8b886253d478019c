import type { SessionUser } from '@app/shared';
import { Indicator } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AfterFirstPaint } from '#src/components/after-first-paint';
import { formatBadgeCount } from '#src/lib/badge-count';
import { useNotificationCenter } from '../api/use-notification-center';
import { BellButton } from './bell-button';

// The popover's positioning code and the panel are kept out of the first page's bundle: they load
// once a signed-in header has painted, and the plain bell stands in until they arrive.
const BellPopover = lazy(() => import('./bell-popover').then((module) => ({ default: module.BellPopover })));

export interface NotificationBellProps {
  user: SessionUser;
}

/** The header's bell (desktop) with its unread badge ('9+' above 9). */
export function NotificationBell({ user }: NotificationBellProps) {
  const center = useNotificationCenter(user.id);
  const [clickedEarly, setClickedEarly] = useState(false);
  const badge = formatBadgeCount(center.unread);
  const plainBell = <BellButton unread={center.unread} onClick={() => setClickedEarly(true)} />;

  return (
    // The badge sits outside the popover target: Popover puts its ARIA state on the target, which must be the button.
    <Indicator label={badge} disabled={!badge} size={18} color="red" offset={5} withBorder>
      <AfterFirstPaint fallback={plainBell}>
        <Suspense fallback={plainBell}>
          <BellPopover user={user} center={center} initiallyOpened={clickedEarly} />
        </Suspense>
      </AfterFirstPaint>
    </Indicator>
  );
}
