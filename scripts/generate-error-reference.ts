// Generates the error reference (docs/errors/, git-ignored): one page per REST problem type from the OpenAPI
// document's x-problem-types, with its example responses and the operations that return it, and an index that adds
// the GraphQL services' error codes (from their SDL) and the SDK's error classes (from its declaration).
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, type GraphQLEnumType} from 'graphql';
import ts from 'typescript';
import YAML from 'yaml';
import {errorRoute, errorTypeBase, problemTypes, type ProblemType} from '../src/config/errorReference';
import {graphqlServices} from '../src/config/graphqlReference';
import {restReferenceRoute} from '../src/config/restApi';
import {graphqlErrorCodes, graphqlHttpProblems} from '../src/data/graphqlErrors';
import {quoteLimits} from '../src/data/limits';

const rootDir = join(__dirname, '..');
export const errorsDocsDir = join(rootDir, 'docs', 'errors');

type Example = {summary?: string; value: Record<string, unknown>};
type Response = {description?: string; content?: Record<string, {examples?: Record<string, Example>}>; $ref?: string};
type Operation = {operationId: string; summary: string; responses: Record<string, Response>};
type OpenApi = {paths: Record<string, Record<string, Operation>>; components: {responses: Record<string, Response>; schemas: {ErrorCode: {enum: string[]}}}};

const openapiText = quoteLimits(readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8'));
const openapi = YAML.parse(openapiText) as OpenApi;

/** The HTTP trigger start node answers with problem types too (api/http-trigger.schema.json). */
type TriggerContract = {'x-onramp': {start: {method: string; url: string; responses: {status: number; code?: string}[]}}};
const triggerContract = JSON.parse(quoteLimits(readFileSync(join(rootDir, 'api/http-trigger.schema.json'), 'utf8'))) as TriggerContract;
const triggerStart = triggerContract['x-onramp'].start;
const triggerCodes = new Set(triggerStart.responses.flatMap((response) => (response.code ? [response.code] : [])));
const triggerRoute = '/getting-started/self-serve/customize/http_trigger#http-trigger-contract';

const resolve = (response: Response): Response =>
  response.$ref ? openapi.components.responses[response.$ref.replace('#/components/responses/', '')] : response;

const examplesOf = (response: Response): Example[] =>
  Object.values(resolve(response).content ?? {}).flatMap((media) => Object.values(media.examples ?? {}));

/**
 * Entries of a problem type that are not plain text. A YAML list item with ": " in it reads as a mapping, which a page
 * would print as "[object Object]"; quote such an item.
 */
export function textProblems(type: Pick<ProblemType, 'meaning' | 'causes' | 'fix'>): string[] {
  return [
    ...(typeof type.meaning === 'string' ? [] : ['meaning is not text']),
    ...(['causes', 'fix'] as const).flatMap((field) =>
      type[field].flatMap((entry, index) => (typeof entry === 'string' ? [] : [`${field}[${index}] is not text (quote an item that contains ": ")`])),
    ),
  ];
}

/** Fails the generation when the document and the list of problem types disagree, so no type ships without its page. */
function checkCoverage(): void {
  const documented = new Set(problemTypes.map((type) => type.slug));
  const used = new Set([...openapiText.matchAll(/https:\/\/docs\.onramp\.example\/errors\/([a-z-]+[a-z])/g)].map(([, slug]) => slug));
  const problems = [
    ...[...used].filter((slug) => !documented.has(slug)).map((slug) => `type ${errorTypeBase}${slug} has no entry in x-problem-types`),
    ...problemTypes
      .filter((type) => !used.has(type.slug) && !triggerCodes.has(type.code))
      .map((type) => `x-problem-types.${type.slug} is never returned`),
    ...[...triggerCodes].filter((code) => !problemTypes.some((type) => type.code === code)).map((code) => `the HTTP trigger contract returns ${code}, which has no problem type`),
    ...problemTypes.filter((type) => !openapi.components.schemas.ErrorCode.enum.includes(type.code)).map((type) => `${type.code} is not in ErrorCode`),
    ...openapi.components.schemas.ErrorCode.enum.filter((code) => !problemTypes.some((type) => type.code === code)).map((code) => `ErrorCode ${code} has no problem type`),
    ...problemTypes.flatMap((type) => textProblems(type).map((problem) => `x-problem-types.${type.slug}: ${problem}`)),
  ];
  if (problems.length > 0) throw new Error(`api/openapi.yaml: ${problems.join('; ')}`);
}

/** The operations whose documented responses include this problem type, and one example response of it. */
function usage(type: ProblemType): {operations: {method: string; path: string; operation: Operation}[]; example: Example | undefined} {
  const matches = (example: Example) => example.value.type === `${errorTypeBase}${type.slug}`;
  const operations = Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => !type.notReturnedBy?.includes(operation.operationId))
      .filter(([, operation]) => Object.values(operation.responses).some((response) => examplesOf(response).some(matches)))
      .map(([method, operation]) => ({method: method.toUpperCase(), path, operation})),
  );
  const example = Object.values(openapi.components.responses).flatMap(examplesOf).find(matches);
  return {operations, example};
}

