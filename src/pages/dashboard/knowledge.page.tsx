/**
 * The knowledge base: how-to articles and standard answers by category (the side list), searched
 * in Postgres with the matching words highlighted, filtered by status and "needs review" (not
 * reviewed for six months, flagged for its owner), one article at a time in a drawer
 * (`?article=<id>` or `new`), and the questions the assistant could not answer, to write up.
 */
import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, toaster } from '@/ui';
import { ClearFilters, useListState } from '@/pages/list-kit';
import { usePermissions } from '@/services/admin';
import {
  listArticles,
  useArticles,
  useCategories,
  useMarkQuestionAnswered,
  useMyArticlesNeedingReview,
  useUnansweredQuestions,
} from '@/services/learning';
import { articleColumns } from './knowledge/article-columns';
import { ArticleDrawer } from './knowledge/article-drawer';
import { CategoryList } from './knowledge/category-list';
import { articleQueryOf, knowledgeList, withArticle } from './knowledge/knowledge.contract';
import { UnansweredQuestions } from './knowledge/unanswered-questions';
import { RouteHeader } from './page-frame';

export default function DashboardKnowledgePage() {
  const list = useListState(knowledgeList);
  const [, setParams] = useSearchParams();
  const query = useMemo(() => articleQueryOf(list.state), [list.state]);
  /** Opens an article (or `new`, for a question) or closes it, on the same page of the list. */
  const openArticle = (article: string | null, question: string | null = null) =>
    setParams((current) => knowledgeList.write(withArticle(knowledgeList.read(current), article, question)));
  const articles = useArticles(query);
  const categories = useCategories();
  const myReviews = useMyArticlesNeedingReview();
  const questions = useUnansweredQuestions('open');
  const answered = useMarkQuestionAnswered();
  const permissions = usePermissions();
  const columns = useMemo(() => articleColumns(), []);
  const questionId = list.state.filters.question;
  const question = questions.data?.find((q) => q.id === questionId);
  const reviewing = list.state.filters.review === '1';
  const mine = list.state.filters.mine === '1';
  const dueForMe = myReviews.data ?? 0;

  const onSaved = async (id: string, created: boolean) => {
    if (created && question) {
      // A refusal is shown once by the query client.
      await answered.mutateAsync({ id: question.id, version: question.version, articleId: id }).then(
        () => void toaster.create({ type: 'success', title: 'The question is marked answered' }),
        () => undefined,
      );
    }
    openArticle(id);
  };

  return (
    <Stack gap="6">
      <RouteHeader
        title="Knowledge base"
        description="How-to articles and standard answers: search them, keep them reviewed, and write up what customers asked that nobody has answered yet."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant={reviewing && mine ? 'subtle' : 'outline'}
              colorPalette={dueForMe > 0 ? 'red' : 'gray'}
              aria-pressed={reviewing && mine}
              onClick={() =>
                list.setFilters(reviewing && mine ? { review: '', mine: '' } : { review: '1', mine: '1' })
              }
            >
              My articles to review ({myReviews.isError ? '–' : myReviews.data === undefined ? '…' : dueForMe}
              )
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => list.open('new')}>
              New article
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '14rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <CategoryList
          categories={categories.data}
          isError={categories.isError}
          selected={list.state.filters.category ?? null}
          onSelect={(id) => list.setFilters({ category: id ?? undefined })}
        />
        <Stack gap="3" minW="0">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant={reviewing ? 'subtle' : 'outline'}
              aria-pressed={reviewing}
              onClick={() => list.setFilters({ review: reviewing ? undefined : '1' })}
            >
              Needs review
            </Button>
            <Button
              size="sm"
              variant={mine ? 'subtle' : 'outline'}
              aria-pressed={mine}
              onClick={() => list.setFilters({ mine: mine ? undefined : '1' })}
            >
              I own
            </Button>
          </HStack>
          <DataTable
            label="Knowledge articles"
            columns={columns}
            rows={articles.data?.rows ?? []}
            total={articles.data?.total ?? 0}
            getRowId={(a) => a.id}
            getRowLabel={(a) => a.title}
            state={list.table}
            onStateChange={list.setTable}
            isLoading={articles.isPending}
            error={articles.isError ? articles.error.message : null}
            onRetry={() => void articles.refetch()}
            emptyTitle={query.search ? 'No article has those words' : 'No articles here'}
            emptyDescription={
              query.search
                ? 'Try other words, or another category. Every word you type must appear.'
                : 'Choose another category or clear the filters.'
            }
            pageSizeOptions={list.pageSizes}
            rowHeight={query.search ? 96 : 56}
            exportFileName="knowledge-articles"
            exportRows={async () =>
              (await listArticles({ ...query, page: undefined, pageSize: undefined })).rows
            }
            onRowActivate={(a) => list.open(a.id)}
            toolbarActions={<ClearFilters list={list} />}
          />
        </Stack>
      </Grid>
      <UnansweredQuestions onWriteUp={(id) => openArticle('new', id)} />
      <ArticleDrawer
        id={list.openId}
        initialTitle={question?.question}
        manageReason={permissions.reason('knowledge.manage')}
        onClose={() => openArticle(null)}
        onSaved={(id, created) => void onSaved(id, created)}
      />
    </Stack>
  );
}
