/** The survey list: project, client, assignee, due date, stage and status, filtered in the URL. */
import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClearFilters, useListState } from '@/pages/list-kit';
import { DataTable } from '@/ui';
import { localToday } from '@/services/admin';
import { useStaffOptions, listRecces, useRecces } from '@/services/projects';
import { NewRecceButton } from './new-recce-dialog';
import { recceColumns } from './recce-columns';
import { recceLink, recceList, recceQueryOf } from './recce.contract';
import { DueFilterBadge } from '../dashboard-parts';

const SURVEYORS = ['designer', 'admin'] as const;

export function RecceList() {
  const navigate = useNavigate();
  const list = useListState(recceList);
  const due = list.state.filters.due;
  const today = localToday();
  const query = useMemo(() => recceQueryOf(list.state, today), [list.state, today]);
  const recces = useRecces(query);
  const staff = useStaffOptions(SURVEYORS);
  const columns = useMemo(() => recceColumns(staff.data ?? [], today), [staff.data, today]);
  const filtered = list.filtering;

  return (
    <Stack gap="4">
      <DueFilterBadge
        due={due}
        clearLabel="Show every survey, whatever its due date"
        onClear={() => list.setFilters({ due: undefined })}
      />
      <DataTable
        label="Site surveys"
        columns={columns}
        rows={recces.data?.rows ?? []}
        total={recces.data?.total ?? 0}
        getRowId={(r) => r.id}
        getRowLabel={(r) => `${r.project_code ?? ''} ${r.project_name}`}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={recces.isPending}
        error={recces.isError ? recces.error.message : null}
        onRetry={() => void recces.refetch()}
        emptyTitle={filtered ? 'No surveys match' : 'No site surveys yet'}
        emptyDescription={
          filtered ? 'Clear the search or a filter to see more.' : 'Start a recce for one of your projects.'
        }
        pageSizeOptions={list.pageSizes}
        exportFileName="recces"
        exportRows={async () => (await listRecces({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(r) => void navigate(recceLink(r.id))}
        toolbarActions={
          <>
            <ClearFilters list={list} shown={filtered} />
            <NewRecceButton />
          </>
        }
      />
    </Stack>
  );
}
