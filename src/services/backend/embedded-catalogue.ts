/**
 * The embedded DataSource's reading of the schema: the public tables, views and functions with their
 * columns and argument types, read once per database from pg_catalog, so names are checked and
 * quoted and every value is cast to its column's type in SQL. Also the value placeholders.
 */
import { DataSourceError } from './data-source.ts';
import { z } from 'zod';
import { fromEmbeddedError } from './postgres-errors.ts';

export interface Session {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** What the DataSource needs of the database: PGlite or PGliteWorker. */
export interface EmbeddedDatabase extends Session {
  transaction<T>(callback: (tx: Session) => Promise<T>): Promise<T>;
}

export interface ColumnInfo {
  /** The column's type as a quoted, schema-qualified name from the catalogue: safe to splice after `::`. */
  type: string;
  isArray: boolean;
  /** For an array column, the type of its elements. */
  elementType: string | null;
}

export interface RelationInfo {
  columns: Map<string, ColumnInfo>;
  /** Base tables (partitioned ones too) can be written; views are read here. */
  isTable: boolean;
}

export interface FunctionArgument {
  name: string;
  type: string;
}

export interface FunctionInfo {
  inputs: FunctionArgument[];
  /** How many trailing inputs have defaults and may be left out. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Volatile (may write): the call is flushed to storage before it resolves. */
  volatile: boolean;
}

export interface Catalogue {
  relations: Map<string, RelationInfo>;
  functions: Map<string, FunctionInfo[]>;
}

/**
 * The columns of every table and view in public, with the type each is cast to (a domain's base type,
 * as information_schema reports it). Read from pg_catalog: the same reading through information_schema
 * took 0.6 to 1 s in the browser's PGlite at every page load, before a list could ask for its first
 * row (a node test proves the two readings equal). The owner reads it; udt_schema and udt_name name
 * each column's type (arrays as _element) in a form that can follow `::`.
 */
export const CATALOGUE_RELATIONS = `
select c.relname as relation,
       case c.relkind when 'v' then 'VIEW' when 'f' then 'FOREIGN' else 'BASE TABLE' end as kind,
       a.attname as column_name,
       case when base.typelem <> 0 and base.typlen = -1 then 'ARRAY' else 'SCALAR' end as data_type,
       base_namespace.nspname as udt_schema, base.typname as udt_name
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_catalog.pg_type t on t.oid = a.atttypid
  join pg_catalog.pg_type base on base.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
  join pg_catalog.pg_namespace base_namespace on base_namespace.oid = base.typnamespace
 where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'f')
 order by c.relname, a.attnum`;

const CATALOGUE_FUNCTIONS = `
select p.proname as name, p.proretset as returns_set, p.prorettype = 'pg_catalog.void'::regtype as returns_void,
       p.provolatile = 'v' as volatile,
       p.pronargdefaults as defaults,
       coalesce(p.proargnames, '{}') as arg_names,
       coalesce(p.proargmodes::text[], '{}') as arg_modes,
       coalesce(array(select format_type(u.type_oid, null)
                        from unnest(p.proargtypes) with ordinality as u(type_oid, position)
                       order by u.position), '{}') as input_types
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where n.nspname = 'public' and p.prokind = 'f'`;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function invalid(message: string): DataSourceError {
  return new DataSourceError('invalid', message);
}

/** Every value goes to Postgres as text (or null) and is cast there, so no client-side type guessing. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export class Parameters {
  readonly values: (string | null)[] = [];

  /** A placeholder for a value, cast to the column's type in SQL. */
  add(value: unknown, type?: string): string {
    this.values.push(asText(value));
    const placeholder = `$${this.values.length}::text`;
    return type === undefined ? placeholder : `${placeholder}::${type}`;
  }

  /** A placeholder for a list, as a JSON array unpacked in SQL. */
  addList(values: readonly unknown[], elementType: string): string {
    this.values.push(JSON.stringify(values.map((value) => asText(value))));
    return `array(select json_array_elements_text($${this.values.length}::text::json))::${elementType}[]`;
  }
}

/**
 * Rows of a catalogue query as one JSON value: 2,000 rows of columns cost the tab's protocol parser (on
 * the main thread, behind PGliteWorker) several times what one JSON.parse of the same rows does.
 */
