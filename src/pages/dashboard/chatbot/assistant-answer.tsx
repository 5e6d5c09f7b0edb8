/**
 * One answer of the assistant: the quoted passages, the articles they come from as links to the
 * knowledge base, and the confidence in words and figures. A declined answer says so and offers to
 * log the question as unanswered, for the knowledge page.
 */
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '@/routes/paths';
import { confidenceLabel, type Citation } from '@/services/learning';

const PALETTE = { High: 'green', Medium: 'yellow', Low: 'red' } as const;

export interface AssistantAnswerProps {
  body: string;
  citations: Citation[];
  confidence: number | null;
  answered: boolean | null;
  /** Logs the question this answer declined; absent once it is logged or when none may be. */
  onLog?: (() => void) | undefined;
  logging?: boolean;
  logged?: boolean;
}

export function AssistantAnswer({
  body,
  citations,
  confidence,
  answered,
  onLog,
  logging,
  logged,
}: AssistantAnswerProps) {
  const label = confidence === null ? null : confidenceLabel(confidence);
  return (
    <Stack gap="3" bg="bg.muted" rounded="l3" p="4" maxW="3xl" aria-label="Answer">
      <Text whiteSpace="pre-wrap">{body}</Text>
      {citations.length > 0 ? (
        <Stack gap="1">
          <Text textStyle="xs" color="fg.muted" fontWeight="medium">
            From the knowledge base
          </Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {citations.map((citation) => (
              <Box as="li" key={citation.article_id}>
                <Link asChild colorPalette="brand" variant="underline">
                  <RouterLink to={href('/dashboard/knowledge', { article: citation.article_id })}>
                    <BookOpen aria-hidden /> {citation.title}
                  </RouterLink>
                </Link>
              </Box>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <HStack gap="3" wrap="wrap">
        {label !== null && confidence !== null ? (
          <Badge
            colorPalette={PALETTE[label]}
            aria-label={`Confidence ${label.toLowerCase()}, ${Math.round(confidence * 100)}%`}
          >
            Confidence: {label} ({Math.round(confidence * 100)}%)
          </Badge>
        ) : null}
        {answered === false ? (
          logged ? (
            <Text textStyle="sm" color="fg.muted" role="status">
              Logged for the knowledge team.{' '}
              <Link asChild colorPalette="brand" variant="underline">
                <RouterLink to={href('/dashboard/knowledge')}>See the unanswered questions</RouterLink>
              </Link>
            </Text>
          ) : onLog ? (
            <Button size="xs" variant="outline" onClick={onLog} loading={logging} loadingText="Logging…">
              Log as unanswered question
            </Button>
          ) : null
        ) : null}
      </HStack>
    </Stack>
  );
}
