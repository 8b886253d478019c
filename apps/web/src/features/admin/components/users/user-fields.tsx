import type { AdminUser } from '@app/shared';
import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from '#src/features/admin/lib/format';

const ROLE_COLORS = { nonprofit: 'cyan', donor: 'indigo', admin: 'dark' } as const;

export function RoleBadge({ user }: { user: AdminUser }) {
  return (
    <Badge color={ROLE_COLORS[user.role]} variant="outline" radius="sm" tt="none" w="max-content">
      {ROLE_LABELS[user.role]}
    </Badge>
  );
}

/** The organization of a nonprofit, the company of a donor. */
export function organizationOf(user: AdminUser): string | null {
  return user.role === 'donor' ? user.company_name : user.organization_name;
}

/** The value, or a dimmed dash when the account has none. */
export function OrDash({ children }: { children: ReactNode }) {
  return (
    children ?? (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    )
  );
}
