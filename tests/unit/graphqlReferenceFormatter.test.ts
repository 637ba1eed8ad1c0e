import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {graphqlServices} from '../../src/config/graphqlReference';
import {
  beforeComposePageTypeHook,
  beforePrintTypeHook,
  createMDXFormatter,
  entityKind,
  fitText,
  formatMDXBadge,
  formatMDXBullet,
  formatMDXSpecifiedByLink,
  kindLine,
  pageDescription,
  plainSummary,
  prependToSection,
  raiseHeadings,
} from '../../src/plugins/graphql-reference-formatter/index.cjs';
import {rootDir} from '../support/docs';

const schemas = graphqlServices.map((service) => ({
  service,
  schema: buildSchema(readFileSync(join(rootDir, 'api', 'graphql', `${service}.graphql`), 'utf8')),
}));

describe('GraphQL reference page descriptions', () => {
  it('fall back to a sentence built from the kind and the name', () => {
    expect(pageDescription({name: 'Workflow', kind: 'object', service: 'workflow'})).toBe(
      'The Workflow object type of the Onramp workflow GraphQL API: its fields and where it is used.',
    );
    expect(pageDescription({name: 'auth', kind: 'directive', service: 'invitation', sdlDescription: '  '})).toBe(
      'The @auth directive of the Onramp invitation GraphQL API: its arguments and where it can be used.',
    );
  });

  it('carry the first paragraph of the SDL description as plain text', () => {
    const description = pageDescription({
      name: 'Environment',
      kind: 'enum',
      service: 'onboarding',
      sdlDescription: 'One of the two environments of a `workspace`, see [keys](/keys).\n\nA second paragraph.',
    });
    expect(description).toBe('The Environment enum of the Onramp onboarding GraphQL API: one of the two environments of a workspace, see keys.');
  });

  it('keep a schema name at the start of the summary as it is written', () => {
    const description = pageDescription({
      name: 'deployWorkflows',
      kind: 'mutation',
      service: 'workflow',
      sdlDescription: 'Workflow versions to deploy.',
      names: new Set(['Workflow']),
    });
    expect(description).toContain('API: Workflow versions to deploy.');
  });

  it('fit in 160 characters by whole sentences, or whole words and an ellipsis', () => {
    expect(fitText('First one. Second sentence is longer.', 12)).toBe('First one.');
    expect(fitText('A single long sentence without any stop', 20)).toBe('A single long…');
    const long = pageDescription({name: 'X', kind: 'scalar', service: 'workflow', sdlDescription: 'word '.repeat(80)});
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('strip Markdown emphasis, code and links from the summary', () => {
    expect(plainSummary('**Bold** and `code` and [a link](https://example.com)\nwrapped')).toBe('Bold and code and a link wrapped');
  });

  it('tell every kind of schema entity apart, operations by their root type', () => {
    const {schema} = schemas.find((entry) => entry.service === 'workflow')!;
    expect(entityKind(schema.getType('Workflow'), schema)).toBe('object');
    expect(entityKind(schema.getType('WorkflowMode'), schema)).toBe('enum');
    expect(entityKind(schema.getType('CreateWorkflowInput'), schema)).toBe('input');
    expect(entityKind(schema.getType('DateTime'), schema)).toBe('scalar');
    expect(entityKind(schema.getDirective('auth'), schema)).toBe('directive');
    expect(entityKind(schema.getQueryType()!.getFields().getWorkflowDetails, schema)).toBe('query');
    expect(entityKind(schema.getMutationType()!.getFields().createWorkflow, schema)).toBe('mutation');
  });

  it('are written into the front matter by the printer hook, as a YAML-safe string', async () => {
    const {schema} = schemas.find((entry) => entry.service === 'workflow')!;
    const options: Record<string, unknown> = {schema, basePath: '/graphql/workflow', frontMatter: {}};
    await beforePrintTypeHook({data: {type: schema.getType('Workflow'), options}});
    const {description} = options.frontMatter as {description: string};
    expect(JSON.parse(description)).toMatch(/^The Workflow object type of the Onramp workflow GraphQL API: a sign-up or onboarding journey/);
  });

  it('differ between services and stay within 160 characters for every type and operation', () => {
    const all = schemas.flatMap(({service, schema}) => {
      const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
      const operations = [schema.getQueryType(), schema.getMutationType()].flatMap((root) => Object.values(root?.getFields() ?? {}));
      return [...types, ...operations, ...schema.getDirectives()].map((entity) =>
        pageDescription({name: entity.name, kind: entityKind(entity, schema), service, sdlDescription: entity.description}),
      );
    });
    expect(all.filter((description) => description.length > 160)).toEqual([]);
    expect(all.length - new Set(all).size).toBe(0);
  });
});

describe('GraphQL reference page opening line', () => {
  it('names the kind of entity, with the right article, and the service', () => {
    expect(kindLine('mutation', 'workflow')).toBe('A mutation of the workflow service.');
    expect(kindLine('object', 'onboarding')).toBe('An object type of the onboarding service.');
    expect(kindLine('input', 'invitation')).toBe('An input type of the invitation service.');
  });

  it('goes before the description, whatever shape the printer gives it', () => {
    expect(prependToSection(undefined, 'Line.')).toEqual({content: 'Line.'});
    expect(prependToSection({content: ''}, 'Line.')).toEqual({content: 'Line.'});
    expect(prependToSection({content: 'Text.'}, 'Line.')).toEqual({content: 'Line.\n\nText.'});
    expect(prependToSection({content: [{content: 'Text.'}]}, 'Line.')).toEqual({content: [{content: 'Line.'}, {content: 'Text.'}]});
  });

  it('is added by the compose hook from the schema and the service path', async () => {
    const {schema} = schemas.find((entry) => entry.service === 'workflow')!;
    const sections: Record<string, {content?: string} | undefined> = {description: {content: 'Creates a workflow.'}};
    const type = schema.getMutationType()!.getFields().createWorkflow;
    await beforeComposePageTypeHook({data: {type, options: {schema, basePath: '/graphql/workflow'}, sections}});
    expect(sections.description).toEqual({content: 'A mutation of the workflow service.\n\nCreates a workflow.'});
  });

  it('raises headings from h3 to h2 and h4 to h3, except in code', () => {
    const page = ['# Title', '### Fields', '#### [Workflow.id](#id)', 'Text with ### inside.', '```graphql', '### kept', '```', '##### Deeper'].join('\n');
    expect(raiseHeadings(page)).toBe(['# Title', '## Fields', '### [Workflow.id](#id)', 'Text with ### inside.', '```graphql', '### kept', '```', '#### Deeper'].join('\n'));
  });
});

describe('the "Specified by" heading of a scalar', () => {
  it('is the word Specification linking to the specification, with no glyph for search results to show', () => {
    expect(formatMDXSpecifiedByLink('https://www.rfc-editor.org/rfc/rfc3986')).toBe('[Specification](https://www.rfc-editor.org/rfc/rfc3986)');
  });
});

describe('badges and the bullet in reference headings', () => {
  it('are plain spans, which the table of contents copies as valid HTML', () => {
    expect(formatMDXBadge({text: 'non-null', classname: 'NON_NULL'})).toBe('<span className="badge badge--secondary badge--non_null">non-null</span>');
    expect(formatMDXBadge({text: 'scalar'})).toBe('<span className="badge badge--secondary">scalar</span>');
    expect(formatMDXBullet('rest')).toBe('<span className="graphql-bullet">●</span>rest');
  });

  it('are what the formatter factory gives the generator, which prefers it to the single functions', () => {
    const formatter = createMDXFormatter({generatorFrameworkName: 'docusaurus'});
    expect(formatter.formatMDXBadge).toBe(formatMDXBadge);
    expect(formatter.formatMDXBullet).toBe(formatMDXBullet);
    expect(formatter.formatMDXSpecifiedByLink).toBe(formatMDXSpecifiedByLink);
  });
});
