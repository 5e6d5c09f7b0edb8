/**
 * CRM settings: lead stages and statuses (name, colour, order, and for stages whether they count
 * as won or closed), their order saved in one call, and deletion that keeps a stage or status in
 * use (the database's refusal says how many leads use it); the designations in use. Lists are read
 * through crm-lookups (the option lists every CRM page shares), which these writes invalidate.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import {
  crmLookupKeys,
  leadStageSchema,
  leadStatusSchema,
  type LeadStage,
  type LeadStatus,
} from './crm-lookups';
import type { ConstraintFields } from '../kit/form-errors';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { asc, listRows } from '../kit/rows';
import { campaignKeys } from './campaigns';
import { leadKeys } from './leads';

export type LeadSettingKind = 'stage' | 'status';

/** A stage's outcome: open (followed up), won (a conversion, closed) or closed (lost or dropped). */
export const STAGE_OUTCOMES = ['open', 'won', 'closed'] as const;
export type StageOutcome = (typeof STAGE_OUTCOMES)[number];
export const STAGE_OUTCOME_LABELS: Record<StageOutcome, string> = {
  open: 'Open (still followed up)',
  won: 'Won (counts as a conversion)',
  closed: 'Lost or closed',
};

export function outcomeOf(stage: Pick<LeadStage, 'is_won' | 'is_closed'>): StageOutcome {
  return stage.is_won ? 'won' : stage.is_closed ? 'closed' : 'open';
}

export const leadSettingFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(60, 'At most 60 characters.'),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour like #3b82f6.'),
  outcome: z.enum(STAGE_OUTCOMES),
});
export type LeadSettingFormInput = z.input<typeof leadSettingFormSchema>;
export type LeadSettingForm = z.output<typeof leadSettingFormSchema>;

export const LEAD_SETTING_CONSTRAINT_FIELDS: ConstraintFields = {
  lead_stages_name_key: { field: 'name', message: 'Another stage has this name.' },
  lead_stages_name_check: { field: 'name', message: 'Enter a name of 1 to 60 characters.' },
  lead_stages_colour_check: { field: 'colour', message: 'Choose a colour like #3b82f6.' },
  lead_statuses_name_key: { field: 'name', message: 'Another status has this name.' },
  lead_statuses_name_check: { field: 'name', message: 'Enter a name of 1 to 60 characters.' },
  lead_statuses_colour_check: { field: 'colour', message: 'Choose a colour like #3b82f6.' },
};

const TABLE: Record<LeadSettingKind, string> = { stage: 'lead_stages', status: 'lead_statuses' };

function rowValues(kind: LeadSettingKind, form: LeadSettingForm): Record<string, unknown> {
  const values: Record<string, unknown> = { name: form.name, colour: form.colour.toLowerCase() };
  if (kind === 'stage') {
    values.is_won = form.outcome === 'won';
    values.is_closed = form.outcome !== 'open';
  }
  return values;
}

/** Adds a stage or status at the end (existing null), or changes one guarded by its version. */
export async function saveLeadSetting(
  kind: LeadSettingKind,
  form: LeadSettingForm,
  existing: { id: string; version: number } | null,
  nextPosition: number,
  given?: DataSource,
): Promise<LeadStage | LeadStatus> {
  const ds = await source(given);
  const schema = kind === 'stage' ? leadStageSchema : leadStatusSchema;
  if (existing === null) {
    const [row] = await ds.insert<unknown>(TABLE[kind], { ...rowValues(kind, form), position: nextPosition });
    return schema.parse(row);
  }
  return schema.parse(
    await ds.update<unknown>(TABLE[kind], existing.id, existing.version, rowValues(kind, form)),
  );
}

/** Saves the whole order, first to last, in one call. */
export async function reorderLeadSettings(
  kind: LeadSettingKind,
  ids: readonly string[],
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.rpc(kind === 'stage' ? 'reorder_lead_stages' : 'reorder_lead_statuses', { p_ids: [...ids] });
}

/** Deletes a stage or status nobody uses; otherwise rejects with the count of leads using it. */
export async function deleteLeadSetting(
  kind: LeadSettingKind,
  id: string,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.rpc(kind === 'stage' ? 'delete_lead_stage' : 'delete_lead_status', { p_id: id });
}

export const designationCountSchema = z.object({ designation: z.string(), staff_count: z.number().int() });
export type DesignationCount = z.infer<typeof designationCountSchema>;

export const listDesignationCounts = (given?: DataSource): Promise<DesignationCount[]> =>
  listRows('staff_designation_counts', designationCountSchema, { sort: [asc('designation')] }, given);

export const crmSettingsKeys = {
  all: ['crm-settings'] as const,
  designations: () => [...crmSettingsKeys.all, 'designations'] as const,
};

export function useDesignationCounts() {
  return useQuery({ queryKey: crmSettingsKeys.designations(), queryFn: () => listDesignationCounts() });
}

/** The stage or status lookup written, and what shows its names and colours. */
const lookupsOf = ({ kind }: { kind: LeadSettingKind }) => [
  kind === 'stage' ? crmLookupKeys.stages() : crmLookupKeys.statuses(),
  // Campaign funnels and lead lists show stage names and colours.
  campaignKeys.all,
  leadKeys.all,
];

export interface SaveLeadSettingInput {
  kind: LeadSettingKind;
  form: LeadSettingForm;
  existing: { id: string; version: number } | null;
  nextPosition: number;
}

export const useSaveLeadSetting = () =>
  useWrite(
    ({ kind, form, existing, nextPosition }: SaveLeadSettingInput) =>
      saveLeadSetting(kind, form, existing, nextPosition),
    lookupsOf,
    { handlesError: true, refreshOn: 'success' },
  );

export const useReorderLeadSettings = () =>
  useWrite(
    ({ kind, ids }: { kind: LeadSettingKind; ids: readonly string[] }) => reorderLeadSettings(kind, ids),
    lookupsOf,
    { handlesError: true },
  );

export const useDeleteLeadSetting = () =>
  useWrite(({ kind, id }: { kind: LeadSettingKind; id: string }) => deleteLeadSetting(kind, id), lookupsOf, {
    handlesError: true,
    refreshOn: 'success',
  });
