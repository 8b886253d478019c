import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';

export interface BellButtonProps extends ActionIconProps, Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> {
  unread: number;
  ref?: Ref<HTMLButtonElement>;
}

/** The bell itself; the same look before and after the popover's code has loaded. */
export function BellButton({ unread, ...props }: BellButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}
