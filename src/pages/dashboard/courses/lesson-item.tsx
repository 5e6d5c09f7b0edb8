/** One lesson of a course: its text, video link or attachment (opened from the file store) and "Done". */
import {
  Badge,
  Button,
  Checkbox,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useSetLessonDone, type LessonOutline } from '@/services/learning';
import { displayNameOfPath, useFileUrl } from '@/services/files';

const KIND_LABELS: Record<LessonOutline['kind'], string> = {
  text: 'Reading',
  video: 'Video',
  attachment: 'Attachment',
};

/** Opens an attachment from the one file store (a signed URL on Supabase, an object URL embedded). */
function AttachmentLink({ path }: { path: string }) {
  const { url, isLoading, error } = useFileUrl(path);
  const name = displayNameOfPath(path);
  if (error) {
    return (
      <Text textStyle="sm" color="fg.error">
        The attachment {name} could not be opened: {error.message}
      </Text>
    );
  }
  if (url === null) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {isLoading ? `Opening ${name}…` : `Attachment: ${name}`}
      </Text>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      download={name}
      colorPalette="brand"
      textStyle="sm"
    >
      Open the attachment: {name}
    </Link>
  );
}

export function LessonItem({
  lesson,
  enrolled,
  onEdit,
}: {
  lesson: LessonOutline;
  enrolled: boolean;
  /** Shown to course managers. */
  onEdit?: (() => void) | undefined;
}) {
  const setDone = useSetLessonDone();
  return (
    <Stack as="li" gap="2" borderTopWidth="1px" pt="3">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h4" textStyle="md">
            {lesson.title}
          </Heading>
          <Badge colorPalette="gray">{KIND_LABELS[lesson.kind]}</Badge>
          {onEdit ? (
            <Button size="xs" variant="ghost" onClick={onEdit} aria-label={`Edit the lesson ${lesson.title}`}>
              Edit
            </Button>
          ) : null}
        </HStack>
        <Checkbox.Root
          size="sm"
          checked={lesson.done}
          disabled={!enrolled || setDone.isPending}
          onCheckedChange={(details) =>
            setDone.mutate({ lessonId: lesson.id, done: details.checked === true })
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          {/* The label names the input (aria-labelledby): say which lesson to a screen reader. */}
          <Checkbox.Label>
            <VisuallyHidden>{lesson.title} </VisuallyHidden>Done
          </Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {lesson.body ? (
        <Text textStyle="sm" whiteSpace="pre-line">
          {lesson.body}
        </Text>
      ) : null}
      {lesson.kind === 'video' && lesson.video_url ? (
        <Link
          href={lesson.video_url}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          textStyle="sm"
        >
          Watch the video: {lesson.title}
        </Link>
      ) : null}
      {lesson.kind === 'attachment' && lesson.attachment_path ? (
        <AttachmentLink path={lesson.attachment_path} />
      ) : null}
    </Stack>
  );
}
