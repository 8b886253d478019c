import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { formatBadgeCount } from '#src/lib/badge-count';

export interface ChatLauncherProps {
  unread: number;
  /** In the phone header: a header-sized icon beside the bell instead of the floating button. */
  inHeader: boolean;
  /** The panel is open (the header button then closes it). */
  expanded: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The button that opens the chat, named after the word its tooltip shows, with the unread count as a badge. */
export function ChatLauncher({ unread, inHeader, expanded, onClick, ref }: ChatLauncherProps) {
  const badge = formatBadgeCount(unread);
  return (
    <Indicator
      label={badge}
      size={inHeader ? 18 : 20}
      color="red"
      disabled={!badge}
      offset={inHeader ? 5 : 6}
      withBorder
    >
      <Tooltip label="Messages" position={inHeader ? 'bottom' : 'left'}>
        <ActionIcon
          ref={ref}
          size={inHeader ? 'lg' : 56}
          radius="xl"
          variant={inHeader ? 'subtle' : 'filled'}
          color={inHeader ? 'gray' : undefined}
          aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
          aria-expanded={inHeader ? expanded : undefined}
          onClick={onClick}
          style={inHeader ? undefined : { boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconMessageCircle size={inHeader ? 22 : 28} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Indicator>
  );
}
