// Ends each generated GraphQL operation page (docs-graphql/<service>/{queries,mutations}/*.mdx, written by
// graphql-markdown) with an example: the operation and its variables as a guide shows them (src/lib/graphqlExamples.ts),
// and the two answers the local mock server gives it from the example workspace. Run by scripts/generate.mjs after
// the GraphQL references are generated; an operation page without an example stops the generation.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, type GraphQLEnumType} from 'graphql';
import {graphqlDocs, graphqlReferenceDir, graphqlServices, type GraphqlService} from '../src/config/graphqlReference';
import {exampleWorkspace} from '../src/data/exampleWorkspace';
import {answerExamples, exampleKey, operationExamples, otherEnvironment, type ExampleAnswers, type GraphqlExample} from '../src/lib/graphqlExamples';

const siteDir = join(__dirname, '..');
export const operationCategories = {queries: 'query', mutations: 'mutation'} as const;

const fence = (lang: string, code: string, title?: string) => `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${code}\n\`\`\``;
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The route of a guide file: its `slug` front matter when it has one, else its path under docs/. */
export function guideRoute(siteRoot: string, guide: string): string {
  const text = readFileSync(join(siteRoot, guide), 'utf8');
  const slug = text.match(/^---\n[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?^---$/m)?.[1];
  if (slug && !slug.includes('{{')) return slug.replace(/^['"]|['"]$/g, '');
  return `/${guide.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`.replace(/\/index$/, '') || '/';
}

const guideTitle = (siteRoot: string, guide: string): string =>
  readFileSync(join(siteRoot, guide), 'utf8').match(/^title:\s*["']?(.+?)["']?\s*$/m)?.[1] ?? guide;

/** Whether the example starts a workflow with an idempotency key the workspace already holds, so the mock returns that instance. */
const repeatsAKnownKey = (example: GraphqlExample, answers: ExampleAnswers): boolean =>
  json(example.variables).includes('"idempotencyKey"') && !json(answers.success).includes(exampleWorkspace.createdInstanceId) && json(answers.success).includes('"wfi_');

/** Whether the example adds the custom domain its environment already has, so the mock returns that domain unchanged. */
const addsTheExistingDomain = (example: GraphqlExample, answers: ExampleAnswers): boolean =>
  example.field === 'addCustomDomain' && exampleWorkspace.customDomains.some((domain) => json(answers.success).includes(`"${domain.id}"`));

/** The Markdown of a page's example section. */
export function exampleSection(example: GraphqlExample, answers: ExampleAnswers, userErrorMeaning: string | undefined, guide?: {title: string; route: string}): string {
  const promotedNote = answers.environment === 'sandbox' && example.service === 'workflow' ? ', where a workflow reads as its promoted version rather than its draft' : '';
  const intro = [
    `Send the operation to \`$ONRAMP_GRAPHQL_URL/${example.service}\` with an access token in the \`Authorization\` header.`,
    `The answers below are what the local mock server returns for it from the example workspace, to a ${answers.environment} token; a ${otherEnvironment(answers.environment)} token reads that environment instead${promotedNote}.`,
    ...(guide ? [`The operation is the one [${guide.title}](${guide.route}) uses.`] : []),
    ...(repeatsAKnownKey(example, answers)
      ? ['Its idempotency key already started an instance of that workflow in the example workspace, so the success answer is that instance, not a new one: a repeated start returns the first.']
      : []),
    ...(addsTheExistingDomain(example, answers)
      ? [
          `The example workspace already has this hostname as its ${answers.environment} domain, verified, so the success answer is that domain as it stands: adding the hostname an environment already has changes nothing. A hostname the environment does not have yet comes back \`PENDING\`, with the DNS records to create, when the environment has no domain; the example workspace has one in each environment, so there the mock answers \`DOMAIN_LIMIT_REACHED\`.`,
        ]
      : []),
  ].join(' ');
  const failure = userErrorMeaning
    ? [`### A user error: \`${answers.failureLabel}\``, '', `The payload's \`status\` is \`FAILURE\` and \`errors\` says why. \`${answers.failureLabel}\`: ${userErrorMeaning}`]
    : [
        '### An expired token',
        '',
        'A query has no user errors: it fails as a whole, for example when the access token has expired. Request a new token from `POST /token` and send the operation again.',
      ];
  return [
    '## Example',
    '',
    intro,
    '',
    fence('graphql', example.query, 'Operation'),
    '',
    fence('json', json(example.variables), 'Variables'),
    '',
    '### Success',
    '',
    fence('json', json(answers.success), 'Response'),
    '',
    ...failure,
    '',
    fence('json', json(answers.failure), 'Response'),
    '',
  ].join('\n');
}

/** What each user error code means, from the UserErrorCode enum of the service's SDL. */
function userErrorMeanings(service: GraphqlService): Map<string, string> {
  const schema = buildSchema(readFileSync(join(siteDir, 'generated', 'api', 'graphql', `${service}.graphql`), 'utf8'));
  const codes = schema.getType('UserErrorCode') as GraphQLEnumType | undefined;
  return new Map((codes?.getValues() ?? []).map((value) => [value.name, (value.description ?? '').replace(/\s+/g, ' ').trim()]));
}

async function main(): Promise<void> {
  const examples = operationExamples(siteDir);
  const answers = await answerExamples(siteDir, examples.values());
  const missing: string[] = [];
  for (const service of graphqlServices) {
    const meanings = userErrorMeanings(service);
    for (const [category, operationType] of Object.entries(operationCategories)) {
      const dir = join(siteDir, graphqlDocs.path, graphqlReferenceDir(service), category);
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.mdx'))) {
        const file = join(dir, name);
        const page = readFileSync(file, 'utf8');
        const field = page.match(/^title:\s*(\S+)\s*$/m)?.[1] ?? '';
        const key = exampleKey(service, field);
        const example = examples.get(key);
        const answer = answers.get(key);
        if (!example || !answer || example.operationType !== operationType) {
          missing.push(`${service} ${operationType} ${field}`);
          continue;
        }
        const guide = example.guide ? {title: guideTitle(siteDir, example.guide), route: guideRoute(siteDir, example.guide)} : undefined;
        const meaning = operationType === 'mutation' ? meanings.get(answer.failureLabel) : undefined;
        writeFileSync(file, `${page.trimEnd()}\n\n${exampleSection(example, answer, meaning, guide)}`);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(`No example for these GraphQL operations; show one in a guide or add it to src/data/graphqlOperationExamples.ts:\n${missing.join('\n')}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
