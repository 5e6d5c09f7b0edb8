/**
 * Active staff as options for a select (assignees, designers, relationship managers): one query the
 * task, appointment, project and design pages share instead of a copy each.
 */
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { source } from './data-access';
import { optionSchema, type Option } from './schemas';

/** Active staff by name; `designations` keeps only those (a designer, a relationship manager). */
export async function listActiveStaffOptions(
  designations?: readonly string[],
  given?: DataSource,
): Promise<Option[]> {
  const ds = await source(given);
  const filters: Filter[] = [{ column: 'active', op: 'eq', value: true }];
  if (designations !== undefined) filters.unshift({ column: 'designation', op: 'in', value: designations });
  const { rows } = await ds.list<unknown>('staff', {
    columns: ['id', 'name'],
    filters,
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(optionSchema).parse(rows);
}
