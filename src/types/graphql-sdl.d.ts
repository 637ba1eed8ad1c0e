// GraphQL SDL files are imported as strings (see src/plugins/graphql-explorer-support).
declare module '*.graphql' {
  const sdl: string;
  export default sdl;
}
