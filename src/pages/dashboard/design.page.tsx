/**
 * dashboard/design: designs per project with designer, status, area and version, filtered by
 * project, designer, status and due (this week or overdue, shown as a removable badge) in the URL; a design at a time in a drawer (`?design=<id>`, or
 * `new`) with its files and renders, its review (approve, or send back with a comment) and history.
 */
import { Field, HStack, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ClearFilters, useListState } from '@/pages/list-kit';
import { DataTable, GatedButton, OptionSelect } from '@/ui';
import { usePermissions, localToday } from '@/services/admin';
import { listDesigns, useDesignerOptions, useDesignProjectOptions, useDesigns } from '@/services/projects';
import { designColumns } from './design/design-columns';
import { DesignDrawer } from './design/design-drawer';
import { designList, designQueryOf } from './design/design.contract';
import { DueFilterBadge } from './dashboard-parts';
import { SignedInPage } from './page-frame';

const DESCRIPTION =
  'Designs of your projects: who designs them, where each stands, its files and renders, and its reviews.';

function OptionFilter({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { id: string; name: string }[];
  onChange: (value: string | null) => void;
}) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        value={value}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        size="sm"
        placeholder={allLabel}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
      />
    </Field.Root>
  );
}

function DesignList() {
  const list = useListState(designList);
  const { filters } = list.state;
  const today = localToday();
  const query = useMemo(() => designQueryOf(list.state, today), [list.state, today]);
  const due = filters.due;
  const designs = useDesigns(query);
  const projects = useDesignProjectOptions();
  const designers = useDesignerOptions();
  const permissions = usePermissions();
  const columns = useMemo(() => designColumns(), []);
  const projectId = filters.project ?? null;

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <OptionFilter
          label="Project"
          allLabel="All my projects"
          value={projectId ?? ''}
          options={projects.data ?? []}
          onChange={(value) => list.setFilters({ project: value ?? undefined })}
        />
        <OptionFilter
          label="Designer"
          allLabel="Every designer"
          value={filters.designer ?? ''}
          options={designers.data ?? []}
          onChange={(value) => list.setFilters({ designer: value ?? undefined })}
        />
        <GatedButton
          size="sm"
          colorPalette="brand"
          blockedReason={permissions.reason('design.edit')}
          onClick={() => list.open('new')}
        >
          New design
        </GatedButton>
      </HStack>
      <DueFilterBadge
        due={due}
        clearLabel="Show every design, whatever its due date"
        onClear={() => list.setFilters({ due: undefined })}
      />
      <DataTable
        label="Designs"
        columns={columns}
        rows={designs.data?.rows ?? []}
        total={designs.data?.total ?? 0}
        getRowId={(d) => d.id}
        getRowLabel={(d) => d.title}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={designs.isPending}
        error={designs.isError ? designs.error.message : null}
        onRetry={() => void designs.refetch()}
        emptyTitle="No designs match"
        emptyDescription="Clear the search or a filter, or create a design for one of your projects."
        pageSizeOptions={list.pageSizes}
        exportFileName="designs"
        exportRows={async () => (await listDesigns({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(d) => list.open(d.id)}
        toolbarActions={<ClearFilters list={list} />}
      />
      <DesignDrawer id={list.openId} projectId={projectId} onClose={list.close} onOpened={list.open} />
    </Stack>
  );
}

export default function DashboardDesignPage() {
  return (
    <SignedInPage
      title="Designs"
      description={DESCRIPTION}
      signedOut={{
        title: 'Sign in to see the designs',
        reason: 'The list shows the designs of the projects you work on: sign in to see them.',
      }}
    >
      <DesignList />
    </SignedInPage>
  );
}
