/**
 * Design-stage and payment-stage templates (dashboard/settings): each an ordered list of stages whose
 * percentages total 100. The editor sends the whole list; replace_stage_template_items() swaps it in
 * one transaction, where the deferred constraint triggers check the total. Also the access settings
 * on the same page: departments, roles and the roles x permissions matrix.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import type { ConstraintFields } from '../kit/form-errors';
import { source } from '../kit/data-access';
import { asc, desc, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const STAGE_KINDS = ['design', 'payment'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

export const stageItemSchema = z.object({
  id: z.string(),
  template_id: z.string(),
  position: z.number().int(),
  name: z.string(),
  percent: numeric,
});
export type StageItem = z.infer<typeof stageItemSchema>;

export const stageTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_default: z.boolean(),
  version: z.number().int(),
});
export type StageTemplate = z.infer<typeof stageTemplateSchema> & { items: StageItem[] };

/** Sum in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100 (numeric(5,2) in the database). */
export function percentTotal(items: readonly { percent: number }[]): number {
  return items.reduce((total, item) => total + Math.round(item.percent * 100), 0) / 100;
}

export const stageListSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1, 'Name every stage.').max(80, 'At most 80 characters.'),
      percent: z
        .number({ error: 'Enter a percentage.' })
        .gt(0, 'Above 0%.')
        .max(100, 'At most 100%.')
        .refine((value) => Math.round(value * 100) === value * 100, 'At most two decimals.'),
    }),
  )
  .min(1, 'A template needs at least one stage.')
  .refine((items) => percentTotal(items) === 100, {
    message: 'The percentages must total 100.',
  });
export type StageListInput = z.input<typeof stageListSchema>;

export const STAGE_CONSTRAINT_MESSAGES: ConstraintFields = {
  design_stage_template_items_total_check: { field: 'total', message: 'The percentages must total 100.' },
  payment_stage_template_items_total_check: { field: 'total', message: 'The percentages must total 100.' },
};

export async function listStageTemplates(kind: StageKind, given?: DataSource): Promise<StageTemplate[]> {
  const ds = await source(given);
  const [templates, stages] = await Promise.all([
    listRows(
      `${kind}_stage_templates`,
      stageTemplateSchema,
      {
        columns: ['id', 'name', 'description', 'is_default', 'version'],
        sort: [desc('is_default'), asc('name')],
      },
      ds,
    ),
    listRows(
      `${kind}_stage_template_items`,
      stageItemSchema,
      {
        columns: ['id', 'template_id', 'position', 'name', 'percent'],
        sort: [asc('template_id'), asc('position')],
      },
      ds,
    ),
  ]);
  return templates.map((template) => ({
    ...template,
    items: stages.filter((item) => item.template_id === template.id),
  }));
}

/**
 * Replaces a template's stages with `items`, in this order, if the template is still at
 * `expectedVersion`; otherwise the database refuses with a conflict and nothing changes.
 * Returns the template's new version.
 */
export async function saveStageItems(
  kind: StageKind,
  templateId: string,
  expectedVersion: number,
  items: StageListInput,
  given?: DataSource,
): Promise<number> {
  const checked = stageListSchema.parse(items);
  const ds = await source(given);
  const version = await ds.rpc<unknown>('replace_stage_template_items', {
    p_kind: kind,
    p_template_id: templateId,
    p_expected_version: expectedVersion,
    p_items: checked.map((item) => ({ name: item.name, percent: item.percent })),
  });
  return z.number().int().parse(version);
}

// ------------------------------------------------------------------------------------------------
// Departments, roles and permissions
// ------------------------------------------------------------------------------------------------
export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Department = z.infer<typeof departmentSchema>;
export const roleSchema = z.object({ id: z.string(), name: z.string(), description: z.string().nullable() });
export type Role = z.infer<typeof roleSchema>;
export const permissionSchema = z.object({ code: z.string(), area: z.string(), description: z.string() });
export type Permission = z.infer<typeof permissionSchema>;

export const departmentFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the department name.').max(80, 'At most 80 characters.'),
  description: z.string().trim(),
});
export type DepartmentFormInput = z.input<typeof departmentFormSchema>;
export const DEPARTMENT_CONSTRAINT_FIELDS: ConstraintFields = {
  departments_name_key: { field: 'name', message: 'There is already a department with this name.' },
  departments_name_check: { field: 'name', message: 'Enter a name of 1 to 80 characters.' },
};

export const listDepartments = (given?: DataSource): Promise<Department[]> =>
  listRows(
    'departments',
    departmentSchema,
    { columns: ['id', 'name', 'description'], sort: [asc('name')] },
    given,
  );

export async function addDepartment(
  form: z.output<typeof departmentFormSchema>,
  given?: DataSource,
): Promise<Department> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('departments', {
    name: form.name,
    description: form.description === '' ? null : form.description,
  });
  return departmentSchema.parse(row);
}

export const listRoles = (given?: DataSource): Promise<Role[]> =>
  listRows('roles', roleSchema, { columns: ['id', 'name', 'description'], sort: [asc('name')] }, given);

export const listPermissions = (given?: DataSource): Promise<Permission[]> =>
  listRows('permissions', permissionSchema, { sort: [asc('area'), asc('code')] }, given);

/** `roleId:code` for every granted cell of the matrix. */
export async function listGrantedPermissions(given?: DataSource): Promise<Set<string>> {
  const grants = await listRows(
    'role_permissions',
    z.object({ role_id: z.string(), permission_code: z.string() }),
    { columns: ['role_id', 'permission_code'] },
    given,
  );
  return new Set(grants.map((grant) => `${grant.role_id}:${grant.permission_code}`));
}

export async function setRolePermission(
  roleId: string,
  code: string,
  granted: boolean,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.rpc('set_role_permission', { p_role_id: roleId, p_permission_code: code, p_granted: granted });
}

export const settingsKeys = {
  all: ['settings'] as const,
  templates: (kind: StageKind) => [...settingsKeys.all, 'templates', kind] as const,
  departments: () => [...settingsKeys.all, 'departments'] as const,
  roles: () => [...settingsKeys.all, 'roles'] as const,
  permissions: () => [...settingsKeys.all, 'permissions'] as const,
  grants: () => [...settingsKeys.all, 'grants'] as const,
};

export const useStageTemplates = (kind: StageKind) =>
  useQuery({ queryKey: settingsKeys.templates(kind), queryFn: () => listStageTemplates(kind) });
export const useDepartments = () =>
  useQuery({ queryKey: settingsKeys.departments(), queryFn: () => listDepartments() });
export const useRoles = () => useQuery({ queryKey: settingsKeys.roles(), queryFn: () => listRoles() });
export const usePermissions = () =>
  useQuery({ queryKey: settingsKeys.permissions(), queryFn: () => listPermissions() });
export const useGrantedPermissions = () =>
  useQuery({ queryKey: settingsKeys.grants(), queryFn: () => listGrantedPermissions() });
