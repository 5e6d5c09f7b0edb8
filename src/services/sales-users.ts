/** allSalesUsers(): the one call the guard makes (specification section 7). Rejects when the call fails. */
export async function allSalesUsers(): Promise<unknown> {
  throw new Error('allSalesUsers is not wired to a backend yet');
}
