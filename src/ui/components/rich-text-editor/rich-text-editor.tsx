/**
 * Rich text for remarks, quotation terms and design notes. Tiptap (ProseMirror) renders into a plain
 * contenteditable that we style with Chakra tokens, so it follows light and dark mode; every HTML that enters
 * or leaves passes through `sanitizeHtml`. Load it through `LazyRichTextEditor` so it stays out of other routes.
 */
import { Box, HStack, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { richTextStyles } from './rich-text-styles';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextEditorProps {
  /** The editor's accessible name. */
  label: string;
  /** HTML; sanitised before it is shown. */
  value: string;
  /** Receives sanitised HTML after each change. */
  onChange: (html: string) => void;
  minHeight?: string;
  /** Ids of help or error text, for aria-describedby. */
  describedBy?: string;
}

interface ToolbarButton {
  label: string;
  icon: ReactNode;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
}

const BUTTONS: (ToolbarButton | 'separator')[] = [
  {
    label: 'Bold',
    icon: <Bold />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: <Italic />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    icon: <Underline />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Strikethrough',
    icon: <Strikethrough />,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  'separator',
  {
    label: 'Heading',
    icon: <Heading2 />,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    icon: <Heading3 />,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: <List />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <ListOrdered />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: <Quote />,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  'separator',
  {
    label: 'Undo',
    icon: <Undo2 />,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    label: 'Redo',
    icon: <Redo2 />,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** Arrow keys move between toolbar buttons (the ARIA toolbar pattern); Tab leaves the toolbar. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      BUTTONS.map((button) =>
        button === 'separator'
          ? null
          : { active: button.active?.(current) ?? false, enabled: button.enabled?.(current) ?? true },
      ),
  });
  return (
    <HStack
      role="toolbar"
      aria-label={`${label} formatting`}
      gap="0.5"
      p="1"
      wrap="wrap"
      borderBottomWidth="1px"
      onKeyDown={onToolbarKeyDown}
    >
      {BUTTONS.map((button, index) =>
        button === 'separator' ? (
          <Separator key={`separator-${index}`} orientation="vertical" h="5" mx="1" />
        ) : (
          <IconButton
            key={button.label}
            size="xs"
            variant={state[index]?.active ? 'subtle' : 'ghost'}
            aria-label={button.label}
            aria-pressed={button.active ? (state[index]?.active ?? false) : undefined}
            disabled={!(state[index]?.enabled ?? true)}
            // Only the first button is in the tab order; arrows reach the rest.
            tabIndex={index === 0 ? 0 : -1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => button.run(editor)}
          >
            {button.icon}
          </IconButton>
        ),
      )}
    </HStack>
  );
}

export function RichTextEditor({
  label,
  value,
  onChange,
  minHeight = '12rem',
  describedBy,
}: RichTextEditorProps) {
  const lastEmitted = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] } }),
    ],
    content: sanitizeHtml(value),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      // Pasted HTML goes through the same gate before ProseMirror parses it.
      transformPastedHTML: (html) => sanitizeHtml(html),
    },
    onUpdate: ({ editor: current }) => {
      const html = sanitizeHtml(current.getHTML());
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (loaded remarks, a reset) replaces the content; our own echo does not.
  useEffect(() => {
    // A suspended parent hides and then reconnects this effect; the editor it saw may be destroyed by then.
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    const clean = sanitizeHtml(value);
    if (clean !== editor.getHTML()) editor.commands.setContent(clean, { emitUpdate: true });
  }, [editor, value]);

  const characters = useEditorState({
    editor,
    selector: ({ editor: current }) => (current && !current.isDestroyed ? current.getText().length : 0),
  });

  return (
    <Stack gap="1">
      <Box
        borderWidth="1px"
        rounded="l2"
        bg="bg"
        _focusWithin={{
          borderColor: 'colorPalette.focusRing',
          outline: '1px solid',
          outlineColor: 'colorPalette.focusRing',
        }}
        colorPalette="brand"
        css={{
          '& .ProseMirror': {
            minHeight,
            px: '3',
            py: '2',
            outline: 'none',
            textStyle: 'sm',
            ...richTextStyles,
          },
        }}
      >
        {editor && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </Box>
      <Text textStyle="xs" color="fg.muted" textAlign="end">
        {characters.toLocaleString('en-IN')} characters
      </Text>
    </Stack>
  );
}

export default RichTextEditor;
