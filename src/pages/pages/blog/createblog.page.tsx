import { Button, Card, HStack, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { saveDemoContent, readFileAsDataUrl } from '@/services/kit';
import {
  ConfirmDialog,
  FileDropzone,
  FormField,
  FormWithPreview,
  furnitureImageSrc,
  LazyRichTextEditor,
  PageHeader,
  toaster,
  OptionSelect,
} from '@/ui';
import { href } from '@/routes/paths';
import { PostTags } from './post-tags';
import { POST_KIND_LABELS, POST_KINDS, postStore, type BlogPost } from './blog-store';
import {
  buildPost,
  COVER_MAX_BYTES,
  COVER_TYPES,
  createPostSchema,
  EMPTY_POST,
  isEmptyDraft,
  MAX_TAGS,
  parseTags,
  postDraftStore,
  type CreatePostValues,
} from './create-post-schema';

type DraftState = 'empty' | 'saved' | 'failed';

const DRAFT_SAVE_DELAY_MS = 400;
const PAGE_TITLE = 'Create blog post';
const PAGE_DESCRIPTION = 'A note from the studio or the factory floor, with a cover picture.';

/** Writes the draft (or forgets an empty one) and says how that went. */
function saveDraft(draft: CreatePostValues): DraftState {
  if (isEmptyDraft(draft)) {
    postDraftStore.reset();
    return 'empty';
  }
  try {
    postDraftStore.write(draft);
    return 'saved';
  } catch {
    // Usually the browser's storage quota, with a large cover picture.
    return 'failed';
  }
}

/**
 * Keeps what is typed in the draft store a moment after the writer pauses. A save still waiting when the
 * page is left (reload, closed tab, another route) is written at once, so the last words are not lost.
 * Once the post is published (`active` false) a waiting save is dropped, or it would bring the published
 * draft back.
 */
function useDraftAutosave(draft: CreatePostValues, active: boolean): DraftState {
  const [state, setState] = useState<DraftState>(() => (isEmptyDraft(draft) ? 'empty' : 'saved'));
  const waiting = useRef<CreatePostValues | null>(null);

  useEffect(() => {
    if (!active) {
      waiting.current = null;
      return;
    }
    waiting.current = draft;
    const timer = window.setTimeout(() => {
      waiting.current = null;
      setState(saveDraft(draft));
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, active]);

  useEffect(() => {
    const flush = () => {
      if (waiting.current) saveDraft(waiting.current);
      waiting.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return state;
}

const DRAFT_STATUS: Record<DraftState, string> = {
  empty: 'Your draft is kept in this browser as you type.',
  saved: 'Draft kept in this browser.',
  failed: 'The draft could not be kept: the browser’s storage is full. Try a smaller cover picture.',
};

function Published({ post, onWriteAnother }: { post: BlogPost; onWriteAnother: () => void }) {
  return (
    <>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <Card.Root maxW="2xl" role="status">
        <Card.Body gap="3">
          <Text as="h2" textStyle="xl" fontWeight="semibold">
            “{post.title}” is published
          </Text>
          <Text color="fg.muted">
            {post.author} · {post.tags.join(', ')}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/blog/blogdetails', { id: post.id })}>Read the post</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={href('/pages/blog/blog')}>All posts</RouterLink>
            </Button>
            <Button variant="ghost" onClick={onWriteAnother}>
              Write another
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </>
  );
}

export default function PagesBlogCreateblogPage() {
  const [published, setPublished] = useState<BlogPost | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // Remounts the dropzone, so it stops listing a file whose cover was removed some other way.
  const [dropzoneKey, setDropzoneKey] = useState(0);
  const [initialDraft] = useState(() => postDraftStore.read());
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<CreatePostValues>({
    resolver: zodResolver(createPostSchema),
    defaultValues: initialDraft,
  });
  const draft = useWatch({ control }) as CreatePostValues;
  const draftState = useDraftAutosave(draft, published === null);
  const tags = parseTags(draft.tags ?? '');

  const pickCover = (files: File[]) => {
    const file = files[0];
    if (!file) {
      setValue('cover', '', { shouldDirty: true });
      return;
    }
    readFileAsDataUrl(file)
      .then((cover) => setValue('cover', cover, { shouldDirty: true, shouldValidate: isSubmitted }))
      .catch(() => toaster.create({ type: 'error', title: 'The picture could not be read' }));
  };

  const publish = (values: CreatePostValues) => {
    const post = buildPost(values, new Date());
    const failure = saveDemoContent('The post', () => postStore.update((list) => [post, ...list]));
    if (failure) {
      // Nothing is lost: the form keeps every field and the draft stays in storage.
      toaster.create({ type: 'error', ...failure, title: 'The post could not be published' });
      return;
    }
    postDraftStore.reset();
    setPublished(post);
    toaster.create({ type: 'success', title: 'Post published' });
  };

  const clearCover = () => {
    setValue('cover', '', { shouldDirty: true });
    setDropzoneKey((key) => key + 1);
  };

  const startAgain = () => {
    postDraftStore.reset();
    reset(EMPTY_POST);
    setDropzoneKey((key) => key + 1);
  };

  if (published)
    return (
      <Published
        post={published}
        onWriteAnother={() => {
          setPublished(null);
          reset(EMPTY_POST);
        }}
      />
    );

  return (
    <>
      <PageHeader
        title={PAGE_TITLE}
        description={PAGE_DESCRIPTION}
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={href('/pages/blog/blog')}>All posts</RouterLink>
          </Button>
        }
      />
      <FormWithPreview
        previewTitle="Card preview"
        preview={
          <Card.Root size="sm" overflow="hidden" data-testid="post-preview">
            <Image
              src={draft.cover || furnitureImageSrc(draft.kind ?? 'kitchen')}
              alt={draft.cover ? 'Your cover picture' : ''}
              aspectRatio={16 / 10}
              objectFit="cover"
            />
            <Card.Body gap="2">
              <Text textStyle="xs" color="fg.muted">
                {draft.author?.trim() || 'Author'} · today · 0 comments
              </Text>
              <Text fontWeight="semibold" lineClamp={2} data-testid="preview-title">
                {draft.title?.trim() || 'Untitled post'}
              </Text>
              <Text textStyle="sm" color={draft.summary?.trim() ? undefined : 'fg.muted'} lineClamp={3}>
                {draft.summary?.trim() || 'The summary appears here.'}
              </Text>
              <PostTags tags={tags} />
            </Card.Body>
          </Card.Root>
        }
      >
        <form noValidate aria-label="New post" onSubmit={handleSubmit(publish)}>
          <Stack gap="4">
            <FormField label="Title" error={errors.title?.message} required>
              <Input
                placeholder="e.g. Laminate or acrylic shutters for a rental flat"
                {...register('title')}
              />
            </FormField>
            <FormField
              label="Summary"
              helpText="One or two sentences shown on the post's card."
              error={errors.summary?.message}
              required
            >
              <Textarea rows={2} {...register('summary')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Author" error={errors.author?.message} required>
                <Input autoComplete="name" {...register('author')} />
              </FormField>
              <FormField label="Topic" error={errors.kind?.message}>
                <OptionSelect
                  {...register('kind')}
                  options={POST_KINDS.map((kind) => ({ value: kind, label: POST_KIND_LABELS[kind] }))}
                />
              </FormField>
            </SimpleGrid>
            <FormField
              label="Tags"
              helpText={`Separated by commas, at most ${MAX_TAGS}.`}
              error={errors.tags?.message}
              required
            >
              <Input placeholder="Kitchens, Materials" {...register('tags')} />
            </FormField>
            <FormField
              id="post-body"
              label="Post"
              helpText="Headings, lists and quotes from the toolbar; Ctrl+B and Ctrl+I work too."
              error={errors.body?.message}
              required
            >
              <Controller
                control={control}
                name="body"
                render={({ field }) => (
                  <LazyRichTextEditor
                    label="Post"
                    value={field.value}
                    onChange={field.onChange}
                    minHeight="14rem"
                    describedBy="post-body-description"
                  />
                )}
              />
            </FormField>
            <Stack gap="2">
              <FileDropzone
                key={dropzoneKey}
                label="Cover picture"
                accept={COVER_TYPES}
                acceptText="PNG, JPG or WebP"
                maxFileSize={COVER_MAX_BYTES}
                onFilesChange={pickCover}
              />
              {errors.cover && (
                <Text textStyle="xs" color="fg.error">
                  {errors.cover.message}
                </Text>
              )}
              {draft.cover && (
                <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={clearCover}>
                  Use the topic’s drawing instead
                </Button>
              )}
            </Stack>
            <Text textStyle="xs" color={draftState === 'failed' ? 'fg.error' : 'fg.muted'} role="status">
              {DRAFT_STATUS[draftState]}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="brand">
                Publish
              </Button>
              <Button
                variant="ghost"
                disabled={isEmptyDraft(draft)}
                onClick={() => setConfirmingDiscard(true)}
              >
                Discard draft
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormWithPreview>
      <ConfirmDialog
        open={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard this draft?"
        description="The title, text and cover you have written so far are removed."
        confirmLabel="Discard"
        tone="danger"
        onConfirm={startAgain}
      />
    </>
  );
}
