/**
 * One article in a drawer over the list (`?article=<id>`, or `new`): read it with its category,
 * tags, owner and review date, vote on whether it helped, and, for whoever may, edit it, publish or
 * archive it (knowledge.manage) and mark it reviewed (its owner, author or a manager). Every change
 * carries the version that was loaded.
 */
import { Badge, Button, HStack, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { ErrorState, GatedButton, RecordSheet, RecordSheetRecord, RichTextView, toaster } from '@/ui';
import {
  ARTICLE_STATUS_LABELS,
  useArticle,
  useMarkArticleReviewed,
  useRateArticle,
  useSetArticleStatus,
  type Article,
  type ArticleStatus,
} from '@/services/learning';
import { ArticleForm } from './article-form';
import { formatDate, STATUS_PALETTE } from './article-columns';

export interface ArticleDrawerProps {
  /** An article id, 'new' to write one, or null when closed. */
  id: string | null;
  /** The title a new article starts with (an unanswered question). */
  initialTitle?: string | undefined;
  /** Why the person may not publish, archive or manage (knowledge.manage); null when they may. */
  manageReason: string | null;
  onClose: () => void;
  onSaved: (id: string, created: boolean) => void;
}

export function ArticleDrawer({ id, initialTitle, manageReason, onClose, onSaved }: ArticleDrawerProps) {
  return (
    <RecordSheet
      id={id}
      onClose={onClose}
      size="lg"
      create={{
        title: 'New article',
        body: (
          <ArticleForm
            article={null}
            initialTitle={initialTitle}
            canPublish={manageReason === null}
            onSaved={(saved) => onSaved(saved, true)}
            onCancel={onClose}
          />
        ),
      }}
    >
      {(open) => (
        <ArticleDetails
          key={open}
          id={open}
          manageReason={manageReason}
          onSaved={(saved) => onSaved(saved, false)}
        />
      )}
    </RecordSheet>
  );
}

function ArticleDetails({
  id,
  manageReason,
  onSaved,
}: {
  id: string;
  manageReason: string | null;
  onSaved: (id: string) => void;
}) {
  const article = useArticle(id);
  const [editing, setEditing] = useState(false);
  return (
    <RecordSheetRecord
      query={article}
      title={(row) => row.title}
      noun="Article"
      loadingLabel="Loading the article"
      errorTitle="The article could not be loaded"
      showErrorMessage
      missing={
        <ErrorState
          title="Not yours to see"
          message="This article does not exist, or is a draft of someone else."
        />
      }
    >
      {(row) =>
        editing ? (
          <ArticleForm
            article={row}
            canPublish={manageReason === null}
            onSaved={(saved) => {
              setEditing(false);
              onSaved(saved);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <ArticleView article={row} manageReason={manageReason} onEdit={() => setEditing(true)} />
        )
      }
    </RecordSheetRecord>
  );
}

function ArticleView({
  article,
  manageReason,
  onEdit,
}: {
  article: Article;
  manageReason: string | null;
  onEdit: () => void;
}) {
  const setStatus = useSetArticleStatus();
  const review = useMarkArticleReviewed();
  const rate = useRateArticle();
  const editReason = article.can_edit ? null : 'Only its author, its owner or a knowledge manager edits it.';
  // A refusal is shown once by the query client.
  const run = (work: () => Promise<unknown>, done: string) =>
    work().then(
      () => void toaster.create({ type: 'success', title: done }),
      () => undefined,
    );
  const changeStatus = (status: ArticleStatus, done: string) =>
    run(() => setStatus.mutateAsync({ id: article.id, version: article.version, status }), done);

  return (
    <Stack gap="4">
      <Wrap gap="2" align="center">
        <Badge colorPalette={STATUS_PALETTE[article.status]}>{ARTICLE_STATUS_LABELS[article.status]}</Badge>
        {article.category_name ? <Badge variant="outline">{article.category_name}</Badge> : null}
        {article.tags.map((tag) => (
          <Badge key={tag} variant="subtle" colorPalette="blue">
            {tag}
          </Badge>
        ))}
      </Wrap>
      <Text textStyle="sm" color="fg.muted">
        Written by {article.author_name ?? 'someone who has left'}; owned by {article.owner_name ?? 'nobody'}.
        Last reviewed {formatDate(article.last_reviewed_at)}.
      </Text>
      {article.needs_review && article.status !== 'archived' ? (
        <Text textStyle="sm" color="fg.error" role="status">
          Not reviewed for six months:{' '}
          {article.mine ? 'you own it, so please check it is still right' : 'its owner should check it'}.
        </Text>
      ) : null}
      <Wrap gap="2">
        <GatedButton size="sm" variant="outline" blockedReason={editReason} onClick={onEdit}>
          Edit
        </GatedButton>
        {article.status !== 'published' ? (
          <GatedButton
            size="sm"
            colorPalette="brand"
            blockedReason={manageReason}
            loading={setStatus.isPending}
            loadingText="Publishing…"
            onClick={() => void changeStatus('published', 'Article published')}
          >
            Publish
          </GatedButton>
        ) : (
          <GatedButton
            size="sm"
            variant="outline"
            blockedReason={manageReason}
            loading={setStatus.isPending}
            loadingText="Archiving…"
            onClick={() => void changeStatus('archived', 'Article archived')}
          >
            Archive
          </GatedButton>
        )}
        <GatedButton
          size="sm"
          variant="outline"
          blockedReason={editReason}
          loading={review.isPending}
          loadingText="Marking reviewed…"
          onClick={() =>
            void run(
              () => review.mutateAsync({ id: article.id, version: article.version }),
              'Marked as reviewed today',
            )
          }
        >
          Mark reviewed
        </GatedButton>
      </Wrap>
      <Separator />
      <RichTextView html={article.body_html} />
      <Separator />
      {article.status === 'published' ? (
        <HStack gap="3" wrap="wrap" role="group" aria-label="Was this helpful?">
          <Text fontWeight="medium">Was this helpful?</Text>
          <Button
            size="sm"
            variant={article.my_vote === true ? 'solid' : 'outline'}
            colorPalette="green"
            aria-pressed={article.my_vote === true}
            disabled={rate.isPending}
            onClick={() =>
              void run(() => rate.mutateAsync({ id: article.id, helpful: true }), 'Thanks for the vote')
            }
          >
            <ThumbsUp /> Yes ({article.helpful_yes})
          </Button>
          <Button
            size="sm"
            variant={article.my_vote === false ? 'solid' : 'outline'}
            colorPalette="red"
            aria-pressed={article.my_vote === false}
            disabled={rate.isPending}
            onClick={() =>
              void run(() => rate.mutateAsync({ id: article.id, helpful: false }), 'Thanks for the vote')
            }
          >
            <ThumbsDown /> No ({article.helpful_no})
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
