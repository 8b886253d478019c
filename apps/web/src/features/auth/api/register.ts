import { AUTH_MESSAGES, type RegisterPayload, type RegisterResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client';

export function register(payload: RegisterPayload): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/register', { method: 'POST', body: payload });
}

/** Creates the account; it does not sign in (the email must be verified first). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** Registration failure messages. */
export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again.';
  if (error.status === 0) return 'Unable to connect to server. Please try refreshing the page.';
  if (error.detail === AUTH_MESSAGES.emailTaken) {
    return 'This email address is already registered. Please use a different email or try logging in instead.';
  }
  if (error.status >= 500) return `Server error: ${error.status}`;
  // ApiError.message already joins validation arrays as 'location: message' with '; '.
  if (error.detail) return error.message;
  return 'Registration failed. Please check your information and try again.';
}