async function rowsAsJson<Row>(db: Session, sql: string): Promise<Row[]> {
  const { rows } = await db.query<{ rows: Row[] }>(
    `select coalesce(json_agg(catalogue_row), '[]'::json) as rows from (${sql}) as catalogue_row`,
  );
  return rows[0]?.rows ?? [];
}

const relationRowSchema = z.object({
  relation: z.string(),
  kind: z.string(),
  column_name: z.string(),
  data_type: z.string(),
  udt_schema: z.string(),
  udt_name: z.string(),
});

const functionRowSchema = z.object({
  name: z.string(),
  returns_set: z.boolean(),
  returns_void: z.boolean(),
  volatile: z.boolean(),
  defaults: z.number().int(),
  arg_names: z.array(z.string()),
  arg_modes: z.array(z.string()),
  input_types: z.array(z.string()),
});

/** The catalogue as the database answers it: what the build ships beside its snapshot (JSON). */
export const catalogueRowsSchema = z.object({
  relations: z.array(relationRowSchema),
  functions: z.array(functionRowSchema),
});
export type CatalogueRows = z.infer<typeof catalogueRowsSchema>;

export async function readCatalogueRows(db: Session): Promise<CatalogueRows> {
  return {
    relations: await rowsAsJson<z.infer<typeof relationRowSchema>>(db, CATALOGUE_RELATIONS),
    functions: await rowsAsJson<z.infer<typeof functionRowSchema>>(db, CATALOGUE_FUNCTIONS),
  };
}

export function catalogueFromRows({
  relations: relationRows,
  functions: functionRows,
}: CatalogueRows): Catalogue {
  const relations = new Map<string, RelationInfo>();
  for (const row of relationRows) {
    let relation = relations.get(row.relation);
    if (relation === undefined) {
      relation = { columns: new Map(), isTable: row.kind === 'BASE TABLE' };
      relations.set(row.relation, relation);
    }
    const isArray = row.data_type === 'ARRAY';
    const typeName = (name: string) => `${quoteIdent(row.udt_schema)}.${quoteIdent(name)}`;
    relation.columns.set(row.column_name, {
      type: typeName(row.udt_name),
      isArray,
      elementType: isArray ? typeName(row.udt_name.replace(/^_/, '')) : null,
    });
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of functionRows) {
    // proargnames lists every argument (OUT ones too) when modes exist; inputs are i, b and v.
    const inputNames =
      row.arg_modes.length === 0
        ? row.arg_names
        : row.arg_names.filter((_name, index) => ['i', 'b', 'v'].includes(row.arg_modes[index] ?? 'i'));
    const inputs = row.input_types.map((type, index) => ({ name: inputNames[index] ?? '', type }));
    const overloads = functions.get(row.name) ?? [];
    overloads.push({
      inputs,
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      volatile: row.volatile,
    });
    functions.set(row.name, overloads);
  }
  return { relations, functions };
}

/** The schema as each database last read it (a WeakMap: a closed test database takes its reading along). */
const catalogues = new WeakMap<EmbeddedDatabase, Promise<Catalogue>>();

/** Remembers a reading of db's catalogue; a failed one is forgotten (the next call reads again). */
function remember(db: EmbeddedDatabase, rows: Promise<CatalogueRows>): Promise<Catalogue> {
  const reading = rows.then(catalogueFromRows).catch((error: unknown) => {
    if (catalogues.get(db) === reading) catalogues.delete(db);
    throw fromEmbeddedError(error);
  });
  catalogues.set(db, reading);
  return reading;
}

/**
 * The catalogue of a database, read as the owner (before any role is set): the schema, not the
 * caller's view of it. One reading per database, shared by its DataSources (sign-in makes one, the
 * app another); `refresh` reads it again (a name is new: a later migration).
 */
export function readCatalogueOf(db: EmbeddedDatabase, refresh = false): Promise<Catalogue> {
  const known = catalogues.get(db);
  if (known !== undefined && !refresh) return known;
  return remember(db, readCatalogueRows(db));
}

/**
 * Gives db the catalogue it would read, known without reading it: `known` resolves to the rows (the
 * build's own, shipped beside its snapshot: embedded-shipped-catalogue.ts) or to null when they are
 * not this database's, and then the database is read as usual. A later `refresh` still reads it.
 */
export function provideCatalogue(db: EmbeddedDatabase, known: Promise<CatalogueRows | null>): void {
  void remember(
    db,
    known.catch(() => null).then((rows) => rows ?? readCatalogueRows(db)),
  ).catch(() => undefined);
}
