/**
 * How rich text looks, wherever it is shown: inside the editor and when saved HTML is read back (a blog post,
 * quotation terms). One set of token-based rules, so what the writer sees is what the reader gets.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const richTextStyles: SystemStyleObject = {
  '& > * + *': { mt: '2' },
  '& h2': { textStyle: 'lg', fontWeight: 'semibold' },
  '& h3': { textStyle: 'md', fontWeight: 'semibold' },
  '& ul': { ps: '5', listStyleType: 'disc' },
  '& ol': { ps: '5', listStyleType: 'decimal' },
  '& blockquote': {
    borderStartWidth: '3px',
    borderColor: 'border.emphasized',
    ps: '3',
    color: 'fg.muted',
  },
  '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'l1' },
};
