import type { EmailFigures as Figures } from '@app/shared';
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '#src/lib/format';

export interface EmailFiguresProps {
  analytics: Figures;
  /** Whether the list shows failed emails only: the Failed card then reads as chosen. */
  failedOnly: boolean;
  onFailedOnlyChange: (failedOnly: boolean) => void;
}

function Figure({ label, value, note }: { label: string; value: string; note: ReactNode }) {
  return (
    <>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {note}
      </Text>
    </>
  );
}

/** Sent today, delivery emails, success rate and failed emails; the Failed card filters the list. */
export function EmailFigures({ analytics, failedOnly, onFailedOnlyChange }: EmailFiguresProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Card withBorder radius="md" padding="sm">
        <Figure label="Sent today" value={formatNumber(analytics.sent_today)} note="Since midnight, your time" />
      </Card>
      <Card withBorder radius="md" padding="sm">
        <Figure
          label="Delivery emails"
          value={formatNumber(analytics.delivery_emails)}
          note="Delivery started, pickup, confirmation, received, not received"
        />
      </Card>
      <Card withBorder radius="md" padding="sm">
        <Figure
          label="Success rate"
          value={analytics.success_rate === null ? '—' : `${analytics.success_rate}%`}
          note={`${formatNumber(analytics.queued)} waiting in the outbox`}
        />
      </Card>
      <Card
        withBorder
        radius="md"
        padding="sm"
        component="button"
        type="button"
        aria-pressed={failedOnly}
        onClick={() => onFailedOnlyChange(!failedOnly)}
        style={{
          textAlign: 'left',
          cursor: 'pointer',
          ...(failedOnly
            ? { borderColor: 'var(--mantine-color-red-6)', boxShadow: 'inset 0 0 0 1px var(--mantine-color-red-6)' }
            : {}),
        }}
      >
        <Figure
          label="Failed"
          value={formatNumber(analytics.failed)}
          note={failedOnly ? 'Showing failed emails: show all' : 'Show failed emails'}
        />
      </Card>
    </SimpleGrid>
  );
}
