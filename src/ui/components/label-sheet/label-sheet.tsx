/**
 * Part labels laid out on A4 label sheets (3 × 8 labels of 70 × 37 mm, the common self-adhesive
 * stock): each label names the part, its order and size, the edge band on each side, carries a
 * QR code with a link to the part, a Code 128 barcode of its short scan code (for scanners that
 * read only 1D codes) and, where the part has one, an arrow along its grain. On screen the pages sit one under the other; when printing, a
 * print style sheet shows the sheets alone, one A4 page each, at their real size.
 */
import { Box, Grid, HStack, QrCode, Stack, Text } from '@chakra-ui/react';
import { MoveHorizontal } from 'lucide-react';
import { Code128 } from './code128';

export interface PartLabel {
  /** Unique among the labels (one per copy of a part). */
  readonly id: string;
  readonly partName: string;
  readonly orderNumber: string;
  readonly lengthMm: number;
  readonly widthMm: number;
  /** Edge band per side (L1, L2 along the length, W1, W2 along the width); null when not banded. */
  readonly edges: {
    readonly l1: string | null;
    readonly l2: string | null;
    readonly w1: string | null;
    readonly w2: string | null;
  };
  /** What the QR code encodes: a link to the part. */
  readonly link: string;
  /** A short extra line, e.g. the material and the sheet the part is cut from. */
  readonly detail?: string;
  /** What the Code 128 barcode encodes (a short code a station can scan); no barcode without it. */
  readonly scanCode?: string;
  /** The grain's direction on the part: along its length, or none (no arrow). */
  readonly grain?: 'length' | null;
}

export interface LabelSheetProps {
  readonly labels: readonly PartLabel[];
  /** Names the sheets for assistive technology, e.g. "Labels of SO-2026-0007 PP-003". */
  readonly label: string;
}

export const LABELS_PER_PAGE = 24;
const COLUMNS = 3;

const PRINT_CSS = `@media print {
  @page { size: A4; margin: 0; }
  body * { visibility: hidden !important; }
  .fpw-label-sheet, .fpw-label-sheet * { visibility: visible !important; }
  .fpw-label-sheet { position: absolute; inset: 0 auto auto 0; gap: 0 !important; }
  .fpw-label-page { break-after: page; box-shadow: none !important; border: none !important; }
}`;

const SIDES = [
  ['l1', 'L1'],
  ['l2', 'L2'],
  ['w1', 'W1'],
  ['w2', 'W2'],
] as const;

function edgeText(edges: PartLabel['edges']): string {
  const banded = SIDES.filter(([side]) => edges[side] !== null);
  if (banded.length === 0) return 'No edge band';
  return banded.map(([side, name]) => `${name} ${edges[side] ?? ''}`).join(' · ');
}

function Label({ label }: { label: PartLabel }) {
  return (
    <Box
      as="article"
      aria-label={`Label ${label.partName}, ${label.orderNumber}`}
      h="37.125mm"
      p="2mm"
      display="flex"
      gap="2mm"
      alignItems="center"
      overflow="hidden"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.muted"
      _print={{ borderWidth: '0' }}
    >
      <Box role="img" aria-label={`QR code for ${label.partName}`} flexShrink={0} data-qr-value={label.link}>
        <QrCode.Root value={label.link} size="sm" encoding={{ ecc: 'M' }}>
          <QrCode.Frame width="24mm" height="24mm">
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
      </Box>
      <Stack gap="0.5mm" minW="0" fontSize="8pt" lineHeight="1.2" color="fg">
        <Text fontWeight="bold" fontSize="9pt" lineClamp={label.scanCode ? 1 : 2}>
          {label.partName}
        </Text>
        <Text>{label.orderNumber}</Text>
        <HStack gap="1mm">
          <Text fontWeight="semibold">
            {label.lengthMm} × {label.widthMm} mm
          </Text>
          {label.grain === 'length' ? (
            <Box as="span" role="img" aria-label="Grain along the length" display="inline-flex">
              <MoveHorizontal size={14} aria-hidden="true" />
            </Box>
          ) : null}
        </HStack>
        <Text lineClamp={label.scanCode ? 1 : 2}>{edgeText(label.edges)}</Text>
        {label.detail ? (
          <Text color="fg.muted" lineClamp={1}>
            {label.detail}
          </Text>
        ) : null}
        {label.scanCode ? (
          <Code128
            value={label.scanCode}
            label={`Barcode ${label.scanCode} for ${label.partName}`}
            w="38mm"
            h="8mm"
          />
        ) : null}
      </Stack>
    </Box>
  );
}

export function LabelSheet({ labels, label }: LabelSheetProps) {
  const pages: PartLabel[][] = [];
  for (let i = 0; i < labels.length; i += LABELS_PER_PAGE) pages.push(labels.slice(i, i + LABELS_PER_PAGE));
  return (
    <Stack className="fpw-label-sheet" gap="6" aria-label={label} role="region" overflowX="auto">
      <style>{PRINT_CSS}</style>
      {pages.length === 0 ? <Text color="fg.muted">No labels to print.</Text> : null}
      {pages.map((page, index) => (
        <Grid
          key={index}
          className="fpw-label-page"
          role="group"
          aria-label={`Label sheet ${index + 1} of ${pages.length}`}
          w="210mm"
          minH="297mm"
          flexShrink={0}
          templateColumns={`repeat(${COLUMNS}, 70mm)`}
          alignContent="start"
          bg="bg"
          borderWidth="1px"
          borderColor="border"
          boxShadow="sm"
        >
          {page.map((item) => (
            <Label key={item.id} label={item} />
          ))}
        </Grid>
      ))}
    </Stack>
  );
}
