import {
  EXPIRING_WITHIN_HOURS,
  VERIFICATION_PROMISE_BUSINESS_DAYS,
  type AttentionEntry,
  type AttentionKind,
} from '@app/shared';

/** What the Overview says about each kind of waiting work, and where it is fixed (docs/product.md, Admin console). */
interface KindText {
  label: string;
  link: string;
  link_label: string;
  /** One sentence for a non-zero count. */
  waiting: (count: number, late: number) => string;
  clear: string;
  /** Anything waiting here is urgent: money or a promise is at stake. */
  urgent?: (count: number, late: number) => boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const promise = VERIFICATION_PROMISE_BUSINESS_DAYS;

const KINDS: Record<AttentionKind, KindText> = {
  nonprofits_pending: {
    label: 'Nonprofits waiting for verification',
    link: '?tab=users&role=nonprofit&status=pending',
    link_label: 'Review nonprofits',
    waiting: (count, late) =>
      late > 0
        ? `${plural(count, 'nonprofit waits', 'nonprofits wait')} for verification; ${late} ${late === 1 ? 'has' : 'have'} waited more than the ${promise} business days promised.`
        : `${plural(count, 'nonprofit waits', 'nonprofits wait')} for verification, all within the ${promise} business days promised.`,
    clear: 'No nonprofit is waiting for verification.',
    urgent: (_count, late) => late > 0,
  },
  items_pending_review: {
    label: 'Items waiting for review',
    link: '?tab=items&status=pending_review',
    link_label: 'Open the review queue',
    waiting: (count) => `${plural(count, 'item waits', 'items wait')} for review before the marketplace shows it.`,
    clear: 'No item is waiting for review.',
  },
  deliveries_not_received: {
    label: 'Deliveries reported not received',
    link: '?tab=delivery&status=issue',
    link_label: 'Open delivery issues',
    waiting: (count) =>
      `${plural(count, 'paid delivery was', 'paid deliveries were')} reported not received; follow up with both parties.`,
    clear: 'No delivery is reported missing.',
    urgent: () => true,
  },
  emails_failed: {
    label: 'Failed emails',
    link: '?tab=emails&status=failed',
    link_label: 'Open failed emails',
    waiting: (count) => `${plural(count, 'email', 'emails')} could not be delivered after every retry.`,
    clear: 'No email has failed.',
  },
  invoices_overdue: {
    label: 'Overdue invoices',
    link: '?tab=payments&status=overdue',
    link_label: 'Open overdue invoices',
    waiting: (count) => `${plural(count, 'invoice is', 'invoices are')} still unpaid after the due date.`,
    clear: 'No invoice is overdue.',
  },
  checkouts_stuck: {
    label: 'Checkouts stuck in processing',
    link: '?tab=payments&stuck=true',
    link_label: 'Open the stuck payments',
    waiting: (count) =>
      `${plural(count, 'checkout', 'checkouts')} never reported how ${count === 1 ? 'it' : 'they'} ended; check with the payment provider whether money was taken.`,
    clear: 'No checkout is stuck.',
    urgent: () => true,
  },
  requests_expiring: {
    label: 'Requests about to expire unanswered',
    link: '?tab=requests&status=pending&expiring=true',
    link_label: 'Open expiring requests',
    waiting: (count) =>
      `${plural(count, 'pending request expires', 'pending requests expire')} within ${EXPIRING_WITHIN_HOURS} hours unless the donor answers.`,
    clear: `No request expires in the next ${EXPIRING_WITHIN_HOURS} hours.`,
  },
  irs_revocations: {
    label: 'IRS revocations',
    link: '?tab=users&role=nonprofit&status=approved',
    link_label: 'Review the newest hold',
    waiting: (count) =>
      `${plural(count, 'approved nonprofit is', 'approved nonprofits are')} on hold: the latest IRS revocation list shows ${count === 1 ? 'its' : 'their'} tax exemption as revoked, and ${count === 1 ? 'its' : 'their'} open requests are paused. Lift the hold or reject the organization.`,
    clear: 'No approved nonprofit is on an IRS hold.',
    urgent: () => true,
  },
};

export interface AttentionFigure {
  count: number;
  oldestAt: string | null;
  /** How many are past their promise (verification only). */
  late?: number;
  /** Where the entry leads instead of its kind's usual tab (a held nonprofit's account). */
  link?: string;
}

/** One entry of the Overview's list; a count of 0 still answers, as "all clear". */
export function attentionEntry(
  kind: AttentionKind,
  { count, oldestAt, late = 0, link }: AttentionFigure,
): AttentionEntry {
  const text = KINDS[kind];
  const level = count === 0 ? 'clear' : text.urgent?.(count, late) ? 'urgent' : 'attention';
  return {
    kind,
    level,
    count,
    oldest_at: count === 0 ? null : oldestAt,
    label: text.label,
    summary: count === 0 ? text.clear : text.waiting(count, late),
    link: link ?? text.link,
    link_label: text.link_label,
  };
}
