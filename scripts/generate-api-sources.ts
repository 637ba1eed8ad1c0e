// Writes the API descriptions readers see, with every {{limit:id}} filled in from src/data/limits.ts: the REST and
// GraphQL reference generators, the downloads and the mock server read these copies (generated/api/, git-ignored),
// while api/ keeps the one source with the references.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {Kind, parse, type ConstDirectiveNode, type FieldDefinitionNode} from 'graphql';
import {quoteLimits} from '../src/data/limits';
import {restServersTable} from '../src/data/shellVariables';

const rootDir = join(__dirname, '..');

/** The API sources that quote limits, relative to api/. */
export const quotedApiSources = ['openapi.yaml', 'graphql/onboarding.graphql', 'graphql/workflow.graphql', 'graphql/invitation.graphql', 'http-trigger.schema.json'];

export const generatedApiDir = join(rootDir, 'generated', 'api');

/** `WORKFLOWS_WRITE` as readers see the scope: `workflows:write`. */
const scopeName = (value: string): string => value.toLowerCase().replace('_', ':');

/** The scopes an `@auth(requires: [...])` directive names. */
function requiredScopes(directive: ConstDirectiveNode): string[] {
  const requires = directive.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  return requires?.kind === Kind.LIST ? requires.values.flatMap((value) => (value.kind === Kind.ENUM ? [scopeName(value.value)] : [])) : [];
}

/**
 * Adds "Needs a token with `scope`." to the description of every field that declares @auth, so the reference page of
 * an operation shows the scope its directive declares (the generated pages do not print directives).
 */
export function withScopeSentences(sdl: string): string {
  const insertions: {at: number; text: string}[] = [];
  const visit = (field: FieldDefinitionNode) => {
    const auth = field.directives?.find((directive) => directive.name.value === 'auth');
    if (!auth || !field.description?.block || !field.description.loc) return;
    const scopes = requiredScopes(auth).map((scope) => `\`${scope}\``);
    const end = field.description.loc.end - 3;
    const indent = sdl.slice(sdl.lastIndexOf('\n', end) + 1, end);
    insertions.push({at: end, text: `\n${indent}Needs a token with ${scopes.join(' and ')}.\n${indent}`});
  };
  for (const definition of parse(sdl).definitions) {
    if ('fields' in definition && definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION) (definition.fields as FieldDefinitionNode[] | undefined)?.forEach(visit);
  }
  return insertions.sort((a, b) => b.at - a.at).reduce((text, {at, text: sentence}) => text.slice(0, at) + sentence + text.slice(at), sdl);
}

/**
 * Writes the REST servers table of src/data/shellVariables.ts where a line holds only {{rest-servers}}, at that line's
 * indent, so the description's base URLs are the ones the examples' ONRAMP_API_URL holds.
 */
export function withRestServers(text: string): string {
  return text.replace(/^([ \t]*)\{\{rest-servers\}\}$/gm, (_line, indent: string) =>
    restServersTable()
      .split('\n')
      .map((row) => indent + row)
      .join('\n'),
  );
}

/** One API source with its limits and REST servers filled in (and, for the SDL, each field's required scopes stated). */
export function quotedApiSource(source: string): string {
  const raw = withRestServers(quoteLimits(readFileSync(join(rootDir, 'api', source), 'utf8')));
  const text = source.endsWith('.graphql') ? withScopeSentences(raw) : raw;
  const left = text.match(/\{\{(?:limit:|rest-servers)[^}]*\}\}/);
  if (left) throw new Error(`api/${source}: ${left[0]} is not a reference quoteLimits or withRestServers can fill.`);
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
