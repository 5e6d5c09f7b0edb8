/**
 * Bill of quantities (`?project=<id>&room=<name>`): pick a project, then its rooms as tabs with the
 * lines edited inline (saved cell by cell with the row's version), lines added blank or from the
 * catalogue, totals per room and for the project from the database (boq_totals), and "Create
 * quotation" from the selected lines, which opens the new quotation. Lines a sent or approved
 * quotation uses are locked and say which.
 */
import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { FileText, PackagePlus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AccessDenied, ErrorState, GatedButton, LoadingState, PageHeader, toaster } from '@/ui';
import { useRouteEntry, href } from '@/routes/paths';
import {
  createQuotationFromBoqLines,
  isRowId,
  useAddBoqLine,
  useBoqLines,
  useBoqTotals,
  useProjectOption,
  useInvalidateQuotations,
} from '@/services/commercials';
import { usePermissions } from '@/services/admin';
import { AddFromCatalogue } from './boq/add-from-catalogue';
import { AddRoomDialog } from './boq/add-room-dialog';
import { ProjectFigures, RoomFigures } from './boq/boq-figures';
import { blankLine, lineFromCatalogue, type CatalogueSource } from './boq/boq-model';
import { BoqRoomGrid } from './boq/boq-room-grid';
import { CreateQuotationDialog } from './boq/create-quotation-dialog';
import { ProjectPicker } from './boq/project-picker';

