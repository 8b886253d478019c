import { adminUserDecisionMessage, type AdminUser, type ApprovalStatus } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { useUpdateUser } from '../../api/update-user';

/** Approve or reject an account with the fixed success and failure toasts; tracks which row is busy. */
export function useApprovalDecision() {
  const mutation = useUpdateUser();
  const [busyId, setBusyId] = useState<number | null>(null);

  const decide = async (user: AdminUser, status: ApprovalStatus, reason?: string): Promise<boolean> => {
    setBusyId(user.id);
    try {
      await mutation.mutateAsync({ id: user.id, data: { approval_status: status, reason: reason ?? null } });
      notifications.show({ color: 'green', message: adminUserDecisionMessage(status) });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Error updating user approval: ${errorMessage(error, 'Please try again.')}`,
      });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { decide, busyId };
}
