/**
 * An order's handover: the checklist of what was installed (each item yes or no), the snags found
 * (with photos in the file store), and the client's signature drawn on the screen. Signing
 * (sign_handover) stamps the time and the warranty's end, moves the order to installed, turns each
 * snag into a task of the order's project and tells the order's salesperson. A signed handover
 * never changes. Files live under the order's project documents.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { source } from '../kit/data-access';
import { recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';

export const checklistItemSchema = z.object({
  label: z.string().trim().min(1).max(200),
  installed: z.boolean().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const handoverSnagSchema = z.object({
  id: z.string(),
  handover_id: z.string(),
  description: z.string(),
  photo_paths: z.array(z.string()),
  task_id: z.string().nullable(),
  version: z.number().int(),
});
export type HandoverSnag = z.infer<typeof handoverSnagSchema>;

export const handoverSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  checklist: z.array(checklistItemSchema),
  signed_by_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  signature_path: z.string().nullable(),
  warranty_until: z.string().nullable(),
  version: z.number().int(),
});
export type Handover = z.infer<typeof handoverSchema>;

export const newSnagSchema = z.object({
  description: z.string().trim().min(1, 'Say what is wrong').max(1000),
});

/** Items the client has not been asked about yet: signing waits for none. */
export const unansweredItems = (checklist: readonly ChecklistItem[]): number =>
  checklist.filter((item) => item.installed === null).length;

/** The order's handover, or null before anyone opened it. */
export async function getHandover(orderId: string, given?: DataSource): Promise<Handover | null> {
  const [handover] = await listRows(
    'handovers',
    handoverSchema,
    { filters: [eq('order_id', orderId)] },
    given,
  );
  return handover ?? null;
}

export const listSnags = (handoverId: string, given?: DataSource): Promise<HandoverSnag[]> =>
  listRows(
    'handover_snags',
    handoverSnagSchema,
    { filters: [eq('handover_id', handoverId)], sort: [asc('created_at')] },
    given,
  );

/** Opens the order's handover (its checklist made from the order lines); resolves to its id. */
export async function openHandover(orderId: string, given?: DataSource): Promise<string> {
  const ds = await source(given);
  return z.string().parse(await ds.rpc<unknown>('open_handover', { p_order_id: orderId }));
}

export async function saveChecklist(
  handover: Pick<Handover, 'id' | 'version'>,
  checklist: readonly ChecklistItem[],
  given?: DataSource,
): Promise<Handover> {
  const ds = await source(given);
  const items = z.array(checklistItemSchema).parse(checklist);
  return handoverSchema.parse(
    await ds.update<unknown>('handovers', handover.id, handover.version, { checklist: items }),
  );
}

export async function addSnag(
  snag: { handoverId: string; description: string; photoPaths?: readonly string[] },
  given?: DataSource,
): Promise<HandoverSnag> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('handover_snags', {
    handover_id: snag.handoverId,
    description: newSnagSchema.parse({ description: snag.description }).description,
    photo_paths: [...(snag.photoPaths ?? [])],
  });
  return handoverSnagSchema.parse(row);
}

export async function removeSnag(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('handover_snags', id);
}

/** Stores an image (a snag's photo, the signature's PNG) under the project's documents; its path. */
export async function storeHandoverImage(projectId: string, file: Blob, name: string): Promise<string> {
  const files = await import('../files');
  const named = file instanceof File ? file : new File([file], name, { type: file.type || 'image/png' });
  const refusal = files.checkFile('documents', named);
  if (refusal !== null) throw new files.FileStoreError('refused', refusal);
  const store = await files.fileStore();
  const path = files.filePath(projectId, 'documents', named.name);
  await store.upload(path, named, {
    contentType: files.storedContentType('documents', named) ?? named.type,
  });
  return path;
}

export interface SignHandoverInput {
  orderId: string;
  signerName: string;
  signaturePath: string;
}

export async function signHandover(input: SignHandoverInput, given?: DataSource): Promise<Handover> {
  const ds = await source(given);
  return handoverSchema.parse(
    await ds.rpc<unknown>('sign_handover', {
      p_order_id: input.orderId,
      p_signer_name: input.signerName.trim(),
      p_signature_path: input.signaturePath,
    }),
  );
}

/** Uploads the drawn signature, then signs; a refused signing takes the file back out. */
export async function signWithSignature(
  input: { orderId: string; projectId: string; signerName: string; signature: Blob },
  given?: DataSource,
): Promise<Handover> {
  const path = await storeHandoverImage(input.projectId, input.signature, 'handover-signature.png');
  try {
    return await signHandover(
      { orderId: input.orderId, signerName: input.signerName, signaturePath: path },
      given,
    );
  } catch (error) {
    const files = await import('../files');
    await (await files.fileStore()).remove([path]).catch(() => undefined);
    throw error;
  }
}

export const handoverKeys = {
  all: ['handover'] as const,
  detail: (orderId: string) => [...handoverKeys.all, orderId] as const,
  snags: (handoverId: string) => [...handoverKeys.all, 'snags', handoverId] as const,
};

export const handoverQueries = {
  detail: (orderId: string) =>
    queryOptions({ queryKey: handoverKeys.detail(orderId), queryFn: () => getHandover(orderId) }),
  snags: (handoverId: string | null) => recordQuery(handoverId, handoverKeys.snags, listSnags),
};

export function useHandover(orderId: string) {
  return useQuery(handoverQueries.detail(orderId));
}

export function useHandoverSnags(handoverId: string | null) {
  return useQuery(handoverQueries.snags(handoverId));
}

/** Every handover write reads the handover (and its snags) again. */
export const useHandoverWrite = <Input, Result>(write: (input: Input) => Promise<Result>) =>
  useWrite(write, [handoverKeys.all], { handlesError: true });
