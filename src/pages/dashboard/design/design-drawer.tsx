/**
 * One design as a drawer over the list (`?design=<id>`, or `new` to create one): its facts, the
 * review (approve or send back with a comment) and its history, its files and renders, and its
 * details form saved with the version loaded.
 */
import { Badge, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { RecordSheet, RecordSheetRecord } from '@/ui';
import { usePermissions } from '@/services/admin';
import { useDesign } from '@/services/projects';
import { DesignStatusBadge, formatArea, formatDay, versionLabel } from './design-columns';
import { Fact } from '../dashboard-parts';
import { DesignFiles } from './design-files';
import { EditDesignForm, NewDesignForm } from './design-form';
import { DesignReview } from './design-review';
import { href } from '@/routes/paths';

export interface DesignDrawerProps {
  /** A design id, 'new' to create one, or null when closed. */
  id: string | null;
  /** The project the list is filtered to, preselected for a new design. */
  projectId: string | null;
  onClose: () => void;
  onOpened: (id: string) => void;
}

export function DesignDrawer({ id, projectId, onClose, onOpened }: DesignDrawerProps) {
  return (
    <RecordSheet
      id={id}
      onClose={onClose}
      size="lg"
      create={{
        title: 'New design',
        body: <NewDesignForm projectId={projectId} onCreated={onOpened} onCancel={onClose} />,
      }}
    >
      {(open) => <DesignDetails key={open} id={open} />}
    </RecordSheet>
  );
}

function DesignDetails({ id }: { id: string }) {
  const design = useDesign(id);
  const permissions = usePermissions();
  const editReason = permissions.reason('design.edit');
  return (
    <RecordSheetRecord query={design} title={(row) => row.title} noun="Design">
      {(row) => (
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <DesignStatusBadge status={row.status} />
            <Badge>{versionLabel(row)}</Badge>
            {row.room ? <Badge variant="outline">{row.room}</Badge> : null}
          </HStack>
          <HStack gap="6" wrap="wrap" align="start">
            <Fact label="Project">
              <Link asChild colorPalette="brand">
                <RouterLink to={href('/dashboard/Project-details', { id: row.project_id, tab: 'designs' })}>
                  {row.project_code ? `${row.project_code} · ${row.project_name}` : row.project_name}
                </RouterLink>
              </Link>
            </Fact>
            <Fact label="Designer">{row.designer_name ?? 'Unassigned'}</Fact>
            <Fact label="Area">{formatArea(row.area_sqft)}</Fact>
            <Fact label="Due">{formatDay(row.due_date)}</Fact>
          </HStack>
          <Separator />
          <DesignReview design={row} blockedReason={permissions.reason('design.approve')} />
          <Separator />
          <DesignFiles design={row} blockedReason={editReason} />
          {editReason === null && row.status !== 'approved' ? (
            <>
              <Separator />
              <Stack gap="3" as="section" aria-labelledby="design-details-heading">
                <Text fontWeight="semibold" id="design-details-heading">
                  Details
                </Text>
                <EditDesignForm design={row} />
              </Stack>
            </>
          ) : null}
        </Stack>
      )}
    </RecordSheetRecord>
  );
}
