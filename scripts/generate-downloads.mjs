// Writes the files readers download from the API pages into generated/static/downloads/ (served at /downloads/):
// the OpenAPI document and the three SDL files as they are in api/, and a Postman collection converted from the
// OpenAPI document with openapi-to-postmanv2.
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
  graphql: Object.fromEntries(graphqlServices.map((service) => [service, `onramp-${service}.graphql`])),
};

function postmanCollection(openapi) {
  const options = {folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example'};
  return new Promise((resolve, reject) => {
    Converter.convertV2({type: 'string', data: openapi}, options, (error, result) => {
      if (error) return reject(error);
      if (!result.result) return reject(new Error(`openapi-to-postmanv2: ${result.reason}`));
      resolve(result.output[0].data);
    });
  });
}

export async function generateDownloads() {
  mkdirSync(downloadsDir, {recursive: true});
  const openapiPath = join(site, 'api', 'openapi.yaml');
  copyFileSync(openapiPath, join(downloadsDir, downloadFiles.openapi));
  for (const service of graphqlServices) {
    copyFileSync(join(site, 'api', 'graphql', `${service}.graphql`), join(downloadsDir, downloadFiles.graphql[service]));
  }
  const collection = await postmanCollection(readFileSync(openapiPath, 'utf8'));
  writeFileSync(join(downloadsDir, downloadFiles.postman), `${JSON.stringify(collection, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateDownloads();
}
