import type { Conversation, SessionUser } from '@app/shared';
import { ActionIcon, Paper, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import {
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { deliveryStatusLabel } from '#src/features/delivery';
import { formatBadgeCount } from '#src/lib/badge-count';
import type { ChatTarget } from '#src/lib/chat-controls';
import { useConversations } from '../api/get-conversations';
import { otherParty } from '../lib/chat-labels';
import { ChatLauncher } from './chat-launcher';
import { ChatPanelHeader } from './chat-panel-header';
import classes from './chat.module.css';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { conversationClosed } from '#src/lib/request-state-labels';

export interface ChatWidgetHandle {
  open: (target?: ChatTarget) => void;
}

export interface ChatWidgetProps {
  user: SessionUser;
  ref?: Ref<ChatWidgetHandle>;
  /** An open asked for before this chunk had loaded. */
  initialOpen?: { target: ChatTarget };
  /**
   * The phone header's place for the chat button: below 768px the button sits there, beside the bell,
   * rather than floating over the page's content.
   */
  headerSlot?: HTMLElement | null;
}

type Mode = 'closed' | 'open' | 'minimized';
type FocusTarget = 'heading' | 'composer' | 'launcher' | 'restore' | { conversationId: number };

const conversationIdOf = (target: ChatTarget | undefined) =>
  target && 'conversationId' in target ? target.conversationId : null;
const requestIdOf = (target: ChatTarget | undefined) => (target && 'requestId' in target ? target.requestId : null);

/** Floating button (a header button on phones), conversation list, message view, minimize and close. */
export function ChatWidget({ user, ref, initialOpen, headerSlot }: ChatWidgetProps) {
  const [mode, setMode] = useState<Mode>(initialOpen ? 'open' : 'closed');
  const [activeId, setActiveId] = useState(conversationIdOf(initialOpen?.target));
  const [wantedRequestId, setWantedRequestId] = useState(requestIdOf(initialOpen?.target));
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  // Opened before this chunk loaded: focus as show() would, the composer when a conversation is named.
  const focusNext = useRef<FocusTarget | null>(!initialOpen ? null : initialOpen.target ? 'composer' : 'heading');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const launcherSlot = phone ? headerSlot : null;

  const conversations = useConversations(user.id, mode === 'open');
  const list = conversations.data?.conversations;
  const requested = wantedRequestId === null ? undefined : list?.find((entry) => entry.request_id === wantedRequestId);
  const currentId = activeId ?? requested?.id ?? null;
  const current = list?.find((entry) => entry.id === currentId);
  const unread = conversations.data?.unread_total ?? 0;

  const show = useCallback((conversationId: number | null, requestId: number | null = null) => {
    setMode('open');
    setActiveId(conversationId);
    setWantedRequestId(requestId);
    focusNext.current = conversationId === null && requestId === null ? 'heading' : 'composer';
  }, []);
  useImperativeHandle(ref, () => ({ open: (target) => show(conversationIdOf(target), requestIdOf(target)) }), [show]);

  // Focus follows the view: the heading or the composer on open, the launcher after closing, the
  // conversation just left when going back to the list.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    if (target === 'composer') {
      if (textareaRef.current) textareaRef.current.focus();
      else headingRef.current?.focus();
      // Keep waiting for the composer while the messages load.
      if (textareaRef.current || mode !== 'open') focusNext.current = null;
      return;
    }
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'launcher') launcherRef.current?.focus();
    else if (target === 'restore') restoreRef.current?.focus();
    else rootRef.current?.querySelector<HTMLElement>(`[data-conversation-id="${target.conversationId}"]`)?.focus();
  });

  const close = () => {
    setMode('closed');
    focusNext.current = 'launcher';
  };
  const minimize = () => {
    setMode('minimized');
    focusNext.current = launcherSlot ? 'launcher' : 'restore';
  };
  const back = () => {
    focusNext.current = currentId === null ? 'heading' : { conversationId: currentId };
    setActiveId(null);
    setWantedRequestId(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  const open = (conversation: Conversation) => show(conversation.id);

  const title = current ? current.item_title : 'Messages';
  const subtitle = current
    ? [
        otherParty(current, user.role),
        conversationClosed(current.status) ? 'Completed' : deliveryStatusLabel(current),
      ].join(' · ')
    : unread > 0
      ? `${unread} unread`
      : undefined;
  const badge = formatBadgeCount(unread);
  return (
    <aside className={classes.root} aria-label="Chat" ref={rootRef}>
      {mode === 'open' && (
        <Paper
          component="section"
          className={classes.panel}
          shadow="xl"
          radius="lg"
          withBorder
          aria-labelledby={headingId}
          onKeyDown={onKeyDown}
        >
          <ChatPanelHeader
            headingId={headingId}
            headingRef={headingRef}
            title={title}
            subtitle={subtitle}
            onBack={currentId === null ? undefined : back}
            onMinimize={minimize}
            onClose={close}
          />
          {currentId === null ? (
            <div className={classes.scroller}>
              <ConversationList
                conversations={list}
                loading={conversations.isPending}
                failed={conversations.isError}
                role={user.role}
                missingRequest={wantedRequestId !== null && Boolean(list) && !requested}
                onRetry={() => void conversations.refetch()}
                onOpen={open}
              />
            </div>
          ) : (
            <ConversationView
              key={currentId}
              conversationId={currentId}
              user={user}
              fallback={current}
              draft={drafts[currentId] ?? ''}
              onDraftChange={(value) => setDrafts((all) => ({ ...all, [currentId]: value }))}
              textareaRef={textareaRef}
            />
          )}
        </Paper>
      )}
      {/* In the header a minimized chat is the header button itself, which brings it back. */}
      {launcherSlot &&
        createPortal(
          <ChatLauncher
            ref={launcherRef}
            unread={unread}
            inHeader
            expanded={mode === 'open'}
            onClick={() => {
              if (mode === 'open') close();
              else if (mode === 'minimized') show(activeId, wantedRequestId);
              else show(null);
            }}
          />,
          launcherSlot,
        )}
      {mode === 'minimized' && !launcherSlot && (
        <div className={classes.minimized}>
          <UnstyledButton ref={restoreRef} onClick={() => show(activeId, wantedRequestId)} c="white" miw={0}>
            <Text span size="sm" fw={600} truncate="end" display="block">
              Chat: {title}
              {badge ? ` (${badge} unread)` : ''}
            </Text>
          </UnstyledButton>
          <ActionIcon
            variant="subtle"
            color="white"
            className={classes.headerButton}
            aria-label="Close chat"
            onClick={close}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </div>
      )}
      {mode === 'closed' && !launcherSlot && (
        <ChatLauncher ref={launcherRef} unread={unread} inHeader={false} expanded={false} onClick={() => show(null)} />
      )}
    </aside>
  );
}
