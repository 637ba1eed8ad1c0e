// Swizzled (replace): the page shows the request in every language beside the console (src/components/RequestSamples), made by the same generators at build time; a second set in the console could disagree with it, and the generators stay out of the browser.
export default function CodeSnippets(): null {
  return null;
}
