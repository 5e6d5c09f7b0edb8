/** Lazy page modules by name (the route table's `module`), for the route objects. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export type PageModule = { default: ComponentType };
export type PageModules = Record<string, () => Promise<PageModule>>;

/** The loader of src/pages/<module>.page.tsx among these globbed modules. */
export function pageLoader(modules: PageModules, module: string): () => Promise<PageModule> {
  const loader = modules[`../pages/${module}.page.tsx`];
  if (!loader) throw new Error(`No page module src/pages/${module}.page.tsx`);
  return loader;
}

export function lazyPage(modules: PageModules, module: string): RouteObject['lazy'] {
  const load = pageLoader(modules, module);
  return async () => ({ Component: (await load()).default });
}
