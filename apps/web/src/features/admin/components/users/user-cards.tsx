import type { AdminUser } from '@app/shared';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { RequestFact } from '#src/components/request-fact';
import { formatDate } from '#src/features/admin/lib/format';
import { ApprovalBadge } from '#src/components/approval-badge';
import { IrsMatchBadge } from './irs-match-badge';
import { UserActions, type UserActionsProps } from './user-actions';
import { OrDash, organizationOf, RoleBadge } from './user-fields';
import { UserNameLink, UserRowLinks } from './user-links';

export interface UserCardsProps extends Omit<UserActionsProps, 'user' | 'busy'> {
  users: readonly AdminUser[];
  caption: string;
  busyId: number | null;
  onOpen: (user: AdminUser) => void;
}

/** The users list on a phone: one card per account, every column and action visible without sideways scrolling. */
export function UserCards({ users, caption, busyId, onOpen, ...actions }: UserCardsProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Card component="li" key={user.id} withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <UserNameLink user={user} onOpen={onOpen} />
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>
            <ApprovalBadge status={user.approval_status} />
          </Group>
          <SimpleGrid component="dl" cols={2} spacing="sm" mt="sm" mb={0}>
            <RequestFact label="Role">
              <RoleBadge user={user} />
            </RequestFact>
            <RequestFact label="Organization / company">
              <OrDash>{organizationOf(user)}</OrDash>
              {user.irs_evidence?.irs_match && (
                <Text span display="block" mt={4}>
                  <IrsMatchBadge user={user} />
                </Text>
              )}
            </RequestFact>
            <RequestFact label="State">
              <OrDash>{user.state}</OrDash>
            </RequestFact>
            <RequestFact label="Joined">{formatDate(user.created_at)}</RequestFact>
          </SimpleGrid>
          <Group justify="space-between" mt="sm" gap="xs">
            <UserRowLinks user={user} />
            <UserActions user={user} busy={busyId === user.id} {...actions} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
