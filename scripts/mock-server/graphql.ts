import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {GraphQLError, type GraphQLFieldConfig, type GraphQLSchema} from 'graphql';
import {MapperKind, getDirective, mapSchema} from '@graphql-tools/utils';
import {createYoga, type YogaServerInstance} from 'graphql-yoga';
import {mockedSchema, type MockedService} from '../../src/components/GraphqlExplorer/mockSchema';
import type {AnswerContext} from '../../src/data/exampleAnswers';
import {quoteLimits} from '../../src/data/limits';
import {preferences} from './problems';
import type {MockTokens} from './tokens';

type Context = AnswerContext & {request: Request};
type AuthRule = {requires: string[]; environment?: 'SANDBOX' | 'PRODUCTION'};

/** `WORKFLOWS_WRITE` → `workflows:write`, as the services' Scope enums document. */
const scopeString = (value: string): string => value.toLowerCase().replace('_', ':');

/** Top-level errors a request can rehearse with `Prefer: error=<reason>`, as the @auth directive describes them. */
const rehearsedReasons = new Set(['missing_token', 'invalid_token', 'token_expired', 'insufficient_scope', 'environment_mismatch']);

const unauthenticated = (reason: string, message: string) => new GraphQLError(message, {extensions: {code: 'UNAUTHENTICATED', reason}});
const forbidden = (reason: string, message: string, requiredScopes: string[]) => new GraphQLError(message, {extensions: {code: 'FORBIDDEN', reason, requiredScopes}});

/** Checks a request's bearer token against one @auth rule, throwing the documented GraphQL error when it fails. */
function authorize(rule: AuthRule, request: Request, tokens: MockTokens, args: Record<string, unknown>): void {
  const requiredScopes = rule.requires.map(scopeString);
  const rehearsed = preferences(request).error?.toLowerCase();
  if (rehearsed && rehearsedReasons.has(rehearsed)) {
    throw rehearsed.startsWith('insufficient') || rehearsed.startsWith('environment')
      ? forbidden(rehearsed, `Rehearsed ${rehearsed}: the access token cannot use this field.`, requiredScopes)
      : unauthenticated(rehearsed, `Rehearsed ${rehearsed}: fetch a new token from POST /token and repeat the operation once.`);
  }
  const header = request.headers.get('authorization') ?? '';
  const bearer = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) throw unauthenticated('missing_token', 'This field needs an access token: send Authorization: Bearer <access_token>.');
  const found = tokens.lookup(bearer);
  if (found.kind === 'expired') throw unauthenticated('token_expired', 'The access token expired at 2025-03-14T09:41:53Z. Request a new one from POST /token.');
  if (found.kind === 'unknown') throw unauthenticated('invalid_token', 'The access token is not one this server issued. Request a new one from POST /token.');
  const token = found.token;
  if (!requiredScopes.every((scope) => token.scopes.includes(scope))) {
    throw forbidden('insufficient_scope', `The access token lacks a scope this field needs: ${requiredScopes.join(', ')}.`, requiredScopes);
  }
  const target = rule.environment ?? ((args.input as {environment?: string} | undefined)?.environment as AuthRule['environment']);
  if (target && target.toLowerCase() !== token.environment) {
    throw forbidden('environment_mismatch', `This needs a token of the ${target.toLowerCase()} environment; this one is for ${token.environment}.`, requiredScopes);
  }
}

/** The environment of a request's token, which decides what every field reads; sandbox when there is no valid token. */
function environmentOf(request: Request, tokens: MockTokens): AnswerContext['environment'] {
  const bearer = (request.headers.get('authorization') ?? '').match(/^Bearer\s+(\S+)$/i)?.[1];
  const found = bearer ? tokens.lookup(bearer) : undefined;
  return found?.kind === 'valid' && found.token.environment === 'production' ? 'PRODUCTION' : 'SANDBOX';
}

/** Wraps every field guarded by @auth, on the field or on its object type, with the checks the directive describes. */
function enforceAuth(schema: GraphQLSchema, tokens: MockTokens): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field: GraphQLFieldConfig<unknown, Context>, _name, typeName) => {
      const type = schema.getType(typeName);
      const rules = [...((type && getDirective(schema, type, 'auth')) ?? []), ...(getDirective(schema, field, 'auth') ?? [])] as AuthRule[];
      if (rules.length === 0) return field;
      const resolve = field.resolve;
      return {
        ...field,
        resolve: (source, args, context, info) => {
          for (const rule of rules) authorize(rule, context.request, tokens, args);
          return resolve ? resolve(source, args, context, info) : (source as Record<string, unknown>)?.[info.fieldName];
        },
      };
    },
  });
}

/** One GraphQL Yoga server per service, answering at /graphql/<service> from the example workspace behind the @auth checks. */
export function graphqlMockServices(rootDir: string, services: readonly MockedService[], tokens: MockTokens): Map<string, YogaServerInstance<object, Context>> {
  return new Map(
    services.map((service) => {
      const sdl = quoteLimits(readFileSync(join(rootDir, 'api/graphql', `${service}.graphql`), 'utf8'));
      const schema = enforceAuth(mockedSchema(sdl, service), tokens);
      const yoga = createYoga<object, Context>({
        schema,
        graphqlEndpoint: `/graphql/${service}`,
        graphiql: false,
        landingPage: false,
        logging: false,
        // A local mock has nothing to hide: errors, the @auth checks' codes included, reach the client as they are.
        maskedErrors: false,
        cors: {origin: '*', credentials: false},
        context: ({request}) => {
          const rehearsed = preferences(request).error;
          return {
            request,
            environment: environmentOf(request, tokens),
            rehearseError: rehearsed && !rehearsedReasons.has(rehearsed.toLowerCase()) ? rehearsed.toUpperCase() : undefined,
          };
        },
      });
      return [service, yoga];
    }),
  );
}
