/**
 * Staff administration (dashboard/users) and self-service (dashboard/personal): the staff list,
 * adding and editing people with their designation, department and roles, deactivating, giving a
 * new person a sign-in, and a person's own profile and password. Row-level security lets only
 * admins write staff; the database re-checks every rule the form checks (email lower-case and
 * unique, phone format, designation), and its refusals come back with the constraint's name.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ConflictError, isDataSourceError, type DataSource } from '../backend';
import { backendConfig } from '../kit/config';
import { readStoredUser } from '../auth/session';
import type { ConstraintFields } from '../kit/form-errors';
import { source } from '../kit/data-access';
import { fetchPage } from '../kit/list-page';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE, toStoredPhone } from '../kit/contact-links';
import { recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';

export const DESIGNATIONS = ['sales', 'designer', 'production', 'accounts', 'admin'] as const;
export type Designation = (typeof DESIGNATIONS)[number];
export const DESIGNATION_LABELS: Record<Designation, string> = {
  sales: 'Sales',
  designer: 'Designer',
  production: 'Production',
  accounts: 'Accounts',
  admin: 'Administrator',
};

export const staffSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.enum(DESIGNATIONS),
  active: z.boolean(),
  version: z.number().int(),
});
export type StaffMember = z.infer<typeof staffSchema>;

/** The staff form, validated in the browser and (the same rules) by the staff table's constraints. */
export const staffFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name.').max(120, 'At most 120 characters.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter an email address like name@fpw.in.')),
  phone: z
    .string()
    .trim()
    .transform((value) => (value === '' ? '' : toStoredPhone(value)))
    .refine((value) => value === '' || isPhoneNumber(value), PHONE_NUMBER_MESSAGE),
  department: z.string(),
  designation: z.enum(DESIGNATIONS, { error: 'Choose a designation.' }),
  active: z.boolean(),
  role_ids: z.array(z.string()),
});
export type StaffFormInput = z.input<typeof staffFormSchema>;
export type StaffForm = z.output<typeof staffFormSchema>;

/** Where the staff table's constraints land in the form. */
export const STAFF_CONSTRAINT_FIELDS: ConstraintFields = {
  staff_email_key: { field: 'email', message: 'Another staff member already has this email.' },
  staff_email_lower_check: { field: 'email', message: 'Emails are stored in lower case without spaces.' },
  staff_email_format_check: { field: 'email', message: 'This is not an email address.' },
  staff_name_check: { field: 'name', message: 'Enter a name of 1 to 120 characters.' },
  staff_phone_check: { field: 'phone', message: PHONE_NUMBER_MESSAGE },
  staff_designation_check: { field: 'designation', message: 'Choose one of the designations.' },
  staff_department_fkey: { field: 'department', message: 'That department no longer exists.' },
};

export const newPasswordSchema = z
  .string()
  .min(8, 'At least 8 characters.')
  .regex(/[A-Za-z]/, 'Include a letter.')
  .regex(/[0-9]/, 'Include a digit.');

export interface StaffQuery {
  search?: string | undefined;
  designation?: Designation | undefined;
  /** Left out: active and inactive. */
  active?: boolean | undefined;
}

const STAFF_COLUMNS = [
  'id',
  'user_id',
  'email',
  'name',
  'phone',
  'department',
  'designation',
  'active',
  'version',
];

/** Everyone who matches, by name; the staff list is small, so it is not paged. */
export async function listStaff(query: StaffQuery = {}, given?: DataSource): Promise<StaffMember[]> {
  const { rows } = await fetchPage(
    'staff',
    {
      select: STAFF_COLUMNS,
      // One column is searched: an address finds by email, anything else by name.
      search: { columns: [query.search?.includes('@') ? 'email' : 'name'], term: query.search },
      filters: { designation: query.designation, active: query.active },
      sort: [asc('name'), asc('id')],
      count: 'none',
    },
    staffSchema,
    given,
  );
  return rows;
}

export async function getStaff(id: string, given?: DataSource): Promise<StaffMember | null> {
  return getRow('staff', id, staffSchema, given, { columns: STAFF_COLUMNS });
}

export async function staffRoleIds(staffId: string, given?: DataSource): Promise<string[]> {
  const rows = await listRows(
    'staff_roles',
    z.object({ role_id: z.string() }),
    { columns: ['role_id'], filters: [eq('staff_id', staffId)] },
    given,
  );
  return rows.map((row) => row.role_id);
}

function columnsOf(form: StaffForm) {
  return {
    name: form.name,
    email: form.email,
    phone: form.phone === '' ? null : form.phone,
    department: form.department === '' ? null : form.department,
    designation: form.designation,
    active: form.active,
  };
}

/**
 * Adds a person (existing: null) or saves an edit guarded by the version the editor loaded, with
 * their roles, in one call (save_staff_member: one transaction, so a refused role assignment leaves
 * the person as they were). `overwrite` saves over a newer version (the person chose to, after a
 * conflict).
 */
