/**
 * The answer assistant: staff paste or type a customer's question and get an answer drafted from
 * the published knowledge articles, with the articles cited as links and a confidence. When nothing
 * matches well it says so and offers to log the question for the knowledge page. A conversation
 * (`?conversation=<id>`) keeps its history; "New conversation" starts clean.
 */
import { Button, Field, Grid, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, toaster } from '@/ui';
import {
  useAskAssistant,
  useConversationMessages,
  useConversations,
  type AssistantMessage,
  questionSchema,
  useLogUnansweredQuestion,
} from '@/services/learning';
import { AssistantAnswer } from './chatbot/assistant-answer';
import { RouteHeader } from './page-frame';

const CONVERSATION_PARAM = 'conversation';

export default function DashboardChatbotPage() {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get(CONVERSATION_PARAM);
  const conversations = useConversations();
  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(CONVERSATION_PARAM, id);
    else next.delete(CONVERSATION_PARAM);
    setParams(next);
  };

  return (
    <Stack gap="6">
      <RouteHeader
        title="Chatbot"
        description="Paste or type a customer's question: the answer is drafted from the published knowledge articles, which it cites, and it says when it does not know."
        actions={
          <Button size="sm" variant="outline" onClick={() => open(null)} disabled={conversationId === null}>
            New conversation
          </Button>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack as="nav" aria-label="Conversations" gap="1">
          <Heading as="h2" textStyle="sm" color="fg.muted" px="3" pb="1">
            Your conversations
          </Heading>
          {conversations.isPending ? (
            <LoadingState label="Loading your conversations" minH="20" />
          ) : conversations.isError ? (
            <Text textStyle="sm" color="fg.error" px="3">
              Your conversations could not be loaded.
            </Text>
          ) : conversations.data.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" px="3">
              None yet: ask the first question.
            </Text>
          ) : (
            conversations.data.map((conversation) => (
              <Button
                key={conversation.id}
                size="sm"
                justifyContent="start"
                variant={conversation.id === conversationId ? 'subtle' : 'ghost'}
                aria-current={conversation.id === conversationId ? 'page' : undefined}
                onClick={() => open(conversation.id)}
              >
                <Text truncate>{conversation.title}</Text>
              </Button>
            ))
          )}
        </Stack>
        <Conversation key={conversationId ?? 'new'} conversationId={conversationId} onStarted={open} />
      </Grid>
    </Stack>
  );
}

function Conversation({
  conversationId,
  onStarted,
}: {
  conversationId: string | null;
  onStarted: (id: string) => void;
}) {
  const messages = useConversationMessages(conversationId);
  const ask = useAskAssistant();
  const log = useLogUnansweredQuestion();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [logged, setLogged] = useState<ReadonlySet<string>>(new Set());
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const submit = async () => {
    const checked = questionSchema.safeParse(question);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Type the question.');
    setError(null);
    try {
      const result = await ask.mutateAsync({ question: checked.data, conversationId });
      setQuestion('');
      if (result.conversation_id !== conversationId) onStarted(result.conversation_id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The assistant could not answer just now.');
    }
  };

  const logQuestion = async (answer: AssistantMessage, asked: string) => {
    try {
      await log.mutateAsync(asked);
      setLogged((before) => new Set(before).add(answer.id));
      toaster.create({ type: 'success', title: 'Question logged for the knowledge team' });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: failure instanceof Error ? failure.message : 'The question was not logged.',
      });
    }
  };

  return (
    <Stack gap="4" minW="0" as="section" aria-label="Conversation">
      {conversationId === null ? (
        <EmptyState
          title="Ask the first question"
          description="For example: “What thickness of edge band do you use on shutters?”"
        />
      ) : messages.isPending ? (
        <LoadingState label="Loading the conversation" />
      ) : messages.isError ? (
        <ErrorState
          title="The conversation could not be loaded"
          message={messages.error.message}
          onRetry={() => void messages.refetch()}
        />
      ) : messages.data.length === 0 ? (
        <EmptyState title="Nothing here" description="This conversation is not yours, or it is empty." />
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Messages">
          {messages.data.map((message, index) => (
            <HStack as="li" key={message.id} justify={message.role === 'user' ? 'end' : 'start'}>
              {message.role === 'user' ? (
                <Text
                  bg="brand.subtle"
                  color="fg"
                  rounded="l3"
                  px="4"
                  py="2"
                  maxW="2xl"
                  whiteSpace="pre-wrap"
                >
                  {message.body}
                </Text>
              ) : (
                <AssistantAnswer
                  body={message.body}
                  citations={message.citations}
                  confidence={message.confidence}
                  answered={message.answered}
                  logged={logged.has(message.id)}
                  logging={log.isPending && log.variables === messages.data[index - 1]?.body}
                  onLog={(() => {
                    const asked = messages.data[index - 1];
                    return asked?.role === 'user' ? () => void logQuestion(message, asked.body) : undefined;
                  })()}
                />
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <div ref={end} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="2">
          <Field.Root invalid={error !== null}>
            <Field.Label>Customer's question</Field.Label>
            <Textarea
              value={question}
              rows={3}
              maxLength={1000}
              placeholder="Paste or type the question"
              onChange={(event) => setQuestion(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>Ctrl+Enter asks.</Field.HelperText>
            )}
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="brand" loading={ask.isPending} loadingText="Looking it up…">
              Ask
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
