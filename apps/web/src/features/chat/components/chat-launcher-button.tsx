import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatBadgeCount } from '#src/lib/badge-count';
import type { ChatLauncherProps } from './chat-launcher';

// Kept apart from chat-launcher.tsx, whose tooltip (and the popover positioning under it) would
// otherwise come along into every signed-in page's start with the stand-in (docs/quality.md).

export interface ChatLauncherBadgeProps {
  unread: number;
  inHeader: boolean;
  children: ReactNode;
}

/** The unread count over the launcher ('9+' above 9). */
export function ChatLauncherBadge({ unread, inHeader, children }: ChatLauncherBadgeProps) {
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
      {children}
    </Indicator>
  );
}

export interface ChatLauncherButtonProps extends ChatLauncherProps {
  /** The pointer or keyboard focus reached the button: the stand-in starts loading the chat's code. */
  onIntent?: () => void;
}

/** The launcher's button alone: what the stand-in shows before the chat's code has loaded (no tooltip yet). */
export function ChatLauncherButton({ unread, inHeader, expanded, onClick, onIntent, ref }: ChatLauncherButtonProps) {
  return (
    <ActionIcon
      ref={ref}
      size={inHeader ? 'lg' : 56}
      radius="xl"
      variant={inHeader ? 'subtle' : 'filled'}
      color={inHeader ? 'gray' : undefined}
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
      aria-expanded={inHeader ? expanded : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      style={inHeader ? undefined : { boxShadow: 'var(--mantine-shadow-lg)' }}
    >
      <IconMessageCircle size={inHeader ? 22 : 28} aria-hidden />
    </ActionIcon>
  );
}
