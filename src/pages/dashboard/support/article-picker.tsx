/**
 * "Reply from article": a small picker over the published knowledge articles, searched as the
 * knowledge page searches them (ranked in Postgres), that hands back a customer-facing text drawn
 * from the chosen article (its title, the passage that best matches the search, and a link to it)
 * for the agent to edit in the reply box before sending.
 */
import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SearchableSelect, type SelectOption } from '@/ui';
import { href } from '@/routes/paths';
import { articleQueries, listArticles } from '@/services/learning';
import { articleReplyText } from './article-reply';

/** How many articles the picker offers at a time. */
const PICKER_SIZE = 10;

/** The address of one article on the knowledge page, absolute so it still works pasted elsewhere. */
export function articleLink(id: string): string {
  const path = href('/dashboard/knowledge', { article: id });
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

export interface ArticlePickerProps {
  /** Receives the reply text drawn from the chosen article. */
  onPick: (text: string) => void;
  onCancel: () => void;
}

export function ArticlePicker({ onPick, onCancel }: ArticlePickerProps) {
  const client = useQueryClient();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The words last searched with: they choose which passage of the article is quoted.
  const searched = useRef('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => input.current?.focus(), []);

  const loadOptions = useCallback(async (query: string): Promise<SelectOption[]> => {
    const words = query.trim();
    const { rows } = await listArticles({
      search: words || undefined,
      status: 'published',
      page: 0,
      pageSize: PICKER_SIZE,
    });
    return rows.map((row) => ({ value: row.id, label: row.title }));
  }, []);

  const pick = async (id: string | undefined) => {
    setChosen(id ? [id] : []);
    if (!id) return;
    setBusy(true);
    setError(null);
    try {
      const article = await client.fetchQuery(articleQueries.detail(id));
      if (!article || article.status !== 'published') {
        setError('This article is no longer published: choose another.');
        return;
      }
      onPick(
        articleReplyText({
          title: article.title,
          bodyHtml: article.body_html,
          link: articleLink(article.id),
          search: searched.current,
        }),
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The article could not be loaded.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="l2"
      p="3"
      bg="bg.subtle"
      aria-busy={busy}
    >
      <Stack gap="2">
        <Text id={headingId} fontWeight="medium" textStyle="sm">
          Reply from a knowledge article
        </Text>
        <Field.Root invalid={error !== null} disabled={busy}>
          <Field.Label>Article to reply from</Field.Label>
          <SearchableSelect
            ref={input}
            portalled={false}
            size="sm"
            value={chosen}
            loadOptions={loadOptions}
            onQueryChange={(text) => {
              // The words typed, not the last ones searched: a quick pick from the previous
              // results still quotes the passage for everything typed.
              if (text.trim()) searched.current = text.trim();
            }}
            onValueChange={(value) => void pick(value[0])}
            placeholder="Type words from the customer's question"
            emptyText="No published article has those words"
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Published articles only. Its best passage and a link go into the reply, for you to edit.
            </Field.HelperText>
          )}
        </Field.Root>
        <HStack justify="end">
          <Button size="xs" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
