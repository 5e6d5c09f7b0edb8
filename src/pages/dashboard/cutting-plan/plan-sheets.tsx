/** The sheets of a saved plan: each drawn to scale, with its cuts listed in saw order. */
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { StoredPlanResult } from '@/services/production';
import { CuttingDiagram } from '@/ui/components/cutting-diagram/cutting-diagram';

const mm = (value: number): string => String(Math.round(value * 10) / 10);

function cutDirection(axis: 'x' | 'y'): string {
  // A line of constant x runs across the sheet's length.
  return axis === 'x' ? 'Across' : 'Along';
}

export function PlanSheets({ layout }: { layout: StoredPlanResult }) {
  return (
    <Stack as="section" aria-labelledby="plan-sheets-heading" gap="6">
      <Heading as="h3" size="md" id="plan-sheets-heading">
        Sheets and cuts
      </Heading>
      {layout.sheets.map((sheet) => (
        <Stack key={sheet.index} gap="3">
          <CuttingDiagram
            sheet={sheet}
            title={`Sheet ${sheet.index}${sheet.offcutStock ? ' (offcut from stock)' : ''}`}
          />
          <Box overflowX="auto">
            <Table.Root size="sm" variant="outline" aria-label={`Cuts of sheet ${sheet.index}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="end">#</Table.ColumnHeader>
                  <Table.ColumnHeader>Direction</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">At (mm)</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">From – to (mm)</Table.ColumnHeader>
                  <Table.ColumnHeader>Kind</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sheet.cuts.map((cut) => (
                  <Table.Row key={cut.order}>
                    <Table.Cell textAlign="end">{cut.order}</Table.Cell>
                    <Table.Cell>{cutDirection(cut.axis)}</Table.Cell>
                    <Table.Cell textAlign="end">{mm(cut.position)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {mm(cut.from)} – {mm(cut.to)}
                    </Table.Cell>
                    <Table.Cell>
                      {cut.stage === 0 ? 'Edge trim' : cut.trim ? 'Waste trim' : `Stage ${cut.stage}`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Text textStyle="xs" color="fg.muted">
            {sheet.parts.length} parts · yield {Math.round(sheet.yield * 1000) / 10}% ·{' '}
            {sheet.offcuts.filter((o) => o.reusable).length} reusable offcuts
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
