import type { RequestState, RequestTimeline as Timeline } from '@app/shared';
import { formatDayMonthYear } from '@app/shared';
import { IconCheck, IconCircleDot, IconCircle, IconX } from '@tabler/icons-react';
import {
  ENDED_STEP_LABELS,
  endedAt,
  endedState,
  mayFollowApproval,
  STATE_PROGRESS,
} from '#src/lib/request-state-labels';
import classes from './request-timeline.module.css';

export interface RequestTimelineProps {
  state: RequestState;
  timeline: Timeline;
  /** Pickup: the "sent" step reads "Ready for pickup". */
  pickup?: boolean;
  /** Labels the list for screen readers, e.g. "Progress of Laptops". */
  label?: string;
  /** Smaller, for cards and overview rows. */
  compact?: boolean;
}

type StepStatus = 'done' | 'current' | 'upcoming' | 'ended';

interface Step {
  key: string;
  label: string;
  at: string | null;
  status: StepStatus;
}

/** en-US short date, e.g. "May 5, 2026". */
const shortDate = (iso: string) => formatDayMonthYear(new Date(iso));

/** The steps of a request's life and where it stands on them (docs/product.md, "A request's life"). */
export function requestSteps(state: RequestState, timeline: Timeline, pickup = false): Step[] {
  const ended = endedState(state);
  if (ended) {
    const steps: Step[] = [{ key: 'requested', label: 'Requested', at: timeline.requested_at, status: 'done' }];
    if (timeline.approved_at && mayFollowApproval(ended)) {
      steps.push({ key: 'approved', label: 'Approved', at: timeline.approved_at, status: 'done' });
    }
    steps.push({ key: ended, label: ENDED_STEP_LABELS[ended], at: endedAt(ended, timeline), status: 'ended' });
    return steps;
  }
  const line: Omit<Step, 'status'>[] = [
    { key: 'requested', label: 'Requested', at: timeline.requested_at },
    { key: 'approved', label: 'Approved', at: timeline.approved_at },
    { key: 'method', label: 'Delivery method chosen', at: timeline.method_chosen_at },
    { key: 'paid', label: 'Paid', at: timeline.paid_at },
    { key: 'sent', label: pickup ? 'Ready for pickup' : 'Sent', at: timeline.sent_at },
    { key: 'received', label: 'Received', at: timeline.received_at },
  ];
  // The index of the last step reached: from the state, and the method step from its own date.
  let reached = STATE_PROGRESS[state] ?? 0;
  if (reached === 1 && timeline.method_chosen_at) reached = 2;
  return line.map((step, index) => ({
    ...step,
    at: index <= reached ? step.at : null,
    status: index <= reached ? 'done' : index === reached + 1 ? 'current' : 'upcoming',
  }));
}

const STATUS_WORDS: Record<StepStatus, string> = {
  done: 'done',
  current: 'current step',
  upcoming: 'not reached yet',
  ended: 'final step',
};

function StepIcon({ status }: { status: StepStatus }) {
  const size = 14;
  if (status === 'done') return <IconCheck size={size} aria-hidden />;
  if (status === 'ended') return <IconX size={size} aria-hidden />;
  if (status === 'current') return <IconCircleDot size={size} aria-hidden />;
  return <IconCircle size={size} aria-hidden />;
}

/**
 * A request's progress as an ordered list: requested, approved, method chosen, paid, sent (or ready
 * for pickup), received; or the step where it ended (declined, expired, cancelled). Each step
 * reached shows its date; the step the request waits on (or its last) is aria-current="step", and
 * each step says in words whether it is done, so colour is never the only sign.
 */
export function RequestTimeline({
  state,
  timeline,
  pickup = false,
  label = 'Request progress',
  compact = false,
}: RequestTimelineProps) {
  const steps = requestSteps(state, timeline, pickup);
  // The step the request waits on; a completed or ended request's last step.
  const waiting = steps.findIndex((step) => step.status === 'current' || step.status === 'ended');
  const currentIndex = waiting === -1 ? steps.length - 1 : waiting;
  return (
    // Plain elements, not Mantine's: a dashboard shows a dozen of these lines at once, and each component
    // costs render time on a phone (docs/quality.md, Lighthouse).
    <ol aria-label={label} className={classes.list} data-compact={compact || undefined}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={classes.step}
          data-status={step.status}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={classes.marker}>
            <StepIcon status={step.status} />
          </span>
          <span className={classes.text}>
            <span className={classes.label} data-current={index === currentIndex || undefined}>
              {step.label}
            </span>
            <span className={classes.visuallyHidden}>, {STATUS_WORDS[step.status]}</span>
            {step.at && <span className={classes.date}>{shortDate(step.at)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The fields a request (or a pending delivery) carries for its compact progress line. */
export interface ProgressOf {
  item_title: string;
  state: RequestState;
  timeline: Timeline;
  delivery_method?: string | null;
}

/** One request's progress as a single line (cards, overview rows, delivery banners), named for its item. */
export function CompactRequestTimeline({ request }: { request: ProgressOf }) {
  return (
    <RequestTimeline
      state={request.state}
      timeline={request.timeline}
      pickup={request.delivery_method === 'pickup'}
      label={`Progress of ${request.item_title}`}
      compact
    />
  );
}
