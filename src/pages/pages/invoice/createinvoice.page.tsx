/**
 * Issue a tax invoice from an order (`?order=` preselects one): for one of its project's payment
 * stages (e.g. the 10 % booking advance), or for what is left of the order. The database works out
 * each line's share, the GST split and the number; this page shows what is already invoiced, says
 * why it refuses, and opens the invoice once issued.
 */
import { Button, Card, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormField, GatedButton, OptionSelect, PageHeader } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href, useRouteEntry } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import { invoiceKeys, invoiceQueries, issueInvoice, ledgerKeys, orderQueries } from '@/services/commercials';
import { useProjectPaymentStages } from '@/services/projects';

const REST = 'rest';

export default function CreateInvoicePage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const orders = useQuery(
    orderQueries.list({ excludeCancelled: true, sort: { column: 'number', descending: true } }),
  );
  const order = orders.data?.rows.find((row) => row.id === orderId) ?? null;
  const stages = useProjectPaymentStages(order?.project_id ?? '');
  const invoiced = useQuery({
    ...invoiceQueries.list({ orderId, status: 'issued' }),
    enabled: orderId !== '',
  });
  const [stageChoice, setStageChoice] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [error, setError] = useState<string | null>(null);
  const permissions = usePermissions();
  const navigate = useNavigate();
  const client = useQueryClient();

  const billedStages = new Set((invoiced.data?.rows ?? []).map((row) => row.payment_stage_id));
  const billedShare = (invoiced.data?.rows ?? []).reduce((sum, row) => sum + row.share_percent, 0);
  const stageOptions = [
    ...(order ? (stages.data ?? []) : []).map((stage) => ({
      value: stage.payment_stage_id,
      label: `${stage.name} (${stage.percent} %)${billedStages.has(stage.payment_stage_id) ? ': invoiced' : ''}`,
      disabled: billedStages.has(stage.payment_stage_id),
    })),
    {
      value: REST,
      label: `All that is left of the order (${Math.max(0, 100 - billedShare)} %)`,
      disabled: billedShare >= 100,
    },
  ];

  const issue = useMutation({
    mutationFn: () =>
      issueInvoice({ orderId, paymentStageId: stageChoice === REST ? null : stageChoice, invoiceDate }),
    meta: { handlesError: true },
    onSuccess: async (id) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.all }),
        client.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]);
      void navigate(href('/pages/invoice/invoicedetails', { id }));
    },
    onError: (failure) =>
      setError(failure instanceof Error ? failure.message : 'The invoice was not issued.'),
  });

  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader
        title={route?.title ?? 'Create invoice'}
        description="A tax invoice for a stage of an order, or for what is left of it. Once issued it never changes; a credit note corrects it."
      />
      <Card.Root>
        <Card.Body>
          <Stack
            as="form"
            gap="4"
            aria-label="Invoice"
            onSubmit={(event) => {
              event.preventDefault();
              setError(null);
              issue.mutate();
            }}
          >
            <FormField label="Order" required>
              <OptionSelect
                value={orderId}
                placeholder={orders.isPending ? 'Loading the orders…' : 'Choose an order'}
                options={(orders.data?.rows ?? []).map((row) => ({
                  value: row.id,
                  label: `${row.number} · ${row.client_name ?? ''} · ${rupeesAndPaise.format(row.grand_total)}`,
                }))}
                onChange={(event) => {
                  setStageChoice('');
                  setParams(event.target.value ? { order: event.target.value } : {});
                }}
              />
            </FormField>
            <FormField label="What to invoice" required disabled={!order}>
              <OptionSelect
                value={stageChoice}
                placeholder="Choose a payment stage"
                options={stageOptions}
                onChange={(event) => setStageChoice(event.target.value)}
              />
            </FormField>
            <FormField label="Invoice date" required>
              <Input
                type="date"
                value={invoiceDate}
                onChange={(event) => setInvoiceDate(event.target.value)}
              />
            </FormField>
            {(invoiced.data?.rows.length ?? 0) > 0 && (
              <Table.Root size="sm" aria-label="Already invoiced on this order">
                <Table.Body>
                  {invoiced.data?.rows.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell>{row.number}</Table.Cell>
                      <Table.Cell>{row.stage_name ?? 'Rest of the order'}</Table.Cell>
                      <Table.Cell textAlign="end">{rupeesAndPaise.format(row.grand_total)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            {error && (
              <Text color="fg.error" role="alert">
                {error}
              </Text>
            )}
            <Stack direction="row" gap="2">
              <GatedButton
                type="submit"
                colorPalette="brand"
                loading={issue.isPending}
                loadingText="Issuing…"
                blockedReason={permissions.reason('invoice.issue')}
                disabled={!order || stageChoice === ''}
              >
                Issue invoice
              </GatedButton>
              <Button variant="ghost" onClick={() => void navigate(href('/pages/invoice/invoicelist'))}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
