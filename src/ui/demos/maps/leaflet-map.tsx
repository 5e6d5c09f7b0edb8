import { DemoGrid, DemoSection, LazySiteMap, PageHeader } from '@/ui';
import { ORBIT_BOUNDARY, ORBIT_SITE, PROJECT_SITES } from './project-sites';

export interface LeafletMapDemoProps {
  /** Another tile server; stories point this at an address that fails, to prove the map works without tiles. */
  tileUrl?: string;
}

export function LeafletMapDemo({ tileUrl }: LeafletMapDemoProps) {
  const tiles = tileUrl ? { tileUrl } : {};
  return (
    <>
      <PageHeader
        title="Leaflet map"
        description="Project sites on OpenStreetMap: markers with popups, clusters, and a surveyed site boundary."
      />
      <DemoGrid>
        <DemoSection
          title="Project sites"
          description="Every open project. Nearby sites merge into a numbered cluster; select it to zoom in, select a pin for the project."
        >
          <LazySiteMap label="Project sites in Bengaluru" sites={PROJECT_SITES} {...tiles} />
        </DemoSection>
        <DemoSection
          title="Site boundary"
          description="The Orbit co-working plot as surveyed at the recce, fitted to its outline."
        >
          <LazySiteMap
            label="Orbit co-working site boundary"
            sites={[ORBIT_SITE]}
            boundary={ORBIT_BOUNDARY}
            height={320}
            {...tiles}
          />
        </DemoSection>
      </DemoGrid>
    </>
  );
}
