import {
  adminUserDecisionMessage,
  type AdminUser,
  type AdminUserUpdateRequest,
  type ApprovalStatus,
} from '@app/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useUpdateUser } from '#src/features/admin/api/update-user';

export interface DecisionChoice {
  /** Why the account is rejected (emailed to it). */
  reason?: string;
  /** The admin said yes to approving a nonprofit with no letter on file. */
  withoutLetter?: boolean;
}

/** Approve or reject an account with the fixed success and failure toasts; tracks which row is busy. */
export function useApprovalDecision() {
  const mutation = useUpdateUser();
  const [busyId, setBusyId] = useState<number | null>(null);

  const decide = async (user: AdminUser, status: ApprovalStatus, choice: DecisionChoice = {}): Promise<boolean> => {
    setBusyId(user.id);
    try {
      const data: AdminUserUpdateRequest = { approval_status: status, reason: choice.reason ?? null };
      if (choice.withoutLetter) data.approve_without_letter = true;
      await mutation.mutateAsync({ id: user.id, data });
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
