// Node only (the generate step): the request samples of the REST reference, made by the code generators the OpenAPI
// theme's console uses (postman-code-generators, resolved from the theme), then rewritten to read the site's shell
// variables the way each language reads its environment.
import {createRequire} from 'node:module';
import {sampleLanguages, type RequestSample, type SampleLanguageValue} from '../config/sampleLanguages';

/**
 * The variables the samples read, the same names every shell example on the site uses (src/data/shellVariables; the
 * unit tests fail on a sample that reads a name not declared there).
 */
export const sampleVariables = {apiUrl: 'ONRAMP_API_URL', accessToken: 'ONRAMP_ACCESS_TOKEN'} as const;

type PostmanRequestDefinition = {
  url: string;
  method: string;
  header: {key: string; value: string}[];
  body?: {mode: 'raw'; raw: string};
};
type CodeGenerators = {
  convert(
    language: string,
    variant: string,
    request: unknown,
    options: Record<string, unknown>,
    callback: (error: unknown, snippet: string) => void,
  ): void;
};

const fromTheme = createRequire(createRequire(__filename).resolve('docusaurus-theme-openapi-docs/package.json'));
const codeGenerators = fromTheme('postman-code-generators') as CodeGenerators;
const {Request} = fromTheme('postman-collection') as {Request: new (definition: PostmanRequestDefinition) => unknown};

/** The generator behind each tab: plain HTTP with each language's standard library or its most common client. */
const generators: Record<SampleLanguageValue, {language: string; variant: string}> = {
  curl: {language: 'curl', variant: 'cURL'},
  js: {language: 'javascript', variant: 'Fetch'},
  python: {language: 'python', variant: 'Requests'},
  ruby: {language: 'ruby', variant: 'Net::HTTP'},
  csharp: {language: 'csharp', variant: 'HttpClient'},
  php: {language: 'php', variant: 'cURL'},
  go: {language: 'go', variant: 'Native'},
  java: {language: 'java', variant: 'OkHttp'},
};

/** The generators' options as the console sets them, with cURL's long option names, as the guides write them. */
const generatorOptions = {longFormat: true, followRedirect: true, trimRequestBody: true, indentCount: 2, indentType: 'Space'};

/** What a sample needs to know about one operation. */
export type SampleRequest = {
  method: string;
  path: string;
  /** Sends `Authorization: Bearer $ONRAMP_ACCESS_TOKEN`. */
  bearer: boolean;
  contentType?: string;
  body?: unknown;
};

type Piece = {text: string} | {variable: string};

/** One language's way of writing a string made of literal text and environment variables. */
type StringWriter = (pieces: Piece[], quote: string) => string;

const literal = (quote: string) => (text: string) => `${quote}${text}${quote}`;
/** `"a" + env("X") + "b"` in languages that join strings with an operator. */
const joined =
  (operator: string, read: (name: string) => string): StringWriter =>
  (pieces, quote) =>
    pieces
      .filter((piece) => !('text' in piece) || piece.text !== '')
      .map((piece) => ('text' in piece ? literal(quote)(piece.text) : read(piece.variable)))
      .join(` ${operator} `);

const stringWriters: Record<SampleLanguageValue, StringWriter> = {
  // Double quotes so the shell expands the variable; braces only where a name character follows.
  curl: (pieces) =>
    `"${pieces
      .map((piece, index) => {
        if ('text' in piece) return piece.text.replace(/(["$`\\])/g, '\\$1');
        const next = pieces[index + 1];
        return next && 'text' in next && /^\w/.test(next.text) ? `\${${piece.variable}}` : `$${piece.variable}`;
      })
      .join('')}"`,
  js: (pieces) => `\`${pieces.map((piece) => ('text' in piece ? piece.text.replace(/([`$\\])/g, '\\$1') : `\${process.env.${piece.variable}}`)).join('')}\``,
  python: joined('+', (name) => `os.environ["${name}"]`),
  ruby: (pieces) => `"${pieces.map((piece) => ('text' in piece ? piece.text.replace(/(["#\\])/g, '\\$1') : `#{ENV.fetch("${piece.variable}")}`)).join('')}"`,
  csharp: joined('+', (name) => `Environment.GetEnvironmentVariable("${name}")`),
  php: joined('.', (name) => `getenv('${name}')`),
  go: joined('+', (name) => `os.Getenv("${name}")`),
  java: joined('+', (name) => `System.getenv("${name}")`),
};

