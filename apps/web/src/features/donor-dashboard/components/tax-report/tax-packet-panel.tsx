import { daysInRange, TAX_PACKET_LIMITS, TAX_PACKET_MESSAGES, taxYearRange, type TaxPacket } from '@app/shared';
import { Alert, Button, Card, Center, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { CALENDAR_POPOVER_PROPS, CALENDAR_PROPS } from '#src/lib/calendar-labels';
import { useRequestTaxPacket, useTaxPackets } from '#src/features/donor-dashboard/api/tax-packets';
import { TaxPacketRow } from './tax-packet-row';

export interface TaxPacketPanelProps {
  donorId: number;
}

const CUSTOM = 'custom';

/** Today as YYYY-MM-DD in the viewer's time zone. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The year-end packet (docs/product.md, Year-end tax packet): a tax year or any range of up to 366
 * days, built in the background into one PDF (summary, every acknowledgement letter, the Form 8283
 * worksheet) and its CSV, listed here with a progress bar until they can be downloaded.
 */
export function TaxPacketPanel({ donorId }: TaxPacketPanelProps) {
  const max = today();
  const thisYear = Number(max.slice(0, 4));
  const years = Array.from({ length: 5 }, (_, index) => thisYear - index);
  const [choice, setChoice] = useState<string>(String(thisYear - 1));
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const packets = useTaxPackets(donorId);
  const ask = useRequestTaxPacket(donorId);

  const range = choice === CUSTOM ? (start && end ? { start, end } : null) : taxYearRange(Number(choice), max);
  const tooLong =
    range !== null && range.end >= range.start && daysInRange(range.start, range.end) > TAX_PACKET_LIMITS.maxDays;

  const request = (wanted: { start: string; end: string }) =>
    ask.mutate({ start_date: wanted.start, end_date: wanted.end });
  const retry = (packet: TaxPacket) => request({ start: packet.start_date, end: packet.end_date });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tax-packets-title" id="tax-packets">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="tax-packets-title">
            Year-end tax packet
          </Title>
          <Text size="sm" c="dimmed">
            One PDF for your accountant: a summary, every acknowledgement letter the nonprofits gave you, and a Form
            8283 worksheet grouped by category, with the same rows as a CSV. It is built in the background and kept
            here. It is not tax advice.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3, md: 4 }} spacing="md" style={{ alignItems: 'end' }}>
          <Select
            label="Packet period"
            data={[
              ...years.map((year) => ({
                value: String(year),
                label: year === thisYear ? `${year} (to date)` : String(year),
              })),
              { value: CUSTOM, label: 'Custom range' },
            ]}
            value={choice}
            onChange={(value) => setChoice(value ?? String(thisYear - 1))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {choice === CUSTOM && (
            <>
              <DateInput
                label="Packet start date"
                placeholder="YYYY-MM-DD"
                valueFormat="YYYY-MM-DD"
                maxDate={end ?? max}
                value={start}
                onChange={setStart}
                popoverProps={CALENDAR_POPOVER_PROPS}
                clearable
                {...CALENDAR_PROPS}
                clearButtonProps={{ 'aria-label': 'Clear packet start date' }}
                required
              />
              <DateInput
                label="Packet end date"
                placeholder="YYYY-MM-DD"
                valueFormat="YYYY-MM-DD"
                minDate={start ?? undefined}
                maxDate={max}
                value={end}
                onChange={setEnd}
                popoverProps={CALENDAR_POPOVER_PROPS}
                clearable
                {...CALENDAR_PROPS}
                clearButtonProps={{ 'aria-label': 'Clear packet end date' }}
                error={tooLong ? TAX_PACKET_MESSAGES.rangeTooLong : undefined}
                required
              />
            </>
          )}
          <Button
            onClick={() => range && request(range)}
            disabled={!range || tooLong}
            loading={ask.isPending}
            leftSection={<IconPackage size={16} aria-hidden />}
          >
            Build packet
          </Button>
        </SimpleGrid>
        {ask.isError && (
          <Alert color="red" role="alert">
            {errorMessage(ask.error, 'The packet could not be requested. Please try again.')}
          </Alert>
        )}
        {ask.data?.already_building && (
          <Alert color="blue" variant="light">
            A packet is already being built ({ask.data.packet.start_date} to {ask.data.packet.end_date}). Ask for
            another once it is done.
          </Alert>
        )}
        {packets.isPending ? (
          <Center py="md" role="status" aria-label="Loading your packets">
            <Loader size="sm" />
          </Center>
        ) : packets.isError ? (
          <Alert color="red" role="alert" title="Your packets could not be loaded">
            <Button size="xs" variant="default" mt="xs" onClick={() => void packets.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : packets.data.packets.length === 0 ? (
          <Text size="sm" c="dimmed">
            No packets yet. Choose a year and select Build packet.
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Your tax packets"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {packets.data.packets.map((packet) => (
              <TaxPacketRow key={packet.id} packet={packet} onRetry={retry} retrying={ask.isPending} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
