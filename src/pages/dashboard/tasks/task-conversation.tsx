import { Button, Card, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toaster } from '@/ui';
import { useActivity, useAddComment, useComments } from '@/services/projects';
import { describeActivity } from './task-activity-model';

const MAX_COMMENT = 4000;
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));

/** The task's comments, oldest first, and a box to add one. */
export function TaskComments({
  taskId,
  staffName,
}: {
  taskId: string;
  staffName: (id: string | null) => string;
}) {
  const comments = useComments(taskId);
  const add = useAddComment(taskId);
  const [body, setBody] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text === '') return setMessage('Write a comment first.');
    if (text.length > MAX_COMMENT) return setMessage(`At most ${MAX_COMMENT} characters.`);
    setMessage(null);
    add
      .mutateAsync(text)
      .then(() => setBody(''))
      .catch((error: unknown) =>
        // What was typed stays in the box.
        toaster.create({
          type: 'error',
          title: 'The comment was not added',
          description: error instanceof Error ? error.message : undefined,
        }),
      );
  };

  return (
    <Card.Root as="section" aria-labelledby="task-comments" size="sm">
      <Card.Header>
        <Card.Title as="h2" id="task-comments">
          Comments
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {comments.isError ? <Text color="fg.error">The comments could not be loaded.</Text> : null}
          {(comments.data ?? []).length === 0 && comments.isSuccess ? (
            <Text color="fg.muted" textStyle="sm">
              No comments yet.
            </Text>
          ) : null}
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Comments">
            {(comments.data ?? []).map((comment) => (
              <Stack
                as="li"
                key={comment.id}
                gap="0.5"
                borderStartWidth="2px"
                borderColor="border.emphasized"
                ps="3"
              >
                <Text textStyle="xs" color="fg.muted">
                  {staffName(comment.by_staff_id) || 'Someone'} · {formatWhen(comment.created_at)}
                </Text>
                <Text whiteSpace="pre-wrap">{comment.body}</Text>
              </Stack>
            ))}
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack gap="2" align="start">
              <Field.Root invalid={message !== null}>
                <Field.Label>New comment</Field.Label>
                <Textarea
                  size="sm"
                  rows={3}
                  value={body}
                  onChange={(event) => setBody(event.target.value)}
                  placeholder="Write a note for the team…"
                />
                {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
              </Field.Root>
              <Button
                size="sm"
                type="submit"
                variant="outline"
                loading={add.isPending}
                loadingText="Adding comment…"
              >
                Add comment
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** What happened to the task, its checklist and its comments, newest first. */
export function TaskActivityList({
  taskId,
  staffName,
}: {
  taskId: string;
  staffName: (id: string) => string;
}) {
  const activity = useActivity(taskId);
  return (
    <Card.Root as="section" aria-labelledby="task-activity" size="sm">
      <Card.Header>
        <Card.Title as="h2" id="task-activity">
          Activity
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {activity.isError ? <Text color="fg.error">The activity could not be loaded.</Text> : null}
        {activity.isSuccess && activity.data.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No changes recorded since the demo data was loaded.
          </Text>
        ) : null}
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Activity">
          {(activity.data ?? []).map((entry) => (
            <Text as="li" key={String(entry.id)} textStyle="sm">
              <Text as="span" fontWeight="medium">
                {entry.actor_name ?? 'The system'}
              </Text>{' '}
              {describeActivity(entry, staffName)}
              <Text as="span" color="fg.muted">
                {' '}
                · {formatWhen(entry.at)}
              </Text>
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