/** Replaces `from` in a generated sample, failing when a generator upgrade changed the text it expects. */
function replaceOnce(code: string, from: string | RegExp, to: string): string {
  const replaced = code.replace(from, to);
  if (replaced === code) throw new Error(`A request sample no longer holds ${String(from)}:\n${code}`);
  return replaced;
}

/**
 * What a sample needs besides the generator's code: the imports that read the environment, and for Ruby TLS, which the
 * generator only switches on for a literal https URL.
 */
const completions: Partial<Record<SampleLanguageValue, (code: string) => string>> = {
  python: (code) => `import os\n${code}`,
  go: (code) => replaceOnce(code, /^import \(\n/m, 'import (\n  "os"\n'),
  ruby: (code) => replaceOnce(code, /^http = Net::HTTP\.new\(url\.host, url\.port\);?$/m, 'http = Net::HTTP.new(url.host, url.port)\nhttp.use_ssl = url.scheme == "https"'),
};

const placeholder = (name: string) => `{{${name}}}`;
/** A one-line string literal that holds at least one placeholder. */
const quotedWithPlaceholder = /(["'])((?:(?!\1)[^\n\\]|\\.)*\{\{[A-Z_]+\}\}(?:(?!\1)[^\n\\]|\\.)*)\1/g;

function pieces(text: string): Piece[] {
  return text.split(/\{\{([A-Z_]+)\}\}/).map((part, index) => (index % 2 === 1 ? {variable: part} : {text: part}));
}

/** Replaces each string literal that holds a placeholder with the language's expression reading the variable. */
export function readVariables(language: SampleLanguageValue, code: string): string {
  const rewritten = code.replace(quotedWithPlaceholder, (_match, quote: string, content: string) => stringWriters[language](pieces(content), quote));
  if (/\{\{[A-Z_]+\}\}/.test(rewritten)) {
    throw new Error(`A ${language} request sample still holds a placeholder the rewrite did not reach:\n${rewritten}`);
  }
  return (completions[language] ?? ((same: string) => same))(rewritten);
}

function generate(language: SampleLanguageValue, request: unknown): Promise<string> {
  const {language: generatorLanguage, variant} = generators[language];
  return new Promise((resolve, reject) =>
    codeGenerators.convert(generatorLanguage, variant, request, generatorOptions, (error, snippet) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(snippet),
    ),
  );
}

/** The operation's request in every language of the samples, each reading `$ONRAMP_API_URL` and the access token. */
export async function requestSamples(operation: SampleRequest): Promise<RequestSample[]> {
  const header = [
    ...(operation.contentType ? [{key: 'Content-Type', value: operation.contentType}] : []),
    ...(operation.bearer ? [{key: 'Authorization', value: `Bearer ${placeholder(sampleVariables.accessToken)}`}] : []),
  ];
  const request = new Request({
    url: `${placeholder(sampleVariables.apiUrl)}${operation.path}`,
    method: operation.method.toUpperCase(),
    header,
    ...(operation.body === undefined ? {} : {body: {mode: 'raw', raw: typeof operation.body === 'string' ? operation.body : JSON.stringify(operation.body, null, 2)}}),
  });
  return Promise.all(
    sampleLanguages.map(async ({value}) => ({language: value, code: readVariables(value, (await generate(value, request)).trimEnd())})),
  );
}
