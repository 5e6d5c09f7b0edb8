/**
 * The DataSource over the embedded Postgres (PGlite in the worker, or in node tests). Each call runs
 * as PostgREST runs a request: one transaction, the caller's role (`authenticated`, or `anon` when
 * signed out) and JWT claims set locally, so row-level security really applies. SQL is built from
 * fixed fragments only: table, column and function names are checked against the catalogue and
 * quoted; every value travels as a parameter. Rows come back through json_agg/to_json, the way
 * PostgREST renders them, so both implementations return the same JSON.
 */
import {
  NotFoundError,
  type DataSource,
  type Filter,
  type ListQuery,
  type ListResult,
  type RowId,
  type RowValues,
} from './data-source.ts';
import { canReadInOneTrip, readAsCallerInOneTrip } from './embedded-one-trip.ts';
import { refuseNonFiniteNumbers } from './finite-values.ts';
import { fromEmbeddedError, refused, staleOrRefused } from './postgres-errors.ts';
import {
  invalid,
  Parameters,
  quoteIdent,
  readCatalogueOf,
  type ColumnInfo,
  type EmbeddedDatabase,
  type FunctionInfo,
  type RelationInfo,
  type Session,
} from './embedded-catalogue.ts';

export { CATALOGUE_RELATIONS, readCatalogueOf, type EmbeddedDatabase } from './embedded-catalogue.ts';

/** The JWT claims a signed-in caller carries (PostgREST's request.jwt.claims). */
export interface CallerClaims {
  sub: string;
  email: string;
  role: 'authenticated';
}

export interface EmbeddedDataSourceOptions {
  /** The signed-in caller, or null to run as anon. Read at every call. */
  caller: () => CallerClaims | null;
  /**
   * Makes committed writes durable (the browser's PGlite runs with relaxed durability: a commit
   * returns before IndexedDB has it). A write resolves only after this resolves, so a save the page
   * confirms survives the tab closing right after. Node tests leave it out.
   */
  flush?: () => Promise<void>;
}

