/** The table's search box and text filters: they commit after the user pauses, not per keystroke. */
import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type DataTableFilter } from './data-table-state';

const SEARCH_DELAY_MS = 250;

/** A text box that commits after the user pauses, so a server is not queried per keystroke. */
function useDeferredCommit(value: string, commit: (next: string) => void) {
  const [draft, setDraft] = useState(value);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });
  const lastCommitted = useRef(value);
  useEffect(() => {
    // The URL (back button) changed the value: show it.
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    if (draft === lastCommitted.current) return undefined;
    const timer = setTimeout(() => {
      lastCommitted.current = draft;
      commitRef.current(draft);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return [draft, setDraft] as const;
}

export function withFilter(filters: DataTableFilter[], id: string, value: string): DataTableFilter[] {
  const rest = filters.filter((filter) => filter.id !== id);
  return value === '' ? rest : [...rest, { id, value }];
}

export function SearchBox({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (next: string) => void;
}) {
  const [draft, setDraft] = useDeferredCommit(value, onCommit);
  return (
    <InputGroup
      startElement={<Search size={16} aria-hidden="true" />}
      flex="1 1 14rem"
      maxW={{ md: '20rem' }}
    >
      <Input
        size="sm"
        type="search"
        aria-label={label}
        placeholder="Search…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </InputGroup>
  );
}

export function TextFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (next: string) => void;
}) {
  const [draft, setDraft] = useDeferredCommit(value, onCommit);
  return (
    <Input
      size="sm"
      flex="1 1 10rem"
      maxW={{ md: '12rem' }}
      aria-label={label}
      placeholder={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}
