import { Card, Heading, Icon, Text, Timeline } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Activity {
  id: string;
  title: string;
  description?: string;
  at: Date;
  by?: string;
  icon?: ReactNode;
  /** Colour palette of the marker: green for won, red for lost, etc. */
  palette?: string;
}

export interface ActivityTimelineProps {
  title: string;
  activities: Activity[];
  /** "Now" for the relative times; fixed in stories so they read the same every run. */
  now?: Date;
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

export function timeAgo(at: Date, now: Date): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** Recent events, newest first, as an ordered list with a marker per event and relative times. */
export function ActivityTimeline({ title, activities, now = new Date() }: ActivityTimelineProps) {
  const sorted = [...activities].sort((a, b) => b.at.getTime() - a.at.getTime());
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Timeline.Root size="sm" as="ol">
          {sorted.map((activity) => (
            <Timeline.Item key={activity.id} as="li">
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator colorPalette={activity.palette ?? 'brand'} aria-hidden="true">
                  {activity.icon && <Icon boxSize="3">{activity.icon}</Icon>}
                </Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>{activity.title}</Timeline.Title>
                {activity.description && <Timeline.Description>{activity.description}</Timeline.Description>}
                <Text textStyle="xs" color="fg.muted">
                  <time dateTime={activity.at.toISOString()}>{timeAgo(activity.at, now)}</time>
                  {activity.by && ` · ${activity.by}`}
                </Text>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      </Card.Body>
    </Card.Root>
  );
}
