// Types for the OpenAPI theme modules our thin swizzles import; the theme ships no declarations for them.
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<State, Selected>(selector: (state: State) => Selected): Selected;
}
