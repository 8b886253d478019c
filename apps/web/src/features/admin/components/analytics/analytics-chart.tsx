// The charts' legend draws its swatches with ColorSwatch, whose CSS the app's global list leaves out.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import type { AnalyticsSeriesPoint } from '@app/shared';
import { formatMonthDay } from '@app/shared';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId } from 'react';
import { formatNumber } from '#src/lib/format';

type SeriesKey = Exclude<keyof AnalyticsSeriesPoint, 'date'>;

export interface AnalyticsChartSeries {
  key: SeriesKey;
  label: string;
  color: string;
}

export interface AnalyticsChartProps {
  kind: 'line' | 'area' | 'bar';
  /** The chart's accessible name and visible heading, e.g. "New accounts per day". */
  title: string;
  /** One line under the title saying what is counted; also the chart's description. */
  description: string;
  points: AnalyticsSeriesPoint[];
  series: AnalyticsChartSeries[];
  format?: (value: number) => string;
}

/** 'Mar 4' for the server's 'YYYY-MM-DD', a day already counted in the viewer's time zone. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return formatMonthDay(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)), 'utc');
}

const HEIGHT = 240;

/**
 * One time series of the analytics answer. The drawing is named and described for screen readers,
 * which read the same figures from a visually hidden table after it.
 */
export function AnalyticsChart({
  kind,
  title,
  description,
  points,
  series,
  format = formatNumber,
}: AnalyticsChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const reduceMotion = useReducedMotion();
  const data = points.map((point) => ({ ...point, label: dayLabel(point.date) }));
  const common = {
    h: HEIGHT,
    data,
    dataKey: 'label',
    series: series.map(({ key, label, color }) => ({ name: key, label, color })),
    valueFormatter: format,
    withLegend: series.length > 1,
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
    tooltipAnimationDuration: 150,
    // The figures reach screen readers through the table, not a focusable drawing.
    accessibilityLayer: false,
    xAxisProps: { minTickGap: 16 },
    // Counts and cents are whole numbers: no tick at 0.75 of a request.
    yAxisProps: { allowDecimals: false },
  };
  const animate = { isAnimationActive: !reduceMotion };
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" id={descriptionId}>
          {description}
        </Text>
      </div>
      <div role="img" aria-labelledby={titleId} aria-describedby={descriptionId} data-testid="analytics-chart">
        {kind === 'line' && <LineChart {...common} curveType="linear" withDots={false} lineProps={animate} />}
        {kind === 'area' && <AreaChart {...common} curveType="linear" withDots={false} areaProps={animate} />}
        {kind === 'bar' && <BarChart {...common} barProps={animate} />}
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((entry) => (
                <th scope="col" key={entry.key}>
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.date}>
                <td>{point.label}</td>
                {series.map((entry) => (
                  <td key={entry.key}>{format(point[entry.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
