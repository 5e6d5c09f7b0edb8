import { Button } from '@chakra-ui/react';
import { ListChecks, ListPlus } from 'lucide-react';
import { toaster } from '@/ui';
import type { Candidate } from './jobs-fixtures';
import { toggleId } from './jobs-search';
import { useShortlist } from './jobs-store';

/**
 * Adds a candidate to the shortlist or takes them off it (kept in localStorage). The name stays
 * "Shortlist …" so the visible word is part of it; the state is aria-pressed, the icon and the tint.
 */
export function ShortlistButton({ candidate, size = 'xs' }: { candidate: Candidate; size?: 'xs' | 'sm' }) {
  const [shortlist, setShortlist] = useShortlist();
  const listed = shortlist.includes(candidate.id);
  return (
    <Button
      size={size}
      variant={listed ? 'subtle' : 'outline'}
      colorPalette={listed ? 'brand' : 'gray'}
      aria-pressed={listed}
      aria-label={`Shortlist ${candidate.name}`}
      onClick={() => {
        setShortlist((current) => toggleId(current, candidate.id));
        toaster.create({
          type: 'success',
          title: listed ? 'Removed from the shortlist' : 'Added to the shortlist',
          description: candidate.name,
        });
      }}
    >
      {listed ? <ListChecks aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
      Shortlist
    </Button>
  );
}
