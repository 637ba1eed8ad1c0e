import type {CodeBlock} from './markdownBlocks';
import {isShellExample} from './shellExamples';

export type CurlCommand = {
  file: string;
  line: number;
  /** The curl command alone: from `curl` to the end of its arguments, without a pipe or command substitution around it. */
  command: string;
  /** The HTTP status the page documents for it (code fence `status=NNN`), or undefined for any 2xx. */
  status?: number;
  /** Calls to the reader's own application (code fence `target=app`) are shown, not run. */
  targetsApp: boolean;
};

/**
 * Cuts the curl command that starts at `start` out of a shell text: it ends at an unquoted newline (not escaped), `|`,
 * `;`, `&&` or at the `)` closing a `$(` it sits in.
 */
function cutCommand(text: string, start: number): string {
  let quote = '';
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== "'" && char === '\\') {
      index += 1;
      continue;
    }
    if (quote) {
      if (char === quote) quote = '';
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && depth-- === 0) return text.slice(start, index);
    else if (char === '\n' || char === '|' || char === ';' || (char === '&' && text[index + 1] === '&')) return text.slice(start, index);
  }
  return text.slice(start);
}

/** Every curl command of the shell examples, with the status its page documents. */
export function curlCommands(blocks: readonly CodeBlock[]): CurlCommand[] {
  return blocks.filter(isShellExample).flatMap((block) =>
    [...block.code.matchAll(/(?:^|[\s;(|&$])(curl)\s/g)].map((match) => {
      const start = (match.index ?? 0) + match[0].indexOf('curl');
      const line = block.line + 1 + block.code.slice(0, start).split('\n').length - 1;
      return {
        file: block.file,
        line,
        command: cutCommand(block.code, start).trim(),
        status: block.meta.status ? Number(block.meta.status) : undefined,
        targetsApp: block.meta.target === 'app',
      };
    }),
  );
}
