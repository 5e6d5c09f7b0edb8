/** Finding icons by name: "ruler", "Ruler", "arrow down" and "arrow-down" all find ArrowDown. */

/** PascalCase -> "arrow down 10" style words, for matching what people type. */
export function iconWords(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
}

/** Names whose words contain every word of the query, best first: exact, then prefix, then anywhere. */
export function searchIcons(names: readonly string[], query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s\-_]+/)
    .filter(Boolean);
  if (words.length === 0) return [...names];
  const joined = words.join(' ');
  const scored: { name: string; rank: number }[] = [];
  for (const name of names) {
    const text = iconWords(name);
    if (!words.every((word) => text.includes(word))) continue;
    const rank = text === joined ? 0 : text.startsWith(joined) ? 1 : 2;
    scored.push({ name, rank });
  }
  return scored.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)).map((entry) => entry.name);
}

export const importLine = (name: string) => `import { ${name} } from 'lucide-react';`;
