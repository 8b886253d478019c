import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `delayMs` while `active` (3 s after verifying or resetting). */
export function useRedirectAfter(active: boolean, to: string, delayMs: number, state?: unknown) {
  const navigate = useNavigate();
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true, state: stateRef.current }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
