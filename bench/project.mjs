// Where the bench scripts find the project, its build and their own output, wherever they are started from.
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
export const buildDir = join(projectRoot, 'build');
/** Git-ignored: one JSON file per `npm run bench`, and the output of every measured command in logs/. */
export const resultsDir = join(projectRoot, 'bench/results');
export const logDir = join(resultsDir, 'logs');
