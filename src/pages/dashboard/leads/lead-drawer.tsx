/**
 * One lead beside the list (opened by a row or by `?lead=<id>`): its details, Call / WhatsApp /
 * E-mail, the follow-up timeline and "Log follow-up". A lead the person may not see (someone
 * else's, or gone) shows AccessDenied: row-level security decided, the drawer only says so.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  AccessDenied,
  ErrorState,
  FollowUpTimeline,
  GatedButton,
  LoadingState,
  type FollowUpTimelineItem,
} from '@/ui';
import { RecordDrawer } from '@/ui/components/record-drawer/record-drawer';
import { wholeRupees } from '@/ui/format/rupees';
import { LEAD_SOURCE_LABELS, useFollowUps, useLead, type FollowUp, type Lead } from '@/services/crm';
import type { Permissions } from '@/services/admin';
import { ContactActions } from './contact-actions';
import { formatDateTime, Swatched } from './lead-columns';
import { LogFollowUpDialog } from './log-follow-up-dialog';

export interface LeadDrawerProps {
  id: string | null;
  onClose: () => void;
  onEdit: (lead: Lead) => void;
  permissions: Permissions;
  /** "Now" for the follow-up date rule; fixed in stories. */
  now?: () => Date;
}

function timelineItems(followUps: readonly FollowUp[]): FollowUpTimelineItem[] {
  return followUps.map((f) => ({
    id: f.id,
    at: f.follow_up_at,
    by: f.by_name,
    stage: f.stage_name ? { name: f.stage_name, colour: f.stage_colour } : null,
    status: f.status_name ? { name: f.status_name, colour: f.status_colour } : null,
    comment: f.comment,
  }));
}

function FollowUps({ lead, onLog, blocked }: { lead: Lead; onLog: () => void; blocked: string | null }) {
  const followUps = useFollowUps(lead.id);
  const logButton = (
    <GatedButton size="sm" colorPalette="brand" blockedReason={blocked} onClick={onLog}>
      Log follow-up
    </GatedButton>
  );
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h3" fontWeight="semibold" id="lead-follow-ups-heading">
          Follow-ups
        </Text>
        {logButton}
      </HStack>
      {followUps.isPending ? (
        <LoadingState label="Loading the follow-ups…" />
      ) : followUps.isError ? (
        <ErrorState
          title="The follow-ups could not be loaded"
          message={followUps.error.message}
          onRetry={() => void followUps.refetch()}
        />
      ) : (
        <FollowUpTimeline label="Follow-up timeline" items={timelineItems(followUps.data)} />
      )}
    </Stack>
  );
}

export function LeadDrawer({ id, onClose, onEdit, permissions, now }: LeadDrawerProps) {
  const lead = useLead(id);
  const [logging, setLogging] = useState(false);
  const row = lead.data ?? null;
  const denied = id !== null && lead.isSuccess && row === null;
  const editBlocked = permissions.reason('leads.edit');

  return (
    <>
      <RecordDrawer
        open={id !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={row?.name ?? 'Lead'}
        subtitle={
          row ? [row.company_name, row.campaign_name].filter(Boolean).join(' · ') || undefined : undefined
        }
        fields={
          row
            ? [
                { label: 'Stage', value: <Swatched name={row.stage_name} colour={row.stage_colour} /> },
                { label: 'Status', value: <Swatched name={row.status_name} colour={row.status_colour} /> },
                { label: 'Next follow-up', value: formatDateTime(row.next_follow_up_at) || 'Not set' },
                { label: 'Owner', value: row.owner_name },
                { label: 'Phone', value: row.phone },
                { label: 'E-mail', value: row.email },
                {
                  label: 'Address',
                  value: [row.address, row.city, row.state, row.pincode].filter(Boolean).join(', '),
                },
                { label: 'Source', value: LEAD_SOURCE_LABELS[row.source] },
                { label: 'Campaign', value: row.campaign_name },
                { label: 'Interested in', value: row.interest },
                {
                  label: 'Estimated value',
                  value: row.estimated_value === null ? null : wholeRupees.format(row.estimated_value),
                },
                { label: 'Notes', value: row.notes },
              ]
            : []
        }
        footer={
          row ? (
            <HStack gap="2" wrap="wrap">
              <GatedButton
                size="sm"
                variant="outline"
                blockedReason={editBlocked}
                onClick={() => onEdit(row)}
              >
                Edit lead
              </GatedButton>
              <Button size="sm" variant="ghost" onClick={onClose}>
                Close
              </Button>
            </HStack>
          ) : null
        }
      >
        {id !== null && lead.isPending ? <LoadingState label="Loading the lead…" /> : null}
        {lead.isError ? (
          <ErrorState
            title="This lead could not be loaded"
            message={lead.error.message}
            onRetry={() => void lead.refetch()}
          />
        ) : null}
        {denied ? (
          <AccessDenied reason="This lead is not one of yours or your campaigns’, or it no longer exists. Ask your sales manager if it should be." />
        ) : null}
        {row ? (
          <Stack gap="6">
            <ContactActions lead={row} />
            <FollowUps lead={row} onLog={() => setLogging(true)} blocked={editBlocked} />
          </Stack>
        ) : null}
      </RecordDrawer>
      {row ? (
        <LogFollowUpDialog
          key={`${row.id}:${row.version}`}
          lead={row}
          open={logging}
          onClose={() => setLogging(false)}
          {...(now ? { now } : {})}
        />
      ) : null}
    </>
  );
}
