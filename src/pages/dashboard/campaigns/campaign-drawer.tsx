/**
 * A campaign's page, as a drawer over the list (`?id=<campaign id>`, or `?id=new` to create):
 * its details, its funnel (leads by stage, each linking to the filtered leads list), the way to its
 * leads, editing, and the CSV import.
 */
import { Badge, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, RecordSheet, RecordSheetRecord } from '@/ui';
import {
  CAMPAIGN_STATUS_LABELS,
  DUPLICATE_POLICY_LABELS,
  PRIORITY_LABELS,
  useCampaign,
  type SavedCampaign,
  useLeadStages,
} from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { FactList } from '../dashboard-parts';
import { CampaignForm } from './campaign-form';
import { formatBudget, formatDate, PRIORITY_PALETTE, STATUS_PALETTE } from './campaign-columns';
import { GuardedButton } from './guarded-button';
import { LeadImportWizard } from './lead-import-wizard';
import { leadsLink, StageFunnel, stageCountsOf } from './stage-funnel';

export interface CampaignDrawerProps {
  /** A campaign id, 'new', or null when closed. */
  id: string | null;
  onClose: () => void;
  onCreated: (saved: SavedCampaign) => void;
}

export function CampaignDrawer({ id, onClose, onCreated }: CampaignDrawerProps) {
  return (
    <RecordSheet
      id={id}
      onClose={onClose}
      size="lg"
      create={{
        title: 'New campaign',
        body: <CampaignForm campaign={null} onSaved={onCreated} onCancel={onClose} />,
      }}
    >
      {(open) => <CampaignDetails key={open} id={open} />}
    </RecordSheet>
  );
}

function CampaignDetails({ id }: { id: string }) {
  const campaign = useCampaign(id);
  const stages = useLeadStages();
  const { reason } = usePermissions();
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <RecordSheetRecord
      query={campaign}
      title={(row) => row.name}
      noun="Campaign"
      errorTitle="The campaign could not be loaded"
      showErrorMessage
      missing={<AccessDenied reason="This campaign does not exist, or it is not one of yours." />}
      subtitle={(row) => (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={STATUS_PALETTE[row.status]}>{CAMPAIGN_STATUS_LABELS[row.status]}</Badge>
          <Badge variant="outline" colorPalette={PRIORITY_PALETTE[row.priority]}>
            {PRIORITY_LABELS[row.priority]} priority
          </Badge>
          <Text textStyle="sm" color="fg.muted">
            {row.pipeline}
          </Text>
        </HStack>
      )}
    >
      {(row) => (
        <>
          {editing ? (
            <CampaignForm
              campaign={row}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Stack gap="6">
              <HStack gap="2" wrap="wrap">
                <GuardedButton
                  reason={reason('campaigns.manage')}
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(true)}
                >
                  Edit campaign
                </GuardedButton>
                <GuardedButton
                  reason={reason('leads.import')}
                  colorPalette="brand"
                  size="sm"
                  onClick={() => setImporting(true)}
                >
                  <Upload aria-hidden="true" /> Import leads
                </GuardedButton>
                <Link asChild colorPalette="brand" textStyle="sm">
                  <RouterLink to={leadsLink(row.id)}>Open its {row.lead_count} leads</RouterLink>
                </Link>
              </HStack>
              <FactList
                items={[
                  ['Owner', row.owner_name ?? 'No owner'],
                  ['Agents', row.agent_names.join(', ') || 'None'],
                  [
                    'Dates',
                    [formatDate(row.start_date), formatDate(row.end_date)].filter(Boolean).join(' to ') ||
                      'Not set',
                  ],
                  ['Budget', formatBudget(row.budget) || 'Not set'],
                  ['Duplicate leads', DUPLICATE_POLICY_LABELS[row.duplicate_lead_policy]],
                  ['Won', `${row.won_count} of ${row.lead_count} leads`],
                ]}
              />
              {row.description ? <Text whiteSpace="pre-wrap">{row.description}</Text> : null}
              <Separator />
              <Stack gap="3">
                <Heading as="h2" size="sm">
                  Funnel
                </Heading>
                {stages.isError ? (
                  <Text color="fg.error">The lead stages could not be loaded.</Text>
                ) : (
                  <StageFunnel
                    campaignId={row.id}
                    rows={stageCountsOf(stages.data ?? [], row.stage_counts)}
                  />
                )}
              </Stack>
            </Stack>
          )}
          <LeadImportWizard open={importing} onOpenChange={setImporting} campaignId={row.id} />
        </>
      )}
    </RecordSheetRecord>
  );
}
