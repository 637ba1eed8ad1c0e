import type {ComponentType} from 'react';

// theme-classic's CodeBlock takes many optional props; the wrapper passes them through untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CodeBlockModule = {default: ComponentType<any>};
