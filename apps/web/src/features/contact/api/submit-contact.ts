import type { ContactRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

export interface ContactResponse {
  message: string;
}

export function submitContact(body: ContactRequest): Promise<ContactResponse> {
  return api<ContactResponse>('/contact', { method: 'POST', body });
}

/** POST /api/contact: 201 {message}; 400 or 429 {detail}. */
export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
