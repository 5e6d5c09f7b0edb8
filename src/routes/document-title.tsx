import { useEffect } from 'react';
import { documentTitle } from '@/services/kit';
import { useRouteEntry } from './paths';

/** Keeps the browser tab at `FPW · Page name` for the current route. */
export function DocumentTitle({ fallback }: { fallback?: string }) {
  const entry = useRouteEntry();
  const name = entry?.title ?? fallback;
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
  return null;
}
