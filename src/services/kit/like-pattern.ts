/**
 * What a person typed, as an ILIKE pattern that matches it anywhere. `%`, `_` and `\` are escaped,
 * so they are literal characters. `*` cannot be escaped: PostgREST reads every `*` in a like
 * pattern as `%` (and the embedded DataSource does the same, to match), so `\*` would become a
 * literal `%`. It becomes `_` instead, one character: "3*4" still finds "3*4" on both backends,
 * and never turns into "3, anything, 4".
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_')}%`;
}
