import type { ApprovalStatus } from '@app/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';

export interface ApprovalStatusAlertProps {
  status: ApprovalStatus;
}

/**
 * docs/product.md, People: a pending nonprofit can sign in but cannot request items yet. The
 * getting-started checklist below it says where the review stands and what is missing.
 */
export function ApprovalStatusAlert({ status: approvalStatus }: ApprovalStatusAlertProps) {
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
          Until our admins have approved your organization, requesting items is disabled, but you can browse the
          marketplace. The steps below show where your review stands.
        </Text>
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
