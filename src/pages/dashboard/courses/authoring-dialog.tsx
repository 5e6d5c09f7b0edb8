/**
 * The dialog a course manager writes in (one of the editors of course-editors.tsx at a time), and
 * the buttons on a module that open it.
 */
import { Button, HStack } from '@chakra-ui/react';
import { DialogFrame } from '@/ui';
import { useState } from 'react';
import type { LessonOutline, ModuleOutline } from '@/services/learning';
import { CourseEditor, LessonEditor, ModuleEditor, QuestionEditor, type EditTarget } from './course-editors';

export type OutlinedModule = ModuleOutline & { lessons: LessonOutline[] };

/** A course manager's buttons for a module: edit it, add a lesson, add a quiz question. */
export function ModuleAuthoring({
  module,
  onEdit,
}: {
  module: OutlinedModule;
  onEdit: (target: EditTarget) => void;
}) {
  const nextLesson = Math.max(0, ...module.lessons.map((lesson) => Number(lesson.position))) + 1;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        onClick={() =>
          onEdit({
            kind: 'module',
            courseId: module.course_id,
            module,
            nextPosition: Number(module.position),
          })
        }
      >
        Edit module
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() =>
          onEdit({
            kind: 'lesson',
            courseId: module.course_id,
            moduleId: module.id,
            nextPosition: nextLesson,
          })
        }
      >
        Add lesson
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => onEdit({ kind: 'question', moduleId: module.id, moduleTitle: module.title })}
      >
        Add quiz question
      </Button>
    </HStack>
  );
}

const TITLES: Record<EditTarget['kind'], [string, string]> = {
  course: ['New course', 'Edit the course'],
  module: ['New module', 'Edit the module'],
  lesson: ['New lesson', 'Edit the lesson'],
  question: ['New quiz question', 'New quiz question'],
};

function isEdit(target: EditTarget): boolean {
  if (target.kind === 'course') return target.course !== undefined;
  if (target.kind === 'module') return target.module !== undefined;
  if (target.kind === 'lesson') return target.lesson !== undefined;
  return false;
}

export function AuthoringDialog({
  target,
  onClose,
  onCourseSaved,
}: {
  target: EditTarget | null;
  onClose: () => void;
  onCourseSaved?: (id: string) => void;
}) {
  // The editor stays named while the dialog animates closed (target is already null by then).
  const [shown, setShown] = useState<EditTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <DialogFrame
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={shown ? TITLES[shown.kind][isEdit(shown) ? 1 : 0] : 'Course editor'}
      size="lg"
      fresh
    >
      {target?.kind === 'course' ? (
        <CourseEditor
          course={target.course}
          onDone={(id) => {
            onClose();
            onCourseSaved?.(id);
          }}
        />
      ) : target?.kind === 'module' ? (
        <ModuleEditor target={target} onDone={onClose} />
      ) : target?.kind === 'lesson' ? (
        <LessonEditor target={target} onDone={onClose} />
      ) : target?.kind === 'question' ? (
        <QuestionEditor target={target} onDone={onClose} />
      ) : null}
    </DialogFrame>
  );
}
