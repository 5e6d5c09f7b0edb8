/** Add or edit one part in a drawer: its panel, size, quantity, grain lock and the band on each edge. */
import { Box } from '@chakra-ui/react';
import { EditSheet, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldOption } from '@/ui/components/record-form/record-form-types';
import { bomPartFormSchema, EMPTY_PART, partFormOf, savePart, type BomPart } from '@/services/production';
import { formFailureOf } from '@/services/kit';

export function PartEditor({
  bomId,
  part,
  open,
  positions,
  panels,
  edgeBands,
  orderLines = [],
  onClose,
  onSaved,
  footer,
}: {
  bomId: string;
  part: BomPart | null;
  open: boolean;
  positions: readonly number[];
  panels: readonly RecordFieldOption[];
  edgeBands: readonly RecordFieldOption[];
  /** The lines of the BOM's order, for the part's line. */
  orderLines?: readonly RecordFieldOption[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
  /** Under the form: actions on the saved part (delete). */
  footer?: React.ReactNode;
}) {
  const band = (
    name: 'edge_band_l1_id' | 'edge_band_l2_id' | 'edge_band_w1_id' | 'edge_band_w2_id',
    label: string,
  ) => ({
    name,
    label,
    kind: 'select' as const,
    placeholder: 'None',
    options: edgeBands,
  });
  return (
    <EditSheet open={open} onClose={onClose} title={part ? part.name : 'New part'}>
      {open ? (
        <RecordForm
          key={part ? `${part.id}:${part.version}` : 'new'}
          label={part ? `Edit ${part.name}` : 'New part'}
          schema={bomPartFormSchema}
          defaultValues={part ? partFormOf(part) : EMPTY_PART}
          fields={[
            { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
            {
              name: 'order_line_id',
              label: 'Order line',
              kind: 'select',
              wide: true,
              placeholder: 'None',
              options: orderLines,
              helper: 'The furniture of the order this part is cut for.',
            },
            {
              name: 'processed_panel_id',
              label: 'Processed panel',
              kind: 'select',
              required: true,
              wide: true,
              placeholder: 'Choose a panel',
              options: panels,
            },
            {
              name: 'length_mm',
              label: 'Length',
              kind: 'number',
              unit: 'mm',
              required: true,
              min: 1,
              max: 6000,
            },
            {
              name: 'width_mm',
              label: 'Width',
              kind: 'number',
              unit: 'mm',
              required: true,
              min: 1,
              max: 3000,
            },
            {
              name: 'quantity',
              label: 'Quantity',
              kind: 'number',
              required: true,
              min: 1,
              max: 10000,
            },
            { name: 'grain_locked', label: 'Grain locked (never turned)', kind: 'checkbox' },
            band('edge_band_l1_id', 'Edge band L1 (long edge)'),
            band('edge_band_l2_id', 'Edge band L2 (long edge)'),
            band('edge_band_w1_id', 'Edge band W1 (short edge)'),
            band('edge_band_w2_id', 'Edge band W2 (short edge)'),
            { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
          ]}
          submitLabel={part ? 'Save part' : 'Add part'}
          onCancel={onClose}
          describeError={(error) => formFailureOf(error)}
          onSubmit={async (values) => {
            await savePart(bomId, part, values, positions);
            await onSaved();
            toaster.create({
              type: 'success',
              title: part ? `${values.name} saved` : `${values.name} added`,
            });
            onClose();
          }}
        />
      ) : null}
      {footer ? <Box mt="6">{footer}</Box> : null}
    </EditSheet>
  );
}
