import {resolvedNow, type CodeBlockModule} from './codeBlockModule';

let loaded: CodeBlockModule | undefined;
let loading: Promise<CodeBlockModule> | undefined;

/** Loads theme-classic's CodeBlock with Prism and the extra languages, once. */
export function loadCodeBlock(): Promise<CodeBlockModule> {
  loading ??= Promise.all([import('@site/src/lib/prismLanguages'), import('@theme-original/CodeBlock')]).then(
    ([, codeBlock]) => (loaded = codeBlock),
  );
  return loading;
}

/**
 * The module for React.lazy. Once loaded it comes as a thenable that resolves synchronously, so React renders (and
 * hydrates) code blocks at once instead of suspending, which would swap server-rendered blocks for the fallback.
 * The server bundle uses codeBlockLoader.server.ts instead.
 */
export function codeBlockModule(): Promise<CodeBlockModule> {
  return loaded ? resolvedNow(loaded) : loadCodeBlock();
}
