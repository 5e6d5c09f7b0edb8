// The PostgREST requests the Supabase DataSource sends, pinned: the emulator accepts only what it
// understands (testing/postgrest-emulator.ts), so these keep the two in step.
import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from './data-source.ts';
import { createSupabaseDataSource } from './supabase-data-source.ts';
import { BOARD_IDS } from './testing/contract-fixture';
import {
  emulator,
  failureOf,
  PROJECT,
  resetFixture,
  server,
  setUpContractDatabase,
  supabase,
} from './testing/contract-harness';

setUpContractDatabase();

describe('the PostgREST requests of the Supabase DataSource', () => {
  beforeEach(async () => {
    await resetFixture();
    emulator.takeRestRequests();
  });

  const only = () => {
    const sent = emulator.takeRestRequests();
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  it('lists with filters, sort, range and count as query parameters and headers', async () => {
    const source = await supabase.as('sales');
    await source.list('contract_boards', {
      columns: ['id', 'name'],
      filters: [
        { column: 'material', op: 'eq', value: 'plywood' },
        { column: 'material', op: 'neq', value: 'mdf' },
        { column: 'material', op: 'in', value: ['plywood', 'hdhmr', 'mdf,plywood'] },
        { column: 'name', op: 'ilike', value: '%ply%' },
        { column: 'thickness_mm', op: 'gte', value: 12 },
        { column: 'thickness_mm', op: 'lte', value: 25 },
        { column: 'notes', op: 'is', value: null },
      ],
      sort: [
        { column: 'thickness_mm', ascending: false },
        { column: 'name', nullsFirst: true },
      ],
      range: { from: 20, to: 29 },
      count: 'exact',
    });
    const request = only();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/rest/v1/contract_boards');
    expect([...request.url.searchParams]).toEqual([
      ['select', 'id,name'],
      ['material', 'eq.plywood'],
      ['material', 'neq.mdf'],
      ['material', 'in.(plywood,hdhmr,"mdf,plywood")'],
      ['name', 'ilike.%ply%'],
      ['thickness_mm', 'gte.12'],
      ['thickness_mm', 'lte.25'],
      ['notes', 'is.null'],
      ['order', 'thickness_mm.desc,name.asc.nullsfirst'],
      ['offset', '20'],
      ['limit', '10'],
    ]);
    expect(request.headers.get('prefer')).toContain('count=exact');
    expect(request.headers.get('apikey')).toBe(PROJECT.anonKey);
    expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(request.headers.get('authorization')).not.toBe(`Bearer ${PROJECT.anonKey}`);

    await source.list('contract_boards', { count: 'estimated' });
    expect(only().headers.get('prefer')).toContain('count=estimated');
    await source.list('contract_boards');
    const plain = only();
    expect([...plain.url.searchParams]).toEqual([['select', '*']]);
    expect(plain.headers.get('prefer') ?? '').not.toContain('count=');
  });

  it('signed out, sends the anon key as the bearer token', async () => {
    await (await supabase.as('anon')).list('sales_users');
    const request = only();
    expect(request.url.pathname).toBe('/rest/v1/sales_users');
    expect(request.headers.get('authorization')).toBe(`Bearer ${PROJECT.anonKey}`);
  });

  it('gets one row with an id filter', async () => {
    await (await supabase.as('sales')).get('contract_boards', BOARD_IDS.birch, ['name']);
    const request = only();
    expect(request.method).toBe('GET');
    expect([...request.url.searchParams]).toEqual([
      ['select', 'name'],
      ['id', `eq.${BOARD_IDS.birch}`],
    ]);
  });

  it('inserts with a JSON body and asks for the stored rows back', async () => {
    await (
      await supabase.as('production')
    ).insert('contract_boards', [
      { name: 'A 6', material: 'mdf', thickness_mm: 6 },
      { name: 'B 9', material: 'mdf', thickness_mm: 9, notes: 'n' },
    ]);
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url.searchParams.get('select')).toBe('*');
    expect(request.url.searchParams.get('columns')).toBe('"name","material","thickness_mm","notes"');
    expect(request.headers.get('prefer')).toContain('return=representation');
    // Keys missing from a row take the column default, as on the embedded backend.
    expect(request.headers.get('prefer')).toContain('missing=default');
    expect(request.body).toEqual([
      { name: 'A 6', material: 'mdf', thickness_mm: 6 },
      { name: 'B 9', material: 'mdf', thickness_mm: 9, notes: 'n' },
    ]);
  });

  it('updates with an id and version guard, sending the next version', async () => {
    await (
      await supabase.as('production')
    ).update('contract_boards', BOARD_IDS.birch, 1, { notes: 'edge banded' });
    const request = only();
    expect(request.method).toBe('PATCH');
    expect([...request.url.searchParams]).toEqual([
      ['id', `eq.${BOARD_IDS.birch}`],
      ['version', 'eq.1'],
      ['select', '*'],
    ]);
    expect(request.body).toEqual({ notes: 'edge banded', version: 2 });
    expect(request.headers.get('prefer')).toContain('return=representation');
  });

  it('after a guarded update matches nothing, asks for the current version to tell conflict from refusal', async () => {
    const source = await supabase.as('production');
    await expect(
      source.update('contract_boards', BOARD_IDS.birch, 7, { notes: 'late' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const [patch, lookup] = emulator.takeRestRequests();
    expect(patch?.method).toBe('PATCH');
    expect(lookup?.method).toBe('GET');
    expect([...(lookup?.url.searchParams ?? [])]).toEqual([
      ['select', 'version'],
      ['id', `eq.${BOARD_IDS.birch}`],
    ]);
  });

  it('deletes by id and asks for the deleted id back', async () => {
    await (await supabase.as('admin')).remove('contract_boards', BOARD_IDS.particle);
    const request = only();
    expect(request.method).toBe('DELETE');
    expect([...request.url.searchParams]).toEqual([
      ['id', `eq.${BOARD_IDS.particle}`],
      ['select', 'id'],
    ]);
  });

  it('calls a function with POST /rpc/<name> and its named arguments as the body', async () => {
    await (
      await supabase.as('sales')
    ).rpc('contract_total_thickness', { p_materials: ['mdf'], p_grain_only: false });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/rest/v1/rpc/contract_total_thickness');
    expect(request.body).toEqual({ p_materials: ['mdf'], p_grain_only: false });
  });

  it('refuses names that are not plain identifiers before anything is sent', async () => {
    const source = await supabase.as('sales');
    expect(await failureOf(source.list('contract_boards?select=*&or=(id.eq.1)'))).toMatchObject({
      kind: 'invalid',
    });
    expect(
      await failureOf(source.list('contract_boards', { filters: [{ column: 'or', op: 'eq', value: '1' }] })),
    ).toMatchObject({ kind: 'invalid' });
    expect(await failureOf(source.list('contract_boards', { columns: ['name,staff(*)'] }))).toMatchObject({
      kind: 'invalid',
    });
    expect(emulator.takeRestRequests()).toEqual([]);
  });

  it('turns a failed network into an unavailable error', async () => {
    const client = createClient('https://unreachable.supabase.test', PROJECT.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      db: { retry: false },
    });
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('https://unreachable.supabase.test/rest/v1/*', () => HttpResponse.error()));
    expect(await failureOf(createSupabaseDataSource(client).list('contract_boards'))).toMatchObject({
      kind: 'unavailable',
    });
    server.resetHandlers();
  });
});
