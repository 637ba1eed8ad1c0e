import type {ComponentType} from 'react';

// theme-classic's CodeBlock takes many optional props; the wrapper passes them through untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CodeBlockModule = {default: ComponentType<any>};

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
 */
export function codeBlockModule(): Promise<CodeBlockModule> {
  if (loaded) {
    const module = loaded;
    return {then: (resolve: (value: CodeBlockModule) => unknown) => resolve(module)} as unknown as Promise<CodeBlockModule>;
  }
  return loadCodeBlock();
}

// Server rendering loads it up front, so the server HTML has highlighted blocks and no pending Suspense boundary
// (whose <template> markers would also reach the search index).
if (typeof window === 'undefined') void loadCodeBlock();
