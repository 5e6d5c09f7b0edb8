/** The leads I owe a call: the latest overdue ones, then today's and tomorrow's, each opening the lead. */
import { Badge, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/ui';
import type { DueLead, SalesDashboard } from '@/services/crm';
import { formatCount } from '../crm-figures';
import { leadHref, leadsHref } from '../crm-links';

const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const GROUPS = [
  // Overdue from earlier days here; what fell due earlier today is listed under today.
  {
    due: 'overdue',
    title: 'Overdue',
    filter: 'overdue',
    total: (d: SalesDashboard) => d.overdue_before_today,
  },
  { due: 'today', title: 'Due today', filter: 'today', total: (d: SalesDashboard) => d.due_today },
  { due: 'tomorrow', title: 'Due tomorrow', filter: 'week', total: (d: SalesDashboard) => d.due_tomorrow },
] as const;

/** `now`: when the dashboard was counted, so a call already missed today reads as late. */
function DueItem({ lead, now }: { lead: DueLead; now: number }) {
  const at = new Date(lead.next_follow_up_at);
  return (
    <List.Item display="block">
      <Flex justify="space-between" gap="3" align="baseline" wrap="wrap">
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={leadHref(lead.id)}>{lead.name}</RouterLink>
        </Link>
        <Text textStyle="sm" color={at.getTime() < now ? 'fg.error' : 'fg.muted'}>
          {lead.due === 'overdue' ? dayAndTime.format(at) : time.format(at)}
        </Text>
      </Flex>
      <Flex gap="2" textStyle="xs" color="fg.muted" align="center" wrap="wrap">
        <Badge size="sm" variant="outline">
          {lead.stage_name}
        </Badge>
        {lead.company_name && <span>{lead.company_name}</span>}
        {lead.phone && <span>{lead.phone}</span>}
      </Flex>
    </List.Item>
  );
}

export function MyFollowUps({ data }: { data: SalesDashboard }) {
  if (data.overdue_before_today + data.due_today + data.due_tomorrow === 0) {
    return (
      <EmptyState
        title="Nothing due"
        description="No follow-ups are due today or tomorrow, and none is overdue."
      />
    );
  }
  return (
    <Stack gap="5">
      {GROUPS.map((group) => {
        const leads = data.follow_ups.filter((lead) => lead.due === group.due);
        const total = group.total(data);
        if (total === 0) return null;
        return (
          <Stack key={group.due} gap="2" as="section" aria-label={group.title}>
            <Heading as="h3" size="sm">
              {group.title} ({formatCount(total)})
            </Heading>
            <List.Root variant="plain" gap="2">
              {leads.map((lead) => (
                <DueItem key={lead.id} lead={lead} now={Date.parse(data.now)} />
              ))}
            </List.Root>
            {total > leads.length && (
              <Link asChild colorPalette="brand" textStyle="sm">
                <RouterLink to={leadsHref({ owner: 'me', due: group.filter })}>
                  See all {group.title.toLowerCase()}
                </RouterLink>
              </Link>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
