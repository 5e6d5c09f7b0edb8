/** The result of a run: summary, one diagram per sheet with its SVG export, the parts list. */
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Download, FileDown, Printer, Tags } from 'lucide-react';
import { sheetSvg } from '@/services/optimizer';
import type { CuttingPlan } from '@/services/optimizer';
import { CuttingDiagram } from '@/ui/components/cutting-diagram/cutting-diagram';
import { CuttingSummary } from '@/ui/components/cutting-summary/cutting-summary';
import { cutListCsv } from './cut-list-csv';
import { downloadText, fileSafe } from './download';
import type { PrintMode } from './print-view';

interface PlanResultsProps {
  readonly plan: CuttingPlan;
  readonly jobName: string;
  readonly onPrint: (mode: PrintMode) => void;
}

const mm = (value: number): string => String(Math.round(value * 10) / 10);

export function PlanResults({ plan, jobName, onPrint }: PlanResultsProps) {
  const base = fileSafe(jobName);
  const partsById = new Map<string, { name: string; size: string; sheets: Set<number>; count: number }>();
  for (const sheet of plan.sheets) {
    for (const part of sheet.parts) {
      const entry = partsById.get(part.partId) ?? {
        name: part.name,
        size: `${mm(part.cutLength)} × ${mm(part.cutWidth)}`,
        sheets: new Set<number>(),
        count: 0,
      };
      entry.sheets.add(sheet.index);
      entry.count++;
      partsById.set(part.partId, entry);
    }
  }
  return (
    <Stack gap="6" as="section" aria-labelledby="plan-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="plan-heading">
          Cutting plan
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadText(`${base}-cut-list.csv`, cutListCsv(plan), 'text/csv')}
          >
            <FileDown /> Cut list CSV
          </Button>
          <Button size="sm" variant="outline" onClick={() => onPrint('diagrams')}>
            <Printer /> Print diagrams
          </Button>
          <Button size="sm" variant="outline" onClick={() => onPrint('labels')}>
            <Tags /> Print labels
          </Button>
        </HStack>
      </HStack>
      <CuttingSummary
        sheets={plan.totals.sheets}
        offcutsUsed={plan.totals.offcutsUsed}
        byMaterial={plan.totals.byMaterial}
        yieldRatio={plan.totals.yield}
        wasteArea={plan.totals.wasteArea}
        reusableOffcutArea={plan.totals.reusableOffcutArea}
        cutCount={plan.totals.cutCount}
        cutLength={plan.totals.cutLength}
        cost={plan.totals.cost}
        lowerBound={plan.lowerBound.best}
        gap={plan.lowerBound.gap}
        unplacedCount={plan.unplaced.reduce((s, u) => s + u.quantity, 0)}
      />
      {plan.unplaced.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            Parts not cut
          </Heading>
          <Table.Root size="sm" variant="outline" aria-label="Parts not cut">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Part</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader>Why</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {plan.unplaced.map((u) => (
                <Table.Row key={u.partId}>
                  <Table.Cell>{u.name || '(no name)'}</Table.Cell>
                  <Table.Cell textAlign="end">{u.quantity}</Table.Cell>
                  <Table.Cell>{u.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Box>
        <Heading as="h3" size="md" mb="3">
          Diagrams
        </Heading>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {plan.sheets.map((sheet) => (
            <Box key={sheet.index}>
              <CuttingDiagram sheet={sheet} />
              <Button
                size="xs"
                variant="ghost"
                mt="1"
                onClick={() =>
                  downloadText(`${base}-sheet-${sheet.index}.svg`, sheetSvg(sheet, jobName), 'image/svg+xml')
                }
              >
                <Download /> SVG of sheet {sheet.index}
              </Button>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="2">
          Parts list
        </Heading>
        <Table.Root size="sm" variant="outline" aria-label="Parts list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Part</Table.ColumnHeader>
              <Table.ColumnHeader>Cut size (mm)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Qty cut</Table.ColumnHeader>
              <Table.ColumnHeader>On sheets</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...partsById.entries()].map(([id, p]) => (
              <Table.Row key={id}>
                <Table.Cell>{p.name}</Table.Cell>
                <Table.Cell>{p.size}</Table.Cell>
                <Table.Cell textAlign="end">{p.count}</Table.Cell>
                <Table.Cell>{[...p.sheets].sort((a, b) => a - b).join(', ')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text textStyle="xs" color="fg.muted" mt="2">
          Solved in {Math.round(plan.elapsedMs)} ms{plan.optimal ? '; the lower bound is met.' : '.'}
        </Text>
      </Box>
    </Stack>
  );
}
