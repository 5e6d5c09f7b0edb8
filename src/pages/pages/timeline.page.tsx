import { Badge, Box, Button, Card, HStack, Stack, Text, Timeline, Wrap } from '@chakra-ui/react';
import { CircleCheckBig, Factory, Hammer, IndianRupee, Mail, MapPin, PenTool } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '@/ui';
import { PROJECT_HISTORIES, type MilestoneKind } from './timeline/timeline-fixtures';

const KIND: Record<MilestoneKind, { icon: ReactNode; label: string; palette: string }> = {
  enquiry: { icon: <Mail />, label: 'Enquiry', palette: 'gray' },
  visit: { icon: <MapPin />, label: 'Site visit', palette: 'blue' },
  design: { icon: <PenTool />, label: 'Design', palette: 'purple' },
  payment: { icon: <IndianRupee />, label: 'Payment', palette: 'green' },
  production: { icon: <Factory />, label: 'Production', palette: 'orange' },
  installation: { icon: <Hammer />, label: 'Installation', palette: 'teal' },
  handover: { icon: <CircleCheckBig />, label: 'Handover', palette: 'brand' },
};
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export default function PagesTimelinePage() {
  const [projectId, setProjectId] = useState(PROJECT_HISTORIES[0]?.id ?? '');
  const [newestFirst, setNewestFirst] = useState(false);
  const project = PROJECT_HISTORIES.find((candidate) => candidate.id === projectId) ?? PROJECT_HISTORIES[0];
  if (!project) return null;
  const milestones = newestFirst ? [...project.milestones].reverse() : project.milestones;

  return (
    <>
      <PageHeader
        title="Timeline"
        description="Every step of a project, from the first enquiry to the handover."
        actions={
          <Button size="sm" variant="outline" onClick={() => setNewestFirst((value) => !value)}>
            {newestFirst ? 'Oldest first' : 'Newest first'}
          </Button>
        }
      />
      <Stack gap="6">
        <Wrap gap="2" role="group" aria-label="Project">
          {PROJECT_HISTORIES.map((candidate) => (
            <Button
              key={candidate.id}
              size="sm"
              variant={candidate.id === project.id ? 'solid' : 'outline'}
              colorPalette={candidate.id === project.id ? 'brand' : 'gray'}
              aria-pressed={candidate.id === project.id}
              onClick={() => setProjectId(candidate.id)}
            >
              {candidate.name}
            </Button>
          ))}
        </Wrap>
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">{project.name}</Card.Title>
            <Card.Description>
              {project.client} · {project.milestones.length} milestones
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <Timeline.Root size="lg" variant="subtle" aria-label={`${project.name} timeline`}>
              {milestones.map((milestone) => {
                const kind = KIND[milestone.kind];
                return (
                  <Timeline.Item key={milestone.id}>
                    <Timeline.Connector>
                      <Timeline.Separator />
                      <Timeline.Indicator colorPalette={kind.palette} aria-hidden="true">
                        {kind.icon}
                      </Timeline.Indicator>
                    </Timeline.Connector>
                    <Timeline.Content pb="6">
                      <HStack gap="2" wrap="wrap">
                        <Timeline.Title as="h3" textStyle="md">
                          {milestone.title}
                        </Timeline.Title>
                        <Badge colorPalette={kind.palette} variant="surface">
                          {kind.label}
                        </Badge>
                      </HStack>
                      <Timeline.Description>
                        <time dateTime={milestone.on}>
                          {dateFormat.format(new Date(`${milestone.on}T00:00:00`))}
                        </time>{' '}
                        · {milestone.by}
                      </Timeline.Description>
                      <Box>
                        <Text textStyle="sm">{milestone.detail}</Text>
                      </Box>
                    </Timeline.Content>
                  </Timeline.Item>
                );
              })}
            </Timeline.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
