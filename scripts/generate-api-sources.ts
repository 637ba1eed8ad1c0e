// Writes the API descriptions readers see, with every {{limit:id}} filled in from src/data/limits.ts: the REST and
// GraphQL reference generators, the downloads and the mock server read these copies (generated/api/, git-ignored),
// while api/ keeps the one source with the references.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {quoteLimits} from '../src/data/limits';

const rootDir = join(__dirname, '..');

/** The API sources that quote limits, relative to api/. */
export const quotedApiSources = ['openapi.yaml', 'graphql/onboarding.graphql', 'graphql/workflow.graphql', 'graphql/invitation.graphql', 'http-trigger.schema.json'];

export const generatedApiDir = join(rootDir, 'generated', 'api');

/** One API source with its limits filled in. */
export function quotedApiSource(source: string): string {
  const text = quoteLimits(readFileSync(join(rootDir, 'api', source), 'utf8'));
  const left = text.match(/\{\{limit:[^}]*\}\}/);
  if (left) throw new Error(`api/${source}: ${left[0]} is not a limit reference quoteLimits can fill.`);
  return text;
}

export function generateApiSources(): void {
  for (const source of quotedApiSources) {
    const target = join(generatedApiDir, source);
    mkdirSync(dirname(target), {recursive: true});
    writeFileSync(target, quotedApiSource(source));
  }
}

if (require.main === module) generateApiSources();
