/** The URL of a page's Markdown twin (written at build time by the llms-markdown plugin). */
export function markdownTwinPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return `${clean}.md`;
}
