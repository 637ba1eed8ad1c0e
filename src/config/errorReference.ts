import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import YAML from 'yaml';
import {quoteLimits} from '../data/limits';

/** One problem type of the REST API, as `components.x-problem-types` in api/openapi.yaml describes it. */
export type ProblemType = {
  slug: string;
  code: string;
  status: number;
  title: string;
  meaning: string;
  causes: string[];
  fix: string[];
  /** operationIds that share the response this type is documented in, yet never return it. */
  notReturnedBy?: string[];
  /** Request ID for the example body when no operation's example shows this type, as for the HTTP trigger start. */
  exampleRequestId?: string;
};

export {errorRoute, errorsRoute, errorTypeBase} from './errorRoutes';

const openapi = YAML.parse(quoteLimits(readFileSync(join(__dirname, '..', '..', 'api', 'openapi.yaml'), 'utf8'))) as {
  components: {'x-problem-types': Record<string, Omit<ProblemType, 'slug'>>};
};

/** Every problem type the API documents, in the order of the OpenAPI document (by status). */
export const problemTypes: readonly ProblemType[] = Object.entries(openapi.components['x-problem-types']).map(([slug, type]) => ({slug, ...type}));
