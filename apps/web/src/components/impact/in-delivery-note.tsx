import { IMPACT_LABELS } from '@app/shared';
import { Alert } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { formatNumber, formatWholeDollars } from '#src/lib/format';

export interface InDeliveryNoteProps {
  inDelivery: { requests: number; items: number; value: number };
}

/** Value approved but not yet confirmed received: shown apart, never added to the figures above it. */
export function InDeliveryNote({ inDelivery }: InDeliveryNoteProps) {
  if (inDelivery.requests === 0) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconTruckDelivery aria-hidden />} title={IMPACT_LABELS.inDelivery}>
      {formatNumber(inDelivery.items)} {inDelivery.items === 1 ? 'item' : 'items'} in{' '}
      {formatNumber(inDelivery.requests)} {inDelivery.requests === 1 ? 'request' : 'requests'}, worth{' '}
      {formatWholeDollars(inDelivery.value)}. {IMPACT_LABELS.inDeliveryHint}.
    </Alert>
  );
}
