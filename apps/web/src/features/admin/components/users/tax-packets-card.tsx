import { Alert, Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { useState } from 'react';
import { useProduceTaxPackets } from '#src/features/admin/api/produce-tax-packets';
import { errorMessage } from '#src/lib/api-client';
import { formatNumber } from '#src/lib/format';

/**
 * Every donor's year-end packet for one calendar year (docs/product.md, Year-end tax packet): one per
 * donor with a gift confirmed received that year, each emailed a link that opens only for that donor.
 */
export function TaxPacketsCard() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear - 1));
  const [confirming, setConfirming] = useState(false);
  const produce = useProduceTaxPackets();
  const result = produce.data;

  const confirm = () => produce.mutate({ year: Number(year) }, { onSuccess: () => setConfirming(false) });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tax-packets-admin-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="tax-packets-admin-title">
            Year-end tax packets
          </Title>
          <Text size="sm" c="dimmed">
            Builds each donor&apos;s packet (summary, acknowledgement letters, Form 8283 worksheet) for a calendar year
            in UTC, for every donor with a gift confirmed received that year, and emails each donor a link to their
            dashboard. Donors whose packet is already being built keep that one.
          </Text>
        </Stack>
        <Group align="end" gap="md">
          <Select
            label="Tax year"
            data={Array.from({ length: 5 }, (_, index) => String(thisYear - index))}
            value={year}
            onChange={(value) => setYear(value ?? String(thisYear - 1))}
            allowDeselect={false}
            w={140}
          />
          <Button
            leftSection={<IconPackages size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            Produce every donor&apos;s packet for {year}
          </Button>
        </Group>
        {result && (
          <Alert color={result.donors === 0 ? 'gray' : 'green'} variant="light" role="status">
            {result.donors === 0
              ? `No donor had a gift confirmed received in ${result.year}: no packet was queued.`
              : `${result.year}: ${formatNumber(result.queued)} ${result.queued === 1 ? 'packet' : 'packets'} queued for ${formatNumber(result.donors)} ${result.donors === 1 ? 'donor' : 'donors'} with gifts${result.already_building > 0 ? `; ${formatNumber(result.already_building)} already being built` : ''}.`}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Produce every donor's packet for ${year}?`}
      >
        <Stack gap="md">
          <Text size="sm">
            Every donor with a gift confirmed received in {year} gets a packet, and an email once it is ready. This is
            recorded in the audit log.
          </Text>
          {produce.isError && (
            <Alert color="red" role="alert">
              {errorMessage(produce.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={produce.isPending}>
              Produce packets
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
