/** The leads table's columns: the filter columns' ids are the URL's filter parameters. */
import { Box, HStack, Text } from '@chakra-ui/react';
import type { DataTableColumn, DataTableFilterOption } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import {
  LEAD_DUE_FILTERS,
  LEAD_DUE_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  type Lead,
} from '@/services/crm';
import { DEFAULT_VISIBLE_COLUMNS, type LeadColumnId } from './leads.contract';

const HEX = /^#[0-9a-fA-F]{6}$/;

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');
const formatDate = (iso: string | null) => (iso ? dateOnly.format(new Date(iso)) : '');

/** A configured stage or status: its colour is data, shown as a small swatch beside the name. */
export function Swatched({ name, colour }: { name: string | null; colour: string | null }) {
  if (!name) return null;
  return (
    <HStack gap="1.5" minW="0">
      {colour && HEX.test(colour) ? (
        <Box
          as="span"
          aria-hidden="true"
          boxSize="2.5"
          rounded="full"
          flexShrink={0}
          borderWidth="1px"
          borderColor="border.emphasized"
          style={{ background: colour }}
        />
      ) : null}
      <Text as="span" truncate>
        {name}
      </Text>
    </HStack>
  );
}

export interface LeadColumnOptions {
  campaigns: DataTableFilterOption[];
  stages: DataTableFilterOption[];
  statuses: DataTableFilterOption[];
  owners: DataTableFilterOption[];
  now: Date;
}

export function leadColumns({
  campaigns,
  stages,
  statuses,
  owners,
  now,
}: LeadColumnOptions): DataTableColumn<Lead>[] {
  const columns: (DataTableColumn<Lead> & { id: LeadColumnId })[] = [
    { id: 'name', header: 'Lead', value: (l) => l.name, hideable: false, width: '12rem' },
    { id: 'phone', header: 'Phone', value: (l) => l.phone, sortable: false },
    { id: 'email', header: 'E-mail', value: (l) => l.email, sortable: false },
    { id: 'company', header: 'Company', value: (l) => l.company_name },
    {
      id: 'campaign',
      header: 'Campaign',
      value: (l) => l.campaign_name,
      filter: { kind: 'select', options: campaigns },
    },
    {
      id: 'source',
      header: 'Source',
      value: (l) => LEAD_SOURCE_LABELS[l.source],
      csv: (l) => l.source,
      filter: {
        kind: 'select',
        options: LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] })),
      },
    },
    {
      id: 'stage',
      header: 'Stage',
      value: (l) => l.stage_name,
      cell: (l) => <Swatched name={l.stage_name} colour={l.stage_colour} />,
      filter: { kind: 'select', options: stages },
    },
    {
      id: 'status',
      header: 'Status',
      value: (l) => l.status_name,
      cell: (l) => <Swatched name={l.status_name} colour={l.status_colour} />,
      filter: { kind: 'select', options: statuses },
    },
    {
      id: 'owner',
      header: 'Owner',
      value: (l) => l.owner_name,
      filter: { kind: 'select', options: [{ value: 'me', label: 'Me' }, ...owners] },
    },
    {
      id: 'due',
      header: 'Next follow-up',
      value: (l) => formatDateTime(l.next_follow_up_at),
      csv: (l) => l.next_follow_up_at,
      cell: (l) =>
        l.next_follow_up_at ? (
          <Text
            as="span"
            color={new Date(l.next_follow_up_at) < now ? 'fg.error' : undefined}
            fontWeight={new Date(l.next_follow_up_at) < now ? 'medium' : undefined}
          >
            {formatDateTime(l.next_follow_up_at)}
            {new Date(l.next_follow_up_at) < now ? ' (overdue)' : ''}
          </Text>
        ) : (
          <Text as="span" color="fg.muted">
            Not set
          </Text>
        ),
      filter: {
        kind: 'select',
        options: LEAD_DUE_FILTERS.map((d) => ({ value: d, label: LEAD_DUE_LABELS[d] })),
      },
      width: '13rem',
    },
    {
      id: 'last_follow_up',
      header: 'Last follow-up',
      value: (l) => formatDateTime(l.last_follow_up_at),
      csv: (l) => l.last_follow_up_at,
    },
    { id: 'city', header: 'City', value: (l) => l.city },
    {
      id: 'value',
      header: 'Estimated value',
      value: (l) => (l.estimated_value === null ? '' : wholeRupees.format(l.estimated_value)),
      csv: (l) => l.estimated_value,
      align: 'end',
    },
    { id: 'created', header: 'Added', value: (l) => formatDate(l.created_at), csv: (l) => l.created_at },
  ];
  return columns.map((column) => ({
    ...column,
    hidden: !DEFAULT_VISIBLE_COLUMNS.includes(column.id),
  }));
}
