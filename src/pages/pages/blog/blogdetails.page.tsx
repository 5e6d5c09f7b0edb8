import { Button, Field, Heading, Image, Stack, Text, Textarea, Input } from '@chakra-ui/react';
import { FileX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDemoStore } from '@/services/kit';
import { EmptyState, furnitureImageSrc, PageHeader, RichTextView, toaster } from '@/ui';
import { href } from '@/routes/paths';
import { PostTags } from './post-tags';
import { formatPostDate, postStore } from './blog-store';

export default function PagesBlogBlogdetailsPage() {
  const [params] = useSearchParams();
  const [posts, setPosts] = useDemoStore(postStore);
  const id = params.get('id');
  const post = id ? posts.find((candidate) => candidate.id === id) : posts[0];
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ author?: string; text?: string }>({});

  const addComment = (event: FormEvent) => {
    event.preventDefault();
    if (!post) return;
    const problems = {
      ...(author.trim().length < 2 ? { author: 'Enter your name' } : {}),
      ...(text.trim().length < 3 ? { text: 'Write a comment' } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const comment = {
      id: `bc-${Date.now().toString(36)}`,
      author: author.trim(),
      text: text.trim(),
      postedOn: new Date().toISOString().slice(0, 10),
    };
    setPosts((list) =>
      list.map((candidate) =>
        candidate.id === post.id ? { ...candidate, comments: [...candidate.comments, comment] } : candidate,
      ),
    );
    setText('');
    toaster.create({ type: 'success', title: 'Comment posted' });
  };

  return (
    <>
      <PageHeader title="Blog details" description="A post from the studio, and what readers say about it." />
      {!post ? (
        <EmptyState
          icon={<FileX />}
          title="Post not found"
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/blog/blog')}>All posts</RouterLink>
            </Button>
          }
        />
      ) : (
        <Stack as="article" aria-labelledby="post-title" gap="5" maxW="3xl">
          <Image
            src={post.cover ?? furnitureImageSrc(post.kind)}
            alt=""
            aspectRatio={16 / 9}
            objectFit="cover"
            rounded="l3"
          />
          <Stack gap="2">
            <Heading as="h2" size="2xl" id="post-title">
              {post.title}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {post.author} · {formatPostDate(post.postedOn)}
            </Text>
            <PostTags tags={post.tags} />
          </Stack>
          <Text textStyle="lg">{post.summary}</Text>
          <RichTextView html={post.body} />
          <Stack as="section" aria-labelledby="comments-heading" gap="3">
            <Heading as="h3" size="md" id="comments-heading">
              {post.comments.length === 1 ? '1 comment' : `${post.comments.length} comments`}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Comments">
              {post.comments.map((comment) => (
                <Stack as="li" key={comment.id} gap="0.5" borderWidth="1px" rounded="l2" p="3">
                  <Text fontWeight="medium" textStyle="sm">
                    {comment.author}{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      · {formatPostDate(comment.postedOn)}
                    </Text>
                  </Text>
                  <Text textStyle="sm">{comment.text}</Text>
                </Stack>
              ))}
            </Stack>
            <form noValidate aria-label="Add a comment" onSubmit={addComment}>
              <Stack gap="3">
                <Field.Root invalid={Boolean(errors.author)}>
                  <Field.Label>Your name</Field.Label>
                  <Input
                    value={author}
                    onChange={(event) => setAuthor(event.target.value)}
                    autoComplete="name"
                  />
                  <Field.ErrorText color="red.fg">{errors.author}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.text)}>
                  <Field.Label>Comment</Field.Label>
                  <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} />
                  <Field.ErrorText color="red.fg">{errors.text}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="brand" alignSelf="flex-start">
                  Post comment
                </Button>
              </Stack>
            </form>
          </Stack>
        </Stack>
      )}
    </>
  );
}
