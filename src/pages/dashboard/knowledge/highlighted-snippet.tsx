/** A search snippet with the matching words marked: plain text and <mark>, never HTML from the server. */
import { Text, type TextProps } from '@chakra-ui/react';
import { highlightRuns } from '@/services/learning';

export function HighlightedSnippet({ snippet, ...rest }: { snippet: string } & TextProps) {
  return (
    <Text textStyle="sm" color="fg.muted" {...rest}>
      {highlightRuns(snippet).map((run, index) =>
        run.match ? (
          <Text as="mark" key={index} bg="yellow.subtle" color="fg" px="0.5" rounded="xs">
            {run.text}
          </Text>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </Text>
  );
}
