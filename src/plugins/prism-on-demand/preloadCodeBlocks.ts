// Client module: on a first load whose server HTML has code blocks, starts loading the code block bundle while the
// route's chunks load, so it is ready when hydration reaches the blocks (see src/lib/codeBlockLoader.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {codeBlock} from '@site/src/lib/codeBlockLoader';

if (ExecutionEnvironment.canUseDOM && document.querySelector('.theme-code-block')) {
  codeBlock.load().catch(() => undefined);
}
