import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSourceError } from '../backend';
import {
  createQueryClient,
  DEFAULT_MUTATION_ERROR_TITLE,
  reportMutationErrorsWith,
  type MutationMeta,
} from './query-client';

let stop: (() => void) | null = null;
afterEach(() => stop?.());

async function fail(error: unknown, meta?: MutationMeta) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    ...(meta ? { meta } : {}),
  });
  await mutation.execute(undefined).catch(() => undefined);
}

describe('the query client and a failed mutation', () => {
  it('reports it once, with the message formFailureOf gives', async () => {
    const report = vi.fn();
    stop = reportMutationErrorsWith(report);
    await fail(new DataSourceError('permission', 'new row violates row-level security policy'));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({
      title: DEFAULT_MUTATION_ERROR_TITLE,
      description: 'You may not change this record (ask an administrator).',
    });
    await fail(new Error('The quotation is already sent'), { errorTitle: 'The change was not made' });
    expect(report).toHaveBeenLastCalledWith({
      title: 'The change was not made',
      description: 'The quotation is already sent',
    });
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('stays quiet when the mutation shows its own error', async () => {
    const report = vi.fn();
    stop = reportMutationErrorsWith(report);
    await fail(new Error('nope'), { handlesError: true });
    expect(report).not.toHaveBeenCalled();
  });

  it('stops reporting when the reporter is withdrawn', async () => {
    const report = vi.fn();
    reportMutationErrorsWith(report)();
    await fail(new Error('nope'));
    expect(report).not.toHaveBeenCalled();
  });
});
