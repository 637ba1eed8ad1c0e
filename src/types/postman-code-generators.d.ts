// postman-code-generators ships no types; the REST console's generator list only passes each generator module on.
declare module 'postman-code-generators/codegens/*/index.js' {
  const generator: unknown;
  export = generator;
}
