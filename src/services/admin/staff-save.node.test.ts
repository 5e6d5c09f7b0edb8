// Saving a staff member and their roles is one transaction (save_staff_member): a refused role
// assignment leaves the person exactly as they were, and a new person with a refused role is not
// added at all. Before, the row was saved first and the roles second, in two calls.
import { expect, it } from 'vitest';
import { ConflictError, isDataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { getStaff, listStaff, saveStaff, staffFormSchema, staffRoleIds, type StaffMember } from './staff';

const { db, as } = seededDatabase();
const admin = as('priya.nair@fpw.in');
const UNKNOWN_ROLE = '00000000-0000-4000-8000-000000000bad';

const formOf = (person: StaffMember, changes: Record<string, unknown> = {}) =>
  staffFormSchema.parse({
    name: person.name,
    email: person.email,
    phone: person.phone ?? '',
    department: person.department ?? '',
    designation: person.designation,
    active: person.active,
    role_ids: [],
    ...changes,
  });

it('leaves the staff row unchanged when the role assignment is refused', async () => {
  const person = (await listStaff({ search: 'vikram.singh@fpw.in' }, admin))[0]!;
  const rolesBefore = await staffRoleIds(person.id, admin);

  const failure = await saveStaff(
    formOf(person, { name: 'Vikram S. (renamed)', role_ids: [UNKNOWN_ROLE] }),
    person,
    {},
    admin,
  ).catch((error: unknown) => error);

  expect(isDataSourceError(failure)).toBe(true);
  const after = await getStaff(person.id, admin);
  expect(after).toEqual(person);
  expect(await staffRoleIds(person.id, admin)).toEqual(rolesBefore);
});

it('does not add a new person whose roles are refused', async () => {
  const template = (await listStaff({ search: 'asha.rao@fpw.in' }, admin))[0]!;
  const failure = await saveStaff(
    formOf(template, { name: 'Half Saved', email: 'half.saved@fpw.in', role_ids: [UNKNOWN_ROLE] }),
    null,
    {},
    admin,
  ).catch((error: unknown) => error);
  expect(isDataSourceError(failure)).toBe(true);
  expect(await listStaff({ search: 'half.saved@fpw.in' }, admin)).toEqual([]);
});

it('saves the row and the roles together, and refuses a stale version as a conflict', async () => {
  const person = (await listStaff({ search: 'meera.iyer@fpw.in' }, admin))[0]!;
  const { rows: roles } = await db.query<{ id: string }>('select id from public.roles order by name limit 2');
  const saved = await saveStaff(
    formOf(person, { phone: '+91 98450 00002', role_ids: roles.map((role) => role.id) }),
    person,
    {},
    admin,
  );
  expect(saved).toMatchObject({ id: person.id, phone: '+91 98450 00002', version: person.version + 1 });
  expect((await staffRoleIds(person.id, admin)).sort()).toEqual(roles.map((role) => role.id).sort());

  const stale = await saveStaff(formOf(person, { name: 'Too Late' }), person, {}, admin).catch(
    (error: unknown) => error,
  );
  expect(stale).toBeInstanceOf(ConflictError);
  expect((stale as ConflictError).currentVersion).toBe(saved.version);
  expect((await getStaff(person.id, admin))?.name).toBe(person.name);
});
