import type { IrsImportStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<IrsImportStatus, string> = { loading: 'blue', live: 'green', replaced: 'gray', failed: 'red' };
export const IRS_IMPORT_STATUS_LABELS: Record<IrsImportStatus, string> = {
  loading: 'Loading',
  live: 'In use',
  replaced: 'Replaced',
  failed: 'Refused',
};

/** An import's status in colours that keep AA contrast (dark text on a light badge). */
export function IrsImportStatusBadge({ status }: { status: IrsImportStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} c={`${COLORS[status]}.9`}>
      {IRS_IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
