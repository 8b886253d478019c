import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useReducedMotion } from '@mantine/hooks';
import type { MonthlyPoint } from './monthly-chart';

export interface MonthlyBarChartProps {
  points: MonthlyPoint[];
  seriesLabel: string;
  color: string;
  format: (value: number) => string;
}

/** The drawing itself (recharts); kept in its own chunk so a dashboard paints before it arrives. */
export function MonthlyBarChart({ points, seriesLabel, color, format }: MonthlyBarChartProps) {
  const reduceMotion = useReducedMotion();
  return (
    <BarChart
      h={220}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label: seriesLabel, color }]}
      valueFormatter={format}
      tickLine="y"
      gridAxis="y"
      withTooltip
      tooltipAnimationDuration={150}
      // The figures reach screen readers through the table beside the chart, not a focusable drawing.
      barChartProps={{ accessibilityLayer: false }}
      barProps={{ isAnimationActive: !reduceMotion }}
    />
  );
}
