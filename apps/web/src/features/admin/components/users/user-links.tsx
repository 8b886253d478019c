import type { AdminUser } from '@app/shared';
import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

export interface UserLink {
  label: string;
  to: string;
}

/**
 * Where an account's own work is listed in the console: its requests (made or received), a donor's
 * items and a nonprofit's payments and tokens (docs/product.md, Admin console).
 */
export function userLinksFor(user: Pick<AdminUser, 'id' | 'role'>): UserLink[] {
  if (user.role === 'admin') return [];
  const links = [{ label: 'Requests', to: `?tab=requests&user_id=${user.id}` }];
  if (user.role === 'donor') links.push({ label: 'Items', to: `?tab=items&user_id=${user.id}` });
  if (user.role === 'nonprofit') {
    links.push({ label: 'Payments', to: `?tab=payments&user_id=${user.id}` });
    links.push({ label: 'Tokens', to: `?tab=tokens&user_id=${user.id}` });
  }
  return links;
}

/** The account's details link, then its requests, items or payments: compact, under its name in a row. */
export function UserRowLinks({ user }: { user: AdminUser }) {
  return (
    <Group gap={10} wrap="wrap">
      {userLinksFor(user).map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} size="xs">
          {link.label}
          <VisuallyHidden> of {user.name}</VisuallyHidden>
        </Anchor>
      ))}
    </Group>
  );
}

/** The account's name, opening its details (the `user_id=` view). */
export function UserNameLink({ user, onOpen }: { user: AdminUser; onOpen: (user: AdminUser) => void }) {
  return (
    <Anchor
      component={Link}
      to={`?tab=users&user_id=${user.id}`}
      fw={600}
      size="sm"
      c="var(--mantine-color-text)"
      style={{ overflowWrap: 'anywhere' }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen(user);
      }}
    >
      {user.name}
    </Anchor>
  );
}
