import { Button, Stack, Tabs } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccessDenied, ErrorState, LoadingState } from '@/ui';
import { href } from '@/routes/paths';
import { useProject, type Project } from '@/services/projects';
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
import { SignedInPage } from './page-frame';

/** The project's tabs in order: the `tab` parameter, the tab's label and what it shows. */
const TABS = [
  { value: 'overview', label: 'Overview', body: (p: Project) => <ProjectOverviewTab project={p} /> },
  { value: 'stages', label: 'Stages', body: (p: Project) => <ProjectStagesTab project={p} /> },
  { value: 'payments', label: 'Payments', body: (p: Project) => <ProjectPaymentsTab project={p} /> },
  { value: 'team', label: 'Team', body: (p: Project) => <ProjectTeamTab project={p} /> },
  { value: 'tasks', label: 'Tasks', body: (p: Project) => <ProjectTasksTab projectId={p.id} /> },
  { value: 'recce', label: 'Recce', body: (p: Project) => <ProjectRecceTab projectId={p.id} /> },
  { value: 'designs', label: 'Designs', body: (p: Project) => <ProjectDesignsTab projectId={p.id} /> },
  { value: 'documents', label: 'Documents', body: (p: Project) => <ProjectDocumentsTab projectId={p.id} /> },
  {
    value: 'commercial',
    label: 'Quotations and orders',
    body: (p: Project) => <ProjectCommercialTab projectId={p.id} />,
  },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

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
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, body }) => (
          <Tabs.Content key={value} value={value}>
            {body(p)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/** dashboard/Project-details?id= (and apps/projects/project-overview): one project, if it is yours to see. */
export default function DashboardProjectDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <SignedInPage
      title="Project details"
      description="One project: its stages, payments, team, tasks and documents."
      signedOut={{
        title: 'Sign in to see this project',
        reason: 'Projects belong to the people who work on them: sign in to see yours.',
      }}
    >
      {id === '' ? (
        <AccessDenied
          title="No project chosen"
          reason="Open a project from the projects list."
          actions={<BackToProjects />}
        />
      ) : (
        <ProjectDetails id={id} />
      )}
    </SignedInPage>
  );
}
