import { HStack, Tag } from '@chakra-ui/react';

/** A post's tags, as the blog list, a post and the write-a-post preview all show them. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" aria-label="Tags">
      {tags.map((name) => (
        <Tag.Root as="li" key={name} size="sm">
          <Tag.Label>{name}</Tag.Label>
        </Tag.Root>
      ))}
    </HStack>
  );
}
