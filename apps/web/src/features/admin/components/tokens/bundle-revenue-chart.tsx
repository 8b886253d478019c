// The charts' legend draws its swatches with ColorSwatch, whose CSS the app's global list leaves out.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import type { AdminTokenRevenue } from '@app/shared';
import { BarChart } from '@mantine/charts';
import { useReducedMotion } from '@mantine/hooks';
import { formatCents } from '#src/lib/format';

/** Revenue per bundle in dollars; the table beside it gives every figure to screen readers. */
export function BundleRevenueChart({ bundles }: { bundles: AdminTokenRevenue['bundle_performance'] }) {
  const reduceMotion = useReducedMotion();
  const data = bundles.map((bundle) => ({ bundle: bundle.label, revenue: bundle.revenue_cents / 100 }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="bundle"
      series={[{ name: 'revenue', label: 'Revenue', color: 'teal.6' }]}
      gridAxis="y"
      yAxisProps={{ width: 70 }}
      valueFormatter={(value) => formatCents(Math.round(value * 100))}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false }}
      barProps={{ isAnimationActive: !reduceMotion }}
    />
  );
}
