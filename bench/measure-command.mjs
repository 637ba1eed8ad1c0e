// Runs a command and measures its wall time and peak memory: the RSS of its whole process tree, sampled from /proc,
// and (when GNU time is installed) the exact peak RSS of its largest single process.
import {spawn, execFileSync} from 'node:child_process';
import {closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const gnuTime = '/usr/bin/time';
const pageSize = Number(execFileSync('getconf', ['PAGESIZE'], {encoding: 'utf8'}).trim()) || 4096;
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim()) || 100;

/** @typedef {Map<number, {ppid: number, rssPages: number, ageSeconds: number}>} ProcessTable */

/**
 * Parent pid, resident pages and age of every live process, from /proc/<pid>/stat.
 * @returns {ProcessTable}
 */
function processTable() {
  const uptimeSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  /** @type {ProcessTable} */
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after "(comm)" start with the 3rd (state); ppid is the 4th, starttime the 22nd, rss the 24th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ageSeconds = uptimeSeconds - Number(fields[19]) / clockTicks;
      table.set(Number(entry), {ppid: Number(fields[1]), rssPages: Number(fields[21]), ageSeconds});
    } catch {
      // the process ended while we read
    }
  }
  return table;
}

/**
 * The pids of a process and all its descendants.
 * @param {number} rootPid
 * @param {ProcessTable} table
 */
function processTree(rootPid, table) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [pid, {ppid}] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = [];
  const pending = [rootPid];
  while (pending.length) {
    const pid = /** @type {number} */ (pending.pop());
    if (table.has(pid)) tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Between fork and exec a child shows its parent's whole RSS; no such window lasts this long. */
const minimumChildAgeSeconds = 0.25;

/**
 * Summed RSS in bytes of a process and its descendants, leaving out descendants younger than a quarter second so a
 * child caught between fork and exec does not count its parent's memory twice.
 * @param {number} rootPid
 */
export function processTreeRss(rootPid) {
  const table = processTable();
  const counted = processTree(rootPid, table).filter((pid) => pid === rootPid || (table.get(pid)?.ageSeconds ?? 0) >= minimumChildAgeSeconds);
  return counted.reduce((sum, pid) => sum + (table.get(pid)?.rssPages ?? 0), 0) * pageSize;
}

/**
 * @typedef {object} CommandMeasure
 * @property {number} wallMs wall-clock time from spawn to exit
 * @property {number} peakTreeRssBytes highest sampled sum of RSS over the process tree (see processTreeRss)
 * @property {number | null} peakProcessRssBytes peak RSS of the largest single process (GNU time), null without it
 */

/**
 * Runs `command args` in `cwd` with its output in `logFile`; rejects with the log's tail when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd: string, logFile: string, env?: NodeJS.ProcessEnv, sampleMs?: number}} options
 * @returns {Promise<CommandMeasure>}
 */
export async function measureCommand(command, args, {cwd, logFile, env = process.env, sampleMs = 200}) {
  const timeFile = join(tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  const useGnuTime = existsSync(gnuTime);
  const [file, argv] = useGnuTime ? [gnuTime, ['-f', '%M', '-o', timeFile, command, ...args]] : [command, args];
  const log = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(file, argv, {cwd, env, stdio: ['ignore', log, log]});
  let peakTreeRssBytes = 0;
  const sample = () => {
    if (child.pid !== undefined) peakTreeRssBytes = Math.max(peakTreeRssBytes, processTreeRss(child.pid));
  };
  const sampler = setInterval(sample, sampleMs);
  const exitCode = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  closeSync(log);
  const timeOutput = useGnuTime && existsSync(timeFile) ? readFileSync(timeFile, 'utf8') : '';
  rmSync(timeFile, {force: true});
  if (exitCode !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited with ${exitCode} (log: ${logFile}):\n${tail}`);
  }
  // GNU time prints "Command exited with non-zero status" first when that happens; the figure is the last line.
  const kilobytes = Number(timeOutput.trim().split('\n').at(-1));
  const peakProcessRssBytes = timeOutput && Number.isFinite(kilobytes) ? kilobytes * 1024 : null;
  return {wallMs, peakTreeRssBytes, peakProcessRssBytes};
}
