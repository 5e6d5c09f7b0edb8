/**
 * A stand-in for Supabase Storage in node tests, beside the PostgREST emulator: MSW handlers for
 * the Storage API requests supabase-js sends (upload, signed URL, download, remove), with the bytes
 * in memory. Access follows the migrations' storage policies by asking the same SQL functions the
 * policies call (can_read_project_file, can_write_project_file, may_sweep_file, and the course
 * files' can_read_course_file, can_write_course_file) as the
 * caller the JWT names, on the embedded database. Errors come back as Storage sends them: HTTP 400
 * with the real status in the body's statusCode. A request it does not understand gets 501.
 */
import type { PGlite } from '@electric-sql/pglite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createEmbeddedDataSource, type CallerClaims } from '../embedded-data-source.ts';

/** The course files' policy function that is ORed with each project files' one. */
const COURSE_POLICIES: Readonly<Record<string, string>> = {
  can_read_project_file: 'can_read_course_file',
  can_write_project_file: 'can_write_course_file',
};

interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface StorageEmulator {
  handlers: HttpHandler[];
  /** Paths held per bucket (`<bucket>/<path>`), for assertions. */
  keys(): string[];
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

const storageError = (statusCode: number, error: string, message: string) =>
  HttpResponse.json({ statusCode: String(statusCode), error, message }, { status: 400 });

const notFound = () => storageError(404, 'not_found', 'Object not found');

export function storageEmulator(options: { url: string; anonKey: string; db: PGlite }): StorageEmulator {
  const { url, anonKey, db } = options;
  const objects = new Map<string, StoredObject>();
  const base = `${url}/storage/v1`;

  async function allowed(request: Request, fn: string, path: string): Promise<boolean> {
    const caller = callerOf(request, anonKey);
    if (caller === null) return false;
    const source = createEmbeddedDataSource(db, { caller: () => caller });
    if (await source.rpc<boolean>(fn, { p_path: path })) return true;
    // The lesson attachments' policies (20261126175100_course_files.sql) sit beside the projects'.
    const course = COURSE_POLICIES[fn];
    return course !== undefined && source.rpc<boolean>(course, { p_path: path });
  }

  /** The bucket and object path after a route prefix, e.g. /object/sign/<bucket>/<path>. */
  function split(request: Request, prefix: string): { bucket: string; path: string } {
    const rest = decodeURIComponent(new URL(request.url).pathname).slice(
      new URL(`${base}${prefix}`).pathname.length,
    );
    const [bucket = '', ...segments] = rest.split('/');
    return { bucket, path: segments.join('/') };
  }

  const upload = http.post(`${base}/object/:bucket/*`, async ({ request }) => {
    const { bucket, path } = split(request, '/object/');
    if (path.length === 0) return new HttpResponse(null, { status: 501 });
    if (!(await allowed(request, 'can_write_project_file', path))) {
      return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    }
    const key = `${bucket}/${path}`;
    if (objects.has(key) && request.headers.get('x-upsert') !== 'true') {
      return storageError(409, 'Duplicate', 'The resource already exists');
    }
    let bytes: Uint8Array;
    let contentType: string;
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) {
      const raw = await request.arrayBuffer();
      const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
      const file = form.get('');
      if (!(file instanceof Blob)) return new HttpResponse(null, { status: 501 });
      bytes = new Uint8Array(await file.arrayBuffer());
      contentType = file.type || 'application/octet-stream';
    } else {
      bytes = new Uint8Array(await request.arrayBuffer());
      contentType = type || 'application/octet-stream';
    }
    objects.set(key, { bytes, contentType });
    return HttpResponse.json({ Id: crypto.randomUUID(), Key: key });
  });

  const sign = http.post(`${base}/object/sign/:bucket/*`, async ({ request }) => {
    const { bucket, path } = split(request, '/object/sign/');
    const object = objects.get(`${bucket}/${path}`);
    if (object === undefined || !(await allowed(request, 'can_read_project_file', path))) return notFound();
    const body = (await request.json()) as { expiresIn?: number };
    if (typeof body.expiresIn !== 'number') return storageError(400, 'invalid', 'expiresIn is required');
    const token = Buffer.from(`${bucket}/${path}`).toString('base64url');
    // Storage answers the path as it is; supabase-js encodes the whole URL.
    return HttpResponse.json({ signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
  });

  const readSigned = http.get(`${base}/object/sign/:bucket/*`, ({ request }) => {
    const { bucket, path } = split(request, '/object/sign/');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const object = objects.get(`${bucket}/${path}`);
    if (Buffer.from(token, 'base64url').toString() !== `${bucket}/${path}`) {
      return storageError(400, 'InvalidSignature', 'The signature is invalid');
    }
    if (object === undefined) return notFound();
    return new HttpResponse(object.bytes, { headers: { 'content-type': object.contentType } });
  });

  const download = http.get(`${base}/object/:bucket/*`, async ({ request }) => {
    const { bucket, path } = split(request, '/object/');
    const object = objects.get(`${bucket}/${path}`);
    if (object === undefined || !(await allowed(request, 'can_read_project_file', path))) return notFound();
    return new HttpResponse(object.bytes, { headers: { 'content-type': object.contentType } });
  });

  const remove = http.delete(`${base}/object/:bucket`, async ({ request, params }) => {
    const bucket = String(params.bucket);
    const body = (await request.json()) as { prefixes?: unknown };
    if (!Array.isArray(body.prefixes)) return new HttpResponse(null, { status: 501 });
    const removed: { name: string; bucket_id: string }[] = [];
    for (const path of body.prefixes as string[]) {
      const key = `${bucket}/${path}`;
      if (!objects.has(key)) continue;
      // Storage deletes what the delete policy lets the caller see and skips the rest silently.
      const may =
        (await allowed(request, 'can_write_project_file', path)) ||
        (await allowed(request, 'may_sweep_file', path));
      if (!may) continue;
      objects.delete(key);
      removed.push({ name: path, bucket_id: bucket });
    }
    return HttpResponse.json(removed);
  });

  return {
    handlers: [sign, readSigned, upload, download, remove],
    keys: () => [...objects.keys()].sort(),
  };
}
