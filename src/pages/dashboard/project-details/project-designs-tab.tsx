/**
 * The project's designs tab: each design with designer, status, area and version, a link to it on
 * the design page (its files, renders and review), a new design for this project, and the
 * project's design stages.
 */
import { Button, HStack, Link, Table, Text, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/ui';
import { useDesigns } from '@/services/projects';
import { usePermissions } from '@/services/admin';
import { DesignStatusBadge, formatArea, formatDay, versionLabel } from '../design/design-columns';
import { DesignStagesList } from './project-stages-tab';
import { href } from '@/routes/paths';

const designHref = (projectId: string, designId: string) =>
  href('/dashboard/design', { project: projectId, design: designId });

export function ProjectDesignsTab({ projectId }: { projectId: string }) {
  const designs = useDesigns({ project: projectId, page: 0, pageSize: 100 });
  const permissions = usePermissions();
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontWeight="semibold" id="project-designs-heading">
          Designs
        </Text>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={href('/dashboard/design', { project: projectId })}>
              Open on the design page
            </RouterLink>
          </Button>
          {permissions.can('design.edit') ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={designHref(projectId, 'new')}>New design</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {designs.isPending ? (
        <LoadingState label="Loading the designs…" />
      ) : designs.isError ? (
        <ErrorState title="The designs could not be loaded" onRetry={() => void designs.refetch()} />
      ) : designs.data.rows.length === 0 ? (
        <Text color="fg.muted">No design for this project yet.</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-labelledby="project-designs-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Design</Table.ColumnHeader>
                <Table.ColumnHeader>Designer</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Area</Table.ColumnHeader>
                <Table.ColumnHeader>Version</Table.ColumnHeader>
                <Table.ColumnHeader>Due</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Files</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {designs.data.rows.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell>
                    <Link asChild colorPalette="brand">
                      <RouterLink to={designHref(projectId, d.id)}>{d.title}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{d.designer_name ?? 'Unassigned'}</Table.Cell>
                  <Table.Cell>
                    <DesignStatusBadge status={d.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatArea(d.area_sqft)}</Table.Cell>
                  <Table.Cell>{versionLabel(d)}</Table.Cell>
                  <Table.Cell>{formatDay(d.due_date)}</Table.Cell>
                  <Table.Cell textAlign="end">{d.file_count}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <DesignStagesList projectId={projectId} />
    </Stack>
  );
}
