import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import {rootDir} from './docs';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

export type OpenApiDocument = JsonObject & {
  info: JsonObject;
  paths: Record<string, Record<string, JsonObject>>;
  components: Record<string, Record<string, JsonObject>>;
};

export const openApiPath = join(rootDir, 'api', 'openapi.yaml');
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function loadOpenApi(): OpenApiDocument {
  return YAML.parse(readFileSync(openApiPath, 'utf8')) as OpenApiDocument;
}

const documentId = 'urn:onramp:openapi';

/** Points every `#/components/schemas/X` reference at the registered `$defs` of one schema resource. */
function rebase(node: Json): Json {
  if (Array.isArray(node)) {
    return node.map(rebase);
  }
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === '$ref' && typeof value === 'string') {
          if (!value.startsWith('#/components/schemas/')) {
            throw new Error(`Unsupported schema reference ${value}`);
          }
          return [key, `${documentId}#/$defs/${value.slice('#/components/schemas/'.length)}`];
        }
        return [key, rebase(value)];
      }),
    );
  }
  return node;
}

/** JSON Schema (2020-12) validation of values against schemas of one OpenAPI 3.1 document. */
export class OpenApiSchemas {
  private readonly ajv = new Ajv2020({strict: true, allErrors: true, strictRequired: false});
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    for (const keyword of ['example', 'externalDocs', 'xml', 'discriminator']) {
      this.ajv.addKeyword(keyword);
    }
    this.ajv.addSchema({$id: documentId, $defs: rebase(document.components.schemas ?? {})});
  }

  /** Follows `$ref` chains inside the document (responses, headers, request bodies, examples). */
  deref<T = JsonObject>(node: Json | undefined): T {
    let current = node;
    for (let hops = 0; current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string'; hops += 1) {
      if (hops > 20) {
        throw new Error(`Reference loop at ${current.$ref}`);
      }
      current = (current.$ref as string)
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<Json | undefined>((value, key) => (value && typeof value === 'object' ? (value as JsonObject)[key] : undefined), this.document);
    }
    return current as T;
  }

  /** Returns an error text, or undefined when the value is valid. */
  validate(schema: Json, value: unknown): string | undefined {
    const key = JSON.stringify(schema);
    let validator = this.cache.get(key);
    if (!validator) {
      validator = this.ajv.compile(rebase(schema) as object);
      this.cache.set(key, validator);
    }
    return validator(value) ? undefined : this.ajv.errorsText(validator.errors, {dataVar: 'value'});
  }

  /** The JSON request body schema of `METHOD /path`. */
  requestSchema(method: string, path: string): Json {
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    const body = this.deref<{content?: Record<string, {schema: Json}>}>(operation?.requestBody);
    const schema = body?.content?.['application/json']?.schema;
    if (!schema) {
      throw new Error(`No JSON request body for ${method.toUpperCase()} ${path}`);
    }
    return schema;
  }
}
