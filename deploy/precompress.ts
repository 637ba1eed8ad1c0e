import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import fg from 'fast-glob';
import {compressedExtensions} from './fileTypes';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Smaller files gain too little to be worth a request header's worth of bytes; nginx sends them as they are. */
export const minimumSize = 1024;
/** Cache entries no build has used for this long are deleted. */
const cacheLifetimeMs = 14 * 24 * 3600 * 1000;

/** Each encoding the build writes beside a file (`file.gz`, `file.br`) and how, at the highest compression. */
export const encodings = {
  gz: (data: Buffer) => gzip(data, {level: 9}),
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
} as const;

export type Encoding = keyof typeof encodings;
export type PrecompressResult = {files: number; bytes: number; compressed: Record<Encoding, number>; fromCache: number};

/** Runs `work` over `items`, `limit` at a time (zlib runs in libuv's four threads). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({length: limit}, worker));
}

/**
 * Writes `file.gz` and `file.br` beside every text file of the build of at least `minimumSize` bytes, where smaller than
 * the file, for nginx's gzip_static and brotli_static. Brotli at its highest quality takes about 40 s for the whole
 * build, so results are kept in `cacheDir` by content hash: a rebuild compresses only the files that changed.
 */
export async function precompress(buildDir: string, cacheDir: string): Promise<PrecompressResult> {
  await mkdir(cacheDir, {recursive: true});
  const files = await fg(`**/*.{${compressedExtensions.join(',')}}`, {cwd: buildDir});
  const result: PrecompressResult = {files: 0, bytes: 0, compressed: {gz: 0, br: 0}, fromCache: 0};
  const now = new Date();
  await eachLimited(files, 4, async (file) => {
    const path = join(buildDir, file);
    const data = await readFile(path);
    if (data.length < minimumSize) return;
    result.files += 1;
    result.bytes += data.length;
    const key = createHash('sha256').update(data).digest('hex');
    for (const encoding of Object.keys(encodings) as Encoding[]) {
      const cached = join(cacheDir, `${key}.${encoding}`);
      let encoded: Buffer;
      try {
        encoded = await readFile(cached);
        await utimes(cached, now, now);
        result.fromCache += 1;
      } catch {
        encoded = await encodings[encoding](data);
        await writeFile(cached, encoded);
      }
      if (encoded.length < data.length) {
        await writeFile(`${path}.${encoding}`, encoded);
        result.compressed[encoding] += encoded.length;
      } else {
        await rm(`${path}.${encoding}`, {force: true});
      }
    }
  });
  for (const entry of await readdir(cacheDir)) {
    const path = join(cacheDir, entry);
    if (now.getTime() - (await stat(path)).mtimeMs > cacheLifetimeMs) await rm(path, {force: true});
  }
  return result;
}
