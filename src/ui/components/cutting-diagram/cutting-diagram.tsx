/**
 * One sheet of a cutting plan drawn to scale as SVG: parts labelled with name and size, grain
 * shown on the sheet and on grain-locked parts, leftovers hatched (reusable offcuts in green),
 * and the cuts, whose place in saw order shows when the pointer or focus is on them.
 */
import { Box, Flex, HStack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';

export interface DiagramPart {
  readonly labelId: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly cutLength: number;
  readonly cutWidth: number;
  readonly rotated: boolean;
  readonly grainLocked: boolean;
}

export interface DiagramCut {
  readonly order: number;
  readonly axis: 'x' | 'y';
  readonly position: number;
  readonly from: number;
  readonly to: number;
  readonly stage: number;
  readonly trim: boolean;
}

export interface DiagramOffcut {
  readonly x: number;
  readonly y: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly reusable: boolean;
}

export interface DiagramSheet {
  readonly index: number;
  readonly stockName: string;
  readonly length: number;
  readonly width: number;
  readonly grain: 'length' | 'none';
  readonly kerf: number;
  readonly parts: readonly DiagramPart[];
  readonly cuts: readonly DiagramCut[];
  readonly offcuts: readonly DiagramOffcut[];
  readonly yield: number;
}

export interface CuttingDiagramProps {
  readonly sheet: DiagramSheet;
  /** Shown above the drawing; defaults to "Sheet N". */
  readonly title?: string;
}

const Svg = chakra('svg');
const Rect = chakra('rect');
const Line = chakra('line');
const SvgText = chakra('text');
const Path = chakra('path');

const mm = (value: number): string => String(Math.round(value * 10) / 10);

export function CuttingDiagram({ sheet, title }: CuttingDiagramProps) {
  const id = useId().replace(/:/g, '');
  const [activeCut, setActiveCut] = useState<DiagramCut | null>(null);
  const font = Math.max(12, Math.min(sheet.length, sheet.width) / 38);
  const hit = Math.max(font * 0.6, Math.min(sheet.length, sheet.width) / 80);
  const heading = title ?? `Sheet ${sheet.index}`;
  const summary = `${heading}: ${sheet.stockName}, ${sheet.parts.length} parts, yield ${Math.round(sheet.yield * 100)}%`;
  const cutLine = (cut: DiagramCut) => {
    const middle = cut.position + sheet.kerf / 2;
    return cut.axis === 'x'
      ? { x1: middle, x2: middle, y1: cut.from, y2: cut.to }
      : { x1: cut.from, x2: cut.to, y1: middle, y2: middle };
  };
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mb="2">
        <Text as="figcaption" fontWeight="semibold">
          {heading}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' '}
            · {sheet.stockName} · {mm(sheet.length)} × {mm(sheet.width)} mm
          </Text>
        </Text>
        <HStack gap="3" textStyle="xs" color="fg.muted">
          <Text>{sheet.parts.length} parts</Text>
          <Text>yield {Math.round(sheet.yield * 100)}%</Text>
          <Text>{sheet.cuts.length} cuts</Text>
        </HStack>
      </Flex>
      <Svg
        viewBox={`0 0 ${sheet.length} ${sheet.width}`}
        width="100%"
        height="auto"
        role="img"
        aria-label={summary}
        display="block"
        fontFamily="body"
      >
        <defs>
          <pattern
            id={`${id}-waste`}
            width={font}
            height={font}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <Line x1={0} y1={0} x2={0} y2={font} stroke="fg.subtle" strokeWidth={font / 7} />
          </pattern>
          <pattern
            id={`${id}-offcut`}
            width={font}
            height={font}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <Line x1={0} y1={0} x2={0} y2={font} stroke="green.solid" strokeWidth={font / 6} />
          </pattern>
          <pattern id={`${id}-grain`} width={font * 3} height={font / 2} patternUnits="userSpaceOnUse">
            <Path
              d={`M0 ${font / 4} q ${font * 0.75} ${-font / 8} ${font * 1.5} 0 t ${font * 1.5} 0`}
              fill="none"
              stroke="brand.emphasized"
              strokeWidth={font / 14}
            />
          </pattern>
        </defs>
        <Rect
          x={0}
          y={0}
          width={sheet.length}
          height={sheet.width}
          fill="bg.muted"
          stroke="fg.muted"
          strokeWidth={font / 6}
        />
        {sheet.grain === 'length' && (
          <Rect
            x={0}
            y={0}
            width={sheet.length}
            height={sheet.width}
            fill={`url(#${id}-grain)`}
            opacity={0.5}
          />
        )}
        {sheet.offcuts.map((o, i) => (
          <g key={`o${i}`} data-testid={o.reusable ? 'reusable-offcut' : 'waste'}>
            <title>{`${o.reusable ? 'Reusable offcut' : 'Waste'} ${mm(o.sizeX)} × ${mm(o.sizeY)} mm`}</title>
            <Rect
              x={o.x}
              y={o.y}
              width={o.sizeX}
              height={o.sizeY}
              fill={`url(#${id}-${o.reusable ? 'offcut' : 'waste'})`}
              stroke={o.reusable ? 'green.solid' : 'border'}
              strokeWidth={font / 10}
            />
            {o.reusable && o.sizeX > font * 7 && o.sizeY > font * 1.6 && (
              <SvgText
                x={o.x + o.sizeX / 2}
                y={o.y + o.sizeY / 2}
                fontSize={font * 0.8}
                textAnchor="middle"
                dominantBaseline="middle"
                fill="green.fg"
              >
                offcut {mm(o.sizeX)} × {mm(o.sizeY)}
              </SvgText>
            )}
          </g>
        ))}
        {sheet.parts.map((p) => {
          const size = `${mm(p.cutLength)} × ${mm(p.cutWidth)}`;
          const fitsTwoLines = p.sizeX > font * 6 && p.sizeY > font * 2.8;
          const fitsOneLine = !fitsTwoLines && p.sizeX > font * 4 && p.sizeY > font * 1.3;
          const cx = p.x + p.sizeX / 2;
          const cy = p.y + p.sizeY / 2;
          return (
            <g key={p.labelId} data-testid="diagram-part">
              <title>{`${p.name} ${size} mm${p.rotated ? ', rotated' : ''}${p.grainLocked ? ', grain locked' : ''}`}</title>
              <Rect
                x={p.x}
                y={p.y}
                width={p.sizeX}
                height={p.sizeY}
                fill="brand.muted"
                stroke="brand.solid"
                strokeWidth={font / 9}
              />
              {p.grainLocked && (
                <Rect x={p.x} y={p.y} width={p.sizeX} height={p.sizeY} fill={`url(#${id}-grain)`} />
              )}
              {fitsTwoLines && (
                <SvgText x={cx} y={cy} fontSize={font} textAnchor="middle" fill="fg">
                  <tspan x={cx} dy="-0.15em">
                    {truncate(p.name, p.sizeX / (font * 0.55))}
                  </tspan>
                  <tspan x={cx} dy="1.2em" fill="fg.muted">
                    {size}
                  </tspan>
                </SvgText>
              )}
              {fitsOneLine && (
                <SvgText
                  x={cx}
                  y={cy}
                  fontSize={font * 0.8}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fill="fg"
                >
                  {truncate(size, p.sizeX / (font * 0.45))}
                </SvgText>
              )}
            </g>
          );
        })}
        {sheet.cuts.map((cut) => {
          const line = cutLine(cut);
          const active = activeCut?.order === cut.order;
          return (
            <g key={cut.order}>
              <Line
                {...line}
                stroke={active ? 'red.solid' : 'fg.subtle'}
                strokeWidth={active ? font / 4 : font / 14}
                strokeDasharray={cut.trim ? `${font / 2} ${font / 3}` : undefined}
                pointerEvents="none"
              />
              <Line
                {...line}
                stroke="transparent"
                strokeWidth={hit}
                data-testid="diagram-cut"
                data-cut-order={cut.order}
                onPointerEnter={() => setActiveCut(cut)}
                onPointerLeave={() => setActiveCut((c) => (c?.order === cut.order ? null : c))}
              >
                <title>{`Cut ${cut.order} of ${sheet.cuts.length} (stage ${cut.stage}${cut.trim ? ', trim' : ''})`}</title>
              </Line>
            </g>
          );
        })}
        {activeCut && (
          <g pointerEvents="none">
            <Rect
              x={(cutLine(activeCut).x1 + cutLine(activeCut).x2) / 2 - font * 1.6}
              y={(cutLine(activeCut).y1 + cutLine(activeCut).y2) / 2 - font * 0.9}
              width={font * 3.2}
              height={font * 1.8}
              rx={font / 3}
              fill="red.solid"
            />
            <SvgText
              x={(cutLine(activeCut).x1 + cutLine(activeCut).x2) / 2}
              y={(cutLine(activeCut).y1 + cutLine(activeCut).y2) / 2}
              fontSize={font}
              textAnchor="middle"
              dominantBaseline="central"
              fill="red.contrast"
              fontWeight="bold"
            >
              {activeCut.order}
            </SvgText>
          </g>
        )}
      </Svg>
      <Text textStyle="xs" color="fg.muted" mt="2" aria-live="polite" minH="4">
        {activeCut
          ? `Cut ${activeCut.order} of ${sheet.cuts.length} in saw order, stage ${activeCut.stage}${activeCut.trim ? ' (trim)' : ''}`
          : 'Point at a cut to see its place in saw order.'}
      </Text>
    </Box>
  );
}

function truncate(value: string, maxChars: number): string {
  const limit = Math.max(3, Math.floor(maxChars));
  return value.length <= limit ? value : `${value.slice(0, limit - 1)}…`;
}
