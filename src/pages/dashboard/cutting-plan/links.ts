/** Where a saved cutting plan and a bill of material live in the app. */
import { href } from '@/routes/paths';

export function planHref(id: string): string {
  return href('/dashboard/optimizer', { plan: id });
}

export function bomHref(orderId: string, bomId: string | null): string {
  return href('/dashboard/bom', { order: orderId, bom: bomId ?? undefined });
}
