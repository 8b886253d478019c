import { EMAIL_STATUS_LABELS, type EmailStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<EmailStatus, string> = {
  recorded: 'gray',
  queued: 'blue',
  sending: 'cyan',
  sent: 'green',
  failed: 'red',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {EMAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
