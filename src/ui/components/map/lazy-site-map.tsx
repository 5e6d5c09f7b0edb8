/** What the rest of the app imports: the SiteMap loaded on first use, so Leaflet and its CSS stay in their own chunk. */
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SiteMapProps } from './site-map-types';

const SiteMap = lazy(() => import('./site-map'));

export function LazySiteMap(props: SiteMapProps) {
  return (
    <Suspense fallback={<Skeleton h={`${props.height ?? 400}px`} w="full" borderRadius="md" />}>
      <SiteMap {...props} />
    </Suspense>
  );
}
