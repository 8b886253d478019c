import { ACKNOWLEDGEMENT_TEXT } from '@app/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '#src/lib/format';
import { useAcknowledgementsToSign } from '../../api/sign-acknowledgement';
import { SignAcknowledgementDialog, type AcknowledgementToSign } from './sign-acknowledgement-dialog';

export interface AcknowledgementsToSignCardProps {
  organization: string;
}

/**
 * Deliveries confirmed received (by the emailed link, or by an admin) whose acknowledgement nobody
 * has signed: the donor waits for it, so the nonprofit's dashboard asks until it is done.
 */
export function AcknowledgementsToSignCard({ organization }: AcknowledgementsToSignCardProps) {
  const { data } = useAcknowledgementsToSign(true);
  const [target, setTarget] = useState<AcknowledgementToSign | null>(null);
  const rows = data?.acknowledgements ?? [];
  if (rows.length === 0) return null;
  const headingId = 'acknowledgements-to-sign-title';
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={headingId} bg="yellow.0">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            Acknowledgements to sign
          </Title>
          <Text size="sm" c="gray.8">
            Donors need your signed acknowledgement for their tax records. A person authorised to sign for{' '}
            {organization} types their name and title.
          </Text>
        </div>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group component="li" key={row.request_id} justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">
                <Text component="span" fw={600} size="sm">
                  {row.item_title}
                </Text>{' '}
                from {row.donor_name}, received {formatDate(row.date_received)} ·{' '}
                {ACKNOWLEDGEMENT_TEXT.awaitingSignature}
              </Text>
              <Button
                size="xs"
                leftSection={<IconSignature size={14} aria-hidden />}
                aria-label={`Sign acknowledgement for ${row.item_title}`}
                onClick={() =>
                  setTarget({
                    requestId: row.request_id,
                    itemTitle: row.item_title,
                    quantity: row.quantity,
                    intendedUse: row.intended_use,
                  })
                }
              >
                Sign
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
      <SignAcknowledgementDialog
        target={target}
        mode="sign"
        organization={organization}
        onClose={() => setTarget(null)}
      />
    </Card>
  );
}
