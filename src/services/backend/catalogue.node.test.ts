// The embedded DataSource learns the schema (which relations exist, their columns and the type each
// value is cast to) from pg_catalog, because information_schema was too slow to read at every page
// load. Here the two readings must agree on the whole migrated schema, domains and arrays included.
import { expect, it } from 'vitest';
import { CATALOGUE_RELATIONS } from './embedded-data-source';
import { seededDatabase } from './testing/seeded-database';

const { db } = seededDatabase();

interface ColumnRow {
  relation: string;
  kind: string;
  column_name: string;
  data_type: string;
  udt_schema: string;
  udt_name: string;
}

const INFORMATION_SCHEMA_READING = `
select c.table_name as relation, t.table_type as kind, c.column_name,
       case when c.data_type = 'ARRAY' then 'ARRAY' else 'SCALAR' end as data_type, c.udt_schema, c.udt_name
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
 where c.table_schema = 'public'
 order by c.table_name, c.ordinal_position`;

it('reads the same relations, columns and types from pg_catalog as information_schema reports', async () => {
  const fromCatalog = (await db.query<ColumnRow>(CATALOGUE_RELATIONS)).rows;
  const fromInformationSchema = (await db.query<ColumnRow>(INFORMATION_SCHEMA_READING)).rows;
  expect(fromCatalog.length).toBeGreaterThan(300);
  expect(fromCatalog).toEqual(fromInformationSchema);
  // Both kinds and array columns are in the schema, so the comparison covers them.
  expect(new Set(fromCatalog.map((row) => row.kind))).toEqual(new Set(['BASE TABLE', 'VIEW']));
  expect(fromCatalog.some((row) => row.data_type === 'ARRAY')).toBe(true);
});
