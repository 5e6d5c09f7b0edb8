/** Add or edit a lead in the one RecordForm, in a dialog over the list. */
import { Text } from '@chakra-ui/react';
import { DialogFrame, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import {
  useCampaignOptions,
  useLeadStages,
  useLeadStatuses,
  useSalesStaffOptions,
  getLead,
  LEAD_CONSTRAINT_MESSAGES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  leadFormDefaults,
  leadFormSchema,
  useSaveLead,
  type Lead,
  type LeadFormInput,
} from '@/services/crm';
import { formFailureOf } from '@/services/kit';

export interface LeadFormDialogProps {
  open: boolean;
  /** The lead to edit, or null to add one. */
  lead: Lead | null;
  /** May pick the owner (leads.assign); otherwise a new lead is the caller's. */
  canAssign: boolean;
  onClose: () => void;
  onSaved?: (lead: Lead) => void;
}

function LeadFormBody({ lead, canAssign, onClose, onSaved }: Omit<LeadFormDialogProps, 'open'>) {
  const stages = useLeadStages();
  const statuses = useLeadStatuses();
  const campaigns = useCampaignOptions();
  const staff = useSalesStaffOptions();
  const save = useSaveLead();
  if (stages.isPending || statuses.isPending || campaigns.isPending || staff.isPending) {
    return <Text color="fg.muted">Loading the form…</Text>;
  }
  const firstStage = stages.data?.find((stage) => !stage.is_closed) ?? stages.data?.[0];
  const defaults = leadFormDefaults(lead, {
    ...(lead ? {} : { stage_id: firstStage?.id ?? '', status_id: statuses.data?.[0]?.id ?? '' }),
  });
  const fields: RecordFieldSpec<keyof LeadFormInput>[] = [
    { name: 'name', label: 'Name', kind: 'text', required: true, autoComplete: 'off' },
    { name: 'company_name', label: 'Company', kind: 'text' },
    {
      name: 'phone',
      label: 'Mobile',
      kind: 'tel',
      helper: '10 digits starting with 6–9; +91 or 0 in front is fine',
      placeholder: '98450 12345',
    },
    { name: 'email', label: 'E-mail', kind: 'email', placeholder: 'name@example.com' },
    { name: 'address', label: 'Address', kind: 'textarea', wide: true },
    { name: 'city', label: 'City', kind: 'text' },
    { name: 'state', label: 'State', kind: 'text' },
    { name: 'pincode', label: 'Pincode', kind: 'text', helper: '6 digits', placeholder: '560058' },
    {
      name: 'source',
      label: 'Source',
      kind: 'select',
      required: true,
      options: LEAD_SOURCES.map((value) => ({ value, label: LEAD_SOURCE_LABELS[value] })),
    },
    {
      name: 'campaign_id',
      label: 'Campaign',
      kind: 'select',
      placeholder: 'No campaign',
      options: (campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    // Only a sales manager allocates: for everyone else the owner is not a field (a new lead is theirs).
    ...(canAssign
      ? [
          {
            name: 'owner_id',
            label: 'Owner',
            kind: 'select',
            placeholder: lead ? 'Nobody' : 'Me',
            options: (staff.data ?? []).map((p) => ({ value: p.id, label: p.name })),
          } satisfies RecordFieldSpec<keyof LeadFormInput>,
        ]
      : []),
    {
      name: 'stage_id',
      label: 'Stage',
      kind: 'select',
      required: true,
      options: (stages.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    },
    {
      name: 'status_id',
      label: 'Status',
      kind: 'select',
      required: true,
      options: (statuses.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    },
    { name: 'interest', label: 'Interested in', kind: 'text', placeholder: 'Modular kitchen' },
    { name: 'estimated_value', label: 'Estimated value', kind: 'money', unit: '₹', min: 0, step: 1000 },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ];
  return (
    <RecordForm
      key={lead ? `${lead.id}:${lead.version}` : 'new'}
      label={lead ? `Edit ${lead.name}` : 'New lead'}
      schema={leadFormSchema}
      defaultValues={defaults}
      fields={fields}
      submitLabel={lead ? 'Save lead' : 'Add lead'}
      onCancel={onClose}
      blockNavigation={false}
      describeError={(error) => formFailureOf(error, LEAD_CONSTRAINT_MESSAGES)}
      onReload={async () => leadFormDefaults(lead ? await getLead(lead.id) : null)}
      onSubmit={async (values, context) => {
        let version = lead?.version ?? null;
        if (lead && context.overwrite) version = (await getLead(lead.id))?.version ?? version;
        const saved = await save.mutateAsync({
          id: lead?.id ?? null,
          version,
          values,
          previousOwnerId: lead?.owner_id ?? null,
        });
        toaster.create({ type: 'success', title: lead ? `${saved.name} saved` : `${saved.name} added` });
        onSaved?.(saved);
        onClose();
      }}
    />
  );
}

export function LeadFormDialog({ open, lead, canAssign, onClose, onSaved }: LeadFormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={lead ? `Edit ${lead.name}` : 'Add lead'}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      fresh
    >
      <LeadFormBody lead={lead} canAssign={canAssign} onClose={onClose} onSaved={onSaved} />
    </DialogFrame>
  );
}
