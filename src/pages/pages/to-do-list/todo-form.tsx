import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TODO_CATEGORIES, TODO_PRIORITIES, type TodoItem } from './todo-fixtures';
import { OptionSelect } from '@/ui';

const todoFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Say what needs doing (at least 3 characters).')
    .max(120, 'Keep it under 120 characters.'),
  category: z.enum(TODO_CATEGORIES),
  priority: z.enum(TODO_PRIORITIES),
  due: z.string(),
});
export type TodoFormValues = z.infer<typeof todoFormSchema>;

export interface TodoFormProps {
  initial?: Pick<TodoItem, 'title' | 'category' | 'priority' | 'due'>;
  submitLabel: string;
  onSubmit: (values: TodoFormValues) => void;
  onCancel?: () => void;
  /** Distinguishes the add form's fields from the edit dialog's. */
  idPrefix: string;
}

/** Adds or edits one task: a title that must say something, a category, a priority and an optional due date. */
export function TodoForm({ initial, submitLabel, onSubmit, onCancel, idPrefix }: TodoFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TodoFormValues>({
    resolver: zodResolver(todoFormSchema),
    defaultValues: initial ?? { title: '', category: 'Site visit', priority: 'Medium', due: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        onSubmit(values);
        if (!initial) reset({ ...values, title: '' });
      })}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(errors.title)}>
          <Field.Label htmlFor={`${idPrefix}-title`}>Task</Field.Label>
          <Input
            id={`${idPrefix}-title`}
            placeholder="e.g. Measure the Rao wardrobe wall"
            {...register('title')}
          />
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Field.Root>
            <Field.Label>Category</Field.Label>
            <OptionSelect {...register('category')} options={TODO_CATEGORIES} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Priority</Field.Label>
            <OptionSelect {...register('priority')} options={TODO_PRIORITIES} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Due date</Field.Label>
            <Input type="date" {...register('due')} />
          </Field.Root>
        </SimpleGrid>
        <HStack justify="flex-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette="brand">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
