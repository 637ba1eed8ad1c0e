import type {CodeBlock} from './markdownBlocks';

const shellLanguages = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const apiHostInUrl = /https?:\/\/api\.onramp\.example\b/;
const onrampVariable = /\$\{?(ONRAMP_[A-Z0-9_]+)\}?/g;

/** A shell block, or a block of another language that shows a curl command (such as an MDX sample inside a `text` fence). */
export function isShellExample(block: CodeBlock): boolean {
  return shellLanguages.has(block.lang) || /^\s*(?:\$\s+)?curl\s/m.test(block.code);
}

/** The quote a shell line leaves open ('' for none), given the one open at its start; a `#` comment ends the line. */
function openQuoteAfter(line: string, open: '' | "'" | '"'): '' | "'" | '"' {
  let quote = open;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote === '' && char === '#' && (index === 0 || /\s/.test(line[index - 1]))) {
      break;
    }
    if (quote !== "'" && char === '\\') {
      index += 1;
    } else if (quote === '' && (char === "'" || char === '"')) {
      quote = char;
    } else if (char === quote) {
      quote = '';
    }
  }
  return quote;
}

/**
 * Problems of one shell example, each as `file:line: what is wrong`: an `$ONRAMP_*` or `${ONRAMP_*}` variable that is
 * not declared, and a curl command that hard-codes the API host instead of `$ONRAMP_API_URL` or `$ONRAMP_GRAPHQL_URL`.
 */
export function shellExampleProblems(block: CodeBlock, declared: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  let inCurl = false;
  let quote: '' | "'" | '"' = '';
  block.code.split('\n').forEach((text, index) => {
    const where = `${block.file}:${block.line + 1 + index}`;
    for (const [, name] of text.matchAll(onrampVariable)) {
      if (!declared.has(name)) {
        problems.push(`${where}: $${name} is not a declared shell variable (src/data/shellVariables.ts)`);
      }
    }
    const startsCommand = !inCurl && quote === '';
    if (startsCommand && /(?:^|[\s;(|&$])curl\s/.test(text)) {
      inCurl = true;
    }
    if (inCurl && apiHostInUrl.test(text)) {
      problems.push(`${where}: curl hard-codes ${text.match(apiHostInUrl)?.[0]}; use "$ONRAMP_API_URL" or "$ONRAMP_GRAPHQL_URL"`);
    }
    quote = openQuoteAfter(text, quote);
    if (quote === '' && !/\\\s*$/.test(text)) {
      inCurl = false;
    }
  });
  return problems;
}
