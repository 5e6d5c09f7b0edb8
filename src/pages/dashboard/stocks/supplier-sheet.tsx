/**
 * One supplier beside the suppliers list: their details in the one RecordForm (for whoever holds
 * purchase.order; others read them), and the items they supply with their own code, the last price
 * paid (set by each goods receipt) and the lead time. `supplier=new` adds one.
 */
import { Badge, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, RecordSheet, RecordSheetRecord, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { stockUnitWord } from '@/ui/format/stock-unit';
import { usePermissions } from '@/services/admin';
import { formFailureOf } from '@/services/kit';
import {
  getSupplier,
  NEW_SUPPLIER,
  saveSupplier,
  SUPPLIER_CONSTRAINT_FIELDS,
  supplierFormOf,
  supplierFormSchema,
  supplierKeys,
  supplierQueries,
  type Supplier,
  type SupplierForm,
  type SupplierFormInput,
} from '@/services/purchasing';

const FIELDS: RecordFieldSpec<keyof SupplierFormInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
  { name: 'gstin', label: 'GSTIN', kind: 'text', placeholder: '27AABCG4821K1Z3' },
  { name: 'state', label: 'State', kind: 'text', helper: 'Decides CGST and SGST or IGST on orders.' },
  { name: 'address', label: 'Address', kind: 'textarea', wide: true },
  { name: 'contact_name', label: 'Contact person', kind: 'text' },
  { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'off' },
  {
    name: 'payment_terms_days',
    label: 'Payment terms',
    kind: 'number',
    unit: 'days',
    min: 0,
    max: 365,
    step: 1,
    required: true,
  },
  { name: 'active', label: 'Still bought from', kind: 'checkbox' },
];

function SupplierEditor({
  supplier,
  onSaved,
  onCancel,
}: {
  supplier: Supplier | null;
  onSaved: (saved: Supplier) => void;
  onCancel?: () => void;
}) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ({ form, overwrite }: { form: SupplierForm; overwrite: boolean }) =>
      saveSupplier(supplier?.id ?? null, supplier?.version ?? 1, form, overwrite),
    meta: { handlesError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: supplierKeys.all }),
  });
  return (
    <RecordForm
      key={supplier ? `${supplier.id}:${supplier.version}` : 'new'}
      label={supplier ? `Edit ${supplier.name}` : 'New supplier'}
      schema={supplierFormSchema}
      defaultValues={supplier ? supplierFormOf(supplier) : NEW_SUPPLIER}
      fields={FIELDS}
      columns={2}
      submitLabel={supplier ? 'Save supplier' : 'Add supplier'}
      onCancel={onCancel}
      describeError={(error) => formFailureOf(error, SUPPLIER_CONSTRAINT_FIELDS)}
      onReload={
        supplier
          ? async () => {
              const fresh = await getSupplier(supplier.id);
              return supplierFormOf(fresh ?? supplier);
            }
          : undefined
      }
      onSubmit={async (form, context) => {
        const saved = await save.mutateAsync({ form, overwrite: context.overwrite });
        toaster.create({ type: 'success', title: `${saved.name} saved` });
        onSaved(saved);
      }}
    />
  );
}

function SupplierDetails({ supplier }: { supplier: Supplier }) {
  const rows: [string, string | null][] = [
    ['GSTIN', supplier.gstin],
    ['State', supplier.state],
    ['Address', supplier.address],
    ['Contact person', supplier.contact_name],
    ['Phone', supplier.phone],
    ['E-mail', supplier.email],
    ['Payment terms', `${supplier.payment_terms_days} days`],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function SuppliedItems({ supplier }: { supplier: Supplier }) {
  const items = useQuery(supplierQueries.items(supplier.id));
  if (items.isPending) return <LoadingState label="Loading the items…" />;
  if (items.isError)
    return (
      <ErrorState
        title="The items could not be loaded"
        message={items.error.message}
        onRetry={() => void items.refetch()}
      />
    );
  if (items.data.length === 0)
    return (
      <EmptyState
        title="No items yet"
        description="An item joins this list when a purchase order for it is raised from this supplier."
      />
    );
  return (
    <Table.Root size="sm" aria-label={`Items supplied by ${supplier.name}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Item</Table.ColumnHeader>
          <Table.ColumnHeader>Their code</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Last price</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Lead time</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.data.map((item) => (
          <Table.Row key={item.id}>
            <Table.Cell>
              <Text>{item.item_name}</Text>
              <Text textStyle="xs" color="fg.muted">
                {item.sku}
              </Text>
            </Table.Cell>
            <Table.Cell>{item.supplier_code ?? '—'}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {item.last_price === null
                ? '—'
                : `${rupeesAndPaise.format(item.last_price)} / ${stockUnitWord(item.unit, 1)}`}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {item.lead_time_days} {item.lead_time_days === 1 ? 'day' : 'days'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SupplierRecord({ id }: { id: string }) {
  const supplier = useQuery(supplierQueries.detail(id));
  const permissions = usePermissions();
  return (
    <RecordSheetRecord
      query={supplier}
      noun="Supplier"
      title={(row) => row.name}
      subtitle={(row) => (row.active ? null : <Badge alignSelf="flex-start">Retired</Badge>)}
      missing="No such supplier."
    >
      {(row) => (
        <Stack gap="6">
          {permissions.can('purchase.order') ? (
            <SupplierEditor supplier={row} onSaved={() => undefined} />
          ) : (
            <SupplierDetails supplier={row} />
          )}
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Items supplied
            </Heading>
            <SuppliedItems supplier={row} />
          </Stack>
        </Stack>
      )}
    </RecordSheetRecord>
  );
}

export function SupplierSheet({
  id,
  onOpen,
  onClose,
}: {
  id: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <RecordSheet
      id={id}
      onClose={onClose}
      size="lg"
      create={{
        title: 'New supplier',
        body: <SupplierEditor supplier={null} onSaved={(saved) => onOpen(saved.id)} onCancel={onClose} />,
      }}
    >
      {(supplierId) => <SupplierRecord key={supplierId} id={supplierId} />}
    </RecordSheet>
  );
}
