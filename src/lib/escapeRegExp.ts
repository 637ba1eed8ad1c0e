/** Text matched literally inside a regular expression (a file path, a glossary term, a CSS selector). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern that matches exactly `text` and nothing longer or shorter (a module path a bundler plugin replaces). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}
