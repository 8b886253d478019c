import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { currentUserQuery } from './lib/session/use-current-user';

// Every page asks who is signed in, and a dashboard waits for the answer: ask now, while React renders
// the first frame, rather than from that frame's effects.
void queryClient.prefetchQuery(currentUserQuery);

// A transition, so React renders the first page in slices instead of one long task that blocks input.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
