import type {PluginConfig} from '@docusaurus/types';

/** Docusaurus's own commands, as its CLI lists them: for these it never calls a plugin's extendCli. */
const coreCommands: ReadonlySet<string> = new Set([
  'start',
  'build',
  'swizzle',
  'deploy',
  'serve',
  'clear',
  'write-translations',
  'write-heading-ids',
]);

/**
 * The reference generators' plugins (OpenAPI: gen-api-docs; GraphQL: graphql-to-doc:<service>) only add commands, so
 * Docusaurus's own commands leave them out: loading them took each build process about 1 s. Any other command (theirs,
 * or none known) keeps them.
 */
export function generatorPluginsFor(command: string | undefined, plugins: readonly PluginConfig[]): PluginConfig[] {
  return command !== undefined && coreCommands.has(command) ? [] : [...plugins];
}
