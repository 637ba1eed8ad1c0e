/** Ids of the ten Build blocks; each matches a GraphQL `ConfigType` value in api/graphql/workflow.graphql. */
export type BlockId =
  | 'authentication'
  | 'create_tenant'
  | 'enrichment'
  | 'http_trigger'
  | 'notification'
  | 'onboarding'
  | 'pricing'
  | 'redirection'
  | 'store_leads'
  | 'waitlist';

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
  related: readonly BlockId[];
};
