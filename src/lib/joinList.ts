/** Items as a sentence list: "a", "a and b", "a, b and c" (or with another conjunction, such as "or"). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
