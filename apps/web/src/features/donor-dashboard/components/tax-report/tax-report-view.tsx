import type { TaxReport } from '@app/shared';
import { ACKNOWLEDGEMENT_STATUS_LABELS, TAX_REPORT_MESSAGES } from '@app/shared';
import { Alert, Badge, Card, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconScale } from '@tabler/icons-react';
import { RequestFact } from '#src/components/request-fact';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '#src/lib/format';
import { DisposalText, DoneeSignatureStatus, EnhancedDeduction } from './tax-form-facts';
import { costBasisText, hasSectionBFacts } from './tax-form-text';

type Donation = TaxReport['donations'][number];

function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={22} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function address({ street, city, state, zip }: Donation['nonprofit_address']): string {
  return [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

const BADGE_LOOK: Record<Donation['acknowledgement_status'], { color: string; c: string }> = {
  signed: { color: 'teal', c: 'color-mix(in srgb, var(--mantine-color-teal-9), black 35%)' },
  awaiting_signature: { color: 'yellow', c: 'yellow.9' },
  none: { color: 'gray', c: 'gray.8' },
};

/** Signed, awaiting the nonprofit's signature, or not recorded (docs/product.md, Acknowledgement letters). */
function AcknowledgementBadge({ donation }: { donation: Donation }) {
  const look = BADGE_LOOK[donation.acknowledgement_status];
  return (
    <Badge variant="light" color={look.color} radius="sm" tt="none" c={look.c}>
      {ACKNOWLEDGEMENT_STATUS_LABELS[donation.acknowledgement_status]}
    </Badge>
  );
}

const CAPTION = 'Donations confirmed received in the period';

/**
 * Under 600px each donation is a card showing every column of the table, so nothing hides off to
 * the side (docs/product.md, Tax report); the amounts keep their cents, as accountants need them.
 */
function DonationCards({ report }: { report: TaxReport }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={CAPTION} style={{ listStyle: 'none' }}>
      {report.donations.map((donation) => (
        <Card
          component="li"
          key={donation.request_id}
          withBorder
          radius="md"
          padding="sm"
          aria-labelledby={`tax-donation-${donation.request_id}`}
        >
          <Text fw={700} size="sm" id={`tax-donation-${donation.request_id}`} style={{ overflowWrap: 'anywhere' }}>
            {donation.item_title}
          </Text>
          <Text size="xs" c="dimmed">
            {donation.category}
            {donation.event_name ? ` · ${donation.event_name}` : ''}
          </Text>
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" mt="xs" mb={0}>
            <RequestFact label="Received">{formatDate(donation.completion_date)}</RequestFact>
            <RequestFact label="Qty">{formatNumber(donation.quantity)}</RequestFact>
            <RequestFact label="Fair market value">{formatMoney(donation.total_fair_market_value)}</RequestFact>
            <RequestFact label="EIN">{donation.nonprofit_ein ?? 'Not given'}</RequestFact>
            <RequestFact label="Nonprofit">
              {donation.nonprofit_name}
              <Text component="span" display="block" size="xs" c="dimmed">
                {address(donation.nonprofit_address)}
              </Text>
            </RequestFact>
            <RequestFact label="Acknowledgement">
              <AcknowledgementBadge donation={donation} />
            </RequestFact>
            <RequestFact label="Cost basis">{costBasisText(donation)}</RequestFact>
            <RequestFact label="Enhanced deduction">
              <EnhancedDeduction donation={donation} />
            </RequestFact>
            {hasSectionBFacts(donation) && (
              <RequestFact label="Form 8283 Section B, Part V">
                <DoneeSignatureStatus donation={donation} />
              </RequestFact>
            )}
            {donation.disposal && (
              <RequestFact label="Disposal (Form 8282)">
                <DisposalText donation={donation} />
              </RequestFact>
            )}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}

/** The donation list: a table from 600px, stacked cards below it. */
function Donations({ report }: { report: TaxReport }) {
  const wide = useMediaQuery('(min-width: 37.5em)', true, { getInitialValueInEffect: false });
  return wide ? <DonationTable report={report} /> : <DonationCards report={report} />;
}

function DonationTable({ report }: { report: TaxReport }) {
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Caption>{CAPTION}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Fair market value</Table.Th>
            <Table.Th>Nonprofit</Table.Th>
            <Table.Th>EIN</Table.Th>
            <Table.Th>Acknowledgement</Table.Th>
            <Table.Th>Cost basis</Table.Th>
            <Table.Th>Enhanced deduction</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.donations.map((donation) => (
            <DonationRows key={donation.request_id} donation={donation} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const COLUMNS = 9;

/** A donation's row, and beneath it its Form 8283 Section B row when it has one. */
function DonationRows({ donation }: { donation: Donation }) {
  return (
    <>
      <Table.Tr>
        <Table.Td>{formatDate(donation.completion_date)}</Table.Td>
        <Table.Td>
          <Text size="sm" fw={600}>
            {donation.item_title}
          </Text>
          <Text size="xs" c="dimmed">
            {donation.category}
            {donation.event_name ? ` · ${donation.event_name}` : ''}
          </Text>
        </Table.Td>
        <Table.Td>{formatNumber(donation.quantity)}</Table.Td>
        <Table.Td>{formatMoney(donation.total_fair_market_value)}</Table.Td>
        <Table.Td>
          <Text size="sm">{donation.nonprofit_name}</Text>
          <Text size="xs" c="dimmed">
            {address(donation.nonprofit_address)}
          </Text>
        </Table.Td>
        <Table.Td>{donation.nonprofit_ein ?? 'Not given'}</Table.Td>
        <Table.Td>
          <AcknowledgementBadge donation={donation} />
        </Table.Td>
        <Table.Td>{costBasisText(donation)}</Table.Td>
        <Table.Td>
          <EnhancedDeduction donation={donation} />
        </Table.Td>
      </Table.Tr>
      {hasSectionBFacts(donation) && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <Text size="sm">
              <Text component="span" size="sm" fw={600}>
                Form 8283 Section B, Part V:{' '}
              </Text>
              <DoneeSignatureStatus donation={donation} />
              {donation.disposal && (
                <Text component="span" display="block" size="sm">
                  <Text component="span" size="sm" fw={600}>
                    Disposal:{' '}
                  </Text>
                  <DisposalText donation={donation} />
                </Text>
              )}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The generated report: summary cards, the donation list, tax notes and the legal notice. */
export function TaxReportView({ report }: { report: TaxReport }) {
  const { summary, report_info: info } = report;
  return (
    <Stack gap="md" component="section" aria-labelledby="tax-report-result-title">
      <Stack gap={2}>
        <Title order={3} size="h4" id="tax-report-result-title">
          Tax report {info.report_period.start_date} to {info.report_period.end_date}
        </Title>
        <Text size="sm" c="dimmed">
          {info.donor_info.company_name ?? info.donor_info.contact_name} · generated{' '}
          {formatDateTime(info.generated_date)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <SummaryCard
          label="Donations"
          value={formatNumber(summary.total_donations)}
          hint="Deliveries confirmed received"
        />
        <SummaryCard label="Items donated" value={formatNumber(summary.total_items_donated)} />
        <SummaryCard
          label="Total fair market value"
          value={formatMoney(summary.total_tax_deductible_value)}
          hint="What you may deduct depends on the notes below"
        />
        <SummaryCard
          label="Nonprofits supported"
          value={formatNumber(summary.nonprofits_supported)}
          hint={`${formatNumber(summary.acknowledgements_recorded)} of ${formatNumber(summary.total_donations)} acknowledgements on record`}
        />
        <SummaryCard
          label="Enhanced deduction"
          value={formatMoney(summary.enhanced_deduction_total)}
          hint="IRC 170(e)(3), on the rows where every fact is on record"
        />
      </SimpleGrid>
      {report.donations.length === 0 ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          {TAX_REPORT_MESSAGES.empty}
        </Alert>
      ) : (
        <Donations report={report} />
      )}
      {report.tax_notes.length > 0 && (
        <Stack gap="xs">
          <Title order={4} size="h5">
            Tax notes
          </Title>
          <List size="sm" spacing={6}>
            {report.tax_notes.map((note, index) => (
              <List.Item key={`${note.code}-${index}`}>{note.text}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Alert variant="light" color="yellow" icon={<IconScale aria-hidden />} title="Legal notice">
        <Stack gap={6}>
          <Text size="sm">{report.legal_disclaimer.text}</Text>
          <Text size="sm">{report.legal_disclaimer.irs_notice}</Text>
          <Text size="sm">{report.legal_disclaimer.platform_note}</Text>
        </Stack>
      </Alert>
    </Stack>
  );
}
