/**
 * The knowledge base: how-to articles and standard answers by category (the side list), searched
 * in Postgres with the matching words highlighted, filtered by status and "needs review" (not
 * reviewed for six months, flagged for its owner), one article at a time in a drawer
 * (`?article=<id>` or `new`), and the questions the assistant could not answer, to write up.
 */
import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, PageHeader, toaster } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
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
import { ArticleDrawer, failureText } from './knowledge/article-drawer';
import { CategoryList } from './knowledge/category-list';
import {
  ARTICLE_PARAM,
  PAGE_SIZES,
  paramsFromState,
  QUESTION_PARAM,
  queryFromParams,
  stateFromParams,
  withParams,
} from './knowledge/knowledge-params';
import { UnansweredQuestions } from './knowledge/unanswered-questions';

export default function DashboardKnowledgePage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const query = useMemo(() => queryFromParams(params), [params]);
  const articles = useArticles(query);
  const categories = useCategories();
  const myReviews = useMyArticlesNeedingReview();
  const questions = useUnansweredQuestions('open');
  const answered = useMarkQuestionAnswered();
  const permissions = usePermissions();
  const columns = useMemo(() => articleColumns(), []);
  const questionId = params.get(QUESTION_PARAM);
  const question = questions.data?.find((q) => q.id === questionId);
  const reviewing = params.get('review') === '1';
  const mine = params.get('mine') === '1';
  const dueForMe = myReviews.data ?? 0;

  const onSaved = async (id: string, created: boolean) => {
    if (created && question) {
      try {
        await answered.mutateAsync({ id: question.id, version: question.version, articleId: id });
        toaster.create({ type: 'success', title: 'The question is marked answered' });
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error) });
      }
    }
    setParams(withParams(params, { [ARTICLE_PARAM]: id, [QUESTION_PARAM]: null }));
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Knowledge base'}
        description="How-to articles and standard answers: search them, keep them reviewed, and write up what customers asked that nobody has answered yet."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant={reviewing && mine ? 'subtle' : 'outline'}
              colorPalette={dueForMe > 0 ? 'red' : 'gray'}
              aria-pressed={reviewing && mine}
              onClick={() =>
                setParams(
                  withParams(
                    params,
                    reviewing && mine ? { review: null, mine: null } : { review: '1', mine: '1' },
                  ),
                )
              }
            >
              My articles to review ({myReviews.isError ? '–' : myReviews.data === undefined ? '…' : dueForMe}
              )
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => setParams(withParams(params, { [ARTICLE_PARAM]: 'new' }))}
            >
              New article
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '14rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <CategoryList
          categories={categories.data}
          isError={categories.isError}
          selected={params.get('category')}
          onSelect={(id) => setParams(withParams(params, { category: id }))}
        />
        <Stack gap="3" minW="0">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant={reviewing ? 'subtle' : 'outline'}
              aria-pressed={reviewing}
              onClick={() => setParams(withParams(params, { review: reviewing ? null : '1' }))}
            >
              Needs review
            </Button>
            <Button
              size="sm"
              variant={mine ? 'subtle' : 'outline'}
              aria-pressed={mine}
              onClick={() => setParams(withParams(params, { mine: mine ? null : '1' }))}
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
            state={state}
            onStateChange={(next) => setParams(paramsFromState(next, params))}
            isLoading={articles.isPending}
            error={articles.isError ? articles.error.message : null}
            onRetry={() => void articles.refetch()}
            emptyTitle={query.search ? 'No article has those words' : 'No articles here'}
            emptyDescription={
              query.search
                ? 'Try other words, or another category. Every word you type must appear.'
                : 'Choose another category or clear the filters.'
            }
            pageSizeOptions={PAGE_SIZES}
            rowHeight={query.search ? 96 : 56}
            exportFileName="knowledge-articles"
            exportRows={async () =>
              (await listArticles({ ...query, page: undefined, pageSize: undefined })).rows
            }
            onRowActivate={(a) => setParams(withParams(params, { [ARTICLE_PARAM]: a.id }))}
            toolbarActions={
              params.size > 0 ? (
                <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
                  Clear filters
                </Button>
              ) : null
            }
          />
        </Stack>
      </Grid>
      <UnansweredQuestions
        onWriteUp={(id) => setParams(withParams(params, { [ARTICLE_PARAM]: 'new', [QUESTION_PARAM]: id }))}
      />
      <ArticleDrawer
        id={params.get(ARTICLE_PARAM)}
        initialTitle={question?.question}
        manageReason={permissions.reason('knowledge.manage')}
        onClose={() => setParams(withParams(params, { [ARTICLE_PARAM]: null, [QUESTION_PARAM]: null }))}
        onSaved={(id, created) => void onSaved(id, created)}
      />
    </Stack>
  );
}
