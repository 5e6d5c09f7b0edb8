/**
 * One stock item: its figures, its ledger with the running balance, and the two movements people
 * record by hand (a purchase received, a count adjusted with its reason). Stock below zero is refused
 * by the database, and its message lands on the form.
 */
import { HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EditSheet, GatedButton, LoadingState, StockLedger, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { usePermissions } from '@/services/admin';
import {
  adjustmentSchema,
  MOVEMENT_LABELS,
  purchaseSchema,
  STOCK_KIND_LABELS,
  useRecordMovement,
  useStockLedger,
  type AdjustmentForm,
  type PurchaseForm,
  type StockLevel,
} from '@/services/production';
import { rupees } from '../catalogue/catalogue-format';

const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

const EMPTY_PURCHASE: PurchaseForm = { quantity: null, unit_cost: null, reference: '', note: '' };
const EMPTY_ADJUSTMENT: AdjustmentForm = { quantity: null, note: '' };

function MovementForms({ item }: { item: StockLevel }) {
  const [open, setOpen] = useState<'purchase' | 'adjustment' | null>(null);
  const record = useRecordMovement();
  const { can, reason } = usePermissions();
  const blocked = can('stock.adjust') ? null : reason('stock.adjust');
  // Closes the form that was saved, not one opened while the save was on its way.
  const done = (form: 'purchase' | 'adjustment', title: string) => {
    toaster.create({ type: 'success', title });
    setOpen((current) => (current === form ? null : current));
  };
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <GatedButton
          size="sm"
          colorPalette="brand"
          variant={open === 'purchase' ? 'solid' : 'outline'}
          blockedReason={blocked}
          onClick={() => setOpen(open === 'purchase' ? null : 'purchase')}
        >
          Receive purchase
        </GatedButton>
        <GatedButton
          size="sm"
          variant={open === 'adjustment' ? 'solid' : 'outline'}
          blockedReason={blocked}
          onClick={() => setOpen(open === 'adjustment' ? null : 'adjustment')}
        >
          Adjust count
        </GatedButton>
      </HStack>
      {open === 'purchase' ? (
        <RecordForm
          label={`Receive ${item.name}`}
          schema={purchaseSchema}
          defaultValues={{ ...EMPTY_PURCHASE, unit_cost: item.last_unit_cost }}
          fields={[
            {
              name: 'quantity',
              label: 'Quantity',
              kind: 'number',
              unit: item.unit,
              required: true,
              min: 0,
              step: 1,
            },
            { name: 'unit_cost', label: 'Price per unit', kind: 'money', unit: '₹', min: 0 },
            { name: 'reference', label: 'Purchase order or invoice', kind: 'text', required: true },
            { name: 'note', label: 'Note', kind: 'text' },
          ]}
          submitLabel="Record purchase"
          onCancel={() => setOpen(null)}
          blockNavigation={false}
          onSubmit={async (values) => {
            await record.mutateAsync({ kind: 'purchase', item, form: values });
            done(
              'purchase',
              `${quantity.format(values.quantity ?? 0)} ${item.unit} of ${item.name} received`,
            );
          }}
        />
      ) : null}
      {open === 'adjustment' ? (
        <RecordForm
          label={`Adjust ${item.name}`}
          schema={adjustmentSchema}
          defaultValues={EMPTY_ADJUSTMENT}
          fields={[
            {
              name: 'quantity',
              label: 'Change',
              kind: 'number',
              unit: item.unit,
              required: true,
              step: 1,
              helper: 'Negative takes away: -2 means two fewer than recorded.',
            },
            { name: 'note', label: 'Reason', kind: 'text', required: true, helper: 'What the count found.' },
          ]}
          submitLabel="Record adjustment"
          onCancel={() => setOpen(null)}
          blockNavigation={false}
          onSubmit={async (values) => {
            await record.mutateAsync({ kind: 'adjustment', item, form: values });
            done('adjustment', `${item.name} adjusted`);
          }}
        />
      ) : null}
    </Stack>
  );
}

export function StockItemDrawer({ item, onClose }: { item: StockLevel | null; onClose: () => void }) {
  const ledger = useStockLedger(item?.id ?? null);
  return (
    <EditSheet
      open={item !== null}
      onClose={onClose}
      size="lg"
      title={item?.name ?? 'Stock item'}
      subtitle={
        item ? `${item.sku} · ${STOCK_KIND_LABELS[item.kind]} · ${item.location ?? 'No location'}` : null
      }
    >
      {item ? (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <Stat.Root>
              <Stat.Label>On hand</Stat.Label>
              <Stat.ValueText color={item.below_reorder_level ? 'fg.error' : undefined}>
                {quantity.format(item.on_hand)} {item.unit}
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Reorder level</Stat.Label>
              <Stat.ValueText>{quantity.format(item.reorder_level)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Last price</Stat.Label>
              <Stat.ValueText>
                {item.last_unit_cost === null ? '—' : rupees(item.last_unit_cost)}
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Value</Stat.Label>
              <Stat.ValueText>{rupees(item.stock_value)}</Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
          <MovementForms key={item.id} item={item} />
          {ledger.isPending ? (
            <LoadingState label="Loading the ledger…" />
          ) : ledger.isError ? (
            <Text color="fg.error">The ledger could not be loaded.</Text>
          ) : (
            <StockLedger
              label={`Ledger of ${item.name}`}
              unit={item.unit}
              lines={ledger.data.map((line) => ({
                id: line.id,
                movedAt: line.moved_at,
                kind: MOVEMENT_LABELS[line.kind],
                quantity: line.quantity,
                balance: line.balance,
                reference: line.reference,
                note: line.note,
                by: line.recorded_by_name,
              }))}
            />
          )}
        </Stack>
      ) : null}
    </EditSheet>
  );
}
