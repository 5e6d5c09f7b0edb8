import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  PROJECT_CATEGORY_LABELS,
  PROJECT_STAGE_LABELS,
  PROJECT_STATUS_LABELS,
  type Project,
} from '@/services/projects';
import { FactList } from '../dashboard-parts';
import { formatDate, money, STATUS_PALETTE } from '../projects/project-columns';

/** Code, client, site, estimate, area, dates and stage: what anyone opening the project asks first. */
export function ProjectHeader({ project }: { project: Project }) {
  const items: [string, string][] = [
    ['Client', project.client_name],
    ['Site', [project.site_address, project.city].filter(Boolean).join(', ') || '—'],
    ['Estimate', money(project.estimate)],
    ['Area', project.area_sqft === null ? '—' : `${project.area_sqft.toLocaleString('en-IN')} sqft`],
    ['Start', formatDate(project.start_date) || '—'],
    ['Target', formatDate(project.target_date) || '—'],
    ['Category', PROJECT_CATEGORY_LABELS[project.category]],
  ];
  if (project.completed_on) items.push(['Completed', formatDate(project.completed_on)]);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {project.code ?? 'New project'} · {project.name}
            </Heading>
            <Badge
              colorPalette="brand"
              size="lg"
              aria-label={`Stage: ${PROJECT_STAGE_LABELS[project.stage]}`}
            >
              {PROJECT_STAGE_LABELS[project.stage]}
            </Badge>
            <Badge colorPalette={STATUS_PALETTE[project.status]} size="lg">
              {PROJECT_STATUS_LABELS[project.status]}
            </Badge>
          </HStack>
          {project.on_hold && project.on_hold_reason ? (
            <Text color="fg.muted">On hold: {project.on_hold_reason}</Text>
          ) : null}
          <FactList items={items} display="grid" gridTemplateColumns={{ md: '1fr 1fr' }} gap="2" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
