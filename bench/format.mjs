// Units and Markdown tables for the figures the bench scripts print.

const MiB = 1024 * 1024;
const missing = '–';

/** @param {number | null} bytes */
export const kib = (bytes) => (bytes == null ? missing : `${(bytes / 1024).toFixed(1)} KB`);
/** @param {number | null} bytes */
export const mib = (bytes) => (bytes == null ? missing : `${(bytes / MiB).toFixed(0)} MB`);
/** @param {number | null} ms */
export const seconds = (ms) => (ms == null ? missing : `${(ms / 1000).toFixed(1)} s`);
/** @param {number | null} ms */
export const millis = (ms) => (ms == null ? missing : `${ms.toFixed(0)} ms`);
/**
 * @param {number | null} value
 * @param {number} [digits]
 */
export const fixed = (value, digits = 0) => (value == null ? missing : value.toFixed(digits));

/**
 * A Markdown table; a header starting with ">" marks a right-aligned column (the marker is dropped).
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function markdownTable(headers, rows) {
  const right = headers.map((header) => header.startsWith('>'));
  return [
    `| ${headers.map((header) => header.replace(/^>/, '')).join(' | ')} |`,
    `| ${right.map((isRight) => (isRight ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
