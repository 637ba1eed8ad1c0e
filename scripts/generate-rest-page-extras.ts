// Completes the generated REST operation pages (generated/public_apis/*.api.mdx, written by the OpenAPI plugin) with what
// the plugin cannot make: the request sample in every language of the site's code tabs, and the operation's limits from
// src/data/limits.ts. Both are computed here, at generate time, so no code generator and no limits module reaches the
// pages' JavaScript. Run by scripts/generate.mjs after `docusaurus gen-api-docs`.
import {readFileSync, writeFileSync} from 'node:fs';
import {STATUS_CODES} from 'node:http';
import {join} from 'node:path';
import YAML from 'yaml';
import {restReference} from '../src/config/restApi';
import type {RequestSample} from '../src/config/sampleLanguages';
import {limitsOfOperation} from '../src/data/limits';
import {requestSamples, type SampleRequest} from '../src/lib/requestSamples';
import type {OperationLimit} from '../src/components/OperationLimits';

type Node = Record<string, unknown>;
type OpenApi = {paths: Record<string, Record<string, Node>>; security?: Node[]; components?: {securitySchemes?: Record<string, Node>}};

const siteDir = join(__dirname, '..');
const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Follows local `$ref`s (`#/components/...`). */
function deref<T>(document: OpenApi, node: unknown): T {
  let current = node as Node | undefined;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) throw new Error(`Cannot follow ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Node | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document) as Node | undefined;
  }
  return current as T;
}

export type RestOperation = {operationId: string; request: SampleRequest};

/** Each operation of the document, with what its request sample sends: the first written example of its body. */
export function restOperations(document: OpenApi): RestOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => {
        const operationId = operation.operationId as string;
        const security = (operation.security ?? document.security ?? []) as Node[];
        const bearer = security.some((requirement) =>
          Object.keys(requirement).some((name) => {
            const scheme = document.components?.securitySchemes?.[name];
            return scheme?.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer';
          }),
        );
        const requestBody = deref<{content?: Record<string, {examples?: Record<string, unknown>; example?: unknown}>} | undefined>(document, operation.requestBody);
        const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
        const firstExample = media?.examples ? deref<{value?: unknown}>(document, Object.values(media.examples)[0])?.value : undefined;
        const body = firstExample ?? media?.example;
        if (contentType && body === undefined) throw new Error(`${operationId}: the request body has no written example for its sample`);
        return {operationId, request: {method, path, bearer, contentType, body}};
      }),
  );
}

/** The limits an operation's summary states, resolved from src/data/limits.ts. */
export function operationLimits(operationId: string): OperationLimit[] {
  return limitsOfOperation(operationId).map(({id, what, value, problem}) => ({id, what, value, ...(problem ? {problem} : {})}));
}

const componentImport = 'import OperationLimits from "@site/src/components/OperationLimits";';
const endpointEnd = '</MethodEndpoint>';

/** The generated page with the samples exported (the page's API panel shows them) and the limits after the endpoint. */
export function completePage(page: string, samples: RequestSample[], limits: OperationLimit[]): string {
  const imports = [...page.matchAll(/^import .+;$/gm)];
  const lastImport = imports.at(-1);
  if (!lastImport || !page.includes(endpointEnd)) {
    throw new Error('generate-rest-page-extras: the generated page no longer has the imports and the endpoint it expects');
  }
  const afterImports = lastImport.index + lastImport[0].length;
  const withExports = `${page.slice(0, afterImports)}\n${componentImport}\n\nexport const requestSamples = ${JSON.stringify(samples)};\n${page.slice(afterImports)}`;
  return withExports.replace(endpointEnd, `${endpointEnd}\n\n<OperationLimits limits={${JSON.stringify(limits)}} />\n`);
}

type Header = {example?: unknown; schema?: {example?: unknown; examples?: unknown[]}};
type StatusCodesProps = {responses: Record<string, {description?: string; headers?: Record<string, Header>; content?: Record<string, unknown>}>};

const headerExample = (header: Header): unknown => header.example ?? header.schema?.examples?.[0] ?? header.schema?.example;

/**
 * Each response that declares headers gets, after its description, a table of the headers it arrives with and their
 * example values (the headers' examples in api/openapi.yaml): the theme lists them only as schema rows in a closed
 * "Response Headers" box, so a 429's Retry-After and rate-limit values were nowhere near its example. A table, not a
 * code block: the theme's Markdown renders a fence's <pre> as a <div> with an invalid `node` attribute.
 */
export function withExampleHeaders(props: StatusCodesProps): StatusCodesProps {
  const responses = Object.fromEntries(
    Object.entries(props.responses).map(([status, response]) => {
      const headers = Object.entries(response.headers ?? {}).filter(([, header]) => headerExample(header) !== undefined);
      if (headers.length === 0) return [status, response];
      const contentType = Object.keys(response.content ?? {})[0];
      const rows = [...(contentType ? [['Content-Type', contentType]] : []), ...headers.map(([name, header]) => [name, String(headerExample(header))])];
      const table = ['| Header | Example value |', '| --- | --- |', ...rows.map(([name, value]) => `| \`${name}\` | \`${value}\` |`)];
      const description = `${(response.description ?? '').trimEnd()}\n\n**Example headers of a ${status} ${STATUS_CODES[Number(status)] ?? ''}**\n\n${table.join('\n')}\n`;
      return [status, {...response, description}];
    }),
  );
  return {...props, responses};
}

async function main(): Promise<void> {
  const document = YAML.parse(readFileSync(join(siteDir, restReference.quotedSpecPath), 'utf8')) as OpenApi;
  for (const {operationId, request} of restOperations(document)) {
    const file = join(siteDir, restReference.outputDir, `${operationId}.api.mdx`);
    writeFileSync(file, completePage(readFileSync(file, 'utf8'), await requestSamples(request), operationLimits(operationId)));
    const statusCodes = join(siteDir, restReference.outputDir, `${operationId}.StatusCodes.json`);
    writeFileSync(statusCodes, JSON.stringify(withExampleHeaders(JSON.parse(readFileSync(statusCodes, 'utf8')) as StatusCodesProps)));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