export default function DashboardBoqPage() {
  const route = useRouteEntry();
  const title = route?.title ?? 'Bill of quantities';
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project');
  const project = useProjectOption(projectId);

  const choose = (id: string | null) => setParams(id ? { project: id } : {});

  let body;
  if (!projectId) {
    body = <ProjectPicker value={null} onChange={choose} />;
  } else if (!isRowId(projectId) || (project.isSuccess && project.data === null)) {
    body = (
      <AccessDenied
        reason="This project does not exist or is not one you can see."
        actions={
          <Button variant="outline" onClick={() => choose(null)}>
            Choose another project
          </Button>
        }
      />
    );
  } else if (project.isError) {
    body = <ErrorState title="The project could not be loaded" message={project.error.message} />;
  } else if (project.isPending) {
    body = <LoadingState label="Loading the project…" />;
  } else {
    body = <ProjectBoq projectId={projectId} projectName={project.data?.name ?? ''} />;
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        description={
          project.data
            ? `${project.data.code} · ${project.data.name} · ${project.data.client_name}`
            : 'Pick a project to price its rooms.'
        }
        actions={
          projectId ? (
            <HStack>
              {project.data && (
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to={href('/dashboard/quotation', { project: project.data.id })}>
                    Quotations of this project
                  </RouterLink>
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => choose(null)}>
                Change project
              </Button>
            </HStack>
          ) : undefined
        }
      />
      {body}
    </Stack>
  );
}

function ProjectBoq({ projectId, projectName }: { projectId: string; projectName: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const lines = useBoqLines(projectId);
  const totals = useBoqTotals(projectId);
  const add = useAddBoqLine(projectId);
  const invalidateQuotations = useInvalidateQuotations();
  const { can, reason } = usePermissions();
  const canEdit = can('boq.edit');
  const canQuote = can('proposal.create');
  const [extraRooms, setExtraRooms] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'room' | 'catalogue' | 'quotation' | null>(null);
  // Each line's cell saves in flight, kept here rather than in a room's grid: a quotation is made from
  // what the database holds, so it waits for them, even for a room whose tab was left meanwhile.
  const [saving] = useState(() => new Map<string, Promise<void>>());

  const all = useMemo(() => lines.data ?? [], [lines.data]);
  const rooms = useMemo(
    () => [...new Set([...all.map((l) => l.room), ...extraRooms])].sort((a, b) => a.localeCompare(b)),
    [all, extraRooms],
  );
  const room =
    params.get('room') && rooms.includes(params.get('room')!) ? params.get('room')! : (rooms[0] ?? null);
  const roomLines = all.filter((l) => l.room === room);
  const setRoom = (next: string) => setParams({ project: projectId, room: next });

  if (lines.isError) {
    return (
      <ErrorState
        title="The BOQ could not be loaded"
        message={lines.error.message}
        onRetry={() => void lines.refetch()}
      />
    );
  }
  if (lines.isPending) return <LoadingState label="Loading the BOQ…" />;

  const at = () => ({
    projectId,
    room: room ?? 'General',
    position: Math.max(0, ...roomLines.map((l) => l.position)) + 1,
    usedCodes: all.map((l) => l.item_code),
  });
  const addLine = async (line: ReturnType<typeof blankLine>) => {
    await add.mutateAsync(line);
    toaster.create({ type: 'success', title: `${line.item_code} added to ${line.room}` });
  };
  const editBlocked = canEdit ? null : reason('boq.edit');

  return (
    <Stack gap="5">
      {totals.data && <ProjectFigures figures={totals.data} />}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text textStyle="sm" color="fg.muted">
          {selected.size > 0 ? `${selected.size} selected` : 'Select lines to quote them.'}
        </Text>
        <HStack wrap="wrap">
          <GatedButton
            variant="outline"
            size="sm"
            blockedReason={editBlocked}
            onClick={() => setDialog('room')}
          >
            <Plus aria-hidden="true" /> Add room
          </GatedButton>
          <GatedButton
            variant="outline"
            size="sm"
            blockedReason={editBlocked ?? (room ? null : 'Add a room first.')}
            onClick={() => setDialog('catalogue')}
          >
            <PackagePlus aria-hidden="true" /> Add from catalogue
          </GatedButton>
          <GatedButton
            colorPalette="brand"
            size="sm"
            blockedReason={
              canQuote
                ? selected.size === 0
                  ? 'Select the lines to quote first.'
                  : null
                : reason('proposal.create')
            }
            onClick={() => setDialog('quotation')}
          >
            <FileText aria-hidden="true" /> Create quotation
          </GatedButton>
        </HStack>
      </HStack>
      {room === null ? (
        <Text color="fg.muted">This project has no BOQ lines yet. Add a room to start.</Text>
      ) : (
        <Tabs.Root value={room} onValueChange={(d) => setRoom(d.value)} variant="line" lazyMount>
          <Tabs.List overflowX="auto" aria-label="Rooms">
            {rooms.map((r) => (
              <Tabs.Trigger key={r} value={r}>
                {r}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={room}>
            <Stack gap="3">
              <RoomFigures room={room} figures={totals.data?.rooms.find((f) => f.room === room)} />
              <BoqRoomGrid
                projectId={projectId}
                room={room}
                lines={roomLines}
                saving={saving}
                canEdit={canEdit}
                selected={selected}
                onSelectedChange={setSelected}
                onAddLine={() => {
                  if (!canEdit) {
                    toaster.create({ type: 'error', title: 'Not allowed', description: reason('boq.edit') });
                    return;
                  }
                  addLine(blankLine(at())).catch((e: Error) =>
                    toaster.create({
                      type: 'error',
                      title: 'The line was not added',
                      description: e.message,
                    }),
                  );
                }}
              />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      )}
      <AddRoomDialog
        open={dialog === 'room'}
        onOpenChange={(open) => setDialog(open ? 'room' : null)}
        existing={rooms}
        onAdd={(name) => {
          setExtraRooms((current) => [...current, name]);
          setRoom(name);
        }}
      />
      {room !== null && (
        <AddFromCatalogue
          open={dialog === 'catalogue'}
          onOpenChange={(open) => setDialog(open ? 'catalogue' : null)}
          room={room}
          onAdd={(source: CatalogueSource) => addLine(lineFromCatalogue(source, at()))}
        />
      )}
      {dialog === 'quotation' && (
        <CreateQuotationDialog
          open
          onOpenChange={(open) => setDialog(open ? 'quotation' : null)}
          count={selected.size}
          defaultTitle={projectName}
          onCreate={async (start) => {
            // A rate typed just before "Create quotation" is priced only once its save is in.
            await Promise.all(saving.values());
            const id = await createQuotationFromBoqLines({ projectId, lineIds: [...selected], ...start });
            await invalidateQuotations();
            toaster.create({ type: 'success', title: 'Quotation created' });
            void navigate(href('/dashboard/quotation', { id }));
          }}
        />
      )}
    </Stack>
  );
}
