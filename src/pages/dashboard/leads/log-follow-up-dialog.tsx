/**
 * "Log follow-up": what was said, where the lead stands now (stage and status) and when to call
 * next. The next follow-up may not be in the past: checked here before anything is sent, and again
 * by log_follow_up in the database.
 */
import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { DialogFrame, toaster, OptionSelect, type OptionSelectChoice } from '@/ui';
import { useLeadStages, useLeadStatuses, useLogFollowUp, type Lead } from '@/services/crm';
import { fromLocalInput, nextFollowUpProblem, PAST_FOLLOW_UP } from './leads-model';

export interface LogFollowUpDialogProps {
  lead: Lead;
  open: boolean;
  onClose: () => void;
  /** "Now" for the date rule; fixed in stories. */
  now?: () => Date;
}

const COMMENT_MAX = 4000;

function LogFollowUpForm({ lead, onClose, now = () => new Date() }: Omit<LogFollowUpDialogProps, 'open'>) {
  const formId = useId();
  const stages = useLeadStages();
  const statuses = useLeadStatuses();
  const log = useLogFollowUp();
  const [stageId, setStageId] = useState(lead.stage_id);
  const [statusId, setStatusId] = useState(lead.status_id);
  const [comment, setComment] = useState('');
  const [next, setNext] = useState('');
  const [nextError, setNextError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateProblem = nextFollowUpProblem(next, now());
    const commentProblem = comment.length > COMMENT_MAX ? `At most ${COMMENT_MAX} characters` : null;
    setNextError(dateProblem);
    setCommentError(commentProblem);
    setFormError(null);
    if (dateProblem || commentProblem) return;
    try {
      await log.mutateAsync({
        leadId: lead.id,
        stageId,
        statusId,
        comment,
        nextFollowUpAt: fromLocalInput(next)?.toISOString() ?? null,
      });
      toaster.create({ type: 'success', title: 'Follow-up logged' });
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The follow-up was not saved.';
      if (message === PAST_FOLLOW_UP) setNextError(message);
      else setFormError(message);
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Stage</Field.Label>
          <OptionSelect
            size="sm"
            disabled={stages.isPending}
            value={stageId}
            onChange={(event) => setStageId(event.currentTarget.value)}
            options={withCurrent(stages.data, stageId, lead.stage_name ?? 'Current stage')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Status</Field.Label>
          <OptionSelect
            size="sm"
            disabled={statuses.isPending}
            value={statusId}
            onChange={(event) => setStatusId(event.currentTarget.value)}
            options={withCurrent(statuses.data, statusId, lead.status_name ?? 'Current status')}
          />
        </Field.Root>
        <Field.Root invalid={commentError !== null}>
          <Field.Label>Comment</Field.Label>
          <Textarea
            size="sm"
            rows={4}
            value={comment}
            placeholder="What was discussed, what was promised"
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {commentError ? <Field.ErrorText>{commentError}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={nextError !== null}>
          <Field.Label>Next follow-up</Field.Label>
          <Input
            size="sm"
            type="datetime-local"
            value={next}
            onChange={(event) => {
              setNext(event.currentTarget.value);
              setNextError(null);
            }}
          />
          {nextError ? (
            <Field.ErrorText>{nextError}</Field.ErrorText>
          ) : (
            <Field.HelperText>Leave empty when no call is due.</Field.HelperText>
          )}
        </Field.Root>
        {formError ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Stack direction="row" justify="end" gap="2">
          <Button size="sm" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button size="sm" colorPalette="brand" type="submit" loading={log.isPending} loadingText="Saving…">
            Save follow-up
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export function LogFollowUpDialog({ lead, open, onClose, now }: LogFollowUpDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Log follow-up"
      size={{ base: 'full', sm: 'md' }}
      fresh
    >
      <LogFollowUpForm lead={lead} onClose={onClose} {...(now ? { now } : {})} />
    </DialogFrame>
  );
}

/** The choices, with the lead's current one kept (named as the lead names it) when the list lacks it. */
function withCurrent(
  choices: readonly { id: string; name: string }[] | undefined,
  currentId: string,
  currentName: string,
): OptionSelectChoice[] {
  const options = (choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }));
  return options.some((option) => option.value === currentId)
    ? options
    : [...options, { value: currentId, label: currentName }];
}
