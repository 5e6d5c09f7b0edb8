import {
  Button,
  Card,
  HStack,
  Image,
  Input,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NotebookPen, SearchX } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDemoStore } from '@/services/kit';
import { EmptyState, furnitureImageSrc, PageHeader } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { href } from '@/routes/paths';
import { PostTags } from './post-tags';
import { formatPostDate, postPlainText, postStore } from './blog-store';
import { postDraftStore } from './create-post-schema';

/** Posts and comments back to the demo content; a draft in progress goes too. */
const resetBlog = () => {
  postStore.reset();
  postDraftStore.reset();
};

export default function PagesBlogBlogPage() {
  const [posts] = useDemoStore(postStore);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const tag = params.get('tag');
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();
  const update = (next: { q?: string; tag?: string | null }) => {
    const query = new URLSearchParams(params);
    for (const key of ['q', 'tag'] as const) {
      const value = next[key];
      if (value === undefined) continue;
      if (value) query.set(key, value);
      else query.delete(key);
    }
    setParams(query, { replace: true });
  };
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = posts
    .filter((post) => !tag || post.tags.includes(tag))
    .filter((post) =>
      words.every((word) =>
        `${post.title} ${post.summary} ${postPlainText(post.body)}`.toLowerCase().includes(word),
      ),
    )
    .sort((a, b) => b.postedOn.localeCompare(a.postedOn));

  return (
    <>
      <PageHeader
        title="Blog"
        description="Notes from the design studio and the factory floor."
        actions={
          <HStack gap="2" wrap="wrap">
            <DemoResetButton subject="the blog" onReset={resetBlog} />
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={href('/pages/blog/createblog')}>
                <NotebookPen aria-hidden="true" /> Write a post
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <Stack gap="3" mb="5">
        <Input
          type="search"
          aria-label="Search posts"
          placeholder="Search posts"
          value={search}
          onChange={(event) => update({ q: event.target.value })}
          maxW={{ md: '24rem' }}
        />
        <HStack gap="2" wrap="wrap" role="group" aria-label="Tags">
          <Button
            size="xs"
            variant={tag ? 'outline' : 'subtle'}
            aria-pressed={!tag}
            onClick={() => update({ tag: null })}
          >
            All
          </Button>
          {tags.map((name) => (
            <Button
              key={name}
              size="xs"
              variant={tag === name ? 'subtle' : 'outline'}
              aria-pressed={tag === name}
              onClick={() => update({ tag: tag === name ? null : name })}
            >
              {name}
            </Button>
          ))}
        </HStack>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState icon={<SearchX />} title="No posts match" description="Try other words or another tag." />
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label="Posts"
        >
          {shown.map((post) => (
            <LinkBox as="li" key={post.id}>
              <Card.Root size="sm" overflow="hidden" h="full">
                <Image
                  src={post.cover ?? furnitureImageSrc(post.kind)}
                  alt=""
                  aspectRatio={16 / 10}
                  objectFit="cover"
                />
                <Card.Body gap="2">
                  <Text textStyle="xs" color="fg.muted">
                    {post.author} · {formatPostDate(post.postedOn)} · {post.comments.length} comments
                  </Text>
                  <Card.Title asChild>
                    <h2>
                      <LinkOverlay asChild>
                        <RouterLink to={href('/pages/blog/blogdetails', { id: post.id })}>
                          {post.title}
                        </RouterLink>
                      </LinkOverlay>
                    </h2>
                  </Card.Title>
                  <Text textStyle="sm">{post.summary}</Text>
                  <PostTags tags={post.tags} />
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
