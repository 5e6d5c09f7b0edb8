import { Button, Stack, Tabs } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccessDenied, ErrorState, LoadingState, PageHeader } from '@/ui';
import { useRouteEntry, href } from '@/routes/paths';
import { useProject } from '@/services/projects';
import { useStoredUser } from '@/services/auth';
import { ProjectDesignsTab } from './project-details/project-designs-tab';
import { ProjectHeader } from './project-details/project-header';
import {
  ProjectCommercialTab,
  ProjectOverviewTab,
  ProjectTasksTab,
  ProjectTeamTab,
} from './project-details/project-more-tabs';
import { ProjectDocumentsTab } from './project-details/project-documents-tab';
import { ProjectPaymentsTab } from './project-details/project-payments-tab';
import { ProjectRecceTab } from './project-details/project-recce-tab';
import { ProjectStagesTab } from './project-details/project-stages-tab';

const TABS = [
  ['overview', 'Overview'],
  ['stages', 'Stages'],
  ['payments', 'Payments'],
  ['team', 'Team'],
  ['tasks', 'Tasks'],
  ['recce', 'Recce'],
  ['designs', 'Designs'],
  ['documents', 'Documents'],
  ['commercial', 'Quotations and orders'],
] as const;
type Tab = (typeof TABS)[number][0];
const isTab = (value: string | null): value is Tab => TABS.some(([id]) => id === value);

function BackToProjects() {
  return (
    <Button asChild variant="outline">
      <RouterLink to={href('/dashboard/projects')}>Back to my projects</RouterLink>
    </Button>
  );
}

function ProjectDetails({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const project = useProject(id);
  const tab = params.get('tab');
  const current: Tab = isTab(tab) ? tab : 'overview';

  if (project.isPending) return <LoadingState label="Loading the project…" />;
  if (project.isError) {
    return (
      <ErrorState
        title="The project could not be loaded"
        message={project.error.message}
        onRetry={() => void project.refetch()}
      />
    );
  }
  if (project.data === null) {
    return (
      <AccessDenied
        reason="There is no project with this id that you may see: it belongs to other people, or it does not exist."
        actions={<BackToProjects />}
      />
    );
  }
  const p = project.data;
  return (
    <Stack gap="6">
      <ProjectHeader project={p} />
      <Tabs.Root
        value={current}
        onValueChange={(details) => {
          // A tab's own parameters (the documents list's filters, its open document) stay with it.
          const next = new URLSearchParams({ id });
          if (details.value !== 'overview') next.set('tab', details.value);
          setParams(next, { replace: true });
        }}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List overflowX="auto" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
          {TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <ProjectOverviewTab project={p} />
        </Tabs.Content>
        <Tabs.Content value="stages">
          <ProjectStagesTab project={p} />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <ProjectPaymentsTab project={p} />
        </Tabs.Content>
        <Tabs.Content value="team">
          <ProjectTeamTab project={p} />
        </Tabs.Content>
        <Tabs.Content value="tasks">
          <ProjectTasksTab projectId={p.id} />
        </Tabs.Content>
        <Tabs.Content value="recce">
          <ProjectRecceTab projectId={p.id} />
        </Tabs.Content>
        <Tabs.Content value="designs">
          <ProjectDesignsTab projectId={p.id} />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <ProjectDocumentsTab projectId={p.id} />
        </Tabs.Content>
        <Tabs.Content value="commercial">
          <ProjectCommercialTab projectId={p.id} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** dashboard/Project-details?id= (and apps/projects/project-overview): one project, if it is yours to see. */
export default function DashboardProjectDetailsPage() {
  const route = useRouteEntry();
  const user = useStoredUser();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Project details'}
        description="One project: its stages, payments, team, tasks and documents."
      />
      {user === null ? (
        <AccessDenied
          title="Sign in to see this project"
          reason="Projects belong to the people who work on them: sign in to see yours."
        />
      ) : id === '' ? (
        <AccessDenied
          title="No project chosen"
          reason="Open a project from the projects list."
          actions={<BackToProjects />}
        />
      ) : (
        <ProjectDetails id={id} />
      )}
    </Stack>
  );
}
