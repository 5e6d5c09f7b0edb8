/**
 * What the selected leads can have done to them at once, each one database call: allocate to an
 * executive (leads.assign), change stage or status, move to another campaign (leads.edit). Export
 * of the selection is the DataTable's own.
 */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { GatedButton, toaster } from '@/ui';
import {
  useCampaignOptions,
  useLeadStages,
  useLeadStatuses,
  useSalesStaffOptions,
  useBulkUpdateLeads,
  type Lead,
  type LeadBulkChanges,
} from '@/services/crm';
import type { Permissions } from '@/services/admin';

interface Option {
  value: string;
  label: string;
}

const NO_CAMPAIGN = '__none__';

function ActionMenu({
  label,
  options,
  blocked,
  onPick,
}: {
  label: string;
  options: Option[];
  blocked: string | null;
  onPick: (option: Option) => void;
}) {
  if (blocked) {
    return (
      <GatedButton size="xs" variant="outline" blockedReason={blocked}>
        {label}
      </GatedButton>
    );
  }
  return (
    <Menu.Root
      onSelect={(details) => {
        const option = options.find((o) => o.value === details.value);
        if (option) onPick(option);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" disabled={options.length === 0}>
          {label} <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="20rem" overflowY="auto">
            {options.map((option) => (
              <Menu.Item key={option.value} value={option.value}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function LeadBulkActions({
  selected,
  clear,
  permissions,
}: {
  selected: Lead[];
  clear: () => void;
  permissions: Permissions;
}) {
  const staff = useSalesStaffOptions();
  const stages = useLeadStages();
  const statuses = useLeadStatuses();
  const campaigns = useCampaignOptions();
  const bulk = useBulkUpdateLeads();
  const editBlocked = permissions.reason('leads.edit');

  // A refusal is toasted by the query client ("The change was not made", the mutation's errorTitle).
  const run = (changes: LeadBulkChanges, done: (n: number) => string) =>
    bulk.mutate(
      { ids: selected.map((lead) => lead.id), changes },
      {
        onSuccess: (changed) => {
          toaster.create({ type: 'success', title: done(changed) });
          clear();
        },
      },
    );
  const leads = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;

  return (
    <>
      <ActionMenu
        label="Allocate to…"
        blocked={permissions.reason('leads.assign')}
        options={(staff.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onPick={(o) => run({ owner_id: o.value }, (n) => `${leads(n)} allocated to ${o.label}`)}
      />
      <ActionMenu
        label="Change stage"
        blocked={editBlocked}
        options={(stages.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onPick={(o) => run({ stage_id: o.value }, (n) => `${leads(n)} moved to ${o.label}`)}
      />
      <ActionMenu
        label="Change status"
        blocked={editBlocked}
        options={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onPick={(o) => run({ status_id: o.value }, (n) => `${leads(n)} marked ${o.label}`)}
      />
      <ActionMenu
        label="Move to campaign"
        blocked={editBlocked}
        options={[
          ...(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          { value: NO_CAMPAIGN, label: 'No campaign' },
        ]}
        onPick={(o) =>
          run(
            { campaign_id: o.value === NO_CAMPAIGN ? null : o.value },
            (n) => `${leads(n)} moved to ${o.label === 'No campaign' ? 'no campaign' : o.label}`,
          )
        }
      />
    </>
  );
}
