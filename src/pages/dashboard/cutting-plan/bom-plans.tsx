/** A bill of material's cutting plans, each linking to its page, and the "Optimise" action. */
import { Badge, Card, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Scissors } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GatedButton } from '@/ui';
import { CUTTING_PLAN_STATUS_LABELS, useCuttingPlans } from '@/services/production';
import { usePermissions } from '@/services/admin';
import { planHref } from './links';
import { OptimizeDialog } from './optimize-dialog';

export function BomPlans({
  bomId,
  bomName,
  partCount,
}: {
  bomId: string;
  bomName: string;
  partCount: number;
}) {
  const plans = useCuttingPlans(bomId);
  const { can, reason } = usePermissions();
  const [open, setOpen] = useState(false);
  const blocked = can('optimizer.run')
    ? partCount === 0
      ? 'Add parts before optimising.'
      : null
    : reason('optimizer.run');
  const rows = plans.data ?? [];
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="sm">
            Cutting plans
          </Heading>
          <GatedButton size="sm" colorPalette="brand" blockedReason={blocked} onClick={() => setOpen(true)}>
            <Scissors aria-hidden="true" /> Optimise
          </GatedButton>
        </HStack>
      </Card.Header>
      <Card.Body>
        {plans.isPending ? (
          <Text color="fg.muted">Loading the cutting plans…</Text>
        ) : plans.isError ? (
          <Text role="alert" color="red.fg">
            {plans.error.message}
          </Text>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">
            No cutting plan yet. Optimise to lay the parts out on sheets from stock.
          </Text>
        ) : (
          <Stack gap="2">
            <Table.Root size="sm" variant="outline" aria-label={`Cutting plans of ${bomName}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Plan</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Full sheets</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Yield</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((plan) => (
                  <Table.Row key={plan.id}>
                    <Table.Cell>
                      <Link asChild colorPalette="brand" fontWeight="semibold">
                        <RouterLink to={planHref(plan.id)}>{plan.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={plan.status === 'cut' ? 'green' : 'gray'}>
                        {CUTTING_PLAN_STATUS_LABELS[plan.status]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{plan.sheets_used ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {plan.yield_percent === null ? '—' : `${plan.yield_percent}%`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        )}
      </Card.Body>
      <OptimizeDialog bomId={bomId} bomName={bomName} open={open} onOpenChange={setOpen} />
    </Card.Root>
  );
}
