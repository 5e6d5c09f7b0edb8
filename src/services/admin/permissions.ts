/**
 * What the signed-in person may do, from the roles and permissions matrix (has_permission in SQL is
 * the rule; this is the same answer for pages to hide or disable actions, with the reason on hover).
 * The codes are the `permissions` table's: `leads.add`, `proposal.approve`, `cutlist.download`, ...
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { dataSource, type DataSource } from '../backend';
import { useStoredUser } from '../auth/use-stored-user';

export const PERMISSION_CODES = [
  'leads.view',
  'leads.add',
  'leads.edit',
  'leads.delete',
  'leads.assign',
  'leads.import',
  'leads.export',
  'campaigns.manage',
  'deals.manage',
  'appointments.manage',
  'crm_settings.manage',
  'subscribers.view',
  'subscribers.edit',
  'projects.view',
  'projects.add',
  'projects.edit',
  'projects.finance',
  'tasks.manage',
  'recce.edit',
  'design.edit',
  'design.approve',
  'boq.edit',
  'proposal.create',
  'proposal.approve',
  'proposal.send',
  'order.create',
  'payment.record',
  'invoice.issue',
  'bom.edit',
  'optimizer.run',
  'cutlist.download',
  'stock.adjust',
  'stock.receive',
  'purchase.order',
  'supplier.pay',
  'production.scan',
  'installation.book',
  'handover.sign',
  'ticket.client',
  'catalogue.edit',
  'staff.manage',
  'roles.manage',
  'settings.manage',
  'org_settings.manage',
  'knowledge.manage',
  'analytics.view',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

const codesSchema = z.array(z.string());

export async function myPermissions(given?: Pick<DataSource, 'rpc'>): Promise<Set<string>> {
  const ds = given ?? (await dataSource());
  const codes = codesSchema.parse(await ds.rpc<unknown>('my_permissions'));
  return new Set(codes);
}

export const permissionKeys = {
  all: ['permissions'] as const,
  mine: (email: string) => [...permissionKeys.all, 'mine', email] as const,
};

export interface Permissions {
  /** True while the answer is not in yet: actions stay disabled until it is. */
  isPending: boolean;
  can: (code: PermissionCode) => boolean;
  /** Why an action is disabled, for its tooltip; null when it is allowed. */
  reason: (code: PermissionCode) => string | null;
}

export function permissionReason(code: PermissionCode, held: ReadonlySet<string> | undefined): string | null {
  if (held === undefined) return 'Checking what you may do…';
  return held.has(code) ? null : `Your role does not include “${code}”. Ask an administrator.`;
}

/**
 * The held set again when an answer holds the same codes. A Set is not shared structurally by the
 * query client, so every refetch made a new one, and the page gate, the sidebar and every page built
 * from `can` rendered again for nothing: in a new tab, the set kept from the last visit and the
 * database's answer a moment later cost a second render of the whole page (~150 ms) while the list's
 * first rows were on their way.
 */
export function keepSameCodes(held: unknown, answer: unknown): unknown {
  if (!(held instanceof Set) || !(answer instanceof Set) || held.size !== answer.size) return answer;
  for (const code of answer) if (!held.has(code)) return answer;
  return held;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the permissions are read through: the app's DataSource, or a test's. */
export type PermissionsSource = () => Promise<Pick<DataSource, 'rpc'>>;

/** The signed-in person's permissions as a query (usePermissions; tests give their own source). */
export function permissionsQuery(email: string, source: PermissionsSource = dataSource) {
  return queryOptions({
    queryKey: permissionKeys.mine(email),
    queryFn: async ({ client, queryKey }) => {
      const ready = await source();
      // A refresh of a kept set (restored from the last visit) gives way to the page's first reads,
      // asked for after it but waiting for the same database: in a new tab the list's first, cold read
      // no longer queues behind it, and its answer only confirms what the gate already shows (the
      // database decides every row either way).
      if (client.getQueryData(queryKey) !== undefined) await nextTask();
      return myPermissions(ready);
    },
    staleTime: 60_000,
    structuralSharing: keepSameCodes,
  });
}

/** The signed-in person's permissions, cached per person. */
export function usePermissions(): Permissions {
  const user = useStoredUser();
  const query = useQuery({ ...permissionsQuery(user?.email ?? ''), enabled: user !== null });
  const held = query.data;
  const isPending = user !== null && query.isPending;
  // Stable while the answer is the same, so menus and columns built from it are memoised once.
  return useMemo(
    () => ({
      isPending,
      can: (code: PermissionCode) => held?.has(code) ?? false,
      reason: (code: PermissionCode) => permissionReason(code, held),
    }),
    [held, isPending],
  );
}
