// Packaging: `npm pack`, install the tarball into fresh projects, and use it the way users do —
// imported in Node, type-checked with TypeScript, and bundled by Vite into a page run in Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveStatic } from '../support/browser.js';

const repo = resolve(import.meta.dirname, '../..');
const bin = (name) => join(repo, 'node_modules', '.bin', name);
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let work;
let tarball;
let files;

// dist/ is built by the test:package script before this runs (prepack would print into the JSON).
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sweepkit-pack-'));
  const out = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], repo));
  tarball = join(work, out[0].filename);
  files = out[0].files.map((f) => f.path);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function freshProject(name) {
  const dir = join(work, name);
  execFileSync('mkdir', ['-p', dir]);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', tarball], dir);
  return dir;
}

describe('npm pack', () => {
  it('ships the entry, its types and the WASM core, and nothing else', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'bindings/js/index.js',
        'bindings/js/index.d.ts',
        'dist/sweepkit_core.mjs',
      ]),
    );
    expect(files.filter((f) => /^(core|tests|web|bench|scripts)\//.test(f))).toEqual([]);
  });

  it('installs into a fresh Node project and answers correctly', () => {
    const dir = freshProject('node-app');
    writeFileSync(
      join(dir, 'main.js'),
      `import { init } from 'sweepkit';
const sk = await init();
const hit = sk.sweepSpherePlane({ center: { x: 0, y: 5, z: 0 }, radius: 1 }, { x: 0, y: -10, z: 0 },
  { normal: { x: 0, y: 1, z: 0 }, constant: 0 });
console.log(JSON.stringify(hit));
`,
    );
    const hit = JSON.parse(run('node', ['main.js'], dir));
    // d0 = 5, d1 = -5, r = 1: t = 0.4, Ci = (0, 1, 0).
    expect(hit.hit).toBe(true);
    expect(hit.t).toBeCloseTo(0.4, 6);
    expect(hit.position.y).toBeCloseTo(1, 6);
  });

  it('type-checks a TypeScript consumer against the shipped .d.ts', () => {
    const dir = freshProject('ts-app');
    writeFileSync(
      join(dir, 'main.ts'),
      `import { init, type SweepHit, type Sweepkit } from 'sweepkit';
const sk: Sweepkit = await init();
const hit: SweepHit = sk.sweepSphereSphere({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 1, y: 0, z: 0 },
  { center: { x: 5, y: 0, z: 0 }, radius: 1 }, { x: 0, y: 0, z: 0 });
const t: number = hit.t;
const status: 'miss' | 'hit' | 'initialOverlap' = hit.status;
// @ts-expect-error radius is required
sk.sweepSpherePlane({ center: { x: 0, y: 0, z: 0 } }, { x: 0, y: 0, z: 0 }, { normal: { x: 0, y: 1, z: 0 }, constant: 0 });
export { t, status };
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true },
        files: ['main.ts'],
      }),
    );
    run(bin('tsc'), ['-p', 'tsconfig.json'], dir);
  });

  it('bundles with Vite into a page that runs in Chromium', async () => {
    const dir = freshProject('vite-app');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><script type="module" src="./main.js"></script>');
    writeFileSync(
      join(dir, 'main.js'),
      `import { init } from 'sweepkit';
const sk = await init();
const hit = sk.sweepSphereSphere({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 0, y: 0, z: 0 },
  { center: { x: 10, y: 0, z: 0 }, radius: 1 }, { x: -10, y: 0, z: 0 });
document.body.dataset.result = JSON.stringify(hit);
`,
    );
    run(bin('vite'), ['build', '--base', './', '--logLevel', 'warn'], dir);
    const server = await serveStatic(join(dir, 'dist'), '/some/sub/path/');
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url);
      await page.waitForSelector('body[data-result]', { state: 'attached', timeout: 30_000 });
      const hit = JSON.parse(await page.getAttribute('body', 'data-result'));
      // Gap 10 closes by 10, touch at distance 2: t = 0.8, normal +x, point (1, 0, 0).
      expect(hit.status).toBe('hit');
      expect(hit.t).toBeCloseTo(0.8, 6);
      expect(hit.normal).toEqual({ x: 1, y: 0, z: 0 });
      expect(errors).toEqual([]);
      expect(readdirSync(join(dir, 'dist', 'assets')).some((f) => f.endsWith('.js'))).toBe(true);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
