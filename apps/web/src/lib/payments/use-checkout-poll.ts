import { PAYMENT_RULES, type CheckoutStatus } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../api-client';
import { checkoutExpired, checkoutPaid } from '#src/lib/request-state-labels';

export type CheckoutPollState =
  | { phase: 'missing' }
  | { phase: 'checking'; attempt: number; attempts: number }
  | { phase: 'paid'; status: CheckoutStatus }
  | { phase: 'expired'; status: CheckoutStatus }
  | { phase: 'timed-out'; attempts: number }
  /** `network`: the server could not be reached; `bad-response`: it answered with an error status. */
  | { phase: 'failed'; reason: 'network' | 'bad-response' };

export interface UseCheckoutPollOptions {
  /** Keeps token purchases and invoice payments apart in the cache. */
  kind: 'tokens' | 'invoices';
  sessionId: string | null;
  fetchStatus: (sessionId: string, signal: AbortSignal) => Promise<CheckoutStatus>;
  /** Runs once the session is paid, e.g. to refresh the balance or the invoices. */
  onPaid?: (status: CheckoutStatus) => void;
}

const { pollIntervalMs, pollAttempts } = PAYMENT_RULES;

const checkoutStatusQueryKey = (kind: UseCheckoutPollOptions['kind'], sessionId: string | null) =>
  ['checkout-status', kind, sessionId] as const;

function isFinal(status: CheckoutStatus | undefined): boolean {
  return status !== undefined && (checkoutPaid(status) || checkoutExpired(status));
}

/**
 * After the hosted checkout sends the browser back, the session status is
 * checked every 2 s, at most 5 times. Paid and expired end it; anything else is "being processed"
 * and checked again; after the last attempt it has timed out. A failed check ends it too (retrying
 * a 4xx would not help, and the messages say to try again or look at the balance).
 */
export function useCheckoutPoll({ kind, sessionId, fetchStatus, onPaid }: UseCheckoutPollOptions) {
  const queryClient = useQueryClient();
  const queryKey = checkoutStatusQueryKey(kind, sessionId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchStatus(sessionId ?? '', signal),
    enabled: Boolean(sessionId),
    retry: false,
    // A finished check is kept as it is: coming back to the page must not count new attempts.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: ({ state }) => nextCheckDelay(state),
  });

  // Reading dataUpdatedAt subscribes this component to every answer, even one equal to the last.
  void query.dataUpdatedAt;
  const checksDone = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const state = pollState(sessionId, { ...query, checksDone });
  const paidStatus = state.phase === 'paid' ? state.status : null;
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  useEffect(() => {
    if (paidStatus) onPaidRef.current?.(paidStatus);
  }, [paidStatus]);

  /** Starts a fresh round of checks (after a time-out or an error). */
  const checkAgain = useCallback(() => {
    void queryClient.resetQueries({ queryKey: checkoutStatusQueryKey(kind, sessionId), exact: true });
  }, [queryClient, kind, sessionId]);

  return { state, checkAgain };
}

/** Milliseconds until the next check, or false once paid, expired, failed or out of attempts. Exported for tests. */
export function nextCheckDelay(state: {
  status: 'pending' | 'error' | 'success';
  data: CheckoutStatus | undefined;
  dataUpdateCount: number;
}): number | false {
  if (state.status === 'error' || isFinal(state.data) || state.dataUpdateCount >= pollAttempts) return false;
  return pollIntervalMs;
}

interface PollQuery {
  data: CheckoutStatus | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  /** Successful checks so far. */
  checksDone: number;
  isFetching: boolean;
}

/** Reduces the query to what the screens show. Exported for tests. */
export function pollState(sessionId: string | null, query: PollQuery): CheckoutPollState {
  if (!sessionId) return { phase: 'missing' };
  if (query.status === 'error') {
    const network = !(query.error instanceof ApiError) || query.error.status === 0;
    return { phase: 'failed', reason: network ? 'network' : 'bad-response' };
  }
  const data = query.data;
  if (data && checkoutPaid(data)) return { phase: 'paid', status: data };
  if (data && checkoutExpired(data)) return { phase: 'expired', status: data };
  const done = query.checksDone;
  if (done >= pollAttempts && !query.isFetching) return { phase: 'timed-out', attempts: pollAttempts };
  return { phase: 'checking', attempt: Math.min(done + 1, pollAttempts), attempts: pollAttempts };
}
