/**
 * The change-order dialog of a confirmed order (issue 20): change a line's quantity, unit cost or
 * discount, remove it, or add one, each with a reason that is kept. The database checks who and
 * when and recomputes the totals; its refusal shows in the dialog, beside the field it concerns,
 * and what was typed stays.
 */
import { Stack, Text } from '@chakra-ui/react';
import { DialogFrame, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import {
  BOQ_LABELS,
  MEASURE_UNITS,
  changeOrderFailure,
  lineChangeSchema,
  lineRemovalSchema,
  newLineSchema,
  useChangeOrder,
  type LineChange,
  type LineChangeForm,
  type LineRemovalForm,
  type NewLine,
  type NewLineForm,
} from '@/services/commercials';
import type { OrderLine, SalesOrder } from '@/services/commercials';
import { rupees } from '../catalogue/catalogue-format';

export type LineDialog =
  { kind: 'change'; line: OrderLine } | { kind: 'remove'; line: OrderLine } | { kind: 'add' };

const REASON: RecordFieldSpec<'reason'> = {
  name: 'reason',
  label: 'Reason',
  kind: 'textarea',
  required: true,
  wide: true,
  helper: 'Kept with the change, with your name and the time.',
};

/** What a change order can change on a line, and what a new line is priced with. */
const PRICE_FIELDS: RecordFieldSpec<'quantity' | 'unit_cost' | 'discount_percent'>[] = [
  { name: 'quantity', label: 'Quantity', kind: 'number', required: true, min: 0 },
  { name: 'unit_cost', label: 'Unit cost', kind: 'money', unit: '₹', required: true, min: 0 },
  {
    name: 'discount_percent',
    label: 'Discount',
    kind: 'number',
    unit: '%',
    required: true,
    min: 0,
    max: 100,
  },
];

const CHANGE_FIELDS: RecordFieldSpec<keyof LineChangeForm>[] = [...PRICE_FIELDS, REASON];

const NEW_LINE_FIELDS: RecordFieldSpec<keyof NewLineForm>[] = [
  { name: 'description', label: 'Description', kind: 'text', required: true, wide: true },
  {
    name: 'unit',
    label: 'Unit',
    kind: 'select',
    required: true,
    options: MEASURE_UNITS.map((unit) => ({ value: unit, label: BOQ_LABELS[unit] ?? unit })),
  },
  ...PRICE_FIELDS,
  { name: 'gst_rate', label: 'GST', kind: 'number', unit: '%', required: true, min: 0, max: 100 },
  REASON,
];

const TITLES = { change: 'Change a line', remove: 'Remove a line', add: 'Add a line' } as const;

export function OrderLineDialog({
  order,
  dialog,
  open,
  onClose,
}: {
  order: SalesOrder;
  /** Kept after closing, so the dialog keeps its title and form while it fades out. */
  dialog: LineDialog | null;
  open: boolean;
  onClose: () => void;
}) {
  const change = useChangeOrder();
  const saved = (total: number, what: string) => {
    toaster.create({ type: 'success', title: `${what}: ${order.number} now totals ${rupees(total)}` });
    onClose();
  };
  return (
    <DialogFrame
      open={open && dialog !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={dialog ? `${TITLES[dialog.kind]} of ${order.number}` : ''}
      fresh
    >
      <Stack gap="4">
        <Text color="fg.muted">
          A change order: the old and new values and the totals before and after are kept in the order's
          changes.
        </Text>
        {dialog?.kind === 'change' ? (
          <>
            <Text fontWeight="semibold">{dialog.line.description}</Text>
            <RecordForm<LineChangeForm, LineChange>
              label="Line change"
              schema={lineChangeSchema}
              defaultValues={{
                quantity: dialog.line.quantity,
                unit_cost: dialog.line.unit_cost,
                discount_percent: dialog.line.discount_percent,
                reason: '',
              }}
              fields={CHANGE_FIELDS}
              columns={2}
              blockNavigation={false}
              submitLabel="Save change"
              onCancel={onClose}
              describeError={changeOrderFailure}
              onSubmit={async (values) => {
                saved(
                  await change.mutateAsync({
                    kind: 'change',
                    lineId: dialog.line.id,
                    change: values,
                  }),
                  'Line changed',
                );
              }}
            />
          </>
        ) : dialog?.kind === 'remove' ? (
          <>
            <Text fontWeight="semibold">{dialog.line.description}</Text>
            <RecordForm<LineRemovalForm, LineRemovalForm>
              label="Line removal"
              schema={lineRemovalSchema}
              defaultValues={{ reason: '' }}
              fields={[REASON]}
              columns={1}
              blockNavigation={false}
              submitLabel="Remove line"
              onCancel={onClose}
              describeError={changeOrderFailure}
              onSubmit={async (values) => {
                saved(
                  await change.mutateAsync({
                    kind: 'remove',
                    lineId: dialog.line.id,
                    reason: values.reason,
                  }),
                  'Line removed',
                );
              }}
            />
          </>
        ) : dialog?.kind === 'add' ? (
          <RecordForm<NewLineForm, NewLine>
            label="New line"
            schema={newLineSchema}
            defaultValues={{
              description: '',
              unit: 'nos',
              quantity: 1,
              unit_cost: 0,
              discount_percent: 0,
              gst_rate: 18,
              reason: '',
            }}
            fields={NEW_LINE_FIELDS}
            columns={2}
            blockNavigation={false}
            submitLabel="Add line"
            onCancel={onClose}
            describeError={changeOrderFailure}
            onSubmit={async (values) => {
              saved(await change.mutateAsync({ kind: 'add', orderId: order.id, line: values }), 'Line added');
            }}
          />
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
