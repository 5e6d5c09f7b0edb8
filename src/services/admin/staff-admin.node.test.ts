// The administration services on PGlite with the shipped migrations and seed, through the embedded
// DataSource as each person would reach it (row-level security applies): staff added, refused,
// given roles and a sign-in, deactivated; org settings and stage templates checked by the form's
// schema and again by the database; a person's own profile and password.
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { formFailureOf } from '../kit/form-errors';
import {
  getOrgSettings,
  ORG_SETTINGS_CONSTRAINT_FIELDS,
  orgSettingsFormSchema,
  orgSettingsFormValues,
  saveOrgSettings,
} from './org-settings';
import {
  changeMyPassword,
  createStaffSignIn,
  getStaff,
  listStaff,
  PASSWORD_CONSTRAINT_FIELDS,
  saveStaff,
  setStaffActive,
  STAFF_CONSTRAINT_FIELDS,
  staffFormSchema,
  staffRoleIds,
  updateMyProfile,
  type StaffFormInput,
} from './staff';
import {
  listGrantedPermissions,
  listRoles,
  listStageTemplates,
  percentTotal,
  saveStageItems,
  setRolePermission,
  stageListSchema,
} from '../projects/stage-templates';

const { db, as } = seededDatabase();
const admin = as('priya.nair@fpw.in');
const sales = as('asha.rao@fpw.in');

const newPerson = (values: Partial<StaffFormInput> = {}) =>
  staffFormSchema.parse({
    name: 'Kiran Desai',
    email: '  Kiran.Desai@FPW.in ',
    phone: '+91 98200 11223',
    department: 'Sales',
    designation: 'sales',
    active: true,
    role_ids: [],
    ...values,
  });

describe('staff administration', () => {
  it('lets an admin add a sales person with roles, who then signs in and is in sales_users', async () => {
    const roles = await listRoles(admin);
    const added = await saveStaff(newPerson({ role_ids: [roles[0]!.id] }), null, {}, admin);
    expect(added).toMatchObject({
      email: 'kiran.desai@fpw.in',
      designation: 'sales',
      active: true,
      user_id: null,
    });
    expect(await staffRoleIds(added.id, admin)).toEqual([roles[0]!.id]);

    await createStaffSignIn(added.id, 'Welcome2026', admin);
    const { rows } = await db.query<{ user_id: string }>(
      'select user_id from auth.sign_in_with_password($1, $2)',
      ['kiran.desai@fpw.in', 'Welcome2026'],
    );
    expect(rows).toHaveLength(1);
    expect((await getStaff(added.id, admin))?.user_id).toBe(rows[0]!.user_id);
    const salesUsers = await admin.list<{ email: string }>('sales_users', { columns: ['email'] });
    expect(salesUsers.rows.map((row) => row.email)).toContain('kiran.desai@fpw.in');
  });

  it('maps a duplicate email refused by the database to the email field, keeping nothing half-saved', async () => {
    const attempt = saveStaff(newPerson({ email: 'asha.rao@fpw.in', name: 'Second Asha' }), null, {}, admin);
    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataSourceError);
    expect((error as DataSourceError).constraint).toBe('staff_email_key');
    expect(formFailureOf(error, STAFF_CONSTRAINT_FIELDS)).toMatchObject({
      kind: 'fields',
      fields: { email: 'Another staff member already has this email.' },
    });
    expect(await listStaff({ search: 'Second Asha' }, admin)).toHaveLength(0);
  });

  it('checks a bad phone in the form and again in the database', async () => {
    expect(staffFormSchema.safeParse({ ...newPerson(), phone: 'call me' }).success).toBe(false);
    const person = (await listStaff({ search: 'Kiran' }, admin))[0]!;
    const error = await admin
      .update('staff', person.id, person.version, { phone: 'call me' })
      .catch((caught: unknown) => caught);
    expect(formFailureOf(error, STAFF_CONSTRAINT_FIELDS)).toMatchObject({
      fields: { phone: expect.any(String) },
    });
  });

  it('refuses staff changes by a sales user', async () => {
    await expect(saveStaff(newPerson({ email: 'x.y@fpw.in' }), null, {}, sales)).rejects.toMatchObject({
      kind: 'permission',
    });
  });

  it('deactivates with the version guard: a stale second edit is a conflict, overwrite wins', async () => {
    const person = (await listStaff({ search: 'Kiran' }, admin))[0]!;
    const off = await setStaffActive(person.id, person.version, false, admin);
    expect(off.active).toBe(false);
    await expect(saveStaff(newPerson({ name: 'Kiran D.' }), person, {}, admin)).rejects.toBeInstanceOf(
      ConflictError,
    );
    const saved = await saveStaff(
      newPerson({ name: 'Kiran D.', active: false }),
      person,
      { overwrite: true },
      admin,
    );
    expect(saved).toMatchObject({ name: 'Kiran D.', active: false, version: off.version + 1 });
    const salesUsers = await admin.list<{ email: string }>('sales_users', { columns: ['email'] });
    expect(salesUsers.rows.map((row) => row.email)).not.toContain('kiran.desai@fpw.in');
  });
});

