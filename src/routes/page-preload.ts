/**
 * Loads a page's code before it is opened: a sidebar link under the pointer or the keyboard focus
 * (what react-router's framework mode calls prefetch="intent"), and the signed-in app's shell (the main
 * layout and the permission gate) while a sign-in waits for the database. The route table registers
 * how (other-routes.tsx, fetched once the sign-in page is idle); until then, and for a path it does not
 * know, asking does nothing. A failed load is left for the navigation to report.
 */
export interface PagePreloader {
  /** Loads the page at path; null when no route has that path. */
  page(path: string): Promise<unknown> | null;
  /** Loads the signed-in app's layout and gate. */
  shell(): Promise<unknown>;
}

let preloader: PagePreloader | null = null;
const asked = new Set<string>();
const SHELL = '\u0000shell';

export function registerPagePreloader(next: PagePreloader | null): void {
  preloader = next;
  asked.clear();
}

function once(key: string, load: (using: PagePreloader) => Promise<unknown> | null): void {
  if (preloader === null || asked.has(key)) return;
  const loading = load(preloader);
  if (loading === null) return;
  asked.add(key);
  loading.catch(() => asked.delete(key));
}

/** Starts loading the page at path (once per path); never throws. */
export function preloadPage(path: string): void {
  once(path, (using) => using.page(path));
}

/** Starts loading the signed-in app's shell (once); never throws. */
export function preloadSignedInShell(): void {
  once(SHELL, (using) => using.shell());
}
