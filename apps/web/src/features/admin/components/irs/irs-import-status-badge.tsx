import type { IrsImportStatus } from '@app/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<IrsImportStatus, string> = { loading: 'blue', live: 'green', replaced: 'gray', failed: 'red' };
export const IRS_IMPORT_STATUS_LABELS: Record<IrsImportStatus, string> = {
  loading: 'Loading',
  live: 'In use',
  replaced: 'Replaced',
  failed: 'Refused',
};

/** Darker text than Mantine's light variant gives, so every label passes WCAG AA contrast (also on a striped row). */
const TEXT_COLORS: Record<IrsImportStatus, string> = {
  loading: 'blue.9',
  live: 'color-mix(in srgb, var(--mantine-color-green-9), black 35%)',
  replaced: 'gray.8',
  failed: 'red.9',
};

/** An import's status: Loading, In use, Replaced or Refused. */
export function IrsImportStatusBadge({ status }: { status: IrsImportStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} c={TEXT_COLORS[status]} tt="none" w="max-content">
      {IRS_IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
