import {
  NEED_OFFER_STATUS_LABELS,
  NEED_STATUS_LABELS,
  NEED_TEXT,
  type NeedOfferStatus,
  type NeedStatus,
} from '@app/shared';
import { Badge } from '@mantine/core';

// Colours for each state; the text is darker than Mantine's light variant gives, so every label
// passes WCAG AA contrast (as the listing and request badges do).
const NEED_COLORS: Record<NeedStatus, { color: string; text: string }> = {
  open: { color: 'teal', text: 'color-mix(in srgb, var(--mantine-color-teal-9), black 30%)' },
  filled: { color: 'blue', text: 'blue.9' },
  closed: { color: 'gray', text: 'gray.8' },
  expired: { color: 'orange', text: 'color-mix(in srgb, var(--mantine-color-orange-9), black 35%)' },
};

const OFFER_COLORS: Record<NeedOfferStatus, { color: string; text: string }> = {
  offered: { color: 'yellow', text: 'color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)' },
  accepted: { color: 'green', text: 'color-mix(in srgb, var(--mantine-color-green-9), black 35%)' },
  declined: { color: 'red', text: 'red.9' },
  expired: { color: 'gray', text: 'gray.8' },
};

function StateBadge({ label, color, text }: { label: string; color: string; text: string }) {
  return (
    <Badge color={color} c={text} variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** Where a need stands: open, filled, closed or past its date. */
export function NeedStatusBadge({ status }: { status: NeedStatus }) {
  return <StateBadge label={NEED_STATUS_LABELS[status]} {...NEED_COLORS[status]} />;
}

/** Where a donor's answer to a need stands; the nonprofit reads a waiting one as waiting for its answer. */
export function NeedOfferStatusBadge({ status, viewer }: { status: NeedOfferStatus; viewer: 'donor' | 'nonprofit' }) {
  const label =
    viewer === 'nonprofit' && status === 'offered' ? NEED_TEXT.waitingForYou : NEED_OFFER_STATUS_LABELS[status];
  return <StateBadge label={label} {...OFFER_COLORS[status]} />;
}
