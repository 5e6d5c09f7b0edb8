/**
 * A stand-in for a Supabase project in node tests (no PostgREST or GoTrue server exists on these
 * machines): MSW handlers that read the PostgREST and GoTrue requests supabase-js sends, answer them
 * from the embedded database through the embedded DataSource (so the policies apply, as the
 * caller's JWT says), and record every request so tests can assert the exact wire format.
 * It understands the subset of PostgREST the DataSource uses and refuses anything else with 501,
 * so a request shape it was not built for fails a test instead of passing silently.
 */
import type { PGlite } from '@electric-sql/pglite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { DataSourceError, type ListQuery } from '../data-source.ts';
import { createEmbeddedDataSource, type CallerClaims } from '../embedded-data-source.ts';
import { filtersOf, parseColumns, parseOrder, rowFilter, Unsupported } from './postgrest-query.ts';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface SupabaseEmulator {
  handlers: HttpHandler[];
  requests: RecordedRequest[];
  /** The requests to /rest/v1 since the last call, and forgets them. */
  takeRestRequests(): RecordedRequest[];
}

function base64Url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** An unsigned JWT: supabase-js reads it, nothing here verifies it. */
function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.emulator`;
}

function callerOf(request: Request, anonKey: string): CallerClaims | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /i, '');
  if (token === undefined || token === anonKey) return null;
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') return null;
  return { sub: claims.sub, email: String(claims.email ?? ''), role: 'authenticated' };
}

function errorResponse(error: unknown, caller: CallerClaims | null): Response {
  if (error instanceof Unsupported) {
    return HttpResponse.json(
      {
        code: 'EMULATOR',
        message: `The emulator does not support ${error.message}`,
        details: null,
        hint: null,
      },
      { status: 501 },
    );
  }
  if (!(error instanceof DataSourceError)) throw error;
  const status = (() => {
    switch (error.kind) {
      case 'constraint':
        return error.code === '23505' || error.code === '23503' ? 409 : 400;
      case 'permission':
        return caller === null ? 401 : 403;
      case 'invalid':
        return error.code === '42P01' || error.code === '42883' ? 404 : 400;
      case 'rejected':
        return 400;
      default:
        return 500;
    }
  })();
  return HttpResponse.json(
    {
      code: error.code ?? 'PGRST100',
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    },
    { status },
  );
}

export function supabaseEmulator(options: { url: string; anonKey: string; db: PGlite }): SupabaseEmulator {
  const { url, anonKey, db } = options;
  const requests: RecordedRequest[] = [];
  let taken = 0;

  const record = async (request: Request): Promise<unknown> => {
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    return body;
  };

  const sourceFor = (caller: CallerClaims | null) => createEmbeddedDataSource(db, { caller: () => caller });

  const rest = http.all(`${url}/rest/v1/:relation`, async ({ request, params }) => {
    const body = await record(request);
    const caller = callerOf(request, anonKey);
    const relation = String(params.relation);
    const requestUrl = new URL(request.url);
    const source = sourceFor(caller);
    const wantsRows = (request.headers.get('prefer') ?? '').includes('return=representation');
    try {
      switch (request.method) {
        case 'GET': {
          const query: ListQuery = { filters: filtersOf(requestUrl) };
          const columns = parseColumns(requestUrl.searchParams.get('select'));
          if (columns !== undefined) query.columns = columns;
          const order = requestUrl.searchParams.get('order');
          if (order !== null) query.sort = parseOrder(order);
          const count = /count=(exact|estimated|planned)/.exec(request.headers.get('prefer') ?? '')?.[1];
          if (count === 'exact' || count === 'estimated') query.count = count;
          else if (count === 'planned') throw new Unsupported('count=planned');
          const offset = Number(requestUrl.searchParams.get('offset') ?? '0');
          const limit = requestUrl.searchParams.get('limit');
          if (limit !== null) query.range = { from: offset, to: offset + Number(limit) - 1 };
          else if (offset !== 0) throw new Unsupported('offset without limit');
          const { rows, count: total } = await source.list<unknown>(relation, query);
          const range = rows.length === 0 ? '*' : `${offset}-${offset + rows.length - 1}`;
          return HttpResponse.json(rows, { headers: { 'Content-Range': `${range}/${total ?? '*'}` } });
        }
        case 'POST': {
          if (!(request.headers.get('prefer') ?? '').includes('missing=default')) {
            // Without it PostgREST writes null for a key a row leaves out; the embedded DataSource writes the default.
            throw new Unsupported('an insert without Prefer: missing=default');
          }
          const inserted = await source.insert<unknown>(relation, body as Record<string, unknown>);
          return wantsRows
            ? HttpResponse.json(inserted, { status: 201 })
            : new HttpResponse(null, { status: 201 });
        }
        case 'PATCH': {
          const { id, version } = rowFilter(requestUrl);
          if (version === null) throw new Unsupported('PATCH without a version guard');
          const changes = { ...(body as Record<string, unknown>) };
          if (changes.version !== version + 1) throw new Unsupported('PATCH that does not bump the version');
          delete changes.version;
          let rows: unknown[] = [];
          try {
            rows = [await source.update<unknown>(relation, id, version, changes)];
          } catch (error) {
            // PostgREST answers an update that matched nothing with an empty list, whatever the reason.
            if (
              !(error instanceof DataSourceError) ||
              !['conflict', 'not-found', 'permission'].includes(error.kind)
            ) {
              throw error;
            }
          }
          return wantsRows ? HttpResponse.json(rows) : new HttpResponse(null, { status: 204 });
        }
        case 'DELETE': {
          const { id, version } = rowFilter(requestUrl);
          if (version !== null) throw new Unsupported('DELETE with a version');
          let rows: unknown[] = [];
          try {
            await source.remove(relation, id);
            rows = [{ id }];
          } catch (error) {
            if (!(error instanceof DataSourceError) || !['not-found', 'permission'].includes(error.kind))
              throw error;
          }
          return wantsRows ? HttpResponse.json(rows) : new HttpResponse(null, { status: 204 });
        }
        default:
          throw new Unsupported(`method ${request.method}`);
      }
    } catch (error) {
      return errorResponse(error, caller);
    }
  });

  const rpc = http.post(`${url}/rest/v1/rpc/:fn`, async ({ request, params }) => {
    const body = await record(request);
    const caller = callerOf(request, anonKey);
    try {
      const result = await sourceFor(caller).rpc<unknown>(
        String(params.fn),
        (body ?? {}) as Record<string, unknown>,
      );
      return result === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(result as object);
    } catch (error) {
      return errorResponse(error, caller);
    }
  });

  const token = http.post(`${url}/auth/v1/token`, async ({ request }) => {
    const body = (await record(request)) as { email?: string; password?: string } | undefined;
    if (new URL(request.url).searchParams.get('grant_type') !== 'password') {
      return HttpResponse.json(
        { code: 'unsupported_grant_type', msg: 'Only password sign-in is emulated' },
        { status: 400 },
      );
    }
    const { rows } = await db.query<{ user_id: string; user_email: string }>(
      'select user_id, user_email from auth.sign_in_with_password($1, $2)',
      [body?.email ?? '', body?.password ?? ''],
    );
    const user = rows[0];
    if (user === undefined) {
      return HttpResponse.json(
        { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
        { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: user.user_id,
      email: user.user_email,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      session_id: `session-${user.user_id}`,
    };
    return HttpResponse.json({
      access_token: fakeJwt(claims),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: `refresh-${user.user_id}`,
      user: {
        id: user.user_id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.user_email,
        email_confirmed_at: '2026-01-01T00:00:00Z',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        identities: [],
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      },
    });
  });

  const logout = http.post(`${url}/auth/v1/logout`, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  });

  return {
    // rpc first: /rest/v1/:relation would also match /rest/v1/rpc.
    handlers: [rpc, rest, token, logout],
    requests,
    takeRestRequests() {
      const fresh = requests.slice(taken).filter((request) => request.url.pathname.includes('/rest/v1/'));
      taken = requests.length;
      return fresh;
    },
  };
}
