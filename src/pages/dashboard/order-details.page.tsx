import { Button, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { href, useRouteEntry } from '@/routes/paths';
import { OrdersList } from './order-details/orders-list';
import { OrderView } from './order-details/order-view';

/** Without `?id=` the orders list; with it, that order. */
export default function DashboardOrderDetailsPage() {
  const route = useRouteEntry();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Order details'}
        description={
          id
            ? 'An order made from an approved quotation: its steps through the shop, shipping, lines and bills of material.'
            : 'Orders made from approved quotations, with their status and totals.'
        }
        actions={
          id ? (
            <Button asChild variant="outline">
              <RouterLink to={href('/dashboard/Order-Details')}>
                <ArrowLeft aria-hidden="true" /> All orders
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
      {id ? <OrderView key={id} id={id} /> : <OrdersList />}
    </Stack>
  );
}
