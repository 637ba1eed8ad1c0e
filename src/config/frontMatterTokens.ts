const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Replaces `{{token}}` placeholders in a string; an unknown token is an error, so a typo cannot ship. */
export function substituteTokens(text: string, tokens: Readonly<Record<string, string>>, source = 'front matter'): string {
  return text.replace(TOKEN, (_match, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new Error(`Unknown token "{{${name}}}" in ${source}. Known tokens: ${Object.keys(tokens).join(', ')}`);
    }
    return value;
  });
}

/** Applies {@link substituteTokens} to every string value of a front matter object, recursively. */
export function substituteFrontMatterTokens<T>(value: T, tokens: Readonly<Record<string, string>>, source?: string): T {
  if (typeof value === 'string') {
    return substituteTokens(value, tokens, source) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => substituteFrontMatterTokens(item, tokens, source)) as T;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteFrontMatterTokens(item, tokens, source)]),
    ) as T;
  }
  return value;
}
