import '@mantine/dates/styles.css';
import { TAX_REPORT_MESSAGES } from '@app/shared';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { CALENDAR_PROPS, CALENDAR_POPOVER_PROPS } from '#src/lib/calendar-labels';
import {
  taxReportCsvUrl,
  useGenerateTaxReport,
  type TaxReportRange,
} from '#src/features/donor-dashboard/api/get-tax-report';
import { TaxReportView } from './tax-report-view';

export interface TaxReportPanelProps {
  donorId: number;
}

/** Today as YYYY-MM-DD in the viewer's time zone: neither date may be later. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The Tax Report form: a date range (neither later than today), Generate, then the report with its downloads. */
export function TaxReportPanel({ donorId }: TaxReportPanelProps) {
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const generation = useGenerateTaxReport(donorId);
  const max = today();
  const report = generation.data;
  const range: TaxReportRange | null = report
    ? { start: report.report_info.report_period.start_date, end: report.report_info.report_period.end_date }
    : null;

  const generate = () => {
    if (start && end) generation.mutate({ start, end });
  };

  const downloadPdf = async () => {
    if (!report) return;
    setPdfBusy(true);
    try {
      const { downloadTaxReportPdf } = await import('./tax-report-pdf');
      await downloadTaxReportPdf(report);
    } catch {
      notifications.show({ color: 'red', message: 'The PDF could not be built. Please try again.' });
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tax-report-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="tax-report-title">
            Tax Report
          </Title>
          <Text size="sm" c="dimmed">
            Donations whose delivery the nonprofit confirmed received between two dates (both included, in your time
            zone), with each nonprofit&apos;s EIN and address, for your accountant.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
          <DateInput
            label="Start date"
            placeholder="YYYY-MM-DD"
            valueFormat="YYYY-MM-DD"
            maxDate={end ?? max}
            value={start}
            onChange={setStart}
            popoverProps={CALENDAR_POPOVER_PROPS}
            clearable
            {...CALENDAR_PROPS}
            clearButtonProps={{ 'aria-label': 'Clear start date' }}
            required
          />
          <DateInput
            label="End date"
            placeholder="YYYY-MM-DD"
            valueFormat="YYYY-MM-DD"
            minDate={start ?? undefined}
            maxDate={max}
            value={end}
            onChange={setEnd}
            popoverProps={CALENDAR_POPOVER_PROPS}
            clearable
            {...CALENDAR_PROPS}
            clearButtonProps={{ 'aria-label': 'Clear end date' }}
            required
          />
          <Button
            onClick={generate}
            // The progress bar below says it is working; a spinner in the button would say it twice.
            disabled={!start || !end || generation.isPending}
            leftSection={<IconFileText size={16} aria-hidden />}
          >
            Generate Tax Report
          </Button>
        </SimpleGrid>
        {generation.isPending && (
          <Stack gap={4} role="status" aria-label="Generating the tax report">
            <Text size="sm">Generating your report…</Text>
            <Progress value={100} animated striped aria-label="Generating the tax report" />
          </Stack>
        )}
        {generation.isError && (
          <Alert color="red" role="alert">
            {generation.error instanceof ApiError && generation.error.status !== 0 && generation.error.detail
              ? generation.error.message
              : TAX_REPORT_MESSAGES.failed}
          </Alert>
        )}
        {report && range && !generation.isPending && (
          <>
            <Group gap="sm">
              <Button
                onClick={() => void downloadPdf()}
                disabled={pdfBusy}
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Download PDF
              </Button>
              <Button
                component="a"
                href={taxReportCsvUrl(donorId, range)}
                download
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              >
                Download CSV
              </Button>
            </Group>
            <TaxReportView report={report} />
          </>
        )}
      </Stack>
    </Card>
  );
}
