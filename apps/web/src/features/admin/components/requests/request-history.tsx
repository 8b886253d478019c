import type { AdminRequestHistoryEntry } from '@app/shared';
import { Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCoin, IconFileInvoice, IconMail, IconShieldCheck, IconTimeline } from '@tabler/icons-react';
import { formatDateTime } from '#src/lib/format';

const ICONS: Record<AdminRequestHistoryEntry['kind'], typeof IconMail> = {
  lifecycle: IconTimeline,
  tokens: IconCoin,
  invoice: IconFileInvoice,
  email: IconMail,
  admin: IconShieldCheck,
};

/** The request's one time line: lifecycle steps, tokens, invoices, emails and admin edits, newest last. */
export function RequestHistory({ history }: { history: AdminRequestHistoryEntry[] }) {
  return (
    <section aria-labelledby="request-history-title">
      <Title order={4} size="h6" id="request-history-title" mb="sm">
        History
      </Title>
      <Timeline active={history.length - 1} bulletSize={24} lineWidth={2}>
        {history.map((entry, index) => {
          const Icon = ICONS[entry.kind];
          return (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              title={entry.title}
              bullet={
                <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                  <Icon size={14} />
                </ThemeIcon>
              }
            >
              {entry.detail && (
                <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                  {entry.detail}
                </Text>
              )}
              <Text size="xs" c="gray.7" mt={2}>
                {formatDateTime(entry.at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </section>
  );
}
