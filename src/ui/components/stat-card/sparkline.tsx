import { chakra } from '@chakra-ui/react';

export interface SparklineProps {
  values: number[];
  /** What the values are, for the accessible summary ("Monthly sales"). */
  label: string;
  /** Formats values in the summary. */
  format?: (value: number) => string;
  width?: number;
  height?: number;
}

/** Points of a line through `values`, scaled into a width x height box (y grows downwards), with 1px margins. */
export function sparklinePoints(values: number[], width: number, height: number): [number, number][] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 2) / (values.length - 1) : 0;
  return values.map((value, index) => [
    Math.round((1 + index * step) * 100) / 100,
    Math.round((height - 1 - ((value - min) / span) * (height - 2)) * 100) / 100,
  ]);
}

/** A tiny trend line in plain SVG (no chart library), coloured by the current colour palette. */
export function Sparkline({ values, label, format = String, width = 96, height = 28 }: SparklineProps) {
  const points = sparklinePoints(values, width, height);
  if (points.length === 0) return null;
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const area = `1,${height - 1} ${line} ${points.at(-1)?.[0] ?? width - 1},${height - 1}`;
  const summary = `${label}: from ${format(values[0] as number)} to ${format(values.at(-1) as number)}, lowest ${format(
    Math.min(...values),
  )}, highest ${format(Math.max(...values))}`;
  const last = points.at(-1) as [number, number];
  return (
    <chakra.svg
      viewBox={`0 0 ${width} ${height}`}
      width={`${width}px`}
      height={`${height}px`}
      role="img"
      aria-label={summary}
      color="colorPalette.solid"
      flexShrink={0}
      overflow="visible"
    >
      <polygon points={area} fill="currentColor" fillOpacity={0.12} />
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={last[0]} cy={last[1]} r={2} fill="currentColor" />
    </chakra.svg>
  );
}
