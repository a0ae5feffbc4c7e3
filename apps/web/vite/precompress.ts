import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;
/** For files loaded after the first paint: a tenth of quality 11's time, a few per cent larger. */
const LATER_QUALITY = 7;

/** What the build says of one output file: a chunk carries its group name and whether it is an entry. */
export interface BuiltFile {
  fileName: string;
  type?: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
}

/**
 * Writes a brotli and a gzip (level 9) copy beside every compressible file of the client build,
 * which the site serves in place of the file to a browser that accepts them.
 *
 * On the first visit to a page the bytes before the first paint decide how soon it comes on a slow
 * phone line. Compressed per request, a file gets the quick settings an answer can afford; compressed
 * once here, no request spends CPU on it. Brotli's strongest quality costs seconds of build per
 * megabyte, which a first `npm start` waits for: the files `strongest` picks (those before the first
 * paint) get it, the rest a quality still above what a request could afford.
 */
export function precompress({ strongest }: { strongest?: (file: BuiltFile) => boolean } = {}): Plugin {
  return {
    name: 'shp:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      await Promise.all(
        Object.values(bundle)
          .filter((out) => COMPRESSIBLE.test(out.fileName))
          .map(async (out) => {
            const file = path.join(dir, out.fileName);
            const data = await fs.readFile(file);
            if (data.length < MIN_BYTES) return;
            const quality = (strongest?.(out) ?? true) ? zlib.constants.BROTLI_MAX_QUALITY : LATER_QUALITY;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
