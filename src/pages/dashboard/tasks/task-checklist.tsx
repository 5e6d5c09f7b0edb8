import { Button, Card, Checkbox, HStack, IconButton, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toaster } from '@/ui';
import {
  useAddChecklistItem,
  useChecklist,
  useRemoveChecklistItem,
  useSetChecklistItemDone,
} from '@/services/projects';

const MAX_LABEL = 200;

function failed(title: string) {
  return (error: unknown) =>
    toaster.create({ type: 'error', title, description: error instanceof Error ? error.message : undefined });
}

/** The task's checklist: tick, add and remove items; writes follow the task's rules in SQL. */
export function TaskChecklist({ taskId }: { taskId: string }) {
  const checklist = useChecklist(taskId);
  const add = useAddChecklistItem(taskId);
  const tick = useSetChecklistItemDone();
  const remove = useRemoveChecklistItem();
  const [label, setLabel] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const items = checklist.data ?? [];
  const done = items.filter((item) => item.done).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = label.trim();
    if (text === '') return setMessage('Write what needs doing first.');
    if (text.length > MAX_LABEL) return setMessage(`At most ${MAX_LABEL} characters.`);
    setMessage(null);
    const position = items.reduce((max, item) => Math.max(max, item.position), 0) + 1;
    add
      .mutateAsync({ label: text, position })
      .then(() => setLabel(''))
      .catch(failed('The item was not added'));
  };

  return (
    <Card.Root as="section" aria-labelledby="task-checklist" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" id="task-checklist">
            Checklist
          </Card.Title>
          <Text textStyle="sm" color="fg.muted">
            {done} of {items.length} done
          </Text>
        </HStack>
        {items.length > 0 ? (
          <Progress.Root
            value={(done / items.length) * 100}
            size="xs"
            colorPalette="green"
            aria-label="Checklist progress"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {checklist.isError ? <Text color="fg.error">The checklist could not be loaded.</Text> : null}
          {items.map((item) => (
            <HStack key={item.id} justify="space-between" gap="2">
              <Checkbox.Root
                checked={item.done}
                disabled={tick.isPending && tick.variables?.item.id === item.id}
                onCheckedChange={(change) =>
                  tick
                    .mutateAsync({ item, done: change.checked === true })
                    .catch(failed('The item was not saved'))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label textDecoration={item.done ? 'line-through' : undefined}>
                  {item.label}
                </Checkbox.Label>
              </Checkbox.Root>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove ${item.label}`}
                onClick={() => remove.mutateAsync(item.id).catch(failed('The item was not removed'))}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          ))}
          <form onSubmit={submit} noValidate>
            <Stack gap="1">
              <HStack gap="2">
                <Input
                  size="sm"
                  aria-label="New checklist item"
                  placeholder="Add an item…"
                  value={label}
                  maxLength={MAX_LABEL + 50}
                  aria-invalid={message ? true : undefined}
                  onChange={(event) => setLabel(event.target.value)}
                />
                <Button
                  size="sm"
                  type="submit"
                  variant="outline"
                  loading={add.isPending}
                  loadingText="Adding item…"
                >
                  Add item
                </Button>
              </HStack>
              {message ? (
                <Text textStyle="xs" color="fg.error" role="alert">
                  {message}
                </Text>
              ) : null}
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
