/**
 * The embedded Postgres's worker: this entry only starts the download and compilation of PGlite's
 * WebAssembly and file-system bundle (pglite-artifacts.ts), then loads the rest (pg-worker-main.ts,
 * PGlite's 0.5 MB of JavaScript among it) while they stream in. The tabs' messages that arrive
 * meanwhile are kept for it (held-messages.ts). Measured in a new tab on two cores: see README, Speed.
 */
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url';
import { announceEmbedded } from './embedded-start-progress';
import { holdMessages } from './held-messages';
import { fetchPgliteArtifacts } from './pglite-artifacts';

const release = holdMessages(self);
const artifacts = fetchPgliteArtifacts({ wasm: pgliteWasmUrl, fsBundle: pgliteDataUrl });

import('./pg-worker-main')
  .then(({ serveDatabase }) => {
    announceEmbedded({ type: 'progress', step: 'worker loaded' });
    serveDatabase(artifacts);
    release();
  })
  .catch((error: unknown) => {
    // Thrown again outside the promise, so the tab's Worker hears an `error` event (a rejected
    // promise in a worker is not one): the early start and the watchdog report it.
    setTimeout(() => {
      throw error;
    });
  });
