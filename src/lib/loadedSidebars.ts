// The docs sidebars the browser has loaded, by docs version, with the docs their category cards describe. In the browser
// a version's props carry neither: each doc route loads its own sidebar's module
// (src/plugins/lean-runtime/versionSidebarsApart.cjs), which registers it here before the route renders, and
// DocVersionRoot gives the docs context the ones loaded so far.
import type {PropSidebar, PropSidebars} from '@docusaurus/plugin-content-docs';

/** The docs a sidebar's category cards describe (the props keep only their id and description: versionDocsForCards.cjs). */
export type CardDocs = Readonly<Record<string, {id: string; description?: string}>>;
/** What a version's loaded sidebar modules add up to: the same object until another sidebar arrives. */
export type LoadedSidebars = Readonly<{docsSidebars: PropSidebars; docs: CardDocs}>;

const nothingLoaded: LoadedSidebars = Object.freeze({docsSidebars: {}, docs: {}});
const loaded = new Map<string, LoadedSidebars>();
const listeners = new Set<() => void>();

/** A docs version's key: its plugin id and version name, as its props give them. */
export const sidebarsKey = (pluginId: string, version: string): string => `${pluginId}/${version}`;

/** Records a version's sidebar and the docs its cards describe; returns the items (a route module's default export). */
export function registerSidebar(key: string, name: string, items: PropSidebar, docs: CardDocs): PropSidebar {
  const before = loaded.get(key) ?? nothingLoaded;
  if (before.docsSidebars[name] !== items) {
    loaded.set(key, Object.freeze({docsSidebars: {...before.docsSidebars, [name]: items}, docs: {...before.docs, ...docs}}));
    for (const listener of listeners) listener();
  }
  return items;
}

export const loadedSidebarsOf = (key: string): LoadedSidebars => loaded.get(key) ?? nothingLoaded;

export function onSidebarLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