describe('my profile and password', () => {
  it('changes only my own row, and the password only with the current one', async () => {
    await updateMyProfile({ name: 'Asha Rao', phone: '+91 90000 00001' }, sales);
    const me = (await listStaff({ search: 'asha.rao@fpw.in' }, sales))[0]!;
    expect(me.phone).toBe('+91 90000 00001');

    const wrong = await changeMyPassword('not-it', 'NewPass2026', sales).catch((caught: unknown) => caught);
    expect(formFailureOf(wrong, PASSWORD_CONSTRAINT_FIELDS)).toMatchObject({
      fields: { current: 'Your current password is not right.' },
    });
    await changeMyPassword('Panel@2026', 'NewPass2026', sales);
    const { rows } = await db.query('select * from auth.sign_in_with_password($1, $2)', [
      'asha.rao@fpw.in',
      'NewPass2026',
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('org settings', () => {
  it('saves a valid GSTIN and refuses a malformed one in the form and in the database', async () => {
    const settings = await getOrgSettings(admin);
    const form = orgSettingsFormSchema.parse({
      ...orgSettingsFormValues(settings),
      company_name: 'FPW Panels',
      gstin: '27aapfu0939f1zv',
      quotation_prefix: 'qt',
    });
    const saved = await saveOrgSettings(form, settings.version, {}, admin);
    expect(saved).toMatchObject({
      company_name: 'FPW Panels',
      gstin: '27AAPFU0939F1ZV',
      quotation_prefix: 'QT',
    });

    expect(
      orgSettingsFormSchema.safeParse({ ...orgSettingsFormValues(saved), gstin: '27AAPFU0939F1Z' }).success,
    ).toBe(false);
    const error = await admin
      .update('org_settings', 'true', saved.version, { gstin: 'NOT-A-GSTIN' })
      .catch((caught: unknown) => caught);
    expect(formFailureOf(error, ORG_SETTINGS_CONSTRAINT_FIELDS)).toMatchObject({
      fields: { gstin: expect.any(String) },
    });
    await expect(saveOrgSettings(form, settings.version, {}, admin)).rejects.toBeInstanceOf(ConflictError);
    await expect(saveOrgSettings(form, saved.version, {}, sales)).rejects.toBeInstanceOf(DataSourceError);
  });
});

describe('stage templates and permissions', () => {
  it('reorders a payment template that still totals 100, and the database refuses 90', async () => {
    const [template] = await listStageTemplates('payment', admin);
    expect(percentTotal(template!.items)).toBe(100);
    const reversed = [...template!.items].reverse().map(({ name, percent }) => ({ name, percent }));
    const version = await saveStageItems('payment', template!.id, template!.version, reversed, admin);
    expect(version).toBe(template!.version + 1);
    const after = (await listStageTemplates('payment', admin)).find((t) => t.id === template!.id)!;
    expect(after.items.map((item) => item.name)).toEqual(reversed.map((item) => item.name));
    expect(after.version).toBe(version);

    const short = [
      { name: 'Advance', percent: 50 },
      { name: 'Handover', percent: 40 },
    ];
    expect(stageListSchema.safeParse(short).success).toBe(false);
    const error = await admin
      .rpc('replace_stage_template_items', {
        p_kind: 'payment',
        p_template_id: template!.id,
        p_expected_version: version,
        p_items: short,
      })
      .catch((caught: unknown) => caught);
    expect((error as DataSourceError).constraint).toBe('payment_stage_template_items_total_check');
    const unchanged = (await listStageTemplates('payment', admin)).find((t) => t.id === template!.id)!;
    expect(unchanged.items.map((item) => item.name)).toEqual(reversed.map((item) => item.name));
    expect(unchanged.version).toBe(version);
  });

  it('refuses a stage save over a newer one as a conflict and keeps the newer stages', async () => {
    const [template] = await listStageTemplates('design', admin);
    const loaded = template!.version;
    const first = template!.items.map(({ name, percent }) => ({ name, percent }));
    const renamed = first.map((stage, index) => (index === 0 ? { ...stage, name: 'Site measure' } : stage));
    await saveStageItems('design', template!.id, loaded, renamed, admin);

    const stale = await saveStageItems('design', template!.id, loaded, first, admin).catch(
      (caught: unknown) => caught,
    );
    expect(stale).toBeInstanceOf(DataSourceError);
    expect((stale as DataSourceError).kind).toBe('conflict');
    expect(formFailureOf(stale).kind).toBe('conflict');
    const kept = (await listStageTemplates('design', admin)).find((t) => t.id === template!.id)!;
    expect(kept.items[0]?.name).toBe('Site measure');
    expect(kept.version).toBe(loaded + 1);

    // A sales person sees the template at its current version but may not change it: a refusal.
    const refused = await saveStageItems('design', template!.id, kept.version, first, sales).catch(
      (caught: unknown) => caught,
    );
    expect((refused as DataSourceError).kind).toBe('permission');
  });

  it('toggles a cell of the roles x permissions matrix for an admin only', async () => {
    const role = (await listRoles(admin))[0]!;
    const code = 'cutlist.download';
    await setRolePermission(role.id, code, true, admin);
    expect((await listGrantedPermissions(admin)).has(`${role.id}:${code}`)).toBe(true);
    await setRolePermission(role.id, code, false, admin);
    expect((await listGrantedPermissions(admin)).has(`${role.id}:${code}`)).toBe(false);
    await expect(setRolePermission(role.id, code, true, sales)).rejects.toBeInstanceOf(DataSourceError);
  });
});
