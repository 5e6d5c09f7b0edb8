/** The survey list: project, client, assignee, due date, stage and status, filtered in the URL. */
import { Badge, Button, CloseButton, Dialog, HStack, Portal, Stack } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, GatedButton } from '@/ui';
import { usePermissions } from '@/services/admin';
import { useStaffOptions, listRecces, useRecces } from '@/services/projects';
import { NewRecceForm } from './new-recce-form';
import { recceColumns } from './recce-columns';
import {
  dueFromParams,
  PAGE_SIZES,
  paramsFromView,
  queryFromView,
  recceLink,
  viewFromParams,
} from './recce-url';

/** Today in the person's own time zone, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const SURVEYORS = ['designer', 'admin'] as const;

export function RecceList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const due = dueFromParams(params);
  const today = localToday();
  const query = useMemo(() => ({ ...queryFromView(view), due, today }), [view, due, today]);
  const recces = useRecces(query);
  const staff = useStaffOptions(SURVEYORS);
  const permissions = usePermissions();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => recceColumns(staff.data ?? [], today), [staff.data, today]);
  const filtered = view.filters.length > 0 || view.search !== '' || due !== undefined;
  const changeTable = (table: typeof view) => {
    const next = paramsFromView(table);
    if (due) next.set('due', due);
    setParams(next);
  };

  return (
    <Stack gap="4">
      {due ? (
        <HStack>
          <Badge size="lg" colorPalette="orange" variant="subtle" gap="2">
            {due === 'week' ? 'Due this week' : 'Overdue'}
            <CloseButton
              size="2xs"
              aria-label="Show every survey, whatever its due date"
              onClick={() => setParams(paramsFromView(view))}
            />
          </Badge>
        </HStack>
      ) : null}
      <DataTable
        label="Site surveys"
        columns={columns}
        rows={recces.data?.rows ?? []}
        total={recces.data?.total ?? 0}
        getRowId={(r) => r.id}
        getRowLabel={(r) => `${r.project_code ?? ''} ${r.project_name}`}
        state={view}
        onStateChange={changeTable}
        isLoading={recces.isPending}
        error={recces.isError ? recces.error.message : null}
        onRetry={() => void recces.refetch()}
        emptyTitle={filtered ? 'No surveys match' : 'No site surveys yet'}
        emptyDescription={
          filtered ? 'Clear the search or a filter to see more.' : 'Start a recce for one of your projects.'
        }
        pageSizeOptions={PAGE_SIZES}
        exportFileName="recces"
        exportRows={async () => (await listRecces({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(r) => void navigate(recceLink(r.id))}
        toolbarActions={
          <>
            {filtered ? (
              <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
                <X aria-hidden="true" /> Clear filters
              </Button>
            ) : null}
            <GatedButton
              size="sm"
              colorPalette="brand"
              blockedReason={permissions.reason('recce.edit')}
              onClick={() => setCreating(true)}
            >
              <Plus aria-hidden="true" /> New recce
            </GatedButton>
          </>
        }
      />
      <Dialog.Root
        lazyMount
        unmountOnExit
        open={creating}
        onOpenChange={(details) => setCreating(details.open)}
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>New recce</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                <NewRecceForm
                  onCancel={() => setCreating(false)}
                  onCreated={(id) => {
                    setCreating(false);
                    void navigate(recceLink(id));
                  }}
                />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
