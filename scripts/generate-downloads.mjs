// Writes the files readers download from the API pages into generated/static/downloads/ (served at /downloads/):
// the OpenAPI document, the three SDL files and the HTTP trigger's JSON Schema as generated/api/ holds them (limits filled in), and a Postman collection converted from the
// OpenAPI document with openapi-to-postmanv2.
import {createHash} from 'node:crypto';
import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {join} from 'node:path';
import Converter from 'openapi-to-postmanv2';

const site = fileURLToPath(new URL('../', import.meta.url));
export const downloadsDir = join(site, 'generated', 'static', 'downloads');
export const graphqlServices = ['onboarding', 'workflow', 'invitation'];

/** The file names under /downloads/, one place for the generator, the pages' links and the tests. */
export const downloadFiles = {
  openapi: 'onramp-openapi.yaml',
  postman: 'onramp.postman_collection.json',
  httpTrigger: 'onramp-http-trigger.schema.json',
  graphql: Object.fromEntries(graphqlServices.map((service) => [service, `onramp-${service}.graphql`])),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID-shaped id made from `text` (name-based, version 5 layout). */
function uuidFrom(text) {
  const hash = createHash('sha1').update(text).digest('hex');
  const variant = ((parseInt(hash[16], 16) & 3) | 8).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

/**
 * The converter gives the collection and each request and response a random id: each becomes an id made from its place
 * in the collection, so every build writes the same file (and the same fingerprinted download URL).
 */
function withStableIds(value, path = 'collection') {
  if (Array.isArray(value)) return value.map((item, index) => withStableIds(item, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'id' || key === '_postman_id') && typeof item === 'string' && uuidPattern.test(item) ? uuidFrom(`${path}/${key}`) : withStableIds(item, `${path}/${key}`),
    ]),
  );
}

/**
 * The Postman collection of an OpenAPI document: one request per operation, in folders by tag, whose bodies and
 * saved responses are the document's first written examples (`parametersResolution`, the option the converter's
 * `convertV2` reads; without it the bodies were made from the schemas, such as `{"userId": "<string>"}`).
 */
export function postmanCollection(openapi) {
  const options = {folderStrategy: 'Tags', parametersResolution: 'Example'};
  return new Promise((resolve, reject) => {
    Converter.convertV2({type: 'string', data: openapi}, options, (error, result) => {
      if (error) return reject(error);
      if (!result.result) return reject(new Error(`openapi-to-postmanv2: ${result.reason}`));
      resolve(withStableIds(result.output[0].data));
    });
  });
}

export async function generateDownloads() {
  mkdirSync(downloadsDir, {recursive: true});
  // The copies with their limits filled in, which scripts/generate-api-sources.ts wrote first.
  const openapiPath = join(site, 'generated', 'api', 'openapi.yaml');
  copyFileSync(openapiPath, join(downloadsDir, downloadFiles.openapi));
  for (const service of graphqlServices) {
    copyFileSync(join(site, 'generated', 'api', 'graphql', `${service}.graphql`), join(downloadsDir, downloadFiles.graphql[service]));
  }
  copyFileSync(join(site, 'generated', 'api', 'http-trigger.schema.json'), join(downloadsDir, downloadFiles.httpTrigger));
  const collection = await postmanCollection(readFileSync(openapiPath, 'utf8'));
  writeFileSync(join(downloadsDir, downloadFiles.postman), `${JSON.stringify(collection, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateDownloads();
}
