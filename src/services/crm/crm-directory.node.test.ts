// The CRM directory and proposals read models against the embedded DataSource on PGlite with the
// shipped seed: contacts carry their company's name, clients their relationship manager's, search
// runs across columns, a save keeps the tables' checks and version guard, and proposals are only
// quotations in draft or sent.
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError } from '../backend';
import { claimsOf } from '../backend/testing/test-database';
import { seededDatabase } from '../backend/testing/seeded-database';
import { companyFormSchema, listDirectory, saveDirectoryRow } from './crm-directory';
import { listProposals } from '../commercials/proposals';

const { db, as } = seededDatabase();
const manager = as('vikram.singh@fpw.in');

describe('directory lists', () => {
  it('names the company of each contact and searches across columns', async () => {
    const { rows, total } = await listDirectory('contacts', { page: 0, pageSize: 10 }, manager);
    expect(total).toBeGreaterThan(10);
    expect(rows.filter((row) => row.company_id).every((row) => row.company_name)).toBe(true);
    const company = rows.find((row) => row.company_name)!.company_name!;
    const found = await listDirectory('contacts', { search: company.slice(0, 8) }, manager);
    expect(found.rows.length).toBeGreaterThan(0);
  });

  it('names the relationship manager of clients and filters by city', async () => {
    const { rows } = await listDirectory('clients', {}, manager);
    const managed = rows.find((row) => row.relationship_manager_id);
    expect(managed?.relationship_manager_name).toBeTruthy();
    const city = rows.find((row) => row.city)!.city!;
    const inCity = await listDirectory('clients', { filters: { city } }, manager);
    expect(inCity.rows.every((row) => row.city === city)).toBe(true);
  });
});

describe('saving a company', () => {
  it('refuses a bad GSTIN in the form and in the database, and a stale version', async () => {
    expect(companyFormSchema.safeParse({ name: 'X', gstin: '29ABCDE1234' }).success).toBe(false);
    const refused = await saveDirectoryRow(
      'companies',
      { name: 'Bad GSTIN Ltd', gstin: 'NOT-A-GSTIN' },
      null,
      manager,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataSourceError);
    expect((refused as DataSourceError).constraint).toBe('companies_gstin_check');

    const added = await saveDirectoryRow(
      'companies',
      { name: 'Kaveri Interiors', city: 'Mysuru' },
      null,
      manager,
    );
    const renamed = await saveDirectoryRow('companies', { name: 'Kaveri Interiors Pvt Ltd' }, added, manager);
    expect(renamed.version).toBe(added.version + 1);
    await expect(saveDirectoryRow('companies', { name: 'Stale' }, added, manager)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });
});

describe('proposals', () => {
  it('lists only quotations in draft or sent, with client and totals', async () => {
    const { rows } = await listProposals({}, manager);
    // Since issue 20 a quotation is read only by who can see its project: counted as the owner
    // (no row-level security) with the sales manager's claims for can_see_project.
    let expected: { n: number }[] = [];
    const claims = JSON.stringify(await claimsOf(db, 'vikram.singh@fpw.in'));
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      ({ rows: expected } = await tx.query<{ n: number }>(
        `select count(*)::int as n from public.quotations
          where status in ('draft', 'sent') and public.can_see_project(project_id)`,
      ));
      await tx.rollback();
    });
    expect(rows).toHaveLength(expected[0]!.n);
    expect(rows.every((row) => row.status === 'draft' || row.status === 'sent')).toBe(true);
    if (rows.length > 0) expect(rows[0]!.client_name).toBeTruthy();
  });
});
