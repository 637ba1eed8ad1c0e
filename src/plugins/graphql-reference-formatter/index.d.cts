import type {GraphQLSchema} from 'graphql';

export type EntityKind =
  | 'query'
  | 'mutation'
  | 'subscription'
  | 'object'
  | 'interface'
  | 'union'
  | 'enum'
  | 'input'
  | 'scalar'
  | 'directive';

export declare function pageDescription(page: {
  name: string;
  kind: EntityKind;
  service: string;
  sdlDescription?: string | null;
  names?: Set<string>;
}): string;
export declare function entityKind(entity: unknown, schema?: GraphQLSchema): EntityKind;
export declare function fitText(text: string, limit: number): string;
export declare function plainSummary(description?: string | null): string;
export declare function beforePrintTypeHook(event: {data: {type: unknown; options: Record<string, unknown>}}): Promise<void>;
export declare function kindLine(kind: EntityKind, service: string): string;
export type PageSection = {title?: string; level?: number; content?: string | PageSection[]} | undefined;
export declare function raiseHeadings(markdown: string): string;
export declare function afterPrintTypeHook(event: {output?: string}): Promise<void>;
export declare function prependToSection(section: PageSection, line: string): PageSection;
export declare function beforeComposePageTypeHook(event: {
  data: {type: unknown; options: Record<string, unknown>; sections: Record<string, PageSection>};
}): Promise<void>;
export declare function formatMDXSpecifiedByLink(url: string): string;
export declare function formatMDXBadge(badge: {text: string; classname?: string}): string;
export declare function formatMDXBullet(text?: string): string;
export declare function createMDXFormatter(meta?: unknown): Record<string, (...args: never[]) => string>;
