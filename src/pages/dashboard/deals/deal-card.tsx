import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { wholeRupees } from '@/ui/format/rupees';
import type { Deal } from '@/services/crm';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDealDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';
}

/** One deal on the board: title, lead and company, value, owner, expected close. */
export function DealCard({ deal }: { deal: Deal }) {
  return (
    <Stack gap="1" minW="0">
      <Text textStyle="sm" fontWeight="medium" lineClamp={2}>
        {deal.title}
      </Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {[deal.lead_name, deal.company_name].filter(Boolean).join(' · ') || 'No lead name'}
      </Text>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text textStyle="sm" fontWeight="semibold">
          {wholeRupees.format(deal.value)}
        </Text>
        {deal.pipeline ? (
          <Badge size="sm" variant="outline">
            {deal.pipeline}
          </Badge>
        ) : null}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {deal.owner_name ?? 'Unassigned'}
        {deal.expected_close ? ` · closes ${formatDealDate(deal.expected_close)}` : ''}
      </Text>
      {deal.close_reason ? (
        <Text textStyle="xs" color="fg.muted" lineClamp={2}>
          {deal.close_reason}
        </Text>
      ) : null}
    </Stack>
  );
}
