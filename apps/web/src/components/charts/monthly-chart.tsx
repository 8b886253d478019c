import { Center, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { formatWholeDollars } from '../../lib/format';

export interface MonthlyPoint {
  /** 'YYYY-MM'. */
  month: string;
  /** 'Mar 2026', for the axis and the table. */
  label: string;
  value: number;
}

export interface MonthlyChartProps {
  /** What the bars count, e.g. "Value received per month"; the chart's accessible name. */
  title: string;
  /** One line under the title saying what is counted. */
  caption: string;
  months: { month: string; value: number }[];
  color?: string;
}

const MonthlyBarChart = lazy(() =>
  import('./monthly-bar-chart').then((module) => ({ default: module.MonthlyBarChart })),
);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 1)));
}

/**
 * A bar per month, with the same figures in a visually hidden table for screen readers: the chart's
 * drawing (recharts) loads on its own, inside the dashboards only.
 */
export function MonthlyChart({ title, caption, months, color = 'teal.6' }: MonthlyChartProps) {
  const captionId = useId();
  const points: MonthlyPoint[] = months.map((entry) => ({ ...entry, label: monthLabel(entry.month) }));
  const empty = points.every((point) => point.value === 0);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={captionId}>
        {caption}
      </Text>
      {empty ? (
        <Text size="sm">Nothing yet in the last {points.length} months.</Text>
      ) : (
        <div
          role="img"
          aria-label={`${title}: bar chart; the same figures are in the table that follows`}
          aria-describedby={captionId}
        >
          <Suspense
            fallback={
              <Center h={220}>
                <Loader size="sm" />
              </Center>
            }
          >
            <MonthlyBarChart points={points} seriesLabel={title} color={color} format={formatWholeDollars} />
          </Suspense>
        </div>
      )}
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <td>{point.label}</td>
                <td>{formatWholeDollars(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
