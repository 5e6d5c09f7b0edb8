/** The parts of one bill of material: table, checks against the sheet size, edge band totals, editing. */
import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, Copy, Plus, Trash2, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog, DataTable, GatedButton, toaster, useClientTable, type DataTableColumn } from '@/ui';
import {
  edgeBandMetres,
  partProblem,
  duplicatePart,
  orderLineLabel,
  useBomParts,
  useDeletePart,
  useInvalidateBoms,
  useOrderLines,
  type BomPart,
  type OrderLineChoice,
  useCatalogueList,
  useCatalogueOptions,
} from '@/services/production';
import { usePermissions } from '@/services/admin';
import { PartEditor } from './part-editor';
import { PartsImport } from './parts-import';

const sheetOf = (part: BomPart) => ({ length: part.sheet_length_mm, width: part.sheet_width_mm });
const bandsOf = (part: BomPart) =>
  [part.edge_band_l1_name, part.edge_band_l2_name, part.edge_band_w1_name, part.edge_band_w2_name].filter(
    Boolean,
  ).length;

/** What the order line column shows for a part with no line chosen (and the filter's option for it). */
export const NO_ORDER_LINE = 'No order line';

const lineOf = (part: BomPart) => part.order_line_description ?? NO_ORDER_LINE;

/** The columns, with the order line filter offering the order's lines (and parts with none). */
const columnsFor = (lines: readonly OrderLineChoice[]): DataTableColumn<BomPart>[] => [
  { id: 'position', header: '#', value: (p) => p.position, sortable: true, align: 'end' },
  { id: 'name', header: 'Part', value: (p) => p.name, sortable: true, hideable: false },
  {
    id: 'order_line',
    header: 'Order line',
    value: lineOf,
    sortable: true,
    filter: {
      kind: 'select',
      options: [
        // One option per description: the column shows the description, and the filter matches it.
        ...[...new Set(lines.map((line) => line.description))].map((description) => ({
          value: description,
          label: description,
        })),
        { value: NO_ORDER_LINE, label: NO_ORDER_LINE },
      ],
    },
  },
  {
    id: 'panel',
    header: 'Processed panel',
    value: (p) => `${p.processed_panel_code} · ${p.processed_panel_name}`,
  },
  {
    id: 'size',
    header: 'L × W',
    value: (p) => `${p.length_mm} × ${p.width_mm} mm`,
    csv: (p) => `${p.length_mm}x${p.width_mm}`,
  },
  { id: 'quantity', header: 'Qty', value: (p) => p.quantity, sortable: true, align: 'end' },
  { id: 'grain', header: 'Grain', value: (p) => (p.grain_locked ? 'Locked' : 'Free') },
  { id: 'bands', header: 'Banded edges', value: (p) => bandsOf(p), align: 'end' },
  {
    id: 'check',
    header: 'Check',
    value: (p) => partProblem(p, sheetOf(p)) ?? 'Fits',
    cell: (p) =>
      partProblem(p, sheetOf(p)) ? (
        <Badge colorPalette="red">Too large</Badge>
      ) : (
        <Badge colorPalette="green" variant="subtle">
          Fits
        </Badge>
      ),
  },
];

