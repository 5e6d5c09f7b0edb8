/**
 * The answer assistant (dashboard/chatbot) over the knowledge base: no external model. A question
 * goes to ask_assistant() in SQL, which quotes the best published passages (full-text retrieval,
 * migration 20261125140000_knowledge_base.sql), cites their articles with a confidence from 0 to 1,
 * declines below the threshold rather than guess, and keeps both turns in the caller's own
 * conversation. A declined question can be logged for the knowledge page (knowledge.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, listRows } from '../kit/rows';
import { questionSchema } from './knowledge-writing';

/** The SQL threshold (kb_answer_threshold): below it the assistant says it does not know. */
export const ANSWER_THRESHOLD = 0.5;

export const citationSchema = z.object({ article_id: z.string(), title: z.string() });
export type Citation = z.infer<typeof citationSchema>;

export const answerSchema = z.object({
  answered: z.boolean(),
  confidence: numeric,
  answer: z.string(),
  citations: z.array(citationSchema),
  passages: z.array(
    z.object({
      passage_id: z.string(),
      article_id: z.string(),
      title: z.string(),
      text: z.string(),
      score: numeric,
    }),
  ),
});
export type Answer = z.infer<typeof answerSchema>;

const askedSchema = answerSchema.extend({ conversation_id: z.string(), message_id: z.string() });
export type AskResult = z.infer<typeof askedSchema>;

/** The answer alone, stored nowhere (tests, previews). */
export async function answerQuestion(question: string, given?: DataSource): Promise<Answer> {
  const ds = await source(given);
  return answerSchema.parse(await ds.rpc<unknown>('answer_question', { p_question: question }));
}

/** Asks in a conversation (a new one when conversationId is null) and returns the stored answer. */
export async function askAssistant(
  question: string,
  conversationId: string | null,
  given?: DataSource,
): Promise<AskResult> {
  const ds = await source(given);
  const text = questionSchema.parse(question);
  return askedSchema.parse(
    await ds.rpc<unknown>('ask_assistant', { p_question: text, p_conversation_id: conversationId }),
  );
}

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export async function listConversations(given?: DataSource): Promise<Conversation[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('assistant_conversations', {
    columns: ['id', 'title', 'created_at', 'updated_at'],
    sort: [desc('updated_at'), asc('id')],
    range: { from: 0, to: 29 },
    count: 'none',
  });
  return z.array(conversationSchema).parse(rows);
}

const storedMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  role: z.enum(['user', 'assistant']),
  body: z.string(),
  cited_article_ids: z.array(z.string()),
  confidence: numeric.nullable(),
  answered: z.boolean().nullable(),
  created_at: z.string(),
});

export interface AssistantMessage {
  id: string;
  role: 'user' | 'assistant';
  body: string;
  /** The articles quoted, with their titles as they are now (an article since hidden is left out). */
  citations: Citation[];
  confidence: number | null;
  answered: boolean | null;
  createdAt: string;
}

/** A conversation's turns, oldest first, each answer with the titles of the articles it cited. */
export async function listMessages(conversationId: string, given?: DataSource): Promise<AssistantMessage[]> {
  const ds = await source(given);
  const messages = await listRows(
    'assistant_messages',
    storedMessageSchema,
    { filters: [eq('conversation_id', conversationId)], sort: [asc('created_at'), asc('id')] },
    ds,
  );
  const ids = [...new Set(messages.flatMap((message) => message.cited_article_ids))];
  const titles = new Map<string, string>();
  if (ids.length > 0) {
    const articles = await listRows(
      'kb_articles',
      z.object({ id: z.string(), title: z.string() }),
      { columns: ['id', 'title'], filters: [{ column: 'id', op: 'in', value: ids }] },
      ds,
    );
    for (const article of articles) titles.set(article.id, article.title);
  }
  return messages.map((message) => ({
    id: message.id,
    role: message.role,
    body: message.body,
    citations: message.cited_article_ids.flatMap((id) => {
      const title = titles.get(id);
      return title === undefined ? [] : [{ article_id: id, title }];
    }),
    confidence: message.confidence,
    answered: message.answered,
    createdAt: message.created_at,
  }));
}

/** How sure, in words, for a confidence from 0 to 1. */
export function confidenceLabel(confidence: number): 'High' | 'Medium' | 'Low' {
  if (confidence >= 0.75) return 'High';
  if (confidence >= ANSWER_THRESHOLD) return 'Medium';
  return 'Low';
}

export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  messages: (conversationId: string) => [...assistantKeys.all, 'messages', conversationId] as const,
};

export const useConversations = () =>
  useQuery({ queryKey: assistantKeys.conversations(), queryFn: () => listConversations() });

export const useConversationMessages = (conversationId: string | null) =>
  useQuery(recordQuery(conversationId, assistantKeys.messages, (id) => listMessages(id)));

/** After an answer, reads again its conversation (new or not) and the list of conversations. */
export const useAskAssistant = () =>
  useWrite(
    (input: { question: string; conversationId: string | null }) =>
      askAssistant(input.question, input.conversationId),
    (_input, result) =>
      result ? [assistantKeys.messages(result.conversation_id), assistantKeys.conversations()] : [],
    { handlesError: true, refreshOn: 'success' },
  );
