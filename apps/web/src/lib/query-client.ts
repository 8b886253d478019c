import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; main.tsx uses it before the first render to start the session request. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 },
  },
});
