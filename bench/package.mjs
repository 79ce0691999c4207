// What a user downloads and waits for: the package's size (raw, gzip, brotli) and the time of `await init()`
// in Node and in headless Chromium, each the median over fresh loads (a new process, a new browser context:
// no module, HTTP or compiled-code cache carried over).
// Usage: node bench/package.mjs [--sizes] (run by `npm run bench` after bench/bench.mjs); needs dist/ (npm run
// build:wasm). Writes its own section of bench/REPORT.md, between the markers below, and leaves the rest of the file
// as it is; and the README's size line (between common/package_sizes.js's markers), so that neither can drift from
// the build (tests/js/docs.test.js checks the README's). --sizes measures and writes the sizes only (seconds, no
// browser), keeping the section's init times.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic } from '../common/browser.js';
import { README_SIZE_BEGIN, README_SIZE_END, packageSizes, readmeSizeText } from '../common/package_sizes.js';

const LOADS = 21;
const repo = fileURLToPath(new URL('..', import.meta.url));
const reportPath = new URL('./REPORT.md', import.meta.url);
const readmePath = new URL('../README.md', import.meta.url);
const BEGIN = '<!-- bench/package.mjs: begin -->';
const END = '<!-- bench/package.mjs: end -->';
const SIZES_BEGIN = '<!-- bench/package.mjs: sizes -->';
const SIZES_END = '<!-- bench/package.mjs: sizes end -->';
const sizesOnly = process.argv.includes('--sizes');

/** `text` with what lies between `begin` and `end` replaced by `inner`; null when the markers are missing. */
function between(text, begin, end, inner) {
  const start = text.indexOf(begin);
  const stop = text.indexOf(end, start);
  return start >= 0 && stop > start ? `${text.slice(0, start)}${begin}${inner}${text.slice(stop)}` : null;
}

// ---- sizes ----

const sizeRows = packageSizes(repo);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizeTable = `
Sizes measured on ${new Date().toISOString().slice(0, 10)} (\`node bench/package.mjs --sizes\` measures them alone):

| file | raw | gzip | brotli |
|---|---:|---:|---:|
${sizeRows.map(([name, s]) => `| ${name} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`).join('\n')}

`;

const sizeText = readmeSizeText(sizeRows[0][1]);
const readme = between(readFileSync(readmePath, 'utf8'), README_SIZE_BEGIN, README_SIZE_END, sizeText);
if (readme === null) throw new Error(`README.md has no size line between ${README_SIZE_BEGIN} and ${README_SIZE_END}`);
writeFileSync(readmePath, readme);
console.log(`README.md: the core is ${sizeText}`);

if (sizesOnly) {
  const old = readFileSync(reportPath, 'utf8');
  const report = between(old, SIZES_BEGIN, SIZES_END, sizeTable);
  if (report === null) throw new Error(`bench/REPORT.md has no size table between ${SIZES_BEGIN} and ${SIZES_END}: run without --sizes`);
  writeFileSync(reportPath, report);
  console.log(sizeTable);
  console.log('wrote the size table of bench/REPORT.md');
  process.exit(0);
}

// ---- init time ----

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const summarise = (samples) => ({
  import: median(samples.map((s) => s.importMs)),
  init: median(samples.map((s) => s.initMs)),
  total: median(samples.map((s) => s.importMs + s.initMs)),
});

// The same measurement in both hosts: import the entry, then await init().
const MEASURE = `const t0 = performance.now();
const { init } = await import(ENTRY);
const t1 = performance.now();
await init();
const t2 = performance.now();
REPORT(JSON.stringify({ importMs: t1 - t0, initMs: t2 - t1 }));`;

function nodeLoads() {
  const entry = JSON.stringify(new URL('../bindings/js/index.js', import.meta.url).href);
  const script = MEASURE.replace('ENTRY', entry).replace('REPORT', 'console.log');
  return Array.from({ length: LOADS }, () => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
}

async function chromiumLoads() {
  // A static site holding the package as npm installs it: bindings/js and dist/, and a page that loads it.
  const site = mkdtempSync(join(os.tmpdir(), 'sweepkit-bench-'));
  symlinkSync(join(repo, 'bindings'), join(site, 'bindings'));
  symlinkSync(join(repo, 'dist'), join(site, 'dist'));
  const script = MEASURE.replace('ENTRY', "'./bindings/js/index.js'").replace('REPORT', 'document.body.dataset.result = ');
  writeFileSync(join(site, 'index.html'), `<!doctype html><title>init</title><body><script type="module">${script}</script>`);
  const server = await serveStatic(site, '/');
  const browser = await launchChromium();
  try {
    const samples = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForSelector('body[data-result]', { state: 'attached', timeout: 60_000 });
      samples.push(JSON.parse(await page.getAttribute('body', 'data-result')));
      await context.close();
    }
    return { samples, version: browser.version() };
  } finally {
    await browser.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
  }
}

const node = summarise(nodeLoads());
const chromium = await chromiumLoads();
const browserTimes = summarise(chromium.samples);

// ---- report ----

const ms = (x) => `${x.toFixed(1)} ms`;
const section = `${BEGIN}
## Package: download size and init time

Generated by \`node bench/package.mjs\` (run by \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}:
${os.cpus()[0].model.trim()} (${os.cpus().length} cores, shared), Node ${process.version}, Chromium ${chromium.version}.

The package ships the WebAssembly core as its own file beside the ES module (it used to be embedded in the
\`.mjs\` as base64). Compressed sizes are per file, as a server sends them (gzip level 9, brotli quality 11).
${SIZES_BEGIN}${sizeTable}${SIZES_END}

Init time: median of ${LOADS} fresh loads each (a new Node process; a new Chromium browser context, the files
served from localhost, so no network time). "import" loads and evaluates the JS modules; "init" is
\`await init()\`: fetch (Chromium; compiled while it streams) or read (Node) the .wasm, compile, instantiate,
and build the API.

| host | import | \`await init()\` | together |
|---|---:|---:|---:|
| Node | ${ms(node.import)} | ${ms(node.init)} | ${ms(node.total)} |
| Chromium (headless) | ${ms(browserTimes.import)} | ${ms(browserTimes.init)} | ${ms(browserTimes.total)} |
${END}`;

const old = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# sweepkit benchmark report\n';
const start = old.indexOf(BEGIN);
const end = old.indexOf(END);
const report =
  start >= 0 && end > start ? `${old.slice(0, start)}${section}${old.slice(end + END.length)}` : `${old.trimEnd()}\n\n${section}\n`;
writeFileSync(reportPath, report);
console.log(section);
console.log('wrote the package section of bench/REPORT.md');
