import {onDemand} from './onDemand';
import type {CodeBlockModule} from './codeBlockModule';

/**
 * theme-classic's CodeBlock with Prism and the extra languages, loaded with a page's first code block; a failed load is
 * retried by the next request. The server bundle uses codeBlockLoader.server.ts instead.
 */
export const codeBlock = onDemand<CodeBlockModule>(() =>
  Promise.all([import('@site/src/lib/prismLanguages'), import('@theme-original/CodeBlock')]).then(([, module]) => module),
);
