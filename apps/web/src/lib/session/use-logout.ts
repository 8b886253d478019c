import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api-client';
import { currentUserQueryKey } from './use-current-user';

/** Ends the session on the server, forgets every cached answer, goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }),
    // Signed out in the browser at once: nothing of the session (the chat widget arriving late, a
    // poll) may ask the server while the logout is on its way, which would answer 401.
    onMutate: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
    onSettled: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      void navigate('/login');
      // Removed once the signed-in parts have unmounted, so none of them fetches its query again.
      setTimeout(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }), 0);
    },
  });
}
