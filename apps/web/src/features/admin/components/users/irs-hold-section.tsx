import { formatCalendarDate, type IrsHold } from '@app/shared';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLockOpen, IconShieldCancel } from '@tabler/icons-react';
import { useState } from 'react';
import { useIrsHolds } from '#src/features/admin/api/get-irs-holds';
import { AdminLoadError } from '#src/features/admin/components/admin-load-error';
import { formatDate } from '#src/features/admin/lib/format';
import { LiftHoldModal } from './lift-hold-modal';

export interface IrsHoldSectionProps {
  nonprofitId: number;
}

const revokedOn = (hold: IrsHold) =>
  hold.revocation_date ? formatCalendarDate(hold.revocation_date, 'short') : 'a date the list does not give';

/**
 * A nonprofit's open IRS hold in its account (docs/product.md, "Checking a nonprofit against IRS
 * data"): the revocation date, since when its requests are paused, and the Lift hold button; the
 * last lifted hold below, so a second look knows what was decided.
 */
export function IrsHoldSection({ nonprofitId }: IrsHoldSectionProps) {
  const query = useIrsHolds(nonprofitId);
  const [lifting, setLifting] = useState<IrsHold | null>(null);
  if (query.isError) {
    return (
      <AdminLoadError
        error={query.error}
        title="The IRS holds could not be loaded"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Loader size="xs" role="status" aria-label="Loading the IRS holds" />;
  const open = query.data.holds.filter((hold) => hold.lifted_at === null);
  const lastLifted = query.data.holds.find((hold) => hold.lifted_at !== null);
  if (open.length === 0 && !lastLifted) return null;
  return (
    <Stack gap="xs">
      {open.map((hold) => (
        <Alert
          key={hold.id}
          color="red"
          variant="light"
          icon={<IconShieldCancel aria-hidden />}
          title="On hold: the IRS lists this organization's exemption as revoked"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs">
            <Text size="sm">
              Revoked {revokedOn(hold)}; on hold since {formatDate(hold.held_since)}. {hold.paused_requests}{' '}
              {hold.paused_requests === 1 ? 'open request is' : 'open requests are'} paused.
            </Text>
            <Group gap="xs">
              <Button size="xs" leftSection={<IconLockOpen size={14} aria-hidden />} onClick={() => setLifting(hold)}>
                Lift hold
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {open.length === 0 && lastLifted && (
        <Text size="sm" c="dimmed">
          IRS hold (revoked {revokedOn(lastLifted)}) lifted {formatDate(lastLifted.lifted_at)}
          {lastLifted.lifted_by_name ? ` by ${lastLifted.lifted_by_name}` : ''}: {lastLifted.lift_reason}
        </Text>
      )}
      <LiftHoldModal hold={lifting} onClose={() => setLifting(null)} />
    </Stack>
  );
}
