import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, so the
 * server sends the smallest one the browser accepts without compressing on each request
 * (server/src/shared/http/static-files.ts). A copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fairdraw-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await listFiles(outDir);
      const done = await Promise.all(files.filter(isCompressible).map(compressNextTo));
      const written = done.filter(Boolean).length;
      this.info?.(`precompressed ${written} of ${files.length} files (.br, .gz)`);
    },
  };
}

function isCompressible(file: string): boolean {
  return TEXT.has(extname(file).toLowerCase());
}

async function compressNextTo(file: string): Promise<boolean> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const writes = [];
  if (br.length < content.length) writes.push(writeFile(`${file}.br`, br));
  if (gz.length < content.length) writes.push(writeFile(`${file}.gz`, gz));
  await Promise.all(writes);
  return writes.length > 0;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return entry.isFile() && (await stat(full)).size > 0 ? [full] : [];
    }),
  );
  return nested.flat();
}
