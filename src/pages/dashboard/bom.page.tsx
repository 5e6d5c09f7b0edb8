import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccessDenied, GatedButton, LoadingState, toaster, OptionSelect } from '@/ui';
import { href } from '@/routes/paths';
import { BOM_STATUS_LABELS, createBom, useBoms, useInvalidateBoms } from '@/services/production';
import { useOrder } from '@/services/commercials';
import { usePermissions } from '@/services/admin';
import { BomList } from './bom/bom-list';
import { BomParts } from './bom/bom-parts';
import { BomPlans } from './cutting-plan/bom-plans';
import { RouteHeader } from './page-frame';

/** One order's bills of material: pick one (or start one), then its parts. */
function OrderBoms({ orderId }: { orderId: string }) {
  const [params, setParams] = useSearchParams();
  const order = useOrder(orderId);
  const boms = useBoms({ orderId });
  const invalidate = useInvalidateBoms();
  const { can, reason } = usePermissions();
  const [creating, setCreating] = useState(false);
  if (order.isPending || boms.isPending) return <LoadingState label="Loading the bills of material…" />;
  if (order.isError || order.data === null) {
    return (
      <AccessDenied
        title="No such order here"
        reason="This order does not exist, or it is not yours to see."
      />
    );
  }
  const list = boms.data ?? [];
  const chosen = list.find((bom) => bom.id === params.get('bom')) ?? list[0] ?? null;
  const start = async () => {
    setCreating(true);
    try {
      const id = await createBom(orderId, `${order.data?.number ?? 'Order'} parts ${list.length + 1}`);
      await invalidate();
      setParams(new URLSearchParams({ order: orderId, bom: id }));
      toaster.create({ type: 'success', title: 'Bill of material started' });
    } catch (error) {
      toaster.create({ type: 'error', title: error instanceof Error ? error.message : 'Not started' });
    } finally {
      setCreating(false);
    }
  };
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Text>
          Order{' '}
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={href('/dashboard/Order-Details', { id: orderId })}>
              {order.data.number}
            </RouterLink>
          </Link>{' '}
          for {order.data.client_name ?? 'the client'}
        </Text>
        {list.length > 1 ? (
          <OptionSelect
            aria-label="Bill of material"
            value={chosen?.id ?? ''}
            onChange={(event) =>
              setParams(new URLSearchParams({ order: orderId, bom: event.currentTarget.value }))
            }
            size="sm"
            layout={{ width: 'auto' }}
            options={list.map((bom) => ({ value: bom.id, label: bom.name }))}
          />
        ) : null}
        {chosen ? <Badge>{BOM_STATUS_LABELS[chosen.status]}</Badge> : null}
        <GatedButton
          size="sm"
          variant="outline"
          loading={creating}
          loadingText="Starting…"
          blockedReason={can('bom.edit') ? null : reason('bom.edit')}
          onClick={() => void start()}
        >
          <Plus aria-hidden="true" /> New bill of material
        </GatedButton>
      </HStack>
      {chosen ? (
        <>
          <BomParts key={chosen.id} bomId={chosen.id} bomName={chosen.name} orderId={chosen.order_id} />
          <BomPlans
            key={`plans-${chosen.id}`}
            bomId={chosen.id}
            bomName={chosen.name}
            partCount={chosen.part_count}
          />
        </>
      ) : (
        <Text color="fg.muted">This order has no bill of material yet. Start one to list its parts.</Text>
      )}
    </Stack>
  );
}

export default function DashboardBomPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return (
    <Stack gap="6">
      <RouteHeader
        title="Bill of material"
        description="The parts each order is cut into: panel, size, quantity, grain and edge band per side, checked against the sheets."
        actions={
          orderId ? (
            <Button asChild variant="outline">
              <RouterLink to={href('/dashboard/bom')}>
                <ArrowLeft aria-hidden="true" /> All bills of material
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
      {orderId ? <OrderBoms key={orderId} orderId={orderId} /> : <BomList />}
    </Stack>
  );
}
