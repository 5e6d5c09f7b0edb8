import { Box, Card, Flex, Heading, List, Text } from '@chakra-ui/react';

export interface TopListEntry {
  id: string;
  label: string;
  /** A second line, e.g. the city or the designer's team. */
  detail?: string;
  value: number;
}

export interface TopListProps {
  title: string;
  entries: TopListEntry[];
  format?: (value: number) => string;
  /** How many to show; the rest are left out. */
  limit?: number;
}

/** A ranked list (top designers, best-selling panels) with a bar showing each value against the leader. */
export function TopList({
  title,
  entries,
  format = (value) => value.toLocaleString('en-IN'),
  limit = 5,
}: TopListProps) {
  const top = [...entries].sort((a, b) => b.value - a.value).slice(0, limit);
  const leader = top[0]?.value || 1;
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <List.Root as="ol" gap="3" listStyle="none">
          {top.map((entry, index) => (
            <List.Item key={entry.id} display="block">
              <Flex justify="space-between" gap="3" align="baseline">
                <Text textStyle="sm" fontWeight="medium" truncate>
                  <Text as="span" color="fg.muted" me="2">
                    {index + 1}.
                  </Text>
                  {entry.label}
                </Text>
                <Text textStyle="sm" fontWeight="semibold" whiteSpace="nowrap">
                  {format(entry.value)}
                </Text>
              </Flex>
              {entry.detail && (
                <Text textStyle="xs" color="fg.muted">
                  {entry.detail}
                </Text>
              )}
              <Box h="1.5" mt="1.5" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
                <Box
                  h="full"
                  w={`${Math.round((entry.value / leader) * 100)}%`}
                  bg="brand.solid"
                  rounded="full"
                />
              </Box>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
