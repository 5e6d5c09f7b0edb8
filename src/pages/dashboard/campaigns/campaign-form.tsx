/** Create or edit a campaign (with its agents) in the one RecordForm; saved in one transaction. */
import { Text } from '@chakra-ui/react';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import {
  CAMPAIGN_CONSTRAINT_FIELDS,
  CAMPAIGN_PRIORITIES,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  campaignFormOf,
  campaignFormSchema,
  DUPLICATE_POLICIES,
  DUPLICATE_POLICY_LABELS,
  EMPTY_CAMPAIGN_FORM,
  getCampaign,
  PRIORITY_LABELS,
  useSaveCampaign,
  type CampaignFormInput,
  type CampaignSummary,
  type SavedCampaign,
  useSalesStaffOptions,
} from '@/services/crm';
import { formFailureOf } from '@/services/kit';

export interface CampaignFormProps {
  campaign: CampaignSummary | null;
  onSaved: (saved: SavedCampaign) => void;
  onCancel: () => void;
}

export function CampaignForm({ campaign, onSaved, onCancel }: CampaignFormProps) {
  const staff = useSalesStaffOptions();
  const save = useSaveCampaign();
  if (staff.isPending) return <Text color="fg.muted">Loading the sales team…</Text>;
  const people = (staff.data ?? []).map((person) => ({ value: person.id, label: person.name }));
  const fields: RecordFieldSpec<keyof CampaignFormInput>[] = [
    { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
    { name: 'pipeline', label: 'Pipeline', kind: 'text', required: true, placeholder: 'Residential' },
    { name: 'owner_id', label: 'Owner', kind: 'select', placeholder: 'No owner', options: people },
    {
      name: 'priority',
      label: 'Priority',
      kind: 'select',
      required: true,
      options: CAMPAIGN_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] })),
    },
    {
      name: 'duplicate_lead_policy',
      label: 'Duplicate leads',
      kind: 'select',
      required: true,
      wide: true,
      helper: 'What an import or a new lead with the phone or e-mail of one of this campaign’s leads does.',
      options: DUPLICATE_POLICIES.map((value) => ({ value, label: DUPLICATE_POLICY_LABELS[value] })),
    },
    { name: 'start_date', label: 'Start date', kind: 'date' },
    { name: 'end_date', label: 'End date', kind: 'date' },
    { name: 'budget', label: 'Budget', kind: 'money', unit: '₹', min: 0 },
    { name: 'agent_ids', label: 'Agents', kind: 'multi-select', wide: true, options: people },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  ];
  return (
    <RecordForm
      key={campaign ? `${campaign.id}:${campaign.version}` : 'new'}
      label={campaign ? `Edit ${campaign.name}` : 'New campaign'}
      schema={campaignFormSchema}
      defaultValues={campaign ? campaignFormOf(campaign) : EMPTY_CAMPAIGN_FORM}
      fields={fields}
      submitLabel={campaign ? 'Save campaign' : 'Create campaign'}
      onCancel={onCancel}
      describeError={(error) => formFailureOf(error, CAMPAIGN_CONSTRAINT_FIELDS)}
      onReload={async () => {
        if (!campaign) return EMPTY_CAMPAIGN_FORM;
        const fresh = await getCampaign(campaign.id);
        return fresh ? campaignFormOf(fresh) : EMPTY_CAMPAIGN_FORM;
      }}
      onSubmit={async (values, context) => {
        const saved = await save.mutateAsync({
          form: values,
          existing: campaign ? { id: campaign.id, version: campaign.version } : null,
          overwrite: context.overwrite,
        });
        toaster.create({
          type: 'success',
          title: campaign ? `${saved.name} saved` : `${saved.name} created`,
        });
        onSaved(saved);
      }}
    />
  );
}
