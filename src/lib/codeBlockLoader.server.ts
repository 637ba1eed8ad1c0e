// Server bundle's stand-in for codeBlockLoader.ts (aliased by src/plugins/prism-on-demand): the code block module is
// imported statically, so server rendering never suspends and the HTML holds finished, highlighted blocks.
import '@site/src/lib/prismLanguages';
import * as codeBlock from '@theme-original/CodeBlock';
import {resolvedNow, type CodeBlockModule} from './codeBlockModule';

const loaded = codeBlock as CodeBlockModule;

export function loadCodeBlock(): Promise<CodeBlockModule> {
  return Promise.resolve(loaded);
}

export function codeBlockModule(): Promise<CodeBlockModule> {
  return resolvedNow(loaded);
}
