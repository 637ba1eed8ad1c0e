import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isInterfaceType,
  parse,
  validate,
  validateSchema,
  type GraphQLSchema,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {graphqlServices, graphqlSpecNames, kebabName, type GraphqlService} from '../../src/config/graphqlReference';
import {defaultQueries} from '../../src/components/GraphqlExplorer/defaultQueries';
import {rootDir} from '../support/docs';
import {pageCodeBlocks} from '../support/markdownBlocks';

const sdl = (service: GraphqlService) => readFileSync(join(rootDir, 'api', 'graphql', `${service}.graphql`), 'utf8');
const schemas = Object.fromEntries(graphqlServices.map((service) => [service, buildSchema(sdl(service))])) as Record<GraphqlService, GraphQLSchema>;

/** Everything in a schema that a reader needs described: types, fields, arguments, enum values, input fields, directives. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (where: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(where);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (['skip', 'include', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue;
    check(`@${directive.name}`, directive.description);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg.description);
  }
  return missing;
}

describe.each(graphqlServices)('the %s schema', (service) => {
  const schema = schemas[service];

  it('builds and passes graphql-js validation', () => {
    expect(validateSchema(schema).map((error) => error.message)).toEqual([]);
  });

  it('describes every type, field, argument, enum value, input field and directive', () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it('contains every name the spec lists for it', () => {
    const missing = Object.entries(graphqlSpecNames[service]).flatMap(([category, names]) =>
      (names ?? []).flatMap((name) => {
        const defined =
          category === 'mutations'
            ? schema.getMutationType()?.getFields()[name]
            : category === 'queries'
              ? schema.getQueryType()?.getFields()[name]
              : category === 'directives'
                ? schema.getDirective(name)
                : schema.getType(name);
        return defined ? [] : [`${category}/${name} is not in the schema`];
      }),
    );
    expect(missing).toEqual([]);
  });
});

describe('GraphQL schema facts shared with the docs', () => {
  it('declares @auth on the onboarding and invitation services', () => {
    expect(schemas.onboarding.getDirective('auth')).toBeDefined();
    expect(schemas.invitation.getDirective('auth')).toBeDefined();
  });

  it('names the error policies RETRY, SKIP and STOP', () => {
    const errorAction = schemas.workflow.getType('ErrorAction');
    expect(isEnumType(errorAction) && errorAction.getValues().map((value) => value.name)).toEqual(['RETRY', 'SKIP', 'STOP']);
  });

  it('turns type and operation names into the generator page names', () => {
    expect(kebabName('WorkflowDetails')).toBe('workflow-details');
    expect(kebabName('submitOnboardingStep')).toBe('submit-onboarding-step');
    expect(kebabName('DateTime')).toBe('date-time');
    expect(kebabName('JSON')).toBe('json');
    expect(kebabName('auth')).toBe('auth');
  });
});

describe('GraphQL examples in the docs', () => {
  const blocks = pageCodeBlocks().filter((block) => block.lang === 'graphql');

  it('are many, and each names the service it targets', () => {
    expect(blocks.length).toBeGreaterThan(30);
    const unnamed = blocks.filter((block) => !graphqlServices.includes(block.meta.service as GraphqlService));
    expect(unnamed.map((block) => `${block.file}:${block.line}`)).toEqual([]);
  });

  it('are valid operations against their service schema', () => {
    const failures = blocks.flatMap((block) => {
      const schema = schemas[block.meta.service as GraphqlService];
      if (!schema) return [];
      try {
        return validate(schema, parse(block.code)).map((error) => `${block.file}:${block.line} ${error.message}`);
      } catch (error) {
        return [`${block.file}:${block.line} ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('include the explorer default queries, which validate too', () => {
    const failures = graphqlServices.flatMap((service) =>
      validate(schemas[service], parse(defaultQueries[service])).map((error) => `${service}: ${error.message}`),
    );
    expect(failures).toEqual([]);
  });
});