/** Each SDK error class with the codes it reports, read from the declaration's `code` literal types. */
function sdkErrorClasses(): {name: string; codes: string[]}[] {
  const file = join(rootDir, 'api/sdk/shared.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  return source.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
    const code = declaration.members.find((member) => ts.isPropertyDeclaration(member) && member.name.getText() === 'code') as ts.PropertyDeclaration | undefined;
    const literals = code?.type && ts.isUnionTypeNode(code.type) ? code.type.types : code?.type ? [code.type] : [];
    const codes = literals.flatMap((literal) => (ts.isLiteralTypeNode(literal) ? [literal.literal.getText().replace(/'/g, '')] : []));
    return declaration.name ? [{name: declaration.name.text, codes}] : [];
  });
}

const sdkClassRoute = (name: string) => `/sdk/reference/sdk/classes/${name}`;

/** The class the SDK uses for an API response with this code; ConfigurationError is thrown at start-up, never for a response. */
const sdkClassFor = (classes: {name: string; codes: string[]}[], code: string) =>
  classes.find((entry) => entry.name !== 'ConfigurationError' && entry.codes.includes(code))?.name;
const frontMatter = (fields: Record<string, unknown>) =>
  ['---', ...Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---', ''].join('\n');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Whether initialisation can throw ConfigurationError with this code, before any request is sent. */
const thrownAtStartUp = (classes: {name: string; codes: string[]}[], code: string) =>
  classes.some((entry) => entry.name === 'ConfigurationError' && entry.codes.includes(code));

function problemPage(type: ProblemType, sdkClass: string | undefined, position: number, startUp = false): string {
  const {operations, example} = usage(type);
  const lines = [
    frontMatter({
      // The code in the title lets readers find the page by it, or by the type's slug, as well as by its title.
      title: `${type.title} (${type.code})`,
      sidebar_label: `${type.status} ${type.code}`,
      sidebar_position: position,
      description: `What the ${type.status} ${type.code} error of the Onramp REST API means, why it happens and how to fix it.`,
      slug: errorRoute(type.slug),
      keywords: [type.slug, type.code, String(type.status), type.title],
      custom_edit_url: null,
    }),
    `The REST API answers with HTTP \`${type.status}\` and a problem details body whose \`type\` is \`${errorTypeBase}${type.slug}\` and whose \`code\` is \`${type.code}\`.`,
    '',
    '## What it means',
    '',
    type.meaning,
    '',
    '## Usual causes',
    '',
    ...type.causes.map((cause) => `- ${cause}`),
    '',
    '## How to fix it',
    '',
    ...type.fix.map((step, index) => `${index + 1}. ${step}`),
    '',
  ];
  if (!example && !type.exampleRequestId) throw new Error(`${type.slug}: no example response shows it, so give it an exampleRequestId in api/openapi.yaml`);
  const shown = example ?? {
    value: {
      type: `${errorTypeBase}${type.slug}`,
      title: type.title,
      status: type.status,
      detail: type.meaning.split('. ')[0].replace(/`/g, '').replace(/\.?$/, '.'),
      instance: `/v1/requests/${type.exampleRequestId}`,
      code: type.code,
    },
  };
  lines.push('## Example response', '', ...(shown.summary ? [`${shown.summary}:`, ''] : []), '```json', JSON.stringify(shown.value, null, 2), '```', '');
  lines.push('## Which operations return it', '');
  lines.push(...operations.map(({method, path, operation}) => `- [\`${method} ${path}\`: ${operation.summary}](${restReferenceRoute(operation.operationId)})`));
  if (triggerCodes.has(type.code)) lines.push(`- [\`${triggerStart.method} ${triggerStart.url}\`: start an HTTP trigger workflow](${triggerRoute})`);
  if ((graphqlHttpProblems as readonly string[]).includes(type.code)) {
    lines.push(`- Every operation of the three Build GraphQL services, answered with HTTP \`${type.status}\` and this body ${type.code === 'server_error' ? 'in place of the GraphQL answer, so a mutation may have run' : 'before any GraphQL runs, so nothing ran'}, as [check the HTTP status](/getting-started/self-serve/apis/intro#check-the-http-status-for-rate-limits-and-outages) explains`);
  }
  lines.push('');
  if (sdkClass) {
    lines.push('## In the SDK', '');
    if (startUp) {
      lines.push(
        `The SDK meets this error at two moments. At initialisation, before anything is sent, \`Onramp.init()\` or \`new OnrampServer()\` throws [\`ConfigurationError\`](${sdkClassRoute('ConfigurationError')}) with the code \`${type.code}\` when the \`environment\` option disagrees with the key's prefix, so a misconfigured service fails at start-up. Later, when the API answers a request with this error, the SDK reports it through \`onError\` with the class [\`${sdkClass}\`](${sdkClassRoute(sdkClass)}) and the same \`code\`, and does not retry.`,
        '',
        `**What is lost.** At start-up nothing was sent, and nothing was queued either: there is no SDK to queue calls until the options are fixed, so the page views and events of that time were never recorded. A batch the API refused later is dropped, not kept for a retry, so its messages are lost too, while the batches accepted before are stored as usual. Browser page views and events of that time cannot be recovered. What your server keeps in its own records, such as sign-ins or billing changes, can be sent again with the right key, the original \`timestamp\` and a \`messageId\` derived from the record, as [back-fill historical events](/getting-started/analyze/instrumentation/events/event-tracking#back-fill-historical-events) describes.`,
        '',
        '[Exception handling](/sdk/exception_handling) explains which errors the SDK retries.',
        '',
      );
    } else {
      lines.push(`The SDK reports this error with the class [\`${sdkClass}\`](${sdkClassRoute(sdkClass)}) and the same \`code\`. [Exception handling](/sdk/exception_handling) explains which errors the SDK retries.`, '');
    }
  }
  lines.push('## Related pages', '', '- [All errors](/errors), REST and GraphQL.', '- [Handle errors](/getting-started/apis-non-gen/apis-introduction#handle-errors) in the REST API introduction.', '');
  return lines.join('\n');
}

function userErrorCodes(service: string): {code: string; description: string}[] {
  const schema = buildSchema(quoteLimits(readFileSync(join(rootDir, 'api/graphql', `${service}.graphql`), 'utf8')));
  const codes = schema.getType('UserErrorCode') as GraphQLEnumType | undefined;
  return (codes?.getValues() ?? []).map((value) => ({code: value.name, description: value.description ?? ''}));
}

function indexPage(classes: {name: string; codes: string[]}[]): string {
  const lines = [
    frontMatter({
      title: 'Errors',
      sidebar_label: 'Errors',
      sidebar_position: 0,
      description: 'Every error Onramp returns: REST problem types, GraphQL error codes and user errors of each service, and the SDK error classes.',
      slug: '/errors',
      keywords: ['errors', 'error codes', 'problem details', 'UserErrorCode', 'extensions.code'],
      custom_edit_url: null,
      // A long code leaves a two-column table (code, meaning) no room for its meaning on a phone: each row is a card.
      stack_tables_from_columns: 2,
    }),
    'Every error Onramp returns is listed here, generated from the API definitions themselves: the REST problem types from the OpenAPI document, the GraphQL codes from the three services\' schemas, and the SDK error classes from its TypeScript declaration. Start from the status or code you received.',
    '',
    '## REST API problem types',
    '',
    'The REST API answers every error with `application/problem+json` ([RFC 9457](https://www.rfc-editor.org/rfc/rfc9457)). Branch on `code`; the `type` URL leads to the page below.',
    '',
    '| Status | `code` | Problem | SDK error class |',
    '| --- | --- | --- | --- |',
    ...problemTypes.map((type) => {
      const sdkClass = sdkClassFor(classes, type.code);
      return `| ${type.status} | \`${type.code}\` | [${type.title}](${errorRoute(type.slug)}) | ${sdkClass ? `[\`${sdkClass}\`](${sdkClassRoute(sdkClass)})` : '—'} |`;
    }),
    '',
    '## GraphQL top-level errors',
    '',
    'When the token or the document is the problem, the GraphQL services answer with a top-level `errors` array whose entries carry `extensions.code` and, for access problems, `extensions.reason`. The [Build APIs introduction](/getting-started/self-serve/apis/intro) shows how to handle them.',
    '',
    `Over a rate limit, during maintenance or on a failure on Onramp's side, a GraphQL request gets no \`errors\` array: the service answers with an HTTP status and the REST problem body, ${graphqlHttpProblems.map((code) => { const type = problemTypes.find((entry) => entry.code === code)!; return `[\`${type.status} ${code}\`](${errorRoute(type.slug)})`; }).join(', ')}. The first two come before any GraphQL runs; a \`500\` can come after a mutation ran.`,
    '',
    '| `extensions.code` | `extensions.reason` | What it means | What to do |',
    '| --- | --- | --- | --- |',
    ...graphqlErrorCodes.map(({code, reasons, meaning, fix}) => `| \`${code}\` | ${reasons.length ? reasons.map((reason) => `\`${reason}\``).join(', ') : '—'} | ${cell(meaning)} | ${cell(fix)} |`),
    '',
    '## GraphQL user errors',
    '',
    "A mutation that breaks a business rule still answers `200` with data: its payload's `status` says what happened and its `errors` list holds `UserError` entries whose `code` is one of the service's `UserErrorCode` values.",
    '',
  ];
  for (const service of graphqlServices) {
    lines.push(`### ${service[0].toUpperCase()}${service.slice(1)} service`, '', `Codes of [\`UserErrorCode\`](/graphql/${service}/enums/user-error-code):`, '', '| `code` | When |', '| --- | --- |');
    lines.push(...userErrorCodes(service).map(({code, description}) => `| \`${code}\` | ${cell(description)} |`), '');
  }
  lines.push(
    '## SDK error classes',
    '',
    'The SDK turns failed deliveries into instances of these classes, all subclasses of [`OnrampError`](/sdk/reference/sdk/classes/OnrampError). [Exception handling](/sdk/exception_handling) explains where each one surfaces.',
    '',
    '| Class | `code` values |',
    '| --- | --- |',
    ...classes.filter((entry) => entry.codes.length > 0).map((entry) => `| [\`${entry.name}\`](${sdkClassRoute(entry.name)}) | ${entry.codes.map((code) => `\`${code}\``).join(', ')} |`),
    '',
  );
  return lines.join('\n');
}

/** Every page of the error reference by file name, the index first. */
export function errorReferencePages(): Map<string, string> {
  const classes = sdkErrorClasses();
  const pages = new Map<string, string>([['index.md', indexPage(classes)]]);
  problemTypes.forEach((type, index) => {
    pages.set(`${type.slug}.md`, problemPage(type, sdkClassFor(classes, type.code), index + 1, thrownAtStartUp(classes, type.code)));
  });
  const broken = [...pages].filter(([, text]) => text.includes('[object Object]')).map(([name]) => name);
  if (broken.length > 0) throw new Error(`The error reference would print "[object Object]" on ${broken.join(', ')}`);
  return pages;
}

export function generateErrorReference(): void {
  checkCoverage();
  const pages = errorReferencePages();
  rmSync(errorsDocsDir, {recursive: true, force: true});
  mkdirSync(errorsDocsDir, {recursive: true});
  for (const [name, text] of pages) writeFileSync(join(errorsDocsDir, name), text);
}

if (require.main === module) {
  generateErrorReference();
}
