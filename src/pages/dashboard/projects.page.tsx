import { Badge, Button, CloseButton, HStack, Stack } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccessDenied, DataTable, DateRangeField, DialogFrame, PageHeader, Tooltip } from '@/ui';
import { useListState } from '@/pages/list-kit';
import { useRouteEntry } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import {
  listProjects,
  useProjectCities,
  useProjectKpis,
  useProjects,
  useStaffOptions,
} from '@/services/projects';
import { useStoredUser } from '@/services/auth';
import { DETAILS_PATH, projectColumns } from './projects/project-columns';
import { ProjectForm } from './projects/project-form';
import { ProjectKpiCards } from './projects/project-kpi-cards';
import { projectQueryOf, projectsList } from './projects/projects.contract';

const DESIGNERS = ['designer'] as const;
const MANAGERS = ['sales', 'admin'] as const;

function ProjectsList() {
  const route = useRouteEntry();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = useListState(projectsList);
  const query = useMemo(() => projectQueryOf(list.state), [list.state]);
  const { from = '', to = '', payments } = list.state.filters;
  const projects = useProjects(query);
  const kpis = useProjectKpis();
  const cities = useProjectCities();
  const designers = useStaffOptions(DESIGNERS);
  const managers = useStaffOptions(MANAGERS);
  const permissions = usePermissions();
  const [creating, setCreating] = useState(false);

  const columns = useMemo(
    () => projectColumns(designers.data ?? [], managers.data ?? [], cities.data ?? []),
    [designers.data, managers.data, cities.data],
  );
  const addReason = permissions.reason('projects.add');

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Projects'}
        description="Every project you can see: stage, client, designer, estimate and what the client still owes."
        actions={
          <Tooltip content={addReason} disabled={addReason === null}>
            <Button
              colorPalette="brand"
              size="sm"
              disabled={addReason !== null}
              onClick={() => setCreating(true)}
            >
              <Plus aria-hidden="true" /> New project
            </Button>
          </Tooltip>
        }
      />
      <ProjectKpiCards kpis={kpis.data} path={pathname} />
      <HStack gap="4" align="end" wrap="wrap">
        <DateRangeField
          label="Started between"
          value={{ start: from, end: to }}
          onValueChange={(range) => list.setFilters({ from: range.start, to: range.end })}
        />
        {payments ? (
          <Badge size="lg" colorPalette="orange" variant="subtle" gap="2">
            {payments === 'month' ? 'Payments due this month' : 'Payments due by today'}
            <CloseButton
              size="2xs"
              aria-label="Show every project, not only those with payments due"
              onClick={() => list.setFilters({ payments: undefined })}
            />
          </Badge>
        ) : null}
      </HStack>
      <DataTable
        label="Projects"
        columns={columns}
        rows={projects.data?.rows ?? []}
        total={projects.data?.total ?? 0}
        getRowId={(p) => p.id}
        getRowLabel={(p) => `${p.code ?? ''} ${p.name}`}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={projects.isPending}
        error={projects.isError ? projects.error.message : null}
        onRetry={() => void projects.refetch()}
        emptyTitle="No projects match"
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={list.pageSizes}
        exportFileName="projects"
        exportRows={async () => (await listProjects({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(p) => void navigate(`${DETAILS_PATH}?id=${p.id}`)}
        toolbarActions={
          list.filtering ? (
            <Button size="sm" variant="ghost" onClick={list.clearFilters}>
              <X aria-hidden="true" /> Clear filters
            </Button>
          ) : null
        }
      />
      <DialogFrame
        open={creating}
        onOpenChange={setCreating}
        title="New project"
        size="lg"
        fresh
        closeOnInteractOutside={false}
      >
        <ProjectForm
          blockNavigation={false}
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(`${DETAILS_PATH}?id=${id}`);
          }}
        />
      </DialogFrame>
    </Stack>
  );
}

/** dashboard/projects (and apps/projects/projects-list): headline figures, then the list. */
export default function DashboardProjectsPage() {
  const user = useStoredUser();
  const route = useRouteEntry();
  if (user === null) {
    return (
      <Stack gap="6">
        <PageHeader title={route?.title ?? 'Projects'} />
        <AccessDenied
          title="Sign in to see projects"
          reason="Projects belong to the people who work on them: sign in to see yours."
        />
      </Stack>
    );
  }
  return <ProjectsList />;
}
