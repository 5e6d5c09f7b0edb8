// The worker's entry asks for PGlite's WebAssembly and file-system bundle before the rest of the worker
// has loaded; whatever goes wrong, PGlite is left to fetch them itself, and the worker still starts.
import { describe, expect, it, vi } from 'vitest';
import { fetchPgliteArtifacts, type ArtifactLoaders } from './pglite-artifacts';

const urls = { wasm: '/assets/pglite-x.wasm', fsBundle: '/assets/pglite-x.data' };
const compiled = { compiled: true } as unknown as WebAssembly.Module;

function loaders(answers: Record<string, Response | Error>, compile?: ArtifactLoaders['compileStreaming']) {
  const warnings: string[] = [];
  const fetched: string[] = [];
  const value: ArtifactLoaders = {
    fetch: (url) => {
      fetched.push(url);
      const answer = answers[url];
      if (answer === undefined) return Promise.reject(new Error(`unexpected ${url}`));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    compileStreaming: compile ?? (async (source) => (await source, compiled)),
    warn: (message) => void warnings.push(message),
  };
  return { value, warnings, fetched };
}

describe('fetchPgliteArtifacts', () => {
  it('starts both downloads at once and gives the compiled module and the bundle', async () => {
    const bundle = new Response(new Uint8Array([1, 2, 3]));
    const { value, fetched, warnings } = loaders({
      [urls.wasm]: new Response('wasm'),
      [urls.fsBundle]: bundle,
    });
    const artifacts = fetchPgliteArtifacts(urls, value);
    expect(fetched).toEqual([urls.wasm, urls.fsBundle]);
    expect(await artifacts.wasmModule).toBe(compiled);
    const blob = await artifacts.fsBundle;
    expect(blob?.size).toBe(3);
    expect(warnings).toEqual([]);
  });

  it('compiles the WebAssembly from the response as it streams in', async () => {
    const wasm = new Response('wasm');
    const compile = vi.fn(async (source: Promise<Response>) => {
      expect(await source).toBe(wasm);
      return compiled;
    });
    const { value } = loaders({ [urls.wasm]: wasm, [urls.fsBundle]: new Response('') }, compile);
    expect(await fetchPgliteArtifacts(urls, value).wasmModule).toBe(compiled);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('leaves the WebAssembly to PGlite when it cannot be compiled (a host serving the wrong type)', async () => {
    const { value, warnings } = loaders(
      { [urls.wasm]: new Response('wasm'), [urls.fsBundle]: new Response('data') },
      () => Promise.reject(new TypeError("Incorrect response MIME type. Expected 'application/wasm'.")),
    );
    const artifacts = fetchPgliteArtifacts(urls, value);
    expect(await artifacts.wasmModule).toBeUndefined();
    expect((await artifacts.fsBundle)?.size).toBe(4);
    expect(warnings).toEqual(["PGlite's WebAssembly is left to PGlite to fetch:"]);
  });

  it('leaves a file that answers with an error status, or not at all, to PGlite', async () => {
    const { value, warnings } = loaders({
      [urls.wasm]: new Response('missing', { status: 404 }),
      [urls.fsBundle]: new Error('offline'),
    });
    const artifacts = fetchPgliteArtifacts(urls, value);
    expect(await artifacts.wasmModule).toBeUndefined();
    expect(await artifacts.fsBundle).toBeUndefined();
    expect(warnings.sort()).toEqual([
      "PGlite's WebAssembly is left to PGlite to fetch:",
      "PGlite's file-system bundle is left to PGlite to fetch:",
    ]);
  });
});
