import type { AdminUser, AdminUserDetailResponse } from '@app/shared';
import { Badge, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '#src/components/approval-badge';
import { RequestFact } from '#src/components/request-fact';
import { useUser } from '#src/features/admin/api/get-user';
import { AdminLoadError } from '#src/features/admin/components/admin-load-error';
import { formatDate } from '#src/features/admin/lib/format';
import { EditUserForm } from './edit-user-modal';
import { IrsHoldSection } from './irs-hold-section';
import { IrsEvidenceCard } from './irs-evidence-card';
import { LetterLink } from './letter-link';
import { OrDash, organizationOf, RoleBadge } from './user-fields';
import { userLinksFor } from './user-links';

export interface UserDetailsModalProps {
  /** The account the URL names (`user_id=`); null keeps the modal closed. */
  userId: number | null;
  busyId: number | null;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
  onClose: () => void;
}

/** One account opened from a link (the Overview, a shared URL, its row), fetched even when not on the list's page. */
export function UserDetailsModal({ userId, busyId, onApprove, onReject, onClose }: UserDetailsModalProps) {
  const query = useUser(userId);
  const [editing, setEditing] = useState(false);
  const user = query.data?.user;
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <Modal
      opened={userId !== null}
      onClose={close}
      title={user ? `${editing ? 'Edit' : 'Account'}: ${organizationOf(user) ?? user.name}` : 'Account'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {query.isError ? (
        <AdminLoadError
          error={query.error}
          title="This account could not be loaded"
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Center py="xl" role="status" aria-label="Loading the account">
          <Loader />
        </Center>
      ) : editing ? (
        <EditUserForm key={query.data.user.id} user={query.data.user} onDone={() => setEditing(false)} />
      ) : (
        <UserDetails
          detail={query.data}
          busy={busyId === query.data.user.id}
          onApprove={onApprove}
          onReject={onReject}
          onEdit={() => setEditing(true)}
        />
      )}
    </Modal>
  );
}

interface UserDetailsProps {
  detail: AdminUserDetailResponse;
  busy: boolean;
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
  onEdit: () => void;
}

// Tokens has no count here: its tab shows the balance and the ledger.
const COUNT_OF = { Requests: 'requests', Items: 'items', Payments: 'invoices' } as const;

function UserDetails({ detail, busy, onApprove, onReject, onEdit }: UserDetailsProps) {
  const { user, activity } = detail;
  const place = [user.city, user.state].filter(Boolean).join(', ') || null;
  return (
    <Stack gap="lg">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <RequestFact label="Name">{user.name}</RequestFact>
        <RequestFact label="Email">
          {user.email}{' '}
          {!user.email_verified && (
            <Badge size="xs" color="gray" variant="outline">
              Not verified
            </Badge>
          )}
        </RequestFact>
        <RequestFact label="Role">
          <RoleBadge user={user} />
        </RequestFact>
        <RequestFact label="Status">
          <ApprovalBadge status={user.approval_status} />
        </RequestFact>
        <RequestFact label={user.role === 'donor' ? 'Company' : 'Organization'}>
          <OrDash>{organizationOf(user)}</OrDash>
        </RequestFact>
        {user.role === 'nonprofit' && (
          <RequestFact label="EIN">
            <OrDash>{user.ein}</OrDash>
          </RequestFact>
        )}
        <RequestFact label="City and state">
          <OrDash>{place}</OrDash>
        </RequestFact>
        <RequestFact label="Joined">{formatDate(user.created_at)}</RequestFact>
        {user.role === 'nonprofit' && (
          <RequestFact label="Tax-exempt letter">
            <LetterLink url={user.tax_exempt_doc_url} owner={organizationOf(user) ?? user.name} />
          </RequestFact>
        )}
        {user.rejection_reason && <RequestFact label="Reason for rejection">{user.rejection_reason}</RequestFact>}
      </SimpleGrid>

      {user.role === 'nonprofit' && <IrsHoldSection nonprofitId={user.id} />}
      {/* The card's heading row carries the "IRS match" badge. */}
      {user.irs_evidence && <IrsEvidenceCard evidence={user.irs_evidence} />}
      {detail.approval_irs_evidence && (
        <IrsEvidenceCard
          evidence={detail.approval_irs_evidence}
          title={`IRS evidence at approval (${formatDate(detail.approval_irs_evidence.checked_at)})`}
          compact
        />
      )}

      {userLinksFor(user).length > 0 && (
        <Group gap="xs">
          {userLinksFor(user).map((link) => (
            <Button
              key={link.label}
              component={Link}
              to={link.to}
              variant="light"
              size="xs"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              {link.label in COUNT_OF
                ? `${link.label} (${activity[COUNT_OF[link.label as keyof typeof COUNT_OF]]})`
                : link.label}
            </Button>
          ))}
        </Group>
      )}

      <Group justify="flex-end" gap="sm">
        {user.approval_status === 'pending' && (
          <>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              disabled={busy}
              onClick={() => onReject(user)}
            >
              Reject
            </Button>
            <Button leftSection={<IconCheck size={16} />} loading={busy} onClick={() => onApprove(user)}>
              Approve
            </Button>
          </>
        )}
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Button>
      </Group>
      {user.approval_status !== 'pending' && (
        <Text size="xs" c="dimmed">
          To change the approval status, use Edit.
        </Text>
      )}
    </Stack>
  );
}
