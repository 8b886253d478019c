import type { SessionUser } from '@app/shared';
import { useMediaQuery } from '@mantine/hooks';
import { createPortal } from 'react-dom';
import { useConversations } from '../api/get-conversations';
import classes from './chat.module.css';
import { ChatLauncherBadge, ChatLauncherButton } from './chat-launcher-button';

export interface ChatStandInProps {
  user: SessionUser;
  /** The phone header's place for the chat button (see ChatWidget). */
  headerSlot?: HTMLElement | null;
  /** The pointer or focus reached the button: load the chat's code now. */
  onIntent: () => void;
  /** The button was pressed: load the chat's code and open it. */
  onOpen: () => void;
}

/**
 * The chat button, with its unread count, in the widget's place until someone reaches for it: the
 * widget's code (panel, lists, tooltip and popover positioning) loads on the first hover, focus or
 * press rather than with every page (docs/quality.md, Lighthouse).
 */
export function ChatStandIn({ user, headerSlot, onIntent, onOpen }: ChatStandInProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const conversations = useConversations(user.id, false);
  const unread = conversations.data?.unread_total ?? 0;
  const inHeader = Boolean(phone && headerSlot);
  const button = (
    <ChatLauncherBadge unread={unread} inHeader={inHeader}>
      <ChatLauncherButton unread={unread} inHeader={inHeader} expanded={false} onClick={onOpen} onIntent={onIntent} />
    </ChatLauncherBadge>
  );
  if (inHeader) return createPortal(button, headerSlot!);
  return (
    <aside className={classes.root} aria-label="Chat">
      {button}
    </aside>
  );
}
