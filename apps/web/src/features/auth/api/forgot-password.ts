import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';
import type { MessageResponse } from './request-verification';

export function forgotPassword(email: string): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export const FORGOT_PASSWORD_SUCCESS =
  "If an account exists with that email address, you'll receive password reset instructions shortly.";

/** Forgot-password failure messages; a 429 shows the server's "try again later" sentence. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'Please enter a valid email address.';
    if (error.status === 429 && error.detail) return error.message;
    if (error.status >= 500) return 'Server error. Please try again later.';
  }
  return 'Failed to send reset instructions. Please try again.';
}
