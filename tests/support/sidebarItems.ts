/** A sidebar item as sidebars.ts and sidebars.graphql.ts write them. */
export type SidebarEntry = {type?: string; id?: string; dirName?: string; items?: unknown[]; link?: {type: string; id?: string}};

export function docIds(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    const entry = item as SidebarEntry;
    const own = entry.type === 'doc' || entry.type === 'ref' ? [entry.id as string] : [];
    const link = entry.link?.type === 'doc' && entry.link.id ? [entry.link.id] : [];
    return [...own, ...link, ...docIds(entry.items ?? [])];
  });
}
