// Where the bench scripts find the project, its build and their own output, wherever they are started from.
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
/** The build the browser benches measure: build/, or BENCH_BUILD (absolute or relative to the project). */
export const buildDir = process.env.BENCH_BUILD ? resolve(projectRoot, process.env.BENCH_BUILD) : join(projectRoot, 'build');
/**
 * An earlier build to measure beside build/ (BENCH_BASELINE_BUILD, absolute or relative to the project, e.g. the build/
 * of a git worktree at an older commit): the first-load and Lighthouse benches then print before/after tables.
 */
export const baselineBuildDir = process.env.BENCH_BASELINE_BUILD ? resolve(projectRoot, process.env.BENCH_BASELINE_BUILD) : undefined;
/** Git-ignored: one JSON file per `npm run bench`, and the output of every measured command in logs/. */
export const resultsDir = join(projectRoot, 'bench/results');
export const logDir = join(resultsDir, 'logs');
