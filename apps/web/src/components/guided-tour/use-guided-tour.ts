import type { SessionUser } from '@app/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '#src/lib/api-client';
import { registerTourStarter } from '#src/lib/guided-tour';
import { currentUserQueryKey } from '#src/lib/session/use-current-user';
import type { RunningTour } from './run-tour';
import type { TourStep } from './tour-steps';

/**
 * Touch screens and narrow ones (under 768 px) never get the tour; under 1024 px its buttons take
 * their mobile form (guided-tour.css) (docs/product.md, Guided tour).
 */
const WIDE_QUERY = '(min-width: 768px)';
const TOUCH_QUERY = '(pointer: coarse)';

const TARGET_WAIT_MS = 10_000;

/**
 * Resolves once the first step's element is on the page: a dashboard renders its tabs a moment after
 * its data arrives, and driver.js would otherwise point at nothing in the middle of the screen.
 */
function firstTarget(steps: readonly TourStep[]): Promise<boolean> {
  const selector = steps[0] ? `[data-tour="${steps[0].target}"]` : null;
  if (!selector) return Promise.resolve(false);
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelector(selector)) resolve(true);
      else if (performance.now() - started > TARGET_WAIT_MS) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * The dashboard's guided tour: offered once, as soon as the dashboard is on screen (`ready`), to a
 * user who has neither finished nor skipped it; either ends it for good (PUT /users/{id}/tour).
 * The help center can start it again while this dashboard is shown.
 */
export function useGuidedTour(user: SessionUser, steps: readonly TourStep[], ready: boolean): void {
  const queryClient = useQueryClient();
  const wide = useMediaQuery(WIDE_QUERY);
  const touch = useMediaQuery(TOUCH_QUERY);
  const eligible = wide && !touch;
  const running = useRef<RunningTour | null>(null);
  const offered = useRef(false);
  const userId = user.id;

  const markDone = useCallback(() => {
    // Shown as done at once, so a slow or failed call never brings the tour back in this visit.
    queryClient.setQueryData<SessionUser | null>(currentUserQueryKey, (current) =>
      current ? { ...current, tour_completed: true } : current,
    );
    void api(`/users/${userId}/tour`, { method: 'PUT', body: { completed: true } }).catch(() => {});
  }, [queryClient, userId]);

  const start = useCallback(() => {
    if (running.current) return;
    void Promise.all([import('./run-tour'), firstTarget(steps)]).then(([{ runTour }, found]) => {
      // A dashboard that never showed its first step (it failed, or the user left) gets no tour now.
      if (running.current || !found) return;
      running.current = runTour(steps, () => {
        running.current = null;
        markDone();
      });
    });
  }, [steps, markDone]);

  useEffect(() => {
    if (!ready || !eligible || user.tour_completed || offered.current) return;
    offered.current = true;
    start();
  }, [ready, eligible, user.tour_completed, start]);

  useEffect(() => (eligible ? registerTourStarter(start) : undefined), [eligible, start]);

  useEffect(
    () => () => {
      running.current?.stop();
      running.current = null;
    },
    [],
  );
}
