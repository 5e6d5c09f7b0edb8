/**
 * The questions the assistant could not answer, for someone to write up: each opens a new article
 * titled with the question, and the saved article marks the question answered.
 */
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyState, ErrorState, LoadingState } from '@/ui';
import { useUnansweredQuestions } from '@/services/learning';
import { formatDate } from './article-columns';

export function UnansweredQuestions({ onWriteUp }: { onWriteUp: (questionId: string) => void }) {
  const questions = useUnansweredQuestions('open');
  return (
    <Card.Root as="section" aria-labelledby="unanswered-heading">
      <Card.Header>
        <Heading as="h2" id="unanswered-heading" textStyle="lg">
          Unanswered questions
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Customers asked these and the assistant found no article: write one up.
        </Text>
      </Card.Header>
      <Card.Body>
        {questions.isPending ? (
          <LoadingState label="Loading the questions" minH="20" />
        ) : questions.isError ? (
          <ErrorState
            title="The questions could not be loaded"
            message={questions.error.message}
            onRetry={() => void questions.refetch()}
          />
        ) : questions.data.length === 0 ? (
          <EmptyState
            title="Nothing waiting"
            description="Every question the assistant was asked has an article."
          />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {questions.data.map((question) => (
              <HStack as="li" key={question.id} justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0.5">
                  <Text>{question.question}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    Asked by {question.asked_by_name ?? 'someone who has left'} on{' '}
                    {formatDate(question.asked_at)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Write up: ${question.question}`}
                  onClick={() => onWriteUp(question.id)}
                >
                  Write it up
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
