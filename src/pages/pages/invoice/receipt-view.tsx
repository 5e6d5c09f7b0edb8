/**
 * One payment's receipt (`invoicedetails?receipt=<payment id>`), printable on A4 from the one
 * business document, with a way back to the project the money was received on.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageHeader, QuotationDocument } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { useOrgSettings } from '@/services/admin';
import { receiptQueries } from '@/services/commercials';
import { receiptDocumentProps } from './receipt-print';

export function ReceiptView({ paymentId }: { paymentId: string }) {
  const receipt = useQuery(receiptQueries.detail(paymentId));
  const org = useOrgSettings();
  if (receipt.isPending) return <LoadingState label="Loading the receipt…" />;
  if (receipt.isError)
    return (
      <ErrorState
        title="The receipt could not be loaded"
        message={receipt.error.message}
        onRetry={() => void receipt.refetch()}
      />
    );
  if (!receipt.data)
    return (
      <EmptyState
        title="No such receipt"
        description="A reversal has no receipt of its own, and the payment may be on a project you do not see."
      />
    );
  const row = receipt.data;
  return (
    <Stack gap="4">
      <PageHeader
        title={`Receipt ${row.number}`}
        description={`${row.client_name} · ${rupeesAndPaise.format(row.amount)}`}
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={href('/dashboard/Project-details', { id: row.project_id, tab: 'payments' })}>
                Open {row.project_code ?? row.project_name}
              </RouterLink>
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Print
            </Button>
          </HStack>
        }
      />
      <QuotationDocument {...receiptDocumentProps(row, org.data ?? null)} />
    </Stack>
  );
}
