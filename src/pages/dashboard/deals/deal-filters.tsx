import { HStack, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { DealFacets, DealQuery } from '@/services/crm';
import { OptionSelect } from '@/ui';

export interface DealFiltersProps {
  query: DealQuery;
  facets: DealFacets | undefined;
  onChange: (name: 'q' | 'owner' | 'pipeline', value: string | null) => void;
}

/** The board's search, owner and pipeline (the list view has the same in its toolbar). */
export function DealFilters({ query, facets, onChange }: DealFiltersProps) {
  const [text, setText] = useState(query.search ?? '');
  useEffect(() => setText(query.search ?? ''), [query.search]);
  // The URL follows the search box after a short pause, not on every key.
  useEffect(() => {
    if (text.trim() === (query.search ?? '')) return undefined;
    const timer = window.setTimeout(() => onChange('q', text.trim() || null), 300);
    return () => window.clearTimeout(timer);
  }, [text, query.search, onChange]);
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Deal filters">
      <Input
        size="sm"
        type="search"
        aria-label="Search deals"
        placeholder="Search deals, leads, companies…"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        flex="1 1 14rem"
        maxW={{ md: '20rem' }}
      />
      <OptionSelect
        aria-label="Filter by owner"
        value={query.owner ?? ''}
        onChange={(event) => onChange('owner', event.currentTarget.value || null)}
        size="sm"
        layout={{ flex: '1 1 10rem', maxW: { md: '14rem' } }}
        placeholder="All owners"
        options={(facets?.owners ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
      />
      <OptionSelect
        aria-label="Filter by pipeline"
        value={query.pipeline ?? ''}
        onChange={(event) => onChange('pipeline', event.currentTarget.value || null)}
        size="sm"
        layout={{ flex: '1 1 10rem', maxW: { md: '14rem' } }}
        placeholder="All pipelines"
        options={facets?.pipelines ?? []}
      />
    </HStack>
  );
}
