import {
  Badge,
  Box,
  Card,
  Checkbox,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  IconButton,
  Input,
  Portal,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ListTodo, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog, EmptyState, PageHeader, SortableList, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { useDemoStore } from '@/services/kit';
import { mergeReorder, todoStore, type TodoItem } from './to-do-list/todo-fixtures';
import { TodoForm, type TodoFormValues } from './to-do-list/todo-form';

type TodoFilter = 'all' | 'active' | 'completed';
const FILTERS: { value: TodoFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];
const PRIORITY_PALETTE = { Low: 'gray', Medium: 'orange', High: 'red' } as const;

const dueFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
function formatDue(due: string) {
  return due ? dueFormat.format(new Date(`${due}T00:00:00`)) : '';
}

export default function PagesToDoListPage() {
  const [todos, setTodos] = useDemoStore(todoStore);
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TodoItem | null>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const searchId = useId();

  const query = search.trim().toLowerCase();
  const shown = todos.filter(
    (todo) =>
      (filter === 'all' || (filter === 'active' ? !todo.done : todo.done)) &&
      (!query || todo.title.toLowerCase().includes(query) || todo.category.toLowerCase().includes(query)),
  );
  const remaining = todos.filter((todo) => !todo.done).length;

  const add = (values: TodoFormValues) => {
    const todo: TodoItem = {
      id: `todo-${crypto.randomUUID()}`,
      ...values,
      title: values.title.trim(),
      done: false,
    };
    setTodos((current) => [todo, ...current]);
    toaster.create({ type: 'success', title: 'Task added', description: todo.title });
  };
  const save = (id: string, values: TodoFormValues) => {
    setTodos((current) =>
      current.map((todo) => (todo.id === id ? { ...todo, ...values, title: values.title.trim() } : todo)),
    );
    setEditing(null);
    toaster.create({ type: 'success', title: 'Task updated' });
  };
  const toggle = (id: string, done: boolean) =>
    setTodos((current) => current.map((todo) => (todo.id === id ? { ...todo, done } : todo)));

  return (
    <>
      <PageHeader
        title="To-do list"
        description={`${remaining} of ${todos.length} tasks still to do. Drag a task by its handle to reorder.`}
        actions={<DemoResetButton subject="the to-do list" onReset={todoStore.reset} />}
      />
      <Stack gap="6">
        <Card.Root as="section" aria-labelledby="add-task-heading">
          <Card.Header>
            <Card.Title as="h2" id="add-task-heading">
              Add a task
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <TodoForm idPrefix="add-task" submitLabel="Add task" onSubmit={add} />
          </Card.Body>
        </Card.Root>

        <Stack as="section" aria-labelledby="tasks-heading" gap="4">
          <Text as="h2" id="tasks-heading" textStyle="lg" fontWeight="semibold">
            Tasks
          </Text>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
            <SegmentGroup.Root
              aria-label="Show tasks"
              value={filter}
              onValueChange={(details) => setFilter((details.value as TodoFilter | null) ?? 'all')}
              alignSelf="flex-start"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={FILTERS} />
            </SegmentGroup.Root>
            <Box flex="1" maxW={{ md: 'sm' }}>
              <label htmlFor={searchId}>
                <Box as="span" srOnly>
                  Search tasks
                </Box>
              </label>
              <Input
                id={searchId}
                type="search"
                placeholder="Search tasks"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Box>
          </Flex>

          {shown.length === 0 ? (
            <EmptyState
              icon={<ListTodo />}
              title={todos.length === 0 ? 'Nothing to do' : 'No task matches'}
              description={
                todos.length === 0
                  ? 'Add a task above, or reset the demo content.'
                  : 'Try another filter or search.'
              }
            />
          ) : (
            <SortableList
              label="Tasks"
              items={shown}
              getId={(todo) => todo.id}
              getLabel={(todo) => todo.title}
              onReorder={(next) => setTodos((current) => mergeReorder(current, next))}
              gap="2"
              renderItem={(todo, handle, { isDragging }) => (
                <Flex
                  gap="2"
                  align="center"
                  p="2"
                  pe="1"
                  borderWidth="1px"
                  rounded="l2"
                  bg={isDragging ? 'bg.muted' : 'bg.panel'}
                  data-testid="todo-row"
                >
                  {handle}
                  <Checkbox.Root
                    checked={todo.done}
                    onCheckedChange={(details) => toggle(todo.id, details.checked === true)}
                    flex="1"
                    minW="0"
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Stack gap="1" minW="0">
                      <Checkbox.Label
                        textDecoration={todo.done ? 'line-through' : undefined}
                        color={todo.done ? 'fg.muted' : 'fg'}
                        overflowWrap="anywhere"
                      >
                        {todo.title}
                      </Checkbox.Label>
                      <HStack gap="2" wrap="wrap">
                        <Badge variant="outline">{todo.category}</Badge>
                        <Badge colorPalette={PRIORITY_PALETTE[todo.priority]}>{todo.priority}</Badge>
                        {todo.due && (
                          <Text as="span" textStyle="xs" color="fg.muted">
                            Due {formatDue(todo.due)}
                          </Text>
                        )}
                      </HStack>
                    </Stack>
                  </Checkbox.Root>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${todo.title}`}
                    onClick={() => setEditing(todo)}
                  >
                    <Pencil />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${todo.title}`}
                    onClick={() => setDeleting(todo)}
                  >
                    <Trash2 />
                  </IconButton>
                </Flex>
              )}
            />
          )}
        </Stack>
      </Stack>

      <Dialog.Root open={editing !== null} onOpenChange={(details) => !details.open && setEditing(null)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Edit task</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {editing && (
                  <TodoForm
                    idPrefix="edit-task"
                    initial={editing}
                    submitLabel="Save task"
                    onSubmit={(values) => save(editing.id, values)}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this task?"
        description={deleting ? `“${deleting.title}” is removed from the list.` : undefined}
        confirmLabel="Delete task"
        tone="danger"
        onConfirm={() => {
          if (!deleting) return;
          setTodos((current) => current.filter((todo) => todo.id !== deleting.id));
          toaster.create({ type: 'info', title: 'Task deleted' });
        }}
      />
    </>
  );
}
