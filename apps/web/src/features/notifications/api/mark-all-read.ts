import { api } from '#src/lib/api-client';
import { useBellMutation, withRead } from './mark-read';

/** POST /notifications/{userId}/read-all (an added call: Mark all read), broadcasts in the bell included. */
export function useMarkAllNotificationsRead() {
  return useBellMutation(
    (userId: number) => api<unknown>(`/notifications/${userId}/read-all`, { method: 'POST', body: {} }),
    (data, _userId, hideRead) => withRead(data, null, hideRead),
  );
}
