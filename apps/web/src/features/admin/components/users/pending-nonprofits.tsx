import type { AdminUser } from '@app/shared';
import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconHourglass, IconX } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useUsers, type UsersFilters } from '#src/features/admin/api/get-users';
import { formatDate } from '#src/features/admin/lib/format';
import { IrsEvidenceCard } from './irs-evidence-card';
import { LetterLink } from './letter-link';

/** Oldest first: whoever has waited longest is reviewed first. */
export const PENDING_NONPROFITS_FILTERS: UsersFilters = {
  page: 1,
  search: '',
  role: 'nonprofit',
  status: 'pending',
  sort: 'asc',
};

/** Cards shown before "Show all" (two rows on wide screens, three cards on phones): the table stays in reach. */
const COLLAPSED_COUNT = 6;
const COLLAPSED_COUNT_SMALL = 3;

export interface PendingNonprofitsProps {
  busyId: number | null;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
}

/** Nonprofits wait for an admin to check the letter and EIN before they may request. */
export function PendingNonprofits({ busyId, onApprove, onReject }: PendingNonprofitsProps) {
  const { data, isPending } = useUsers(PENDING_NONPROFITS_FILTERS);
  const [expanded, setExpanded] = useState(false);
  const users = data?.users ?? [];
  const total = data?.total ?? 0;
  const small = useMediaQuery('(max-width: 48em)');
  const collapsedCount = small ? COLLAPSED_COUNT_SMALL : COLLAPSED_COUNT;
  const shown = expanded ? users : users.slice(0, collapsedCount);

  return (
    <Paper
      component="section"
      aria-labelledby="pending-nonprofits-title"
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-yellow-light)"
      style={{ border: '1px solid var(--mantine-color-yellow-4)' }}
    >
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap="xs">
          <IconHourglass size={20} aria-hidden />
          <Title order={2} size="h4" id="pending-nonprofits-title">
            Pending nonprofits
          </Title>
          <Badge color="yellow" variant="filled" radius="sm" autoContrast>
            {total}
            <VisuallyHidden> waiting</VisuallyHidden>
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Check the letter and EIN, then approve or reject.
        </Text>
      </Group>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={260} radius="md" />
          <Skeleton h={260} radius="md" visibleFrom="sm" />
        </SimpleGrid>
      ) : users.length === 0 ? (
        <Text size="sm">No nonprofits are waiting for approval.</Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown.map((user) => (
              <PendingCard
                key={user.id}
                user={user}
                busy={busyId === user.id}
                onApprove={onApprove}
                onReject={onReject}
              />
            ))}
          </SimpleGrid>
          {users.length > collapsedCount && (
            <Group>
              <Button
                variant="subtle"
                color="dark"
                size="compact-sm"
                onClick={() => setExpanded((value) => !value)}
                rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                aria-expanded={expanded}
              >
                {expanded ? 'Show fewer' : `Show all ${users.length}`}
              </Button>
            </Group>
          )}
          {expanded && total > users.length && (
            <Text size="sm" c="dimmed">
              These are the {users.length} who have waited longest of {total}. Filter the table below by Nonprofits and
              Pending to see the rest.
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}

interface PendingCardProps {
  user: AdminUser;
  busy: boolean;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
}

function PendingCard({ user, busy, onApprove, onReject }: PendingCardProps) {
  const title = user.organization_name ?? user.name;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6} style={{ flex: 1 }}>
        <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap="lg" mt={4}>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              EIN{' '}
            </Text>
            {user.ein ?? 'not given'}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Joined{' '}
            </Text>
            {formatDate(user.created_at)}
          </Text>
        </Group>
        <div>
          <LetterLink url={user.tax_exempt_doc_url} owner={title} />
        </div>
        {/* Its heading row carries the "IRS match" badge: one per card. */}
        {user.irs_evidence && <IrsEvidenceCard evidence={user.irs_evidence} compact />}
      </Stack>
      <Group gap="xs" mt="md" grow>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          loading={busy}
          onClick={() => onApprove(user)}
          aria-label={`Approve ${title}`}
        >
          Approve
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconX size={14} />}
          disabled={busy}
          onClick={() => onReject(user)}
          aria-label={`Reject ${title}`}
        >
          Reject
        </Button>
      </Group>
    </Card>
  );
}
