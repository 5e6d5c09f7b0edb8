/**
 * Saved rich text, shown to a reader. The HTML is sanitised here, whatever its source (localStorage, the
 * database, an import), so a page never hands unchecked HTML to the DOM. Plain text from before the editor
 * existed is shown as it was written, line breaks kept.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { richTextStyles } from './rich-text-styles';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextViewProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the rich text editor, or plain text. */
  html: string;
}

const looksLikeHtml = (text: string) => /<\/?[a-z][\s\S]*>/i.test(text);

export function RichTextView({ html, textStyle = 'md', ...rest }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!looksLikeHtml(html))
    return (
      <Box textStyle={textStyle} whiteSpace="pre-wrap" {...rest}>
        {html}
      </Box>
    );
  return (
    <Box
      textStyle={textStyle}
      colorPalette="brand"
      css={richTextStyles}
      {...rest}
      // Safe: `clean` is DOMPurify's output with the editor's own allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
