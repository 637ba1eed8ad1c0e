import type {ComponentType} from 'react';

// theme-classic's CodeBlock takes many optional props; the wrapper passes them through untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CodeBlockModule = {default: ComponentType<any>};

/** A thenable that calls back synchronously: React.lazy then renders the module without suspending. */
export function resolvedNow(module: CodeBlockModule): Promise<CodeBlockModule> {
  return {then: (resolve: (value: CodeBlockModule) => unknown) => resolve(module)} as unknown as Promise<CodeBlockModule>;
}
