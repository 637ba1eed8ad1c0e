import {describe, expect, it} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import {generatorPluginsFor} from '../../src/config/generatorPlugins';

const generators: PluginConfig[] = [['docusaurus-plugin-openapi-docs', {id: 'openapi'}], ['@graphql-markdown/docusaurus', {id: 'workflow'}]];

describe('the reference generators are plugins only for the commands that can use them', () => {
  it('leaves them out of Docusaurus’s own commands, which never extend the CLI', () => {
    for (const command of ['build', 'start', 'serve', 'clear', 'swizzle', 'deploy', 'write-translations', 'write-heading-ids']) {
      expect(generatorPluginsFor(command, generators)).toEqual([]);
    }
  });

  it('keeps them for their own commands and whenever the command is not known', () => {
    for (const command of ['gen-api-docs', 'clean-api-docs', 'graphql-to-doc:workflow', undefined, '--version']) {
      expect(generatorPluginsFor(command, generators)).toEqual(generators);
    }
  });
});
