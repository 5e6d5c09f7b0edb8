import { Badge, Link, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListState } from '@/pages/list-kit';
import { DataTable, PageHeader, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { useRouteEntry, href } from '@/routes/paths';
import { listProposals, useProposals, type Proposal, type ProposalStatus } from '@/services/commercials';
import { proposalQueryOf, proposalsList } from './proposal.contract';

const STATUS: Record<ProposalStatus, { label: string; palette: string }> = {
  draft: { label: 'Draft', palette: 'gray' },
  sent: { label: 'Sent', palette: 'blue' },
};
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

const COLUMNS: DataTableColumn<Proposal>[] = [
  {
    id: 'reference',
    header: 'Quotation',
    value: (p) => p.reference,
    cell: (p) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={href('/dashboard/quotation', { id: p.id })}>{p.reference}</RouterLink>
      </Link>
    ),
    sortable: true,
    hideable: false,
  },
  { id: 'title', header: 'Title', value: (p) => p.title, sortable: true },
  { id: 'client_name', header: 'Client', value: (p) => p.client_name ?? '', sortable: true },
  { id: 'project_name', header: 'Project', value: (p) => p.project_name ?? '' },
  {
    id: 'status',
    header: 'Status',
    value: (p) => STATUS[p.status].label,
    cell: (p) => <Badge colorPalette={STATUS[p.status].palette}>{STATUS[p.status].label}</Badge>,
    filter: {
      kind: 'select',
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'sent', label: 'Sent' },
      ],
    },
  },
  {
    id: 'issue_date',
    header: 'Issued',
    value: (p) => formatDate(p.issue_date),
    csv: (p) => p.issue_date,
    sortable: true,
  },
  {
    id: 'valid_until',
    header: 'Valid until',
    value: (p) => formatDate(p.valid_until),
    csv: (p) => p.valid_until,
    sortable: true,
  },
  {
    id: 'grand_total',
    header: 'Total',
    value: (p) => p.grand_total ?? 0,
    cell: (p) => (p.grand_total === null ? '' : wholeRupees.format(p.grand_total)),
    sortable: true,
    align: 'end',
  },
  { id: 'prepared_by', header: 'Prepared by', value: (p) => p.prepared_by_name ?? '' },
];

/** Proposals: quotations in draft or sent, each a link to the quotation. */
export default function CrmProposalPage() {
  const route = useRouteEntry();
  const list = useListState(proposalsList);
  const query = useMemo(() => proposalQueryOf(list.state), [list.state]);
  const proposals = useProposals(query);
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Proposal'}
        description="Quotations being prepared or waiting on the client. Open one to edit, send or record the decision."
      />
      <DataTable
        label="Proposals"
        columns={COLUMNS}
        rows={proposals.data?.rows ?? []}
        total={proposals.data?.total ?? 0}
        getRowId={(p) => p.id}
        getRowLabel={(p) => `${p.reference} ${p.title}`}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={proposals.isPending}
        error={proposals.isError ? proposals.error.message : null}
        onRetry={() => void proposals.refetch()}
        emptyTitle="No open proposals"
        emptyDescription="Quotations in draft or sent show here."
        pageSizeOptions={list.pageSizes}
        exportFileName="proposals"
        exportRows={async () =>
          (await listProposals({ ...query, page: undefined, pageSize: undefined })).rows
        }
      />
    </Stack>
  );
}