export async function saveStaff(
  form: StaffForm,
  existing: { id: string; version: number } | null,
  options: { overwrite?: boolean } = {},
  given?: DataSource,
): Promise<StaffMember> {
  const ds = await source(given);
  const version =
    existing === null
      ? null
      : options.overwrite
        ? ((await getStaff(existing.id, ds))?.version ?? existing.version)
        : existing.version;
  try {
    const saved = await ds.rpc<unknown>('save_staff_member', {
      p_id: existing?.id ?? null,
      p_version: version,
      p_values: columnsOf(form),
      p_role_ids: form.role_ids,
    });
    return staffSchema.parse(saved);
  } catch (error) {
    // The function's stale-version refusal (40001) names the current version: the same
    // ConflictError a version-guarded update raises, so the conflict dialog can offer to overwrite.
    const current = isDataSourceError(error) ? /current_version=(\d+)/.exec(error.detail ?? '') : null;
    if (
      existing !== null &&
      version !== null &&
      isDataSourceError(error) &&
      error.kind === 'conflict' &&
      current
    ) {
      throw new ConflictError('staff', existing.id, version, Number(current[1]));
    }
    throw error;
  }
}

export async function setStaffActive(
  id: string,
  version: number,
  active: boolean,
  given?: DataSource,
): Promise<StaffMember> {
  const ds = await source(given);
  return staffSchema.parse(await ds.update<unknown>('staff', id, version, { active }));
}

/** Gives a staff member without a sign-in a password (embedded backend; Supabase invites instead). */
export async function createStaffSignIn(
  staffId: string,
  password: string,
  given?: DataSource,
): Promise<void> {
  newPasswordSchema.parse(password);
  const ds = await source(given);
  await ds.rpc('create_staff_sign_in', { p_staff_id: staffId, p_password: password });
}

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'At most 120 characters.'),
  phone: z
    .string()
    .trim()
    .transform((value) => (value === '' ? '' : toStoredPhone(value)))
    .refine((value) => value === '' || isPhoneNumber(value), PHONE_NUMBER_MESSAGE),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

export const passwordFormSchema = z
  .object({
    current: z.string().min(1, 'Enter your current password.'),
    next: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((value) => value.next === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });
export type PasswordFormInput = z.input<typeof passwordFormSchema>;

export const PASSWORD_CONSTRAINT_FIELDS: ConstraintFields = {
  current_password_check: { field: 'current', message: 'Your current password is not right.' },
  new_password_length_check: { field: 'next', message: 'At least 8 characters.' },
  auth_password_policy: {
    field: 'next',
    message: 'The sign-in service refuses this password (too weak, or the same as before).',
  },
};

/** The signed-in person's own staff row. */
export async function getMyProfile(staffId: string, given?: DataSource): Promise<StaffMember | null> {
  return getStaff(staffId, given);
}

export async function updateMyProfile(form: ProfileForm, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('update_my_profile', { p_name: form.name, p_phone: form.phone === '' ? null : form.phone });
}

/**
 * Supabase: through Supabase Auth (backend/supabase-password.ts), never the SQL function, which is
 * for the embedded backend's compatibility auth schema only. A DataSource handed in (tests) is used as is.
 */
export async function changeMyPassword(current: string, next: string, given?: DataSource): Promise<void> {
  const config = backendConfig();
  if (given === undefined && config.kind === 'supabase') {
    const [{ supabaseClient }, { changeSupabasePassword }] = await Promise.all([
      import('../backend/supabase-client'),
      import('../backend/supabase-password'),
    ]);
    await changeSupabasePassword(
      await supabaseClient(config),
      readStoredUser()?.email ?? null,
      current,
      next,
    );
    return;
  }
  const ds = await source(given);
  await ds.rpc('change_my_password', { p_current: current, p_new: next });
}

const keys = recordKeys<StaffQuery>('staff');
export const staffKeys = { ...keys, roles: (id: string) => [...keys.detail(id), 'roles'] as const };

/** The list, one person and their roles as TanStack Query options, shared by hooks and tests. */
export const staffQueries = {
  list: (query: StaffQuery) =>
    queryOptions({ queryKey: staffKeys.list(query), queryFn: () => listStaff(query) }),
  detail: (id: string | null) => recordQuery(id, staffKeys.detail, (staffId) => getStaff(staffId)),
  roles: (id: string | null) => recordQuery(id, staffKeys.roles, (staffId) => staffRoleIds(staffId)),
};

export const useStaffList = (query: StaffQuery) => useQuery(staffQueries.list(query));

export const useStaffMember = (id: string | null) => useQuery(staffQueries.detail(id));

export const useStaffRoleIds = (id: string | null) => useQuery(staffQueries.roles(id));

/** After any staff write: the lists, the person, and the sales list the guard reads. */
export function useInvalidateStaff() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: staffKeys.all });
}

export const useSetStaffActive = () =>
  useWrite(
    ({ id, version, active }: { id: string; version: number; active: boolean }) =>
      setStaffActive(id, version, active),
    [staffKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );
