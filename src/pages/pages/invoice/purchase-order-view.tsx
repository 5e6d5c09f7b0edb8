/**
 * One purchase order (`invoicedetails?po=<id>`) as the supplier receives it, printable on A4 from the
 * one business document, with a way back to the order beside the purchase orders list.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageHeader, QuotationDocument } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { useOrgSettings } from '@/services/admin';
import { PURCHASE_ORDER_STATUS_LABELS, purchaseOrderDocumentQueries } from '@/services/purchasing';
import { purchaseOrderDocumentProps } from './purchase-order-print';

export function PurchaseOrderView({ id }: { id: string }) {
  const document = useQuery(purchaseOrderDocumentQueries.detail(id));
  const org = useOrgSettings();
  if (document.isPending) return <LoadingState label="Loading the purchase order…" />;
  if (document.isError)
    return (
      <ErrorState
        title="The purchase order could not be loaded"
        message={document.error.message}
        onRetry={() => void document.refetch()}
      />
    );
  if (!document.data)
    return <EmptyState title="No such purchase order" description="It may have been deleted as a draft." />;
  const { order } = document.data;
  return (
    <Stack gap="4">
      <PageHeader
        title={`Purchase order ${order.number}`}
        description={`${order.supplier_name} · ${PURCHASE_ORDER_STATUS_LABELS[order.status]} · ${rupeesAndPaise.format(order.total)}`}
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={href('/dashboard/stocks', { tab: 'purchasing', po: order.id })}>
                Open in purchase orders
              </RouterLink>
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Print
            </Button>
          </HStack>
        }
      />
      <QuotationDocument {...purchaseOrderDocumentProps(document.data, org.data ?? null)} />
    </Stack>
  );
}
