import { approvesWithoutLetter, NO_LETTER_APPROVAL_QUESTION, type AdminUser } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { IrsEvidenceCard } from './irs-evidence-card';

export interface ApproveUserModalProps {
  /** The account about to be approved; null keeps the modal closed. */
  user: AdminUser | null;
  loading: boolean;
  onClose: () => void;
  /** `withoutLetter`: the admin said yes to approving a nonprofit with no letter on file. */
  onConfirm: (user: AdminUser, withoutLetter: boolean) => void;
}

/**
 * Every approval from the list is confirmed first (docs/product.md, Admin console). A nonprofit
 * with no letter on file asks the letter question instead: the letter is what proves tax-exempt
 * status, so that approval takes a deliberate "Approve anyway".
 */
export function ApproveUserModal({ user, loading, onClose, onConfirm }: ApproveUserModalProps) {
  const noLetter = user !== null && approvesWithoutLetter(user, 'approved');
  const who = user ? (user.organization_name ?? user.company_name ?? user.name) : '';
  const canRequest = user?.role === 'nonprofit';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={noLetter ? 'Approve without a letter?' : 'Approve account?'}
      size={user?.irs_evidence ? 'lg' : 'md'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {noLetter && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <Text size="sm" fw={600}>
              {NO_LETTER_APPROVAL_QUESTION}
            </Text>
          </Alert>
        )}
        <Text size="sm">
          {noLetter ? (
            <>
              <strong>{who}</strong> ({user?.email}) has not uploaded its tax-exempt letter. Approving lets it buy
              tokens and request items now; the audit log will record that it was approved without a letter.
            </>
          ) : (
            <>
              Approve <strong>{who}</strong> ({user?.email})?{' '}
              {canRequest ? 'It can buy tokens and request items at once, ' : 'The account '}
              {canRequest ? 'and is emailed the decision.' : 'is emailed the decision.'}
            </>
          )}
        </Text>
        {user?.irs_evidence && <IrsEvidenceCard evidence={user.irs_evidence} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button
            color={noLetter ? 'yellow' : undefined}
            autoContrast
            loading={loading}
            onClick={() => user && onConfirm(user, noLetter)}
          >
            {noLetter ? 'Approve anyway' : 'Approve'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
