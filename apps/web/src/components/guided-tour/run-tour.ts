import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './guided-tour.css';
import type { TourStep } from './tour-steps';

export interface RunningTour {
  /** Ends the tour without counting it as finished or skipped (the page is going away). */
  stop: () => void;
}

/**
 * Runs a tour with driver.js: Next and Back (also the arrow keys), Skip tour (also Escape) and
 * Finish. `onEnd` is called once the user finishes or skips it. Loaded only from the dashboards.
 */
export function runTour(steps: readonly TourStep[], onEnd: () => void): RunningTour {
  let stopping = false;
  const driveSteps: DriveStep[] = steps.map((step, index) => ({
    element: `[data-tour="${step.target}"]`,
    popover: {
      title: step.title,
      description: step.description,
      showButtons: index === 0 ? ['next', 'close'] : ['next', 'previous', 'close'],
    },
  }));
  const tour = driver({
    steps: driveSteps,
    // No fading: the popover is readable (and checkable) the moment it appears.
    animate: false,
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Finish',
    allowClose: true,
    allowKeyboardControl: true,
    // A stray click beside the popover should not end the tour for good.
    overlayClickBehavior: () => {},
    popoverClass: 'app-tour',
    stagePadding: 6,
    stageRadius: 8,
    onPopoverRender: (popover) => {
      popover.closeButton.textContent = 'Skip tour';
      popover.closeButton.setAttribute('aria-label', 'Skip tour');
      popover.wrapper.setAttribute('aria-modal', 'true');
    },
    onDestroyed: () => {
      if (!stopping) onEnd();
    },
  });
  tour.drive();
  return {
    stop: () => {
      stopping = true;
      tour.destroy();
    },
  };
}
