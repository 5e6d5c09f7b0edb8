/**
 * Two read-only sections of the order page for whoever can see the order, production included:
 * the change orders made on it (when, who, what, old → new, why, totals before → after) and where
 * it is delivered and whom to call, read through the order (order_delivery_contact), not the CRM.
 */
import { Link, List, Stack, Text } from '@chakra-ui/react';
import { telHref } from '@/services/kit';
import { describeOrderChange, useOrderChanges, useOrderDeliveryContact } from '@/services/commercials';
import type { SalesOrder } from '@/services/commercials';
import { rupees } from '../catalogue/catalogue-format';
import { OrderSection as Section } from './order-section';

const changedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function OrderChangesHistory({ order }: { order: SalesOrder }) {
  const changes = useOrderChanges(order.id);
  return (
    <Section title="Changes">
      {changes.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : changes.isError ? (
        <Text color="fg.error">The changes could not be loaded.</Text>
      ) : changes.data.length === 0 ? (
        <Text color="fg.muted">No change order: the lines are as confirmed.</Text>
      ) : (
        <List.Root gap="3" ps="0" listStyle="none" aria-label={`Changes to ${order.number}`}>
          {changes.data.map((change) => {
            const { what, moves } = describeOrderChange(change);
            return (
              <List.Item key={change.id}>
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{what}</Text>
                  {moves.length > 0 ? <Text textStyle="sm">{moves.join('; ')}</Text> : null}
                  <Text textStyle="sm">Reason: {change.reason}</Text>
                  <Text textStyle="sm">
                    Total {rupees(change.totals_before.grand_total)} →{' '}
                    {rupees(change.totals_after.grand_total)}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {changedAt.format(new Date(change.changed_at))}
                    {change.changed_by_name ? ` by ${change.changed_by_name}` : ''}
                  </Text>
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Section>
  );
}

export function OrderDeliveryContact({ order }: { order: SalesOrder }) {
  const contact = useOrderDeliveryContact(order.id);
  return (
    <Section title="Delivery">
      {contact.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : contact.isError || contact.data === null ? (
        <Text color="fg.error">The delivery contact could not be loaded.</Text>
      ) : (
        <Stack gap="2" role="group" aria-label={`Delivery of ${order.number}`}>
          <Text whiteSpace="pre-line">{contact.data.shipping_address}</Text>
          <Text>
            Contact: {contact.data.client_name ?? '—'}
            {contact.data.phone ? (
              <>
                {', '}
                <Link href={telHref(contact.data.phone)} colorPalette="brand">
                  {contact.data.phone}
                </Link>
              </>
            ) : null}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
