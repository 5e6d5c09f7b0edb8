/**
 * The figures of a cutting plan: sheets by material against their lower bound, yield, waste,
 * cuts, cut length, cost, and the gap to the lower bound. Takes plain numbers, so any plan shape
 * can feed it.
 */
import { Badge, Box, SimpleGrid, Table, Text } from '@chakra-ui/react';

export interface SummaryMaterial {
  readonly material: string;
  readonly thickness: number;
  readonly sheets: number;
  readonly offcutsUsed: number;
  readonly lowerBound: number;
}

export interface CuttingSummaryProps {
  readonly sheets: number;
  readonly offcutsUsed: number;
  readonly byMaterial: readonly SummaryMaterial[];
  /** 0..1 */
  readonly yieldRatio: number;
  /** mm² */
  readonly wasteArea: number;
  readonly reusableOffcutArea: number;
  readonly cutCount: number;
  /** mm */
  readonly cutLength: number;
  readonly cost: number;
  readonly currency?: string;
  readonly lowerBound: number;
  /** (sheets - bound) / bound */
  readonly gap: number;
  readonly unplacedCount: number;
}

const squareMetres = (mm2: number): string => `${(mm2 / 1e6).toFixed(2)} m²`;

export function CuttingSummary(props: CuttingSummaryProps) {
  const money = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: props.currency ?? 'INR',
    maximumFractionDigits: 0,
  });
  const stats: { label: string; value: string; help?: string }[] = [
    {
      label: 'Sheets',
      value: String(props.sheets),
      help: props.offcutsUsed > 0 ? `plus ${props.offcutsUsed} offcuts from stock` : undefined,
    },
    { label: 'Yield', value: `${(props.yieldRatio * 100).toFixed(1)}%` },
    {
      label: 'Waste',
      value: squareMetres(props.wasteArea),
      help: `${squareMetres(props.reusableOffcutArea)} back to stock as offcuts`,
    },
    {
      label: 'Cuts',
      value: String(props.cutCount),
      help: `${(props.cutLength / 1000).toFixed(1)} m of cutting`,
    },
    { label: 'Cost', value: money.format(props.cost) },
    {
      label: 'Lower bound',
      value: String(props.lowerBound),
      help: props.gap <= 0 ? 'met: no plan can use fewer sheets' : `gap ${(props.gap * 100).toFixed(1)}%`,
    },
  ];
  return (
    <Box as="section" aria-label="Plan summary">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        {stats.map((stat) => (
          <Box key={stat.label} borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
            <Text textStyle="sm" color="fg.muted">
              {stat.label}
            </Text>
            <Text textStyle="2xl" fontWeight="semibold">
              {stat.value}
            </Text>
            {stat.help && (
              <Text textStyle="xs" color="fg.muted">
                {stat.help}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
      {props.unplacedCount > 0 && (
        <Text mt="3" color="red.fg" role="alert">
          {props.unplacedCount} {props.unplacedCount === 1 ? 'part was' : 'parts were'} not cut: see the list
          below.
        </Text>
      )}
      <Table.Root size="sm" mt="4" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          Sheets by material
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Material</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Thickness</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Sheets</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Offcuts used</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Lower bound</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.byMaterial.map((m) => (
            <Table.Row key={`${m.material}|${m.thickness}`}>
              <Table.Cell>{m.material}</Table.Cell>
              <Table.Cell textAlign="end">{m.thickness} mm</Table.Cell>
              <Table.Cell textAlign="end">{m.sheets}</Table.Cell>
              <Table.Cell textAlign="end">{m.offcutsUsed}</Table.Cell>
              <Table.Cell textAlign="end">
                {m.lowerBound}{' '}
                {m.sheets <= m.lowerBound && (
                  <Badge colorPalette="green" size="sm">
                    optimal
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
