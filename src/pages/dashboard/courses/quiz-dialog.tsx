/**
 * A module's quiz in a dialog: one choice per question; the answers go to submit_quiz, which scores
 * them in the database against the pass mark. A failed attempt can be retried; a pass that completes
 * the course links to the certificate. A failed send keeps the answers.
 */
import { Alert, Button, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DialogActions, DialogFrame, ErrorState, LoadingState } from '@/ui';
import { useQuizQuestions, useSubmitQuiz, type QuizResult } from '@/services/learning';

export function QuizDialog({
  moduleId,
  quizId,
  title,
  passMark,
  onClose,
}: {
  moduleId: string;
  quizId: string;
  title: string;
  passMark: number;
  onClose: () => void;
}) {
  const questions = useQuizQuestions(quizId);
  const submit = useSubmitQuiz();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [showMissing, setShowMissing] = useState(false);
  const [result, setResult] = useState<QuizResult | null>(null);
  const list = questions.data ?? [];
  const missing = list.filter((question) => answers[question.id] === undefined);

  const send = () => {
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    submit.mutate(
      { moduleId, answers: list.map((question) => answers[question.id] ?? -1) },
      { onSuccess: (outcome) => setResult(outcome) },
    );
  };

  const footer =
    result !== null ? (
      <>
        {!result.passed ? (
          <Button
            variant="outline"
            onClick={() => {
              setResult(null);
              setAnswers({});
              setShowMissing(false);
            }}
          >
            Try again
          </Button>
        ) : null}
        <Button colorPalette="brand" onClick={onClose}>
          Close
        </Button>
      </>
    ) : (
      <DialogActions
        onCancel={onClose}
        form={`quiz-${quizId}`}
        busy={submit.isPending}
        busyText="Sending answers…"
        disabled={questions.isPending || questions.isError}
      >
        Submit answers
      </DialogActions>
    );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      size="lg"
      scrollBehavior="inside"
      footer={footer}
    >
      {questions.isPending ? (
        <LoadingState label="Loading the questions…" />
      ) : questions.isError ? (
        <ErrorState
          title="The quiz could not be loaded"
          message={questions.error.message}
          onRetry={() => void questions.refetch()}
        />
      ) : result !== null ? (
        <Stack gap="4">
          <Alert.Root status={result.passed ? 'success' : 'warning'}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {result.passed ? 'Passed' : 'Not passed yet'}: you scored {result.score}%
              </Alert.Title>
              <Alert.Description>
                {result.correct} of {result.total} right; the pass mark is {result.pass_mark}%.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {result.certificate_id ? (
            <Text>
              You have completed the course.{' '}
              <RouterLink to={`?certificate=${result.certificate_id}`}>View your certificate</RouterLink>
            </Text>
          ) : null}
        </Stack>
      ) : (
        <form
          id={`quiz-${quizId}`}
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap="5">
            <Text textStyle="sm" color="fg.muted">
              {list.length} questions. Pass mark {passMark}%.
            </Text>
            {list.map((question, index) => {
              const unanswered = showMissing && answers[question.id] === undefined;
              return (
                <Fieldset.Root key={question.id} invalid={unanswered}>
                  <Fieldset.Legend>
                    {index + 1}. {question.prompt}
                  </Fieldset.Legend>
                  <RadioGroup.Root
                    value={answers[question.id] === undefined ? null : String(answers[question.id])}
                    onValueChange={(details) =>
                      setAnswers((current) => ({ ...current, [question.id]: Number(details.value) }))
                    }
                    aria-label={question.prompt}
                  >
                    <Stack gap="2" mt="2">
                      {question.choices.map((choice, choiceIndex) => (
                        <RadioGroup.Item key={choice} value={String(choiceIndex)}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{choice}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                  {unanswered ? <Fieldset.ErrorText>Choose an answer.</Fieldset.ErrorText> : null}
                </Fieldset.Root>
              );
            })}
            {submit.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>The answers were not sent: {submit.error.message}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
