// The charts' legend draws its swatches with ColorSwatch, whose CSS the app's global list leaves out.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useReducedMotion } from '@mantine/hooks';
import { rankBy, type LocationMetric, type StateRow } from './state-rows';
import { formatNumber } from '#src/lib/format';

export interface StatesRankingChartProps {
  rows: StateRow[];
  metric: LocationMetric;
  /** How many states: the seed's 4 or 10. */
  top: number;
}

/** The leading states, most first: accounts split into nonprofits and donors, or listed items. */
export function StatesRankingChart({ rows, metric, top }: StatesRankingChartProps) {
  const reduceMotion = useReducedMotion();
  const ranked = rankBy(rows, metric).slice(0, top);
  const data = ranked.map((row) => ({
    state: row.state,
    nonprofits: row.nonprofits,
    donors: row.donors,
    items: row.items,
  }));
  const series =
    metric === 'accounts'
      ? [
          { name: 'nonprofits', label: 'Nonprofits', color: 'blue.6' },
          { name: 'donors', label: 'Donors', color: 'orange.6' },
        ]
      : [{ name: 'items', label: 'Listed items', color: 'teal.6' }];
  return (
    <BarChart
      h={Math.max(160, 36 * data.length + 40)}
      data={data}
      dataKey="state"
      orientation="vertical"
      type={metric === 'accounts' ? 'stacked' : 'default'}
      series={series}
      withLegend={metric === 'accounts'}
      gridAxis="x"
      yAxisProps={{ width: 40 }}
      valueFormatter={formatNumber}
      tooltipAnimationDuration={150}
      // The figures reach screen readers through the table of every state, not a focusable drawing.
      barChartProps={{ accessibilityLayer: false }}
      barProps={{ isAnimationActive: !reduceMotion }}
    />
  );
}
