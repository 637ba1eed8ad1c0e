// What every bench script shares as a command: run counts from the environment, and "am I the script node started?".
import {pathToFileURL} from 'node:url';

/**
 * A positive integer from the first of the named environment variables that holds one, else the fallback.
 * @param {string[]} names
 * @param {number} fallback
 */
export function envCount(names, fallback) {
  for (const name of names) {
    const value = Number(process.env[name]);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return fallback;
}

/**
 * True when the module at `moduleUrl` is the script node was started with, so a bench module can also run alone.
 * @param {string} moduleUrl
 */
export const isMain = (moduleUrl) => process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
