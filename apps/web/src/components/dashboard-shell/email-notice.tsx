import { Alert } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

export interface EmailNoticeProps {
  /** Which events trigger an email, e.g. "when a donor answers a request". */
  events: string;
}

/** Dashboards remind users that updates arrive by email (and may land in spam). */
export function EmailNotice({ events }: EmailNoticeProps) {
  return (
    <Alert color="blue" variant="light" radius="md" icon={<IconMail aria-hidden />} title="Email notifications">
      We send you an email {events}. If you do not see them in your inbox, please check your spam folder.
    </Alert>
  );
}
