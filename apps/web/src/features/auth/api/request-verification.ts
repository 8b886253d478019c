import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';

export interface MessageResponse {
  message: string;
}

export function requestVerification(email: string): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/request-verification', { method: 'POST', body: { email } });
}

export function useRequestVerification() {
  return useMutation({ mutationFn: requestVerification });
}

/** Server detail (429 included) or 'Failed to send verification email'. */
export function requestVerificationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Network error. Please try again.';
    if (error.status < 500 && error.detail) return error.message;
  }
  return 'Failed to send verification email';
}
