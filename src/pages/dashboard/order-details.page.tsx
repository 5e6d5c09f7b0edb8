import { Button, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { href } from '@/routes/paths';
import { OrdersList } from './order-details/orders-list';
import { OrderView } from './order-details/order-view';
import { RouteHeader } from './page-frame';

/** Without `?id=` the orders list; with it, that order. */
export default function DashboardOrderDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Stack gap="6">
      <RouteHeader
        title="Order details"
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
