import type { ApprovalStatus } from '@app/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';

export interface ApprovalStatusAlertProps {
  status: ApprovalStatus;
  /** Whether a tax-exempt letter is on file. */
  hasLetter: boolean;
}

/** docs/product.md, People: a pending nonprofit can sign in but cannot request items yet. */
export function ApprovalStatusAlert({ status: approvalStatus, hasLetter }: ApprovalStatusAlertProps) {
  if (approvalStatus === 'pending') {
    return (
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        icon={<IconClockHour4 aria-hidden />}
        title="Your account is pending approval"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">
          Our admins review your tax-exempt determination letter and EIN, usually within 2-3 business days. Until your
          account is approved, requesting items is disabled, but you can browse the marketplace. We will email you as
          soon as a decision is made.
        </Text>
        {!hasLetter && (
          <Text size="sm" fw={600} mt="xs">
            No tax-exempt letter is on file yet: upload it under Verification documents so the review can start.
          </Text>
        )}
      </Alert>
    );
  }
  if (approvalStatus === 'rejected') {
    return (
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconAlertTriangle aria-hidden />}
        title="Your account was not approved"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">
          Account status: rejected. Requesting items is disabled. Check the email we sent for the reason, upload a
          corrected tax-exempt letter below if needed, and{' '}
          <Anchor component={Link} to={paths.contact} inherit>
            contact us
          </Anchor>{' '}
          to ask for another review.
        </Text>
      </Alert>
    );
  }
  return null;
}
