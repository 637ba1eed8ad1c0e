// Types for the OpenAPI theme modules our thin swizzles import; the theme ships no declarations for them.
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<State, Selected>(selector: (state: State) => Selected): Selected;
}

declare module 'crypto-js/sha1' {
  export default function SHA1(message: string): {toString(): string};
}

// The OpenAPI theme replaces theme-classic's Tabs with its own, sharing this tabs context with its tab variants.
declare module '@theme/utils/tabsUtils' {
  export function useTabs(): {selectedValue: string | null | undefined; lazy: boolean};
}

declare module '@theme/ApiTabs' {
  import type {Props} from '@theme/Tabs';

  export default function ApiTabs(props: Props & Record<string, unknown>): import('react').ReactNode;
}

declare module '@theme/MimeTabs' {
  import type {Props} from '@theme/Tabs';

  export default function MimeTabs(props: Props & Record<string, unknown>): import('react').ReactNode;
}

declare module '@theme/SchemaTabs' {
  import type {Props} from '@theme/Tabs';

  export default function SchemaTabs(props: Props & Record<string, unknown>): import('react').ReactNode;
}

declare module '@theme/DiscriminatorTabs' {
  import type {Props} from '@theme/Tabs';

  export default function DiscriminatorTabs(props: Props & Record<string, unknown>): import('react').ReactNode;
}

declare module '@theme/OperationTabs' {
  import type {Props} from '@theme/Tabs';

  export default function OperationTabs(props: Props & Record<string, unknown>): import('react').ReactNode;
}

declare module '@theme-original/ArrayBrackets' {
  import type {ReactNode} from 'react';

  export function OpeningArrayBracket(): ReactNode;
  export function ClosingArrayBracket(): ReactNode;
}

// The theme's whole stylesheet, which the console imports when it loads (src/theme/ApiExplorer).
declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
