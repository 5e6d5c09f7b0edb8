/**
 * Write or edit an article: title, category, tags and status in the one RecordForm, the body in the
 * rich text editor beside them. The body is sanitised as the blog's is (on change by the editor, and
 * again here on save); a refused save keeps both the fields and the body, and a stale version opens
 * RecordForm's reload-or-overwrite choice.
 */
import { Field, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LazyRichTextEditor, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { sanitizeHtml } from '@/ui/components/rich-text-editor/sanitize-html';
import { formFailureOf } from '@/services/kit';
import {
  ARTICLE_STATUS_LABELS,
  ARTICLE_STATUSES,
  articleBodySchema,
  articleFieldsOf,
  articleFieldsSchema,
  EMPTY_ARTICLE,
  getArticle,
  useCategories,
  useSaveArticle,
  type Article,
  type ArticleFieldsInput,
} from '@/services/learning';

const CONSTRAINTS = {
  kb_articles_title_check: { field: 'title', message: 'A title of 1 to 160 characters.' },
  kb_articles_tags_check: { field: 'tags', message: 'At most 12 tags of up to 40 characters each.' },
};

export interface ArticleFormProps {
  /** The article as loaded, or null for a new one. */
  article: Article | null;
  /** A title to start a new article with (an unanswered question being written up). */
  initialTitle?: string | undefined;
  /** May publish and archive (knowledge.manage); otherwise the status stays a draft. */
  canPublish: boolean;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

export function ArticleForm({ article, initialTitle, canPublish, onSaved, onCancel }: ArticleFormProps) {
  const categories = useCategories();
  const save = useSaveArticle();
  const bodyId = useId();
  const [body, setBody] = useState(article?.body_html ?? '');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const defaults: ArticleFieldsInput = article
    ? articleFieldsOf(article)
    : { ...EMPTY_ARTICLE, title: initialTitle ?? '' };

  if (categories.isPending) return <Text color="fg.muted">Loading the categories…</Text>;
  const fields: RecordFieldSpec<keyof ArticleFieldsInput>[] = [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    {
      name: 'category_id',
      label: 'Category',
      kind: 'select',
      placeholder: 'No category',
      options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      helper: canPublish ? undefined : 'Someone with knowledge.manage publishes it.',
      options: ARTICLE_STATUSES.filter((s) => canPublish || s === 'draft' || s === article?.status).map(
        (s) => ({ value: s, label: ARTICLE_STATUS_LABELS[s] }),
      ),
    },
    {
      name: 'tags',
      label: 'Tags',
      kind: 'text',
      wide: true,
      helper: 'Separated by commas, e.g. edge band, PVC',
    },
  ];

  return (
    <RecordForm
      key={article ? `${article.id}:${article.version}` : 'new'}
      label={article ? `Edit ${article.title}` : 'New article'}
      schema={articleFieldsSchema}
      defaultValues={defaults}
      fields={fields}
      columns={2}
      submitLabel={article ? 'Save article' : 'Create article'}
      onCancel={onCancel}
      blockNavigation={false}
      describeError={(error) => formFailureOf(error, CONSTRAINTS)}
      onReload={
        article
          ? async () => {
              const fresh = await getArticle(article.id);
              if (fresh) setBody(fresh.body_html);
              return fresh ? articleFieldsOf(fresh) : defaults;
            }
          : undefined
      }
      onSubmit={async (values, context) => {
        const clean = sanitizeHtml(body);
        const checked = articleBodySchema.safeParse(clean);
        if (!checked.success) {
          const message = checked.error.issues[0]?.message ?? 'Write the article.';
          setBodyError(message);
          throw new Error(message);
        }
        setBodyError(null);
        let existing = article ? { id: article.id, version: article.version } : undefined;
        if (existing && context.overwrite) {
          const current = await getArticle(existing.id);
          if (current) existing = { id: current.id, version: current.version };
        }
        const { id } = await save.mutateAsync({ fields: values, bodyHtml: clean, existing });
        toaster.create({ type: 'success', title: article ? 'Article saved' : 'Article created' });
        onSaved(id);
      }}
    >
      <Stack gap="1.5">
        <Field.Root invalid={bodyError !== null} required>
          <Field.Label id={`${bodyId}-label`}>
            Article
            <Field.RequiredIndicator />
          </Field.Label>
          <LazyRichTextEditor
            label="Article"
            value={body}
            onChange={(html) => {
              setBody(html);
              if (bodyError) setBodyError(null);
            }}
            minHeight="14rem"
            describedBy={bodyError ? `${bodyId}-error` : undefined}
          />
          {bodyError ? <Field.ErrorText id={`${bodyId}-error`}>{bodyError}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </RecordForm>
  );
}
