import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconMinus, IconX } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
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

function HeaderButton({
  tooltip,
  label,
  icon,
  onClick,
}: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color="white"
        size="lg"
        className={classes.headerButton}
        aria-label={label}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
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
        <HeaderButton
          tooltip="Back to conversations"
          label="Back to conversations"
          icon={<IconArrowLeft size={20} aria-hidden />}
          onClick={onBack}
        />
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
      <HeaderButton
        tooltip="Minimize"
        label="Minimize chat"
        icon={<IconMinus size={20} aria-hidden />}
        onClick={onMinimize}
      />
      <HeaderButton tooltip="Close" label="Close chat" icon={<IconX size={20} aria-hidden />} onClick={onClose} />
    </div>
  );
}
