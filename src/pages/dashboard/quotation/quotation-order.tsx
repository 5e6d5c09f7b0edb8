/**
 * The step from an approved quotation to its order: "Create order" (order.create) asks where the
 * order ships and the GSTIN to bill, made with create_order_from_quotation, then opens the new
 * order. A quotation that already has its order links to it instead: one order per quotation.
 */
import { Link, Text } from '@chakra-ui/react';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DialogFrame, GatedButton, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { isDataSourceError } from '@/services/backend';
import { formFailureOf } from '@/services/kit';
import {
  newOrderSchema,
  ORDER_CONSTRAINT_FIELDS,
  useCreateOrderFromQuotation,
  useQuotationOrder,
  type NewOrderForm,
  useQuotationClient,
  type QuotationClient,
  type QuotationSummary,
} from '@/services/commercials';
import { usePermissions } from '@/services/admin';
import { useProject } from '@/services/projects';
import { href } from '@/routes/paths';

/** The database's refusals of a new order, next to the field they concern or above the buttons. */
const NEW_ORDER_CONSTRAINTS = {
  ...ORDER_CONSTRAINT_FIELDS,
  sales_orders_shipping_address_check: {
    field: 'shipping_address',
    message: 'Enter the address the order ships to.',
  },
} as const;

function describeFailure(error: unknown) {
  if (isDataSourceError(error) && error.constraint === 'sales_orders_quotation_id_key') {
    return {
      kind: 'form' as const,
      message: 'This quotation already has an order: reload the page to open it.',
    };
  }
  return formFailureOf(error, NEW_ORDER_CONSTRAINTS);
}

function billingAddress(client: QuotationClient | null | undefined): string {
  if (!client) return '';
  const place = [client.city, client.state].filter(Boolean).join(', ');
  return [client.billing_address, [place, client.pincode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('\n');
}

export function QuotationOrderAction({ quotation }: { quotation: QuotationSummary }) {
  const approved = quotation.status === 'approved';
  const existing = useQuotationOrder(quotation.id, approved);
  const project = useProject(approved ? quotation.project_id : null);
  const client = useQuotationClient(approved ? quotation.client_id : null);
  const create = useCreateOrderFromQuotation();
  const { can, reason } = usePermissions();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (!approved || existing.isPending) return null;
  const order = existing.data ?? null;
  if (order) {
    return (
      <Link asChild colorPalette="brand" fontWeight="medium" textStyle="sm">
        <RouterLink to={href('/dashboard/Order-Details', { id: order.id })}>
          Open order {order.number}
        </RouterLink>
      </Link>
    );
  }

  const defaults: NewOrderForm = {
    shipping_address: project.data?.site_address ?? billingAddress(client.data),
    gstin: client.data?.gstin ?? '',
  };

  return (
    <>
      <GatedButton
        colorPalette="brand"
        size="sm"
        blockedReason={can('order.create') ? null : reason('order.create')}
        // Wait for the addresses the form starts from (a failed read leaves the fields empty).
        disabled={project.isFetching || client.isFetching}
        onClick={() => setOpen(true)}
      >
        <PackagePlus aria-hidden="true" /> Create order
      </GatedButton>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title={`Create the order for ${quotation.reference}`}
        placement="center"
        fresh
      >
        <Text textStyle="sm" color="fg.muted" mb="4">
          The order takes the quotation's lines and totals. Check where it ships and the GSTIN to bill.
        </Text>
        <RecordForm
          label={`Order from ${quotation.reference}`}
          schema={newOrderSchema}
          defaultValues={defaults}
          columns={1}
          fields={[
            { name: 'shipping_address', label: 'Ship to', kind: 'textarea', required: true },
            {
              name: 'gstin',
              label: 'GSTIN',
              kind: 'text',
              placeholder: '29AABCF4821K1Z6',
              helper: "Empty: the client's GSTIN on record, if any.",
            },
          ]}
          submitLabel="Create order"
          onCancel={() => setOpen(false)}
          describeError={describeFailure}
          onSubmit={async (form) => {
            const id = await create.mutateAsync({ quotationId: quotation.id, form });
            toaster.create({ type: 'success', title: `Order created from ${quotation.reference}` });
            setOpen(false);
            void navigate(href('/dashboard/Order-Details', { id }));
          }}
        />
      </DialogFrame>
    </>
  );
}