export function BomParts({ bomId, bomName, orderId }: { bomId: string; bomName: string; orderId: string }) {
  const parts = useBomParts(bomId);
  const orderLines = useOrderLines(orderId);
  const columns = useMemo(() => columnsFor(orderLines.data ?? []), [orderLines.data]);
  const lineOptions = useMemo(
    () => (orderLines.data ?? []).map((line) => ({ value: line.id, label: orderLineLabel(line) })),
    [orderLines.data],
  );
  const invalidate = useInvalidateBoms();
  const remove = useDeletePart();
  const processedPanels = useCatalogueList('processed_panels', { status: 'active' });
  const edgeBands = useCatalogueOptions('edge_bands');
  const { can, reason } = usePermissions();
  const blocked = can('bom.edit') ? null : reason('bom.edit');
  const [editing, setEditing] = useState<BomPart | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<BomPart | null>(null);
  const rows = useMemo(() => parts.data ?? [], [parts.data]);
  const table = useClientTable(rows, columns, { sort: [{ id: 'position', desc: false }] });
  const positions = rows.map((p) => p.position);
  const problems = rows.flatMap((p) => {
    const problem = partProblem(p, sheetOf(p));
    return problem ? [{ part: p, problem }] : [];
  });
  const bandNames = new Map(
    rows.flatMap((p) => [
      [p.edge_band_l1_id, p.edge_band_l1_name],
      [p.edge_band_l2_id, p.edge_band_l2_name],
      [p.edge_band_w1_id, p.edge_band_w1_name],
      [p.edge_band_w2_id, p.edge_band_w2_name],
    ]),
  );
  const metres = [...edgeBandMetres(rows)].sort((a, b) => b[1] - a[1]);
  const panelChoices = (processedPanels.data?.rows ?? []).map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
  }));
  const panelOptions = panelChoices.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }));
  const editingPart = editing === 'new' ? null : editing;

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <GatedButton colorPalette="brand" blockedReason={blocked} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add part
        </GatedButton>
        <GatedButton variant="outline" blockedReason={blocked} onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" /> Import CSV
        </GatedButton>
      </HStack>
      {problems.length > 0 ? (
        <Stack
          role="alert"
          gap="2"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          rounded="l2"
          px="4"
          py="3"
        >
          <HStack gap="2">
            <AlertTriangle aria-hidden="true" size={18} />
            <Text fontWeight="semibold">
              {problems.length} {problems.length === 1 ? 'part does' : 'parts do'} not fit a sheet of their
              panel. Fix them before optimising.
            </Text>
          </HStack>
          <List.Root ps="5">
            {problems.slice(0, 8).map(({ part, problem }) => (
              <List.Item key={part.id}>
                {part.name} ({part.length_mm} × {part.width_mm} mm): {problem}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : rows.length > 0 ? (
        <Text color="fg.muted" role="status">
          All {rows.length} part lines fit a sheet of their panel.
        </Text>
      ) : null}
      <DataTable
        label={`Parts of ${bomName}`}
        columns={columns}
        rows={table.rows}
        total={table.total}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        state={table.state}
        onStateChange={table.onStateChange}
        isLoading={parts.isPending}
        error={parts.isError ? parts.error.message : null}
        onRetry={() => void parts.refetch()}
        emptyTitle="No parts yet"
        emptyDescription="Add parts one by one or import them from a CSV file."
        exportFileName="bom-parts"
        exportRows={table.exportRows}
        onRowActivate={(p) => setEditing(p)}
        selectable={!blocked}
        bulkActions={({ selected, clear }) =>
          selected.length === 1 && !blocked ? (
            <Button
              size="sm"
              variant="outline"
              onClick={async () => {
                const [part] = selected;
                if (!part) return;
                try {
                  await duplicatePart(part, rows);
                  await invalidate();
                  toaster.create({ type: 'success', title: `${part.name} duplicated` });
                  clear();
                } catch (error) {
                  toaster.create({
                    type: 'error',
                    title: error instanceof Error ? error.message : 'Not duplicated',
                  });
                }
              }}
            >
              <Copy aria-hidden="true" /> Duplicate
            </Button>
          ) : null
        }
      />
      {metres.length > 0 ? (
        <Card.Root size="sm" variant="outline">
          <Card.Header>
            <Heading as="h2" size="sm">
              Edge band needed
            </Heading>
          </Card.Header>
          <Card.Body>
            <List.Root ps="5" gap="1" aria-label="Edge band needed">
              {metres.map(([band, value]) => (
                <List.Item key={band}>
                  {bandNames.get(band) ?? band}: {value.toLocaleString('en-IN')} m
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      ) : null}
      <PartEditor
        bomId={bomId}
        part={editingPart}
        open={editing !== null}
        positions={positions}
        panels={panelOptions}
        edgeBands={edgeBands.data ?? []}
        orderLines={lineOptions}
        onClose={() => setEditing(null)}
        onSaved={invalidate}
        footer={
          editingPart && !blocked ? (
            <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(editingPart)}>
              <Trash2 aria-hidden="true" /> Delete part
            </Button>
          ) : null
        }
      />
      <PartsImport
        bomId={bomId}
        open={importing}
        onOpenChange={setImporting}
        panels={panelChoices}
        orderLines={lineOptions}
        positions={positions}
        onImported={invalidate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        tone="danger"
        title={`Delete ${deleting?.name ?? 'this part'}?`}
        description="The part leaves this bill of material. Cutting plans made earlier keep their own copy."
        confirmLabel="Delete part"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toaster.create({ type: 'success', title: `${deleting.name} deleted` });
          setEditing(null);
        }}
      />
    </Stack>
  );
}
