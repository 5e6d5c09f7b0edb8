/** The categories beside the list: "All articles" and one link per category, the chosen one marked. */
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Category } from '@/services/learning';

export interface CategoryListProps {
  categories: Category[] | undefined;
  isError: boolean;
  selected: string | null;
  onSelect: (id: string | null) => void;
}

export function CategoryList({ categories, isError, selected, onSelect }: CategoryListProps) {
  const item = (id: string | null, label: string) => (
    <Button
      key={id ?? 'all'}
      size="sm"
      justifyContent="start"
      variant={selected === id ? 'subtle' : 'ghost'}
      colorPalette={selected === id ? 'brand' : 'gray'}
      aria-current={selected === id ? 'page' : undefined}
      onClick={() => onSelect(id)}
    >
      {label}
    </Button>
  );
  return (
    <Stack as="nav" aria-label="Categories" gap="1" minW="48">
      <Heading as="h2" textStyle="sm" color="fg.muted" px="3" pb="1">
        Categories
      </Heading>
      {item(null, 'All articles')}
      {isError ? (
        <Text textStyle="sm" color="fg.error" px="3">
          The categories could not be loaded.
        </Text>
      ) : categories === undefined ? (
        <Skeleton h="40" role="status" aria-label="Loading the categories" />
      ) : (
        categories.map((category) => item(category.id, category.name))
      )}
    </Stack>
  );
}
