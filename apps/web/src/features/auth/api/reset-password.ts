import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';
import type { MessageResponse } from './request-verification';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(body: ResetPasswordInput): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Reset-password failure messages. */
export function resetPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // A refused password (too short, too common, containing the email's name) comes as field issues: show their text.
    if (error.status === 400 && Array.isArray(error.detail)) return error.detail.map((issue) => issue.msg).join(' ');
    if (error.status === 400) return error.detail ? error.message : 'Invalid or expired reset token';
    if (error.status === 429 && error.detail) return error.message;
    if (error.status >= 500) return 'Server error. Please try again later.';
  }
  return 'An error occurred. Please try again.';
}
