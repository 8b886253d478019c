import { Box, Group, Stack, Text } from '@mantine/core';
import { geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'us-atlas/states-albers-10m.json';
import { countOf, METRIC_LABELS, type LocationMetric, type StateRow } from './state-rows';
import { STATE_BY_FIPS } from './state-names';
import { formatNumber } from '#src/lib/format';

export interface UsStateMapProps {
  rows: StateRow[];
  metric: LocationMetric;
}

const topology = atlas as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
/** The file is already projected (Albers USA, 975 x 610): the path draws its coordinates as they are. */
const path = geoPath();
const shapes = feature(topology, topology.objects.states).features.map((shape) => ({
  fips: String(shape.id),
  d: path(shape) ?? '',
}));
const borders = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '';

const SHADES = [2, 4, 5, 7, 9].map((shade) => `var(--mantine-color-blue-${shade})`);
const EMPTY = 'var(--mantine-color-gray-1)';

interface Band {
  from: number;
  to: number;
  color: string;
}

/** Up to five bands of equal width from 1 to the largest count (whole numbers, none empty of meaning). */
function bandsFor(max: number): Band[] {
  if (max <= 0) return [];
  const count = Math.min(SHADES.length, max);
  const bands: Band[] = [];
  let from = 1;
  for (let index = 0; index < count; index += 1) {
    const to = index === count - 1 ? max : Math.max(from, Math.round((max * (index + 1)) / count));
    bands.push({ from, to, color: SHADES[Math.round((index * (SHADES.length - 1)) / Math.max(1, count - 1))]! });
    from = to + 1;
    if (from > max) break;
  }
  return bands;
}

const colorOf = (value: number, bands: Band[]) =>
  value <= 0 ? EMPTY : (bands.find((band) => value <= band.to)?.color ?? SHADES.at(-1)!);

/**
 * The 50 states and DC shaded by a count, drawn offline from us-atlas (docs/product.md, Admin
 * console: Location). Loaded only with this tab. The figures also come as a table beside it, so the
 * drawing is one image with a legend rather than 51 things to tab through.
 */
export function UsStateMap({ rows, metric }: UsStateMapProps) {
  const byState = useMemo(() => new Map(rows.map((row) => [row.state, row[metric]])), [rows, metric]);
  const max = Math.max(0, ...byState.values());
  const bands = bandsFor(max);
  return (
    <Stack gap="xs">
      <Box
        component="svg"
        viewBox="0 0 975 610"
        role="img"
        aria-labelledby="us-map-title"
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <title id="us-map-title">{`Map of the United States, each state shaded by its ${METRIC_LABELS[metric].plural}; every state's figures are in the table below.`}</title>
        {shapes.map(({ fips, d }) => {
          const state = STATE_BY_FIPS[fips];
          const value = (state && byState.get(state.code)) ?? 0;
          return (
            <path key={fips} d={d} fill={colorOf(value, bands)}>
              <title>{`${state?.name ?? fips}: ${countOf(value, metric)}`}</title>
            </path>
          );
        })}
        <path d={borders} fill="none" stroke="var(--mantine-color-white)" strokeWidth={1} strokeLinejoin="round" />
      </Box>
      <Group gap="md" component="ul" aria-label="Map legend" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <LegendEntry color={EMPTY} label={`No ${METRIC_LABELS[metric].plural}`} />
        {bands.map((band) => (
          <LegendEntry
            key={band.from}
            color={band.color}
            label={
              band.from === band.to ? formatNumber(band.from) : `${formatNumber(band.from)}–${formatNumber(band.to)}`
            }
          />
        ))}
      </Group>
    </Stack>
  );
}

function LegendEntry({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} component="li" wrap="nowrap">
      <Box
        aria-hidden
        w={14}
        h={14}
        style={{ background: color, borderRadius: 3, border: '1px solid var(--mantine-color-gray-4)' }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
