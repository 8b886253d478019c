import { Tooltip } from '@mantine/core';
import type { Ref } from 'react';
import { ChatLauncherBadge, ChatLauncherButton } from './chat-launcher-button';

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
