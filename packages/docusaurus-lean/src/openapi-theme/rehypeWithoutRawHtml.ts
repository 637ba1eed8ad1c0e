/**
 * Takes rehype-raw's place in the OpenAPI theme's Markdown renderer, which draws the spec's descriptions on the API
 * pages. rehype-raw re-parses every description with an HTML parser (parse5, about a third of the renderer's bundle)
 * so that raw HTML in them renders; api/openapi.yaml has none (tests/unit/openapiTheme.test.ts keeps it so), so the
 * renderer keeps the tree as Markdown made it.
 */
export default function rehypeWithoutRawHtml(): void {}
