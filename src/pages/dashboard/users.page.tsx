/**
 * Staff: everyone who works here, with search and filters in the URL (users/staff.contract.ts),
 * filtered in the browser (the list is small); one person at a time in a drawer to edit, give a
 * sign-in or deactivate. The roles and permissions matrix decides who may (staff.manage).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, EditSheet, Tooltip } from '@/ui';
import { applyTableState } from '@/ui/components/data-table/data-table-state';
import { useListState } from '@/pages/list-kit';
import { useStaffList, type StaffMember, usePermissions } from '@/services/admin';
import { STAFF_COLUMNS } from './users/staff-columns';
import { StaffEditor } from './users/staff-editor';
import { staffList } from './users/staff.contract';
import { RouteHeader } from './page-frame';

export default function DashboardUsersPage() {
  const list = useListState(staffList);
  const staff = useStaffList({});
  // The roles and permissions matrix decides (staff.manage), as the database's policies do.
  const permissions = usePermissions();
  const canEdit = permissions.can('staff.manage');
  const lockedReason = permissions.reason('staff.manage');
  // null: closed; 'new': adding; otherwise the person being edited (kept current after saves).
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const table = useMemo(
    () => applyTableState(staff.data ?? [], STAFF_COLUMNS, list.table),
    [staff.data, list.table],
  );
  const person = editing === 'new' || editing === null ? null : editing;

  return (
    <Stack gap="6">
      <RouteHeader
        title="Staff"
        description="Everyone who works here: designation, department, roles and whether they can sign in."
        actions={
          <Tooltip content={lockedReason} disabled={canEdit}>
            <Button colorPalette="brand" disabled={!canEdit} onClick={() => setEditing('new')}>
              <UserPlus aria-hidden="true" /> Add staff member
            </Button>
          </Tooltip>
        }
      />
      {!canEdit && !permissions.isPending ? (
        <Text color="fg.muted">You can read the list. {lockedReason}</Text>
      ) : null}
      <DataTable
        label="Staff"
        columns={STAFF_COLUMNS}
        rows={table.rows}
        total={table.total}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.name}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={staff.isPending}
        error={staff.isError ? staff.error.message : null}
        onRetry={() => void staff.refetch()}
        emptyTitle="No staff match"
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={list.pageSizes}
        exportFileName="staff"
        exportRows={() => table.filtered}
        onRowActivate={(s) => setEditing(s)}
      />
      <EditSheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={person ? person.name : 'New staff member'}
      >
        {editing !== null ? (
          <StaffEditor
            person={person}
            canEdit={canEdit}
            onSaved={(saved) => setEditing(saved)}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </EditSheet>
    </Stack>
  );
}
