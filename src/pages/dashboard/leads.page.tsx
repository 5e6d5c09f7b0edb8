/**
 * Leads: the sales team's working list. Filters, search, sort, paging and the chosen columns live
 * in the URL (its contract: leads/leads.contract.ts), so a link from the dashboards reopens the same view; the
 * open lead is `?lead=<id>`. What each person sees is row-level security's answer (their own and
 * their campaigns' leads, or the team's for a manager); actions they may not take are disabled with
 * the reason.
 */
import { Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, GatedButton } from '@/ui';
import { ClearFilters, useListState } from '@/pages/list-kit';
import {
  useCampaignOptions,
  useLeadStages,
  useLeadStatuses,
  useSalesStaffOptions,
  listLeads,
  useLeads,
  type Lead,
} from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import { LeadBulkActions } from './leads/bulk-actions';
import { leadColumns } from './leads/lead-columns';
import { LeadDrawer } from './leads/lead-drawer';
import { LeadFormDialog } from './leads/lead-form-dialog';
import { leadQueryOf, leadsList } from './leads/leads.contract';
import { RouteHeader } from './page-frame';

export interface LeadsPageProps {
  /** "Now" for the due filters and the follow-up date rule; fixed in stories. */
  now?: () => Date;
}

export function LeadsPage({ now = () => new Date() }: LeadsPageProps) {
  const list = useListState(leadsList);
  const user = useStoredUser();
  const permissions = usePermissions();
  const query = useMemo(() => leadQueryOf(list.state), [list.state]);
  // The due windows move with the clock only when the view changes, so the query key stays put.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed per view on purpose
  const at = useMemo(() => now(), [query]);
  const context = useMemo(() => ({ now: at, me: user?.staffId ?? null }), [at, user?.staffId]);
  const leads = useLeads(query, context);
  const stages = useLeadStages();
  const statuses = useLeadStatuses();
  const campaigns = useCampaignOptions();
  const staff = useSalesStaffOptions();
  const [editing, setEditing] = useState<{ lead: Lead | null } | null>(null);

  const columns = useMemo(
    () =>
      leadColumns({
        campaigns: (campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        stages: (stages.data ?? []).map((s) => ({ value: s.id, label: s.name })),
        statuses: (statuses.data ?? []).map((s) => ({ value: s.id, label: s.name })),
        owners: (staff.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        now: at,
      }),
    [campaigns.data, stages.data, statuses.data, staff.data, at],
  );

  return (
    <Stack gap="6">
      <RouteHeader
        title="Leads"
        description="Your leads and your campaigns’ leads, with the next call due; a manager sees the whole team’s."
        actions={
          <GatedButton
            size="sm"
            colorPalette="brand"
            blockedReason={permissions.reason('leads.add')}
            onClick={() => setEditing({ lead: null })}
          >
            <Plus aria-hidden="true" /> Add lead
          </GatedButton>
        }
      />
      <DataTable
        label="Leads"
        columns={columns}
        rows={leads.data?.rows ?? []}
        total={leads.data?.total ?? 0}
        getRowId={(lead) => lead.id}
        getRowLabel={(lead) => lead.name}
        state={list.table}
        onStateChange={list.setTable}
        columnVisibility={list.visibility}
        onColumnVisibilityChange={list.setVisibility}
        isLoading={leads.isPending || leads.isFetching}
        error={leads.isError ? leads.error.message : null}
        onRetry={() => void leads.refetch()}
        emptyTitle="No leads yet"
        emptyDescription="Leads you add, import or are allocated appear here."
        pageSizeOptions={list.pageSizes}
        selectable
        bulkActions={({ selected, clear }) => (
          <LeadBulkActions selected={selected} clear={clear} permissions={permissions} />
        )}
        exportFileName="leads"
        exportRows={async () =>
          (await listLeads({ ...query, page: undefined, pageSize: undefined }, context)).rows
        }
        onRowActivate={(lead) => list.open(lead.id)}
        toolbarActions={<ClearFilters list={list} />}
      />
      <LeadDrawer
        id={list.openId}
        onClose={list.close}
        onEdit={(lead) => setEditing({ lead })}
        permissions={permissions}
        now={now}
      />
      <LeadFormDialog
        open={editing !== null}
        lead={editing?.lead ?? null}
        canAssign={permissions.can('leads.assign')}
        onClose={() => setEditing(null)}
        onSaved={(lead) => {
          if (editing?.lead === null) list.open(lead.id);
        }}
      />
    </Stack>
  );
}

export default function DashboardLeadsPage() {
  return <LeadsPage />;
}
