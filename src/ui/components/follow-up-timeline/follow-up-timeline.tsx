/**
 * A lead's follow-ups as a timeline, newest first: who called, when, the stage and status the lead
 * was left at (as badges with the colours configured in CRM settings) and what was said. An empty
 * list says so and what to do.
 */
import { Badge, Box, HStack, Text, Timeline, VisuallyHidden } from '@chakra-ui/react';
import { MessageSquareText, PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';

/** A stage or status as configured: its name and its colour (#rrggbb), when it has one. */
export interface FollowUpLabel {
  name: string;
  colour?: string | null | undefined;
}

export interface FollowUpTimelineItem {
  id: string;
  /** When the follow-up happened (ISO timestamp). */
  at: string;
  /** Who logged it; null when that person has left. */
  by: string | null;
  stage?: FollowUpLabel | null | undefined;
  status?: FollowUpLabel | null | undefined;
  comment?: string | null | undefined;
}

export interface FollowUpTimelineProps {
  /** The list's accessible name; defaults to "Follow-ups". */
  label?: string;
  items: readonly FollowUpTimelineItem[];
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  /** Shown in the empty state, e.g. the "Log follow-up" button. */
  emptyActions?: ReactNode;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const whenFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatFollowUpTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : whenFormat.format(at);
}

/** A badge for a configured label: the colour is data, so it shows as a small swatch beside the name. */
function LabelBadge({ kind, label }: { kind: string; label: FollowUpLabel }) {
  const colour = label.colour && HEX_COLOUR.test(label.colour) ? label.colour : null;
  return (
    <Badge variant="outline" size="sm" gap="1.5">
      <VisuallyHidden>{kind}: </VisuallyHidden>
      {colour ? (
        <Box
          as="span"
          aria-hidden="true"
          boxSize="2"
          rounded="full"
          flexShrink={0}
          borderWidth="1px"
          borderColor="border.emphasized"
          style={{ background: colour }}
        />
      ) : null}
      {label.name}
    </Badge>
  );
}

export function FollowUpTimeline({
  label = 'Follow-ups',
  items,
  emptyTitle = 'No follow-ups yet',
  emptyDescription = 'Calls, visits and messages logged for this lead appear here, newest first.',
  emptyActions,
}: FollowUpTimelineProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<PhoneCall />}
        title={emptyTitle}
        description={emptyDescription}
        actions={emptyActions}
      />
    );
  }
  const sorted = [...items].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Timeline.Root size="sm" as="ol" aria-label={label} variant="subtle">
      {sorted.map((item) => (
        <Timeline.Item key={item.id} as="li">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator colorPalette="brand" aria-hidden="true">
              <MessageSquareText />
            </Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content gap="1.5" pb="4" minW="0">
            <Timeline.Title flexWrap="wrap">
              <Text as="span" fontWeight="semibold">
                {item.by ?? 'A former colleague'}
              </Text>
              <Text as="span" color="fg.muted" fontWeight="normal">
                <time dateTime={item.at}>{formatFollowUpTime(item.at)}</time>
              </Text>
            </Timeline.Title>
            {item.stage || item.status ? (
              <HStack gap="1.5" wrap="wrap">
                {item.stage ? <LabelBadge kind="Stage" label={item.stage} /> : null}
                {item.status ? <LabelBadge kind="Status" label={item.status} /> : null}
              </HStack>
            ) : null}
            {item.comment ? (
              <Timeline.Description color="fg" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {item.comment}
              </Timeline.Description>
            ) : (
              <Timeline.Description color="fg.muted" fontStyle="italic">
                No comment
              </Timeline.Description>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
