/** Text matched literally inside a regular expression (a file path, a glossary term, a CSS selector). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
