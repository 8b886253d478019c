import type { VerifyEmailResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api<VerifyEmailResponse>('/auth/verify-email', { method: 'POST', body: { token } });
}

/** The token is single use: callers must fire this once per token (see VerifyEmailPage). */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

/** Server detail or 'Verification failed'; 'Network error. Please try again.' */
export function verifyEmailErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Network error. Please try again.';
    if (error.status < 500 && error.detail) return error.message;
  }
  return 'Verification failed';
}
