// The package's download size, measured one way for the benchmark that writes it (bench/package.mjs: bench/REPORT.md's
// size table and the README's size line) and for the test that checks the README against the build
// (tests/js/docs.test.js): each shipped file raw, gzip level 9 and brotli quality 11 (node:zlib), per file, as a
// server sends them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The README's size line sits between these markers (HTML comments: invisible on GitHub and npm). */
export const README_SIZE_BEGIN = '<!-- bench/package.mjs: size -->';
export const README_SIZE_END = '<!-- /size -->';

/** {raw, gzip, brotli} bytes of `buffers`, each compressed on its own (as a server sends the files). */
export function sizes(buffers) {
  const sum = (compress) => buffers.reduce((n, b) => n + compress(b).length, 0);
  return {
    raw: buffers.reduce((n, b) => n + b.length, 0),
    gzip: sum((b) => gzipSync(b, { level: 9 })),
    brotli: sum((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

/** The parts of the package a page loads, each [name, sizes], for the checkout at `repo` (dist/ built). */
export function packageSizes(repo) {
  const read = (path) => readFileSync(join(repo, path));
  const js = (dir) => readdirSync(join(repo, dir)).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`);
  const api = [...js('bindings/js'), ...js('bindings/js/generated')];
  const parts = [
    ['dist/sweepkit_core.wasm (the compiled core)', [read('dist/sweepkit_core.wasm')]],
    ['dist/sweepkit_core.mjs (Emscripten runtime and embind glue)', [read('dist/sweepkit_core.mjs')]],
    [`bindings/js/*.js and generated/*.js (the API, ${api.length} files, unminified)`, api.map(read)],
  ];
  const rows = parts.map(([name, buffers]) => [name, sizes(buffers)]);
  rows.push(['**everything a page loads**', sizes(parts.flatMap(([, buffers]) => buffers))]);
  return rows;
}

/** `n` bytes in KB to the nearest 10 (what "about" means in the README). */
const about = (n) => `${Math.round(n / 10240) * 10} KB`;

/** What the README says between its size markers, for the core's sizes `s` ({raw, gzip, brotli} of the .wasm). */
export function readmeSizeText(s) {
  return `about ${about(s.raw)} raw, ${about(s.gzip)} gzip, ${about(s.brotli)} brotli`;
}
