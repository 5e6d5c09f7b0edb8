/**
 * Quotations: the list (`status`, `project`, `q`, `page`, `size` in the URL) or, with `?id=`, one
 * quotation with its status flow, terms, revisions and the client-ready document (printed with
 * the browser's print, which saves it as PDF).
 */
import { Button, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { QuotationList } from './quotation/quotation-list';
import { QuotationView } from './quotation/quotation-view';

export default function DashboardQuotationPage() {
  const route = useRouteEntry();
  const title = route?.title ?? 'Quotations';
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return (
    <Stack gap="6">
      <Stack data-print-hide="">
        <PageHeader
          title={title}
          description={
            id
              ? 'One quotation: its status, terms, revisions and the document the client receives.'
              : 'Quotations built from project BOQs, by number and revision.'
          }
          actions={
            id ? (
              <Button variant="outline" size="sm" onClick={() => setParams({})}>
                All quotations
              </Button>
            ) : undefined
          }
        />
      </Stack>
      {id ? <QuotationView key={id} id={id} /> : <QuotationList label={title} />}
    </Stack>
  );
}
