import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  ButtonGroup,
  Dialog,
  HStack,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import type { z } from 'zod';
import { RecordFormField } from './record-form-field';
import type { RecordFieldSpec, RecordFormFailure, RecordFormSubmitContext } from './record-form-types';

export interface RecordFormProps<Input extends FieldValues, Output> {
  /** The form's accessible name, e.g. "Staff member". */
  label: string;
  /** The zod schema the service validates with too; its messages appear next to the fields. */
  schema: z.ZodType<Output, Input>;
  /** The record as loaded. Key the form on the record's id and version to load another. */
  defaultValues: Input;
  fields: readonly RecordFieldSpec<Extract<keyof Input, string>>[];
  /** Saves; throws to refuse. A rejected save keeps what was typed. */
  onSubmit: (values: Output, context: RecordFormSubmitContext) => Promise<void> | void;
  /** Turns what onSubmit threw into field messages, a conflict, or a message for the form. */
  describeError?: (error: unknown) => RecordFormFailure;
  /** The record as it is now, for "Reload" after a conflict. Without it the dialog offers overwrite only. */
  onReload?: () => Promise<Input> | Input;
  submitLabel?: string;
  /** Shown beside the submit button when given. */
  onCancel?: () => void;
  /** Asks before leaving the page with unsaved changes (needs a data router). */
  blockNavigation?: boolean;
  columns?: 1 | 2;
  /**
   * Extra content between the fields and the buttons: a note, or a function of the values as they
   * are typed (a live total, a computed price).
   */
  children?: ReactNode | ((values: Input) => ReactNode);
}

/** Re-renders only itself as the person types, so a live figure does not re-render every field. */
function LiveValues<Input extends FieldValues>({
  control,
  render,
}: {
  control: Control<Input, unknown, unknown>;
  render: (values: Input) => ReactNode;
}) {
  const values = useWatch({ control }) as Input;
  return <>{render(values)}</>;
}

function defaultFailure(error: unknown): RecordFormFailure {
  return { kind: 'form', message: error instanceof Error ? error.message : 'The save did not go through.' };
}

/**
 * A record's form: fields laid out from a description, validated by the shared zod schema, saved
 * with a pending button. The database's refusals land next to their field, a stale edit opens a
 * reload-or-overwrite choice, and leaving with unsaved changes asks first.
 */
export function RecordForm<Input extends FieldValues, Output>({
  label,
  schema,
  defaultValues,
  fields,
  onSubmit,
  describeError = defaultFailure,
  onReload,
  submitLabel = 'Save',
  onCancel,
  blockNavigation = true,
  columns = 2,
  children,
}: RecordFormProps<Input, Output>) {
  const formId = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
    mode: 'onTouched',
  });
  const { handleSubmit, formState, reset, setError, getValues } = form;
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; values: Output } | null>(null);
  const [resolving, setResolving] = useState<'reload' | 'overwrite' | null>(null);
  const saving = useRef(false);

  const save = async (values: Output, context: RecordFormSubmitContext) => {
    setFormMessage(null);
    saving.current = true;
    try {
      await onSubmit(values, context);
      // What was saved is the new clean state: no prompt on leaving, the values stay on screen.
      reset(getValues());
    } catch (error) {
      const failure = describeError(error);
      if (failure.kind === 'conflict') {
        setConflict({
          message: failure.message ?? 'Someone else saved this record after you opened it.',
          values,
        });
      } else if (failure.kind === 'fields') {
        let first = true;
        for (const [name, message] of Object.entries(failure.fields)) {
          setError(name as Path<Input>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        setFormMessage(failure.message ?? 'The save was refused: see the marked fields.');
      } else {
        setFormMessage(failure.message);
      }
    } finally {
      saving.current = false;
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setResolving('reload');
    try {
      reset(await onReload());
      setConflict(null);
      setFormMessage(null);
    } catch (error) {
      setFormMessage(describeError(error).message ?? 'The record could not be reloaded.');
      setConflict(null);
    } finally {
      setResolving(null);
    }
  };

  const overwrite = async () => {
    if (!conflict) return;
    setResolving('overwrite');
    const { values } = conflict;
    setConflict(null);
    await save(values, { overwrite: true });
    setResolving(null);
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save(values, { overwrite: false }))(event)}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
          {fields.map((spec) => (
            <RecordFormField
              key={spec.name}
              spec={spec}
              control={form.control as unknown as Control<FieldValues>}
            />
          ))}
        </SimpleGrid>
        {typeof children === 'function' ? <LiveValues control={form.control} render={children} /> : children}
        {formMessage ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formMessage}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end" gap="3">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            loading={formState.isSubmitting || resolving === 'overwrite'}
            loadingText="Saving…"
          >
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
      {blockNavigation ? (
        <UnsavedChangesGuard dirty={formState.isDirty && !formState.isSubmitting} formId={formId} />
      ) : null}
      <Dialog.Root
        role="alertdialog"
        lazyMount
        unmountOnExit
        open={conflict !== null}
        onOpenChange={(details) => {
          if (!details.open) setConflict(null);
        }}
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Someone else changed this record</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{conflict?.message}</Text>
                <Text mt="2" color="fg.muted">
                  Reload to see their version (your changes are dropped), or overwrite it with yours.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <ButtonGroup size="sm" variant="outline">
                  <Dialog.ActionTrigger asChild>
                    <Button>Cancel</Button>
                  </Dialog.ActionTrigger>
                  {onReload ? (
                    <Button
                      loading={resolving === 'reload'}
                      loadingText="Reloading…"
                      onClick={() => void reload()}
                    >
                      Reload their version
                    </Button>
                  ) : null}
                  <Button variant="solid" colorPalette="red" onClick={() => void overwrite()}>
                    Overwrite with mine
                  </Button>
                </ButtonGroup>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </form>
  );
}

/** Asks before an in-app navigation (react-router's blocker) or closing the tab loses typed changes. */
function UnsavedChangesGuard({ dirty, formId }: { dirty: boolean; formId: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Dialog.Root
      role="alertdialog"
      lazyMount
      unmountOnExit
      open={blocker.state === 'blocked'}
      onOpenChange={(details) => {
        if (!details.open && blocker.state === 'blocked') blocker.reset();
      }}
      size="sm"
      aria-describedby={`${formId}-leave`}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text id={`${formId}-leave`}>Your changes to this form have not been saved yet.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <ButtonGroup size="sm">
                <Button variant="outline" onClick={() => blocker.reset?.()}>
                  Stay on this page
                </Button>
                <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                  Leave
                </Button>
              </ButtonGroup>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
