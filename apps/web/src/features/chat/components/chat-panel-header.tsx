import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconMinus, IconX } from '@tabler/icons-react';
import type { RefObject } from 'react';
import classes from './chat.module.css';

export interface ChatPanelHeaderProps {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  subtitle?: string;
  onBack?: () => void;
  onMinimize: () => void;
  onClose: () => void;
}

export function ChatPanelHeader({
  headingId,
  headingRef,
  title,
  subtitle,
  onBack,
  onMinimize,
  onClose,
}: ChatPanelHeaderProps) {
  return (
    <div className={classes.header}>
      {onBack && (
        <Tooltip label="Back to conversations">
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            className={classes.headerButton}
            aria-label="Back to conversations"
            onClick={onBack}
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <div className={classes.heading}>
        {/* Focused when the panel opens or changes view, so screen readers hear where they are. */}
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)' }}
        >
          <Text span inherit fw={700} truncate="end" display="block">
            {title}
          </Text>
        </h2>
        {subtitle && (
          <Text size="xs" truncate="end" c="teal.0">
            {subtitle}
          </Text>
        )}
      </div>
      <Tooltip label="Minimize">
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          className={classes.headerButton}
          aria-label="Minimize chat"
          onClick={onMinimize}
        >
          <IconMinus size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Close">
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          className={classes.headerButton}
          aria-label="Close chat"
          onClick={onClose}
        >
          <IconX size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
