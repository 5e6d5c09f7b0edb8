/**
 * Invoices and what clients owe. Invoices: every tax invoice issued from orders, searchable and
 * filtered in the URL. Receivables (`view=receivables`): per client the balance and what is left
 * unpaid by age; a client's statement opens beside the list. Money read here is row-level
 * security's answer: accounts and sales see the projects they see.
 */
import { Button, ButtonGroup, HStack, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GatedButton, PageHeader } from '@/ui';
import { useListState } from '@/pages/list-kit';
import { href } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import { ClientLedgerSheet } from './client-ledger-sheet';
import { InvoiceTable } from './invoice-table';
import { invoicesList, receivablesList } from './invoices.contract';
import { ReceivableTable } from './receivable-table';

export default function InvoiceListPage() {
  const invoices = useListState(invoicesList);
  const receivables = useListState(receivablesList);
  const [params, setParams] = useSearchParams();
  const showReceivables = params.get('view') === 'receivables';
  const permissions = usePermissions();
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <PageHeader
        title="Invoices"
        description="Tax invoices issued from orders, and what each client owes."
        actions={
          <HStack gap="2" wrap="wrap">
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show">
              <Button aria-pressed={!showReceivables} onClick={() => setParams({})}>
                Invoices
              </Button>
              <Button aria-pressed={showReceivables} onClick={() => setParams({ view: 'receivables' })}>
                Receivables
              </Button>
            </ButtonGroup>
            <GatedButton
              size="sm"
              colorPalette="brand"
              blockedReason={permissions.reason('invoice.issue')}
              onClick={() => void navigate(href('/pages/invoice/createinvoice'))}
            >
              <Plus aria-hidden="true" /> Issue invoice
            </GatedButton>
          </HStack>
        }
      />
      {showReceivables ? <ReceivableTable list={receivables} /> : <InvoiceTable list={invoices} />}
      <ClientLedgerSheet clientId={showReceivables ? receivables.openId : null} onClose={receivables.close} />
    </Stack>
  );
}
