// Types for the OpenAPI theme modules our thin swizzles import; the theme ships no declarations for them.
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<State, Selected>(selector: (state: State) => Selected): Selected;
}

declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';

  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}

declare module 'crypto-js/sha1' {
  export default function SHA1(message: string): {toString(): string};
}
