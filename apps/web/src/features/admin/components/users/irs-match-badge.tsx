import type { AdminUser } from '@app/shared';
import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** Darker than Mantine's light green, so the words pass WCAG AA contrast on the light background. */
const MATCH_TEXT = 'color-mix(in srgb, var(--mantine-color-green-9), black 35%)';

/**
 * "IRS match": the live IRS files show a 501(c)(3), not revoked, under a close name (docs/product.md,
 * "Checking a nonprofit against IRS data"). Help for the reviewer, never a decision: it says
 * nothing when there is no match, because "not found" is no reason to reject.
 */
export function IrsMatchBadge({ user }: { user: Pick<AdminUser, 'irs_evidence'> }) {
  if (!user.irs_evidence?.irs_match) return null;
  return (
    <Badge
      color="green"
      variant="light"
      radius="sm"
      tt="none"
      c={MATCH_TEXT}
      w="max-content"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      style={{ border: '1px solid var(--mantine-color-green-4)' }}
    >
      IRS match
    </Badge>
  );
}
