import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable, PageHeader, toaster, useClientTable, type DataTableColumn } from '@/ui';
import { leadColumns } from './lead-columns';
import { generateLeads, type Lead } from './sample-leads';

/** The 1,000 generated leads both DataTable pages show (client-side: no network, the same rows every run). */
export const DEMO_LEADS = generateLeads(1000);

const FOLLOW_UP_COLUMN_IDS = ['id', 'name', 'stage', 'owner', 'estimatedValue', 'nextFollowUp'];
/** The follow-up view: fewer columns, so the table reads on a phone. */
const followUpColumns: DataTableColumn<Lead>[] = leadColumns.filter((column) =>
  FOLLOW_UP_COLUMN_IDS.includes(column.id),
);

/** Every DataTable feature on the full lead list: search, filters, sort, paging, selection, columns, export. */
export function EasyTableDemo() {
  const table = useClientTable(DEMO_LEADS, leadColumns, { page: { index: 0, size: 25 } });
  return (
    <>
      <PageHeader
        title="Easy table"
        description="1,000 leads with search, filters, sorting, paging, selection, column choice and CSV export."
      />
      <DataTable
        label="Leads"
        columns={leadColumns}
        getRowId={(lead) => lead.id}
        getRowLabel={(lead) => `${lead.id} ${lead.name}`}
        selectable
        exportFileName="leads"
        pageSizeOptions={[10, 25, 50, 100]}
        bulkActions={({ selected, clear }) => (
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              toaster.create({ type: 'success', title: `${selected.length} leads assigned to you` });
              clear();
            }}
          >
            Assign {selected.length} to me
          </Button>
        )}
        {...table}
      />
    </>
  );
}

/** The same DataTable as a follow-up list: the soonest follow-up first, a compact page, a focused set of columns. */
export function MaterialTableDemo() {
  const initial = useMemo(
    () => ({ page: { index: 0, size: 10 }, sort: [{ id: 'nextFollowUp', desc: false }] }),
    [],
  );
  const table = useClientTable(DEMO_LEADS, followUpColumns, initial);
  return (
    <>
      <PageHeader
        title="Material table"
        description="Follow-ups due, soonest first: the same table component with fewer columns and a compact page."
      />
      <DataTable
        label="Follow-ups"
        columns={followUpColumns}
        getRowId={(lead) => lead.id}
        getRowLabel={(lead) => `${lead.id} ${lead.name}`}
        selectable
        exportFileName="follow-ups"
        pageSizeOptions={[10, 20, 50]}
        emptyTitle="No follow-ups match"
        emptyDescription="Clear the search or a filter to see more leads."
        {...table}
      />
    </>
  );
}
