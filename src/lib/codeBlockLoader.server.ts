// Server bundle's stand-in for codeBlockLoader.ts (aliased by serverStandIns in src/config/leanBundle.ts): the code block module is
// imported statically, so server rendering never suspends and the HTML holds finished, highlighted blocks.
import '@site/src/lib/prismLanguages';
import * as module from '@theme-original/CodeBlock';
import {alreadyLoaded} from './onDemand';
import type {CodeBlockModule} from './codeBlockModule';

export const codeBlock = alreadyLoaded<CodeBlockModule>(module as CodeBlockModule);