export function createEmbeddedDataSource(
  db: EmbeddedDatabase,
  options: EmbeddedDataSourceOptions,
): DataSource {
  const readCatalogue = (refresh = false) => readCatalogueOf(db, refresh);

  /** A relation by name; the catalogue is read again once if the name is new (a later migration). */
  const relationNamed = async (name: string): Promise<RelationInfo> => {
    const known = (await readCatalogue()).relations.get(name);
    if (known !== undefined) return known;
    const fresh = (await readCatalogue(true)).relations.get(name);
    if (fresh === undefined) throw invalid(`There is no table or view "${name}".`);
    return fresh;
  };

  const tableNamed = async (name: string): Promise<RelationInfo> => {
    const relation = await relationNamed(name);
    if (!relation.isTable) throw invalid(`"${name}" is a view; write to its table.`);
    return relation;
  };

  const column = (relationName: string, relation: RelationInfo, name: string): ColumnInfo => {
    const info = relation.columns.get(name);
    if (info === undefined) throw invalid(`"${relationName}" has no column "${name}".`);
    return info;
  };

  const selectList = (relationName: string, relation: RelationInfo, columns?: readonly string[]): string => {
    if (columns === undefined || columns.length === 0) return '*';
    return columns
      .map((name) => {
        column(relationName, relation, name);
        return quoteIdent(name);
      })
      .join(', ');
  };

  const condition = (
    relationName: string,
    relation: RelationInfo,
    filter: Filter,
    params: Parameters,
  ): string => {
    if (filter.op === 'or') {
      if (filter.filters.length === 0) return 'false';
      return `(${filter.filters.map((each) => condition(relationName, relation, each, params)).join(' or ')})`;
    }
    const info = column(relationName, relation, filter.column);
    const target = quoteIdent(filter.column);
    switch (filter.op) {
      case 'eq':
        return `${target} = ${params.add(filter.value, info.type)}`;
      case 'neq':
        return `${target} <> ${params.add(filter.value, info.type)}`;
      case 'gte':
        return `${target} >= ${params.add(filter.value, info.type)}`;
      case 'lte':
        return `${target} <= ${params.add(filter.value, info.type)}`;
      case 'in':
        if (info.isArray) throw invalid(`"${filter.column}" is a list; "in" compares single values.`);
        return `${target} = any(${params.addList(filter.value, info.type)})`;
      case 'ilike':
        // PostgREST reads * as % (a URL-friendly wildcard); so do we, so both backends match alike.
        return `${target} ilike ${params.add(filter.value.replaceAll('*', '%'))}`;
      case 'is':
        return `${target} is null`;
      default: {
        const unknownFilter: never = filter;
        throw invalid(`Unknown filter ${JSON.stringify(unknownFilter)}.`);
      }
    }
  };

  const idCondition = (relationName: string, relation: RelationInfo, id: RowId, params: Parameters): string =>
    condition(relationName, relation, { column: 'id', op: 'eq', value: id }, params);

  /** The role and JWT claims PostgREST would set for the caller (anon when signed out). */
  const callerSettings = (): { role: string; claims: string } => {
    const caller = options.caller();
    return caller === null
      ? { role: 'anon', claims: JSON.stringify({ role: 'anon' }) }
      : { role: 'authenticated', claims: JSON.stringify({ ...caller, aud: 'authenticated' }) };
  };

  /** Runs work as the caller: role and claims are local to the transaction, as PostgREST sets them. */
  const asCaller = async <T>(work: (tx: Session) => Promise<T>): Promise<T> => {
    const { role, claims } = callerSettings();
    try {
      return await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
          role,
          claims,
        ]);
        return await work(tx);
      });
    } catch (error) {
      throw fromEmbeddedError(error);
    }
  };

  /**
   * One read statement as the caller: in one round trip where the database allows it (PGlite and
   * PGliteWorker: embedded-one-trip.ts), else in a transaction (a test's rolled-back database).
   * Returns the first row's columns, JSON ones parsed.
   */
  const readAsCaller = async <Row>(
    sql: string,
    params: Parameters,
    json: readonly string[],
  ): Promise<Row | null> => {
    if (!canReadInOneTrip(db)) {
      return asCaller(async (tx) => (await tx.query<Row>(sql, params.values)).rows[0] ?? null);
    }
    const caller = callerSettings();
    try {
      const row = await readAsCallerInOneTrip(db, caller, sql, params.values);
      if (row === null) return null;
      const parsed: Record<string, unknown> = { ...row };
      for (const name of json) {
        const text = row[name];
        parsed[name] = text === null || text === undefined ? null : (JSON.parse(text) as unknown);
      }
      return parsed as Row;
    } catch (error) {
      throw fromEmbeddedError(error);
    }
  };

  /** A write as the caller that resolves only once it is flushed to storage. */
  const writeAsCaller = async <T>(work: (tx: Session) => Promise<T>): Promise<T> => {
    const result = await asCaller(work);
    if (options.flush !== undefined) {
      try {
        await options.flush();
      } catch (error) {
        throw fromEmbeddedError(error);
      }
    }
    return result;
  };

  const writableColumns = (table: string, relation: RelationInfo, values: RowValues): string[] => {
    const names = Object.keys(values).filter((name) => values[name] !== undefined);
    for (const name of names) column(table, relation, name);
    return names;
  };

  return {
    async list<Row>(relationName: string, query: ListQuery = {}): Promise<ListResult<Row>> {
      const relation = await relationNamed(relationName);
      const params = new Parameters();
      const source = quoteIdent(relationName);
      const where = (query.filters ?? []).map((filter) => condition(relationName, relation, filter, params));
      const whereClause = where.length === 0 ? '' : ` where ${where.join(' and ')}`;
      const orderClause =
        query.sort === undefined || query.sort.length === 0
          ? ''
          : ` order by ${query.sort
              .map((key) => {
                column(relationName, relation, key.column);
                const direction = key.ascending === false ? 'desc' : 'asc';
                const nulls =
                  key.nullsFirst === undefined ? '' : key.nullsFirst ? ' nulls first' : ' nulls last';
                return `${quoteIdent(key.column)} ${direction}${nulls}`;
              })
              .join(', ')}`;
      let pageClause = '';
      if (query.range !== undefined) {
        const { from, to } = query.range;
        if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
          throw invalid(`The range ${from}-${to} is not a range of rows.`);
        }
        pageClause = ` limit ${params.add(to - from + 1, 'bigint')} offset ${params.add(from, 'bigint')}`;
      }
      const columns = selectList(relationName, relation, query.columns);
      const counted = query.count === 'exact' || query.count === 'estimated';
      // The embedded database is small: an estimate would only be less right, so both modes count.
      const sql = `select
        (select coalesce(json_agg(page), '[]'::json) from
          (select ${columns} from ${source}${whereClause}${orderClause}${pageClause}) as page) as rows,
        ${counted ? `(select count(*)::integer from ${source}${whereClause})` : 'null::integer'} as total`;
      const result = await readAsCaller<{ rows: Row[]; total: number | string | null }>(sql, params, [
        'rows',
      ]);
      return { rows: result?.rows ?? [], count: counted ? Number(result?.total ?? 0) : null };
    },

    async get<Row>(relationName: string, id: RowId, columns?: readonly string[]): Promise<Row | null> {
      const relation = await relationNamed(relationName);
      const params = new Parameters();
      const sql = `select to_json(found) as row from
        (select ${selectList(relationName, relation, columns)} from ${quoteIdent(relationName)}
          where ${idCondition(relationName, relation, id, params)}) as found`;
      return (await readAsCaller<{ row: Row }>(sql, params, ['row']))?.row ?? null;
    },

    async insert<Row>(table: string, values: RowValues | readonly RowValues[]): Promise<Row[]> {
      refuseNonFiniteNumbers(values);
      const relation = await tableNamed(table);
      const records: readonly RowValues[] = Array.isArray(values) ? values : [values as RowValues];
      if (records.length === 0) return [];
      // A key left out of a row takes the column default (PostgREST's missing=default): rows with the
      // same keys go in one statement, and the answer keeps the order they were given in.
      const groups = new Map<string, { columns: string[]; positions: number[] }>();
      records.forEach((record, position) => {
        const columns = writableColumns(table, relation, record).sort();
        const key = JSON.stringify(columns);
        const group = groups.get(key) ?? { columns, positions: [] };
        group.positions.push(position);
        groups.set(key, group);
      });
      const target = quoteIdent(table);
      return writeAsCaller(async (tx) => {
        const inserted: Row[] = new Array<Row>(records.length);
        for (const { columns, positions } of groups.values()) {
          const params = new Parameters();
          const payload = params.add(
            positions.map((position) => records[position]),
            'json',
          );
          const columnList = columns.map(quoteIdent).join(', ');
          // json_populate_recordset converts each JSON value to its column's type, as PostgREST does.
          const sql =
            columns.length === 0
              ? `with inserted as (insert into ${target} select from json_array_elements(${payload}) returning *)
                 select coalesce(json_agg(inserted), '[]'::json) as rows from inserted`
              : `with inserted as (
                   insert into ${target} (${columnList})
                   select ${columnList} from json_populate_recordset(null::${target}, ${payload})
                   returning *)
                 select coalesce(json_agg(inserted), '[]'::json) as rows from inserted`;
          const { rows } = await tx.query<{ rows: Row[] }>(sql, params.values);
          (rows[0]?.rows ?? []).forEach((row, index) => {
            const position = positions[index];
            if (position !== undefined) inserted[position] = row;
          });
        }
        return inserted;
      });
    },

    async update<Row>(table: string, id: RowId, expectedVersion: number, changes: RowValues): Promise<Row> {
      refuseNonFiniteNumbers(changes);
      const relation = await tableNamed(table);
      column(table, relation, 'version');
      if (!Number.isInteger(expectedVersion)) throw invalid('The expected version must be a whole number.');
      const editable = { ...changes };
      // The id names the row and the version is the guard's: neither is a change.
      delete editable.id;
      delete editable.version;
      const names = writableColumns(table, relation, editable);
      const params = new Parameters();
      const payload = params.add(editable, 'json');
      const target = quoteIdent(table);
      const assignments = [
        ...names.map((name) => `${quoteIdent(name)} = source.${quoteIdent(name)}`),
        // The database bumps the version too (touch_row); setting it here covers tables without the trigger.
        `"version" = ${params.add(expectedVersion + 1, 'integer')}`,
      ];
      const sql = `with updated as (
          update ${target} as target set ${assignments.join(', ')}
            from json_populate_record(null::${target}, ${payload}) as source
           where target."id" = ${params.add(id, column(table, relation, 'id').type)}
             and target."version" = ${params.add(expectedVersion, 'integer')}
          returning target.*)
        select to_json(updated) as row from updated`;
      return writeAsCaller(async (tx) => {
        const { rows } = await tx.query<{ row: Row }>(sql, params.values);
        const row = rows[0]?.row;
        if (row !== undefined) return row;
        const lookup = new Parameters();
        const current = await tx.query<{ version: number }>(
          `select "version" from ${target} where ${idCondition(table, relation, id, lookup)}`,
          lookup.values,
        );
        throw staleOrRefused(table, id, expectedVersion, current.rows[0]?.version ?? null);
      });
    },

    async remove(table: string, id: RowId): Promise<void> {
      const relation = await tableNamed(table);
      const params = new Parameters();
      const sql = `with deleted as (delete from ${quoteIdent(table)} where ${idCondition(table, relation, id, params)} returning 1)
        select count(*)::integer as deleted from deleted`;
      await writeAsCaller(async (tx) => {
        const { rows } = await tx.query<{ deleted: number }>(sql, params.values);
        if ((rows[0]?.deleted ?? 0) > 0) return;
        const lookup = new Parameters();
        const visible = await tx.query(
          `select 1 from ${quoteIdent(table)} where ${idCondition(table, relation, id, lookup)}`,
          lookup.values,
        );
        throw visible.rows.length > 0 ? refused(table) : new NotFoundError(table, id);
      });
    },

    async rpc<Result>(fn: string, args: RowValues = {}): Promise<Result> {
      refuseNonFiniteNumbers(args);
      const given = Object.keys(args).filter((name) => args[name] !== undefined);
      const pick = (overloads: FunctionInfo[] | undefined) =>
        overloads?.find((candidate) => {
          const names = candidate.inputs.map((input) => input.name);
          const required = names.slice(0, names.length - candidate.defaults);
          return (
            given.every((name) => names.includes(name)) && required.every((name) => given.includes(name))
          );
        });
      let chosen = pick((await readCatalogue()).functions.get(fn));
      if (chosen === undefined) chosen = pick((await readCatalogue(true)).functions.get(fn));
      if (chosen === undefined) {
        throw invalid(`There is no function ${fn}(${given.join(', ')}) in the public schema.`);
      }
      const params = new Parameters();
      const argumentList = chosen.inputs
        .filter((input) => given.includes(input.name))
        .map((input) => {
          const value = args[input.name];
          const expression = input.type.endsWith('[]')
            ? Array.isArray(value)
              ? params.addList(value, input.type.slice(0, -2))
              : `${params.add(value)}::${input.type}`
            : params.add(value, input.type);
          return `${quoteIdent(input.name)} => ${expression}`;
        })
        .join(', ');
      const call = `public.${quoteIdent(fn)}(${argumentList})`;
      const sql = chosen.returnsSet
        ? `select coalesce(json_agg(result), '[]'::json) as result from ${call} as result`
        : chosen.returnsVoid
          ? `select ${call}, null::json as result`
          : `select to_json(${call}) as result`;
      if (!chosen.volatile)
        return ((await readAsCaller<{ result: Result }>(sql, params, ['result']))?.result ?? null) as Result;
      return writeAsCaller(async (tx) => {
        const { rows } = await tx.query<{ result: Result }>(sql, params.values);
        return (rows[0]?.result ?? null) as Result;
      });
    },
  };
}
