/**
 * Loads a page's code before it is opened: a sidebar link under the pointer or the keyboard focus
 * (what react-router's framework mode calls prefetch="intent"). The route table registers how to
 * load a path (other-routes.tsx, loaded with the signed-in app); until then, and for a path it does
 * not know, asking does nothing. A failed load is left for the navigation to report.
 */
type PagePreloader = (path: string) => Promise<unknown> | null;

let preloader: PagePreloader | null = null;
const asked = new Set<string>();

export function registerPagePreloader(next: PagePreloader | null): void {
  preloader = next;
  asked.clear();
}

/** Starts loading the page at path (once per path); never throws. */
export function preloadPage(path: string): void {
  if (preloader === null || asked.has(path)) return;
  const loading = preloader(path);
  if (loading === null) return;
  asked.add(path);
  loading.catch(() => asked.delete(path));
}
