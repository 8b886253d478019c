import { api } from '#src/lib/api-client';
import { useReadMutation } from './mark-read';

/** POST /notifications/{userId}/read-all (an added call: Mark all read). */
export function useMarkAllNotificationsRead() {
  return useReadMutation(
    (userId: number) => api<unknown>(`/notifications/${userId}/read-all`, { method: 'POST', body: {} }),
    () => null,
  );
}
