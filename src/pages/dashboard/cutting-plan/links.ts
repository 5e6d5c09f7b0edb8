/** Where a saved cutting plan and a bill of material live in the app. */
export function planHref(id: string): string {
  return `/dashboard/optimizer?plan=${encodeURIComponent(id)}`;
}

export function bomHref(orderId: string, bomId: string | null): string {
  const params = new URLSearchParams({ order: orderId });
  if (bomId) params.set('bom', bomId);
  return `/dashboard/bom?${params.toString()}`;
}
