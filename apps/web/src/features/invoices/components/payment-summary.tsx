import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { formatCents, formatPaymentAmount } from '#src/lib/format';
import type { PaymentSummary as Summary } from '../lib/selection';
import classes from './payment.module.css';

export interface PaymentSummaryProps {
  summary: Summary;
  error: string | null;
  /** The checkout is being opened (or the browser is already on its way there). */
  busy: boolean;
  /** The amounts are being refreshed: paying now could charge a figure not on screen. */
  disabled?: boolean;
  onPay: () => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

/** The payment page's summary and Pay button; amounts from cents, the total with its currency uppercased. */
export function PaymentSummary({ summary, error, busy, disabled = false, onPay }: PaymentSummaryProps) {
  const requests = `${summary.count} ${summary.count === 1 ? 'request' : 'requests'}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      className={classes.summary}
      component="section"
      aria-labelledby="payment-summary"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="payment-summary">
          Summary
        </Title>
        <Row label="Requests selected" value={String(summary.count)} />
        <Row label="Platform fees" value={formatCents(summary.platformFeeCents)} />
        <Row label="Logistics" value={formatCents(summary.logisticsCents)} />
        <Divider />
        <Group justify="space-between" gap="xs" aria-live="polite">
          <Text fw={700}>Total</Text>
          <Text fw={800} fz="lg">
            {formatPaymentAmount(summary.totalCents, summary.currency)}
          </Text>
        </Group>
        {error && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" p="sm">
            {error}
          </Alert>
        )}
        <Button size="md" fullWidth loading={busy} disabled={disabled && !busy} onClick={onPay}>
          {summary.count > 0 ? `Pay for ${requests}` : 'Pay'}
        </Button>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="xs" c="dimmed">
            You pay on a secure checkout page; your card details never reach this site. Fees are confirmed there: a fee
            paid after its event&apos;s date uses the post-event rate.
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
