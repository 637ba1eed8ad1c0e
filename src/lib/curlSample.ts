/** The parts of an operation the OpenAPI plugin hands the API console (its `api` front matter) that a sample needs. */
export type OperationForSample = {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; scheme?: string}>;
  requestBody?: {content?: Record<string, {examples?: Record<string, {value?: unknown}>; example?: unknown}>};
  jsonRequestBodyExample?: unknown;
};

/**
 * The variables the sample reads, the same names every shell example on the site uses (src/data/shellVariables; the
 * curl examples unit test fails on a name not declared there, so the page does not ship that list to check it).
 */
export const sampleVariables = {apiUrl: 'ONRAMP_API_URL', accessToken: 'ONRAMP_ACCESS_TOKEN'} as const;

const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The operation's example body: its first named example, else its `example`, else the plugin's example from the schema. */
function exampleBody(operation: OperationForSample, mediaType: string): unknown {
  const content = operation.requestBody?.content?.[mediaType];
  const named = content?.examples ? Object.values(content.examples)[0]?.value : undefined;
  return named ?? content?.example ?? operation.jsonRequestBodyExample;
}

const usesBearerToken = (operation: OperationForSample) =>
  (operation.security ?? []).some((requirement) =>
    Object.keys(requirement).some((name) => {
      const scheme = operation.securitySchemes?.[name];
      return scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer';
    }),
  );

/**
 * A cURL command for the operation with its example body, as the REST pages show it before the console loads: the
 * base URL and the token come from the reader's shell variables, so the command runs as it is once they are set.
 */
export function curlSample(operation: OperationForSample): string {
  const lines = [`curl -X ${operation.method.toUpperCase()} "$${sampleVariables.apiUrl}${operation.path}"`];
  if (usesBearerToken(operation)) lines.push(`-H "Authorization: Bearer $${sampleVariables.accessToken}"`);
  const mediaType = Object.keys(operation.requestBody?.content ?? {})[0];
  if (mediaType) {
    lines.push(`-H "Content-Type: ${mediaType}"`);
    const body = exampleBody(operation, mediaType);
    if (body !== undefined) lines.push(`--data ${singleQuoted(typeof body === 'string' ? body : JSON.stringify(body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}
