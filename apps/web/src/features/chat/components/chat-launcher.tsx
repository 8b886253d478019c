import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
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
export function ChatLauncher(props: ChatLauncherProps) {
  return (
    <ChatLauncherBadge unread={props.unread} inHeader={props.inHeader}>
      <Tooltip label="Messages" position={props.inHeader ? 'bottom' : 'left'}>
        <ChatLauncherButton {...props} />
      </Tooltip>
    </ChatLauncherBadge>
  );
}

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
