/**
 * The ten Build blocks, in the order the docs list them: each has a page under /getting-started/self-serve/customize/
 * and matches a GraphQL `ConfigType` value in api/graphql/workflow.graphql. The one list of them; src/data/blocks.ts
 * describes each.
 */
export const blockIds = [
  'authentication',
  'create_tenant',
  'enrichment',
  'http_trigger',
  'notification',
  'onboarding',
  'pricing',
  'redirection',
  'store_leads',
  'waitlist',
] as const;

export type BlockId = (typeof blockIds)[number];

export type BlockField = {
  name: string;
  type: string;
  required: boolean;
  /** Shown as written; omit when there is no default. */
  default?: string;
  description: string;
};

export type BlockSpec = {
  id: BlockId;
  /** Display name, e.g. "Create tenant". */
  name: string;
  /** The GraphQL ConfigType enum value, e.g. "CREATE_TENANT". */
  configType: string;
  summary: string;
  fields: readonly BlockField[];
  /** What the block reads from the workflow context and what it adds for the next block. */
  receives: readonly string[];
  passes: readonly string[];
  /** Default error policy (GraphQL ErrorAction). */
  defaultErrorAction: 'RETRY' | 'SKIP' | 'STOP';
  /** Standard events (api/events) the block records. */
  emits: readonly string[];
  /** How values of the block's settings or the traits it adds appear in Analyze, when their names differ there. */
  analyzeMapping?: AnalyzeMapping;
  related: readonly BlockId[];
};

/** One Build value and the name or value Analyze stores for it. */
export type AnalyzeMappingRow = {
  /** The value or trait as Build writes it, e.g. "email_password" or "company.size". */
  build: string;
  /** Where it lands in Analyze: an event property value or a trait name, e.g. "email" or "employees". */
  analyze: string;
  /** Events or traits that carry it, and any conversion, in a few words. */
  where: string;
};

export type AnalyzeMapping = {
  /** Column heading for the Build side, e.g. "Value of methods". */
  buildLabel: string;
  /** Column heading for the Analyze side. */
  analyzeLabel: string;
  rows: readonly AnalyzeMappingRow[];
};
