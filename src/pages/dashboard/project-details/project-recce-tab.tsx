/** The recce tab of a project: its site surveys (stage, status, due, counts) and starting one. */
import { HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/ui';
import { RECCE_STAGE_LABELS, useRecces } from '@/services/projects';
import { formatDate } from '../projects/project-columns';
import { NewRecceButton } from '../recce/new-recce-dialog';
import { RecceStatusBadge } from '../recce/recce-columns';
import { recceLink } from '../recce/recce.contract';

export function ProjectRecceTab({ projectId }: { projectId: string }) {
  const recces = useRecces({ project: projectId, page: 0, pageSize: 50 });

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text color="fg.muted">Site surveys of this project: six stages, room measurements and photos.</Text>
        <NewRecceButton projectId={projectId} />
      </HStack>
      {recces.isPending ? (
        <LoadingState label="Loading the surveys…" />
      ) : recces.isError ? (
        <ErrorState
          title="The surveys could not be loaded"
          message={recces.error.message}
          onRetry={() => void recces.refetch()}
        />
      ) : recces.data.rows.length === 0 ? (
        <Text>No site survey yet.</Text>
      ) : (
        <Table.Root size="sm" aria-label="Site surveys of the project">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Survey</Table.ColumnHeader>
              <Table.ColumnHeader>Surveyor</Table.ColumnHeader>
              <Table.ColumnHeader>Due</Table.ColumnHeader>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Measurements</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Photos</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {recces.data.rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>
                  <ChakraLink asChild colorPalette="brand">
                    <RouterLink to={recceLink(r.id)}>Recce, {r.stages_done} of 6 stages</RouterLink>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>{r.assignee_name ?? 'Unassigned'}</Table.Cell>
                <Table.Cell>{formatDate(r.due_date) || '—'}</Table.Cell>
                <Table.Cell>{RECCE_STAGE_LABELS[r.current_stage]}</Table.Cell>
                <Table.Cell>
                  <RecceStatusBadge status={r.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">{r.measurement_count}</Table.Cell>
                <Table.Cell textAlign="end">{r.photo_count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
