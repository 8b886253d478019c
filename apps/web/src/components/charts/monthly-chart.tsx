import { formatMonthYear } from '@app/shared';
import { Box, Center, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useId, useState } from 'react';
import { formatWholeDollars } from '#src/lib/format';

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

export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return formatMonthYear(new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 1)), 'utc');
}

/** The drawing starts loading when its place comes this close to the screen. */
const LOAD_AHEAD = '300px';

/**
 * A bar per month, with the same figures in a visually hidden table for screen readers. The chart's
 * drawing (recharts, the heaviest code on a dashboard) loads on its own, once its place nears the
 * screen: on a phone the chart sits below the first screen, and the dashboard answers sooner without it.
 */
export function MonthlyChart({ title, caption, months, color = 'teal.6' }: MonthlyChartProps) {
  const captionId = useId();
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: LOAD_AHEAD });
  const [nearScreen, setNearScreen] = useState(false);
  if (entry?.isIntersecting && !nearScreen) setNearScreen(true);
  const placeholder = (
    <Center h={220}>
      <Loader size="sm" />
    </Center>
  );
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
          ref={ref}
          role="img"
          aria-label={`${title}: bar chart; the same figures are in the table that follows`}
          aria-describedby={captionId}
        >
          {nearScreen ? (
            <Suspense fallback={placeholder}>
              <MonthlyBarChart points={points} seriesLabel={title} color={color} format={formatWholeDollars} />
            </Suspense>
          ) : (
            // Room kept, and no spinner: nothing is loading yet, and it may never be scrolled to.
            <Box h={220} />
          )}
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
