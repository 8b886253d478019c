import type { AttentionKind } from '@app/shared';
import {
  IconBuildingCommunity,
  IconClipboardCheck,
  IconClockExclamation,
  IconCreditCardOff,
  IconFileInvoice,
  IconMailX,
  IconShieldCancel,
  IconTruckOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface KindLook {
  icon: (size: number) => ReactNode;
  /** What the oldest date is, read before it: "Signed up Jan 3, 2026". */
  oldestVerb: string;
}

/** How each kind of waiting work looks on the Overview. */
export const ATTENTION_LOOK: Record<AttentionKind, KindLook> = {
  nonprofits_pending: { icon: (size) => <IconBuildingCommunity size={size} />, oldestVerb: 'signed up' },
  items_pending_review: { icon: (size) => <IconClipboardCheck size={size} />, oldestVerb: 'submitted' },
  deliveries_not_received: { icon: (size) => <IconTruckOff size={size} />, oldestVerb: 'reported' },
  emails_failed: { icon: (size) => <IconMailX size={size} />, oldestVerb: 'written' },
  invoices_overdue: { icon: (size) => <IconFileInvoice size={size} />, oldestVerb: 'due' },
  checkouts_stuck: { icon: (size) => <IconCreditCardOff size={size} />, oldestVerb: 'opened' },
  requests_expiring: { icon: (size) => <IconClockExclamation size={size} />, oldestVerb: 'requested' },
  irs_revocations: { icon: (size) => <IconShieldCancel size={size} />, oldestVerb: 'held' },
};

export const LEVEL_COLOR = { urgent: 'red', attention: 'orange', clear: 'teal' } as const;
