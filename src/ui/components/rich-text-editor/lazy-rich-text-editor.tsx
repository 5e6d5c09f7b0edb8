import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich text editor, fetched on first render so Tiptap stays out of every other route's bundle. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          h="14rem"
          rounded="l2"
          role="status"
          aria-label={`Loading the ${props.label.toLowerCase()} editor`}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
