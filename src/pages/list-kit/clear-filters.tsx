import { Button } from '@chakra-ui/react';
import { X } from 'lucide-react';

/** What ClearFilters needs of a list: useListState gives both. */
export interface FilteredList {
  filtering: boolean;
  clearFilters: () => void;
}

/**
 * The toolbar's "Clear filters", shown only while a search or a filter narrows the list. `shown`
 * overrides when the page counts filters its own way (a filter the route fixes does not count).
 */
export function ClearFilters({ list, shown = list.filtering }: { list: FilteredList; shown?: boolean }) {
  if (!shown) return null;
  return (
    <Button size="sm" variant="ghost" onClick={list.clearFilters}>
      <X aria-hidden="true" /> Clear filters
    </Button>
  );
}
