import { formatCalendarDate, type NonprofitDashboard } from '@app/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconShieldCancel } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';

export interface IrsHoldAlertProps {
  hold: NonprofitDashboard['irs_hold'] | undefined;
}

/**
 * docs/product.md, "Checking a nonprofit against IRS data": while the IRS lists the organization's
 * exemption as revoked, its requests are paused until an admin has reviewed it.
 */
export function IrsHoldAlert({ hold }: IrsHoldAlertProps) {
  if (!hold) return null;
  const when = hold.revocation_date ? ` (${formatCalendarDate(hold.revocation_date)})` : '';
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconShieldCancel aria-hidden />}
      title="Your requests are paused"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        The latest IRS automatic revocation list shows your organization&apos;s tax exemption as revoked{when}. Until an
        admin has reviewed it, you cannot make new requests or pay invoices, and donors cannot approve or send your
        items. Nothing expires meanwhile, and you can still cancel a request.
      </Text>
      <Text size="sm" mt="xs">
        If your exemption was reinstated, reply to our email with the IRS reinstatement letter, or{' '}
        <Anchor component={Link} to={paths.contact} inherit>
          contact us
        </Anchor>
        , and we will lift the hold.
      </Text>
    </Alert>
  );
}
