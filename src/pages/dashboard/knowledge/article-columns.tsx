/** The knowledge list's columns: title (with the search snippet), category, status, owner, review, votes. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/ui';
import {
  ARTICLE_STATUS_LABELS,
  ARTICLE_STATUSES,
  type ArticleRow,
  type ArticleStatus,
} from '@/services/learning';
import { HighlightedSnippet } from './highlighted-snippet';

const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
export const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : '');

export const STATUS_PALETTE: Record<ArticleStatus, string> = {
  draft: 'gray',
  published: 'green',
  archived: 'orange',
};

export function articleColumns(): DataTableColumn<ArticleRow>[] {
  return [
    {
      id: 'title',
      header: 'Article',
      value: (a) => a.title,
      cell: (a) => (
        <Stack gap="1" py="1" whiteSpace="normal">
          <Text fontWeight="medium">{a.title}</Text>
          {a.snippet ? <HighlightedSnippet snippet={a.snippet} lineClamp={2} /> : null}
        </Stack>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'category_name', header: 'Category', value: (a) => a.category_name ?? '', sortable: true },
    {
      id: 'status',
      header: 'Status',
      value: (a) => ARTICLE_STATUS_LABELS[a.status],
      cell: (a) => <Badge colorPalette={STATUS_PALETTE[a.status]}>{ARTICLE_STATUS_LABELS[a.status]}</Badge>,
      csv: (a) => a.status,
      sortable: true,
      filter: {
        kind: 'select',
        options: ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABELS[s] })),
      },
    },
    { id: 'owner', header: 'Owner', value: (a) => a.owner_name ?? '' },
    {
      id: 'last_reviewed_at',
      header: 'Last reviewed',
      value: (a) => formatDate(a.last_reviewed_at),
      cell: (a) => (
        <HStack gap="2">
          <span>{formatDate(a.last_reviewed_at)}</span>
          {a.needs_review && a.status !== 'archived' ? <Badge colorPalette="red">Needs review</Badge> : null}
        </HStack>
      ),
      csv: (a) => a.last_reviewed_at,
      sortable: true,
    },
    {
      id: 'helpful_yes',
      header: 'Helpful',
      value: (a) => `${a.helpful_yes} yes, ${a.helpful_no} no`,
      csv: (a) => `${a.helpful_yes}/${a.helpful_no}`,
      sortable: true,
    },
  ];
}
