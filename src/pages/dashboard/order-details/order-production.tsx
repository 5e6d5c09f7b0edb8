/**
 * What the order has brought in and what the shop has planned for it, read only: the payments
 * received against it (recorded per payment stage of its project, project_payment_status) and the
 * cutting plans of its bills of material, each linking to the optimizer.
 */
import { href } from '@/routes/paths';
import { planHref } from '../cutting-plan/links';
import { Badge, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollRegion } from '@/ui';
import { useOrderBoms, type OrderBom, type SalesOrder } from '@/services/commercials';
import { useProjectPaymentStages } from '@/services/projects';
import { CUTTING_PLAN_STATUS_LABELS, useCuttingPlans } from '@/services/production';
import { rupees } from '../catalogue/catalogue-format';
import { formatDate } from './orders-list';
import { OrderSection as Section } from './order-section';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export function OrderPayments({ order }: { order: SalesOrder }) {
  const stages = useProjectPaymentStages(order.project_id);
  const received = stages.data?.reduce((sum, stage) => sum + stage.received_amount, 0) ?? 0;
  const pending = stages.data?.reduce((sum, stage) => sum + stage.pending_amount, 0) ?? 0;
  return (
    <Section title="Payments received">
      {stages.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : stages.isError ? (
        <Text color="fg.error">The payments could not be loaded.</Text>
      ) : stages.data.length === 0 ? (
        <Text color="fg.muted">The project has no payment stages yet.</Text>
      ) : (
        <Stack gap="3">
          <ScrollRegion label={`Payments against ${order.number}, scrolls sideways`}>
            <Table.Root size="sm" aria-label={`Payments against ${order.number}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Stage</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Due</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Received</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Pending</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {stages.data.map((stage) => (
                  <Table.Row key={stage.payment_stage_id}>
                    <Table.Cell>
                      {stage.name} ({percent.format(stage.percent)}%)
                      {stage.due_date ? (
                        <Text as="span" display="block" textStyle="xs" color="fg.muted">
                          due {formatDate(stage.due_date)}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{rupees(stage.due_amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{rupees(stage.received_amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{rupees(stage.pending_amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
          <HStack justify="space-between" wrap="wrap" gap="3" role="group" aria-label="Payment totals">
            <Text fontWeight="semibold">Received {rupees(received)}</Text>
            <Text>Pending {rupees(pending)}</Text>
          </HStack>
          <Link asChild colorPalette="brand" textStyle="sm">
            <RouterLink to={href('/dashboard/Project-details', { id: order.project_id })}>
              Record a payment on the project
            </RouterLink>
          </Link>
        </Stack>
      )}
    </Section>
  );
}

function BomCuttingPlans({ bom }: { bom: OrderBom }) {
  const plans = useCuttingPlans(bom.id);
  if (plans.isPending) return <Text color="fg.muted">Loading the plans of {bom.name}…</Text>;
  if (plans.isError) return <Text color="fg.error">The plans of {bom.name} could not be loaded.</Text>;
  if (plans.data.length === 0) return <Text color="fg.muted">{bom.name}: not optimised yet.</Text>;
  return (
    <List.Root gap="1" ps="4" aria-label={`Cutting plans of ${bom.name}`}>
      {plans.data.map((plan) => (
        <List.Item key={plan.id}>
          <Link asChild colorPalette="brand">
            <RouterLink to={planHref(plan.id)}>{plan.name}</RouterLink>
          </Link>{' '}
          <Badge size="sm">{CUTTING_PLAN_STATUS_LABELS[plan.status]}</Badge>
          {plan.sheets_used !== null ? (
            <Text as="span" color="fg.muted" textStyle="sm">
              {' '}
              {plan.sheets_used} {plan.sheets_used === 1 ? 'sheet' : 'sheets'}
              {plan.yield_percent !== null ? `, ${percent.format(plan.yield_percent)}% yield` : ''}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function OrderCuttingPlans({ order }: { order: SalesOrder }) {
  const boms = useOrderBoms(order.id);
  return (
    <Section title="Cutting plans">
      {boms.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : boms.isError ? (
        <Text color="fg.error">The cutting plans could not be loaded.</Text>
      ) : boms.data.length === 0 ? (
        <Text color="fg.muted">None yet: plans are made by optimising a bill of material.</Text>
      ) : (
        <Stack gap="2">
          {boms.data.map((bom) => (
            <BomCuttingPlans key={bom.id} bom={bom} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
