/**
 * PGlite's two big files, asked for by the worker's entry (pg.worker.ts) before the rest of the worker
 * has loaded: its WebAssembly (9 MB, compiled while it streams in) and its file-system bundle (6 MB).
 * PGlite would otherwise fetch them only once its own 0.5 MB of JavaScript had loaded and run, a
 * quarter of a second into a new tab on two cores. A failure leaves PGlite to fetch them itself.
 */

export interface PgliteArtifacts {
  /** PGlite's WebAssembly, compiled; undefined when it could not be. */
  wasmModule: Promise<WebAssembly.Module | undefined>;
  /** PGlite's file-system bundle (pglite.data); undefined when it could not be fetched. */
  fsBundle: Promise<Blob | undefined>;
}

export interface ArtifactUrls {
  wasm: string;
  fsBundle: string;
}

export interface ArtifactLoaders {
  fetch: (url: string) => Promise<Response>;
  compileStreaming: (source: Promise<Response>) => Promise<WebAssembly.Module>;
  warn: (message: string, error: unknown) => void;
}

const browserLoaders: ArtifactLoaders = {
  fetch: (url) => fetch(url),
  compileStreaming: (source) => WebAssembly.compileStreaming(source),
  warn: (message, error) => console.warn(message, error),
};

/** Starts both downloads now; neither promise rejects. */
export function fetchPgliteArtifacts(
  urls: ArtifactUrls,
  loaders: ArtifactLoaders = browserLoaders,
): PgliteArtifacts {
  const fallBack = (what: string) => (error: unknown) => {
    loaders.warn(`PGlite's ${what} is left to PGlite to fetch:`, error);
    return undefined;
  };
  const okResponse = (url: string) =>
    loaders.fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    });
  return {
    wasmModule: loaders.compileStreaming(okResponse(urls.wasm)).catch(fallBack('WebAssembly')),
    fsBundle: okResponse(urls.fsBundle)
      .then((response) => response.blob())
      .catch(fallBack('file-system bundle')),
  };
}
