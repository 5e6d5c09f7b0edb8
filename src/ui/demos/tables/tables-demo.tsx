import { Badge, Stack, Table, type TableRootProps } from '@chakra-ui/react';
import { DemoGrid, DemoSection, PageHeader, ScrollRegion } from '@/ui';

interface PanelStock {
  code: string;
  material: string;
  thickness: number;
  sheets: number;
  reorderAt: number;
}

/** Sheet stock in the workshop, the table every example shows. */
const PANEL_STOCK: PanelStock[] = [
  { code: 'BWP-18', material: 'BWP plywood', thickness: 18, sheets: 64, reorderAt: 40 },
  { code: 'BWP-12', material: 'BWP plywood', thickness: 12, sheets: 22, reorderAt: 25 },
  { code: 'BWP-6', material: 'BWP plywood', thickness: 6, sheets: 31, reorderAt: 20 },
  { code: 'MR-18', material: 'MR plywood', thickness: 18, sheets: 48, reorderAt: 30 },
  { code: 'HDHMR-18', material: 'HDHMR board', thickness: 18, sheets: 12, reorderAt: 20 },
  { code: 'MDF-12', material: 'MDF', thickness: 12, sheets: 36, reorderAt: 15 },
  { code: 'PB-18', material: 'Particle board', thickness: 18, sheets: 55, reorderAt: 30 },
  { code: 'LAM-1-WAL', material: 'Laminate, Walnut', thickness: 1, sheets: 140, reorderAt: 60 },
  { code: 'LAM-1-FRW', material: 'Laminate, Frosty white', thickness: 1, sheets: 46, reorderAt: 60 },
  { code: 'ACR-1.5', material: 'Acrylic, Frosty white', thickness: 1.5, sheets: 18, reorderAt: 10 },
  { code: 'VEN-4-TEAK', material: 'Teak veneer', thickness: 4, sheets: 9, reorderAt: 8 },
  { code: 'BWR-25', material: 'BWR blockboard', thickness: 25, sheets: 14, reorderAt: 10 },
];

const SIZES = ['sm', 'md', 'lg'] as const;

function StockTable({
  rows = PANEL_STOCK.slice(0, 5),
  ...tableProps
}: TableRootProps & { rows?: PanelStock[] }) {
  return (
    <Table.Root {...tableProps}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Code</Table.ColumnHeader>
          <Table.ColumnHeader>Material</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Thickness</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Sheets</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((panel) => (
          <Table.Row key={panel.code}>
            <Table.Cell fontFamily="mono">{panel.code}</Table.Cell>
            <Table.Cell>{panel.material}</Table.Cell>
            <Table.Cell textAlign="end">{panel.thickness} mm</Table.Cell>
            <Table.Cell textAlign="end">{panel.sheets}</Table.Cell>
            <Table.Cell>
              {panel.sheets < panel.reorderAt ? (
                <Badge colorPalette="orange">Reorder</Badge>
              ) : (
                <Badge colorPalette="green">In stock</Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Static table styles: plain, striped, bordered, hover, the three sizes and a sticky header. */
export function TablesDemo() {
  return (
    <>
      <PageHeader
        title="Tables"
        description="Table styles for lists of records: the panel stock as an example."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Plain" description="Lines between rows only.">
          <ScrollRegion label="Panel stock, plain">
            <StockTable aria-label="Panel stock, plain" />
          </ScrollRegion>
        </DemoSection>
        <DemoSection title="Striped" description="Alternate rows shaded, for long rows.">
          <ScrollRegion label="Panel stock, striped">
            <StockTable aria-label="Panel stock, striped" striped />
          </ScrollRegion>
        </DemoSection>
        <DemoSection title="Bordered" description="Lines around every cell, for dense figures.">
          <ScrollRegion label="Panel stock, bordered">
            <StockTable aria-label="Panel stock, bordered" variant="outline" showColumnBorder />
          </ScrollRegion>
        </DemoSection>
        <DemoSection title="Hover" description="The row under the pointer is highlighted.">
          <ScrollRegion label="Panel stock, hover">
            <StockTable aria-label="Panel stock, hover" interactive />
          </ScrollRegion>
        </DemoSection>
        <DemoSection title="Sizes" description="Small, medium and large cell padding.">
          <Stack gap="4">
            {SIZES.map((size) => (
              <ScrollRegion key={size} label={`Panel stock, size ${size}`}>
                <StockTable
                  aria-label={`Panel stock, size ${size}`}
                  size={size}
                  rows={PANEL_STOCK.slice(0, 2)}
                />
              </ScrollRegion>
            ))}
          </Stack>
        </DemoSection>
        <DemoSection title="Sticky header" description="The header stays in view while the rows scroll.">
          <ScrollRegion label="Panel stock, sticky header" maxH="64">
            <StockTable aria-label="Panel stock, sticky header" stickyHeader rows={PANEL_STOCK} />
          </ScrollRegion>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
