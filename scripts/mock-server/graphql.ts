import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {GraphQLError, type GraphQLFieldConfig, type GraphQLSchema} from 'graphql';
import {MapperKind, getDirective, mapSchema} from '@graphql-tools/utils';
import {createYoga, type YogaServerInstance} from 'graphql-yoga';
import {mockedSchema} from '../../src/components/GraphqlExplorer/mockSchema';
import type {MockToken} from './tokens';

type Context = {request: Request};
type AuthRule = {requires: string[]; environment?: 'SANDBOX' | 'PRODUCTION'};

/** `WORKFLOWS_WRITE` → `workflows:write`, as the services' Scope enums document. */
const scopeString = (value: string): string => value.toLowerCase().replace('_', ':');

/** Checks a request's bearer token against one @auth rule, throwing the documented GraphQL error when it fails. */
function authorize(rule: AuthRule, request: Request, tokens: Map<string, MockToken>): void {
  const header = request.headers.get('authorization') ?? '';
  const bearer = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) {
    throw new GraphQLError('This field needs an access token: send Authorization: Bearer <access_token>.', {
      extensions: {code: 'UNAUTHENTICATED', reason: 'missing_token'},
    });
  }
  const token = tokens.get(bearer);
  if (!token) {
    throw new GraphQLError('The access token is not one this server issued. Request a new one from POST /token.', {
      extensions: {code: 'UNAUTHENTICATED', reason: 'invalid_token'},
    });
  }
  const requiredScopes = rule.requires.map(scopeString);
  if (!requiredScopes.every((scope) => token.scopes.includes(scope))) {
    throw new GraphQLError(`The access token lacks a scope this field needs: ${requiredScopes.join(', ')}.`, {
      extensions: {code: 'FORBIDDEN', reason: 'insufficient_scope', requiredScopes},
    });
  }
  if (rule.environment && rule.environment.toLowerCase() !== token.environment) {
    throw new GraphQLError(`This field needs a token of the ${rule.environment.toLowerCase()} environment.`, {
      extensions: {code: 'FORBIDDEN', reason: 'environment_mismatch', requiredScopes},
    });
  }
}

/** Wraps every field guarded by @auth, on the field or on its object type, with the checks the directive describes. */
function enforceAuth(schema: GraphQLSchema, tokens: Map<string, MockToken>): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field: GraphQLFieldConfig<unknown, Context>, _name, typeName) => {
      const type = schema.getType(typeName);
      const rules = [
        ...((type && getDirective(schema, type, 'auth')) ?? []),
        ...(getDirective(schema, field, 'auth') ?? []),
      ] as AuthRule[];
      if (rules.length === 0) return field;
      const resolve = field.resolve;
      return {
        ...field,
        resolve: (source, args, context, info) => {
          for (const rule of rules) authorize(rule, context.request, tokens);
          return resolve ? resolve(source, args, context, info) : (source as Record<string, unknown>)?.[info.fieldName];
        },
      };
    },
  });
}

/** One GraphQL Yoga server per service, answering at /graphql/<service> with mocked data behind the @auth checks. */
export function graphqlMockServices(rootDir: string, services: readonly string[], tokens: Map<string, MockToken>): Map<string, YogaServerInstance<object, Context>> {
  return new Map(
    services.map((service) => {
      const sdl = readFileSync(join(rootDir, 'api/graphql', `${service}.graphql`), 'utf8');
      const schema = enforceAuth(mockedSchema(sdl), tokens);
      const yoga = createYoga<object, Context>({
        schema,
        graphqlEndpoint: `/graphql/${service}`,
        graphiql: false,
        landingPage: false,
        logging: false,
        // A local mock has nothing to hide: errors, the @auth checks' codes included, reach the client as they are.
        maskedErrors: false,
        cors: {origin: '*', credentials: false},
      });
      return [service, yoga];
    }),
  );
}
