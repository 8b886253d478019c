import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { currentUserQuery } from './lib/session/use-current-user';

/** A session answer slower than this (a server in trouble) does not hold up the first paint any longer. */
const SESSION_WAIT_MS = 1_000;

// Every page asks who is signed in (index.html starts the request with the entry script). The first
// render waits for the answer, briefly: the header and a dashboard's heading then paint at once,
// instead of a signed-out header and a spinner first.
const session = queryClient.prefetchQuery(currentUserQuery);
void Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]).then(render);

function render() {
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
}
