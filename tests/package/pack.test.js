// Packaging: `npm pack`, install the tarball into a fresh project, and use it the way users do, with no
// configuration: imported in Node, type-checked with TypeScript, bundled by Vite (dev server and build), loaded
// by a plain ES-module page (an import map, no bundler) and by a module Worker — the last four in Chromium.
// Each runs a real query and checks a hand-computed answer.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveStatic } from '../../common/browser.js';

const repo = resolve(import.meta.dirname, '../..');
const bin = (name) => join(repo, 'node_modules', '.bin', name);
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// The queries and their hand-computed answers, one per host.
// sweepSpherePlane: d0 = 5, d1 = -5, r = 1: t = (5 - 1) / 10 = 0.4, centre at impact (0, 1, 0).
const SPHERE_PLANE = `sk.sweepSpherePlane({ center: { x: 0, y: 5, z: 0 }, radius: 1 }, { x: 0, y: -10, z: 0 },
  { normal: { x: 0, y: 1, z: 0 }, constant: 0 })`;
// sweepSphereSphere: gap 10 closes by 10, touch at distance 2: t = 0.8, normal +x, point (1, 0, 0).
const SPHERE_SPHERE = `sk.sweepSphereSphere({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 0, y: 0, z: 0 },
  { center: { x: 10, y: 0, z: 0 }, radius: 1 }, { x: -10, y: 0, z: 0 })`;
// contactSphereSphere: centres 3 apart, radii 2 + 2: depth 1, normal +x, deepest points (2, 0, 0) and (1, 0, 0).
const CONTACT = 'sk.contactSphereSphere({ center: { x: 0, y: 0, z: 0 }, radius: 2 }, { center: { x: 3, y: 0, z: 0 }, radius: 2 })';
// raycastSphere: from the origin along +x by 10 to a unit sphere at x = 5: enters at x = 4, t = 0.4, normal -x.
const RAYCAST = 'sk.raycastSphere({ origin: { x: 0, y: 0, z: 0 }, direction: { x: 10, y: 0, z: 0 } }, { center: { x: 5, y: 0, z: 0 }, radius: 1 })';

const expectSpherePlane = (r) => {
  expect(r.status).toBe('hit');
  expect(r.t).toBeCloseTo(0.4, 6);
  expect(r.position.y).toBeCloseTo(1, 6);
};
const expectSphereSphere = (r) => {
  expect(r.status).toBe('hit');
  expect(r.t).toBeCloseTo(0.8, 6);
  expect(r.normal).toEqual({ x: 1, y: 0, z: 0 });
  expect(r.point.x).toBeCloseTo(1, 6);
};
const expectContact = (r) => {
  expect(r.hit).toBe(true);
  expect(r.depth).toBeCloseTo(1, 6);
  expect(r.normal).toEqual({ x: 1, y: 0, z: 0 });
  expect(r.pointA.x).toBeCloseTo(2, 6);
  expect(r.pointB.x).toBeCloseTo(1, 6);
};
const expectRaycast = (r) => {
  expect(r.status).toBe('hit');
  expect(r.t).toBeCloseTo(0.4, 6);
  expect(r.point.x).toBeCloseTo(4, 6);
  expect(r.normal).toEqual({ x: -1, y: 0, z: 0 });
};

/** A browser module that loads sweepkit from `specifier`, runs `query` and shows the result on the page. */
const pageScript = (specifier, query) => `import { init } from '${specifier}';
const sk = await init();
document.body.dataset.result = JSON.stringify(${query});
`;
const html = (head, body = '') => `<!doctype html><title>app</title>${head}<body>${body}</body>`;

// In the page, before any script: count how the WebAssembly core gets compiled (page realm only).
const COUNT_COMPILES = () => {
  const calls = { streaming: 0, fromBytes: 0 };
  globalThis.__wasmCompiles = calls;
  const { instantiate, instantiateStreaming } = WebAssembly;
  WebAssembly.instantiateStreaming = (...args) => (calls.streaming++, instantiateStreaming(...args));
  WebAssembly.instantiate = (source, ...rest) => {
    if (!(source instanceof WebAssembly.Module)) calls.fromBytes++;
    return instantiate(source, ...rest);
  };
};

let work;
let app;
let files;
let browser;

// dist/ is built by the test:package script before this runs (prepack would print into the JSON).
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sweepkit-pack-'));
  const out = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], repo));
  files = out[0].files.map((f) => f.path);
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', join(work, out[0].filename)], app);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Writes `files` ({name: text}) into app/<dir>; returns its path. */
function writeProject(dir, contents) {
  const path = join(app, dir);
  mkdirSync(path, { recursive: true });
  for (const [name, text] of Object.entries(contents)) writeFileSync(join(path, name), text);
  return path;
}

/**
 * Opens `url` in a fresh page and waits for body[data-result]. Returns the result, the .wasm responses, the
 * failed requests, the page errors and how the page realm compiled WebAssembly.
 */
async function openPage(url) {
  const page = await browser.newPage();
  const errors = [];
  const failed = [];
  const wasm = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => failed.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push({ url: r.url(), type: r.headers()['content-type'] });
  });
  await page.addInitScript(COUNT_COMPILES);
  try {
    await page.goto(url);
    await page.waitForSelector('body[data-result]', { state: 'attached', timeout: 60_000 });
    const result = JSON.parse(await page.getAttribute('body', 'data-result'));
    const compiles = await page.evaluate(() => globalThis.__wasmCompiles);
    return { result, wasm, failed, errors, compiles };
  } finally {
    await page.close();
  }
}

/** The browser hosts all fetch the one .wasm, as application/wasm, and compile it while it streams. */
function expectStreamedCore(loaded, { inWorker = false } = {}) {
  expect(loaded.errors).toEqual([]);
  expect(loaded.failed).toEqual([]);
  expect(loaded.wasm).toHaveLength(1);
  expect(loaded.wasm[0].type).toBe('application/wasm');
  // A worker compiles in its own realm, which the page's counters do not see.
  if (!inWorker) expect(loaded.compiles).toEqual({ streaming: 1, fromBytes: 0 });
}

describe('npm pack', () => {
  it('ships the entry, its types, the core as an ES module and its .wasm beside it, and nothing else', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'bindings/js/index.js',
        'bindings/js/index.d.ts',
        'bindings/js/wasm_source.js',
        'bindings/three/index.js',
        'bindings/three/index.d.ts',
        'bindings/three/geometry.js',
        'dist/sweepkit_core.mjs',
        'dist/sweepkit_core.wasm',
      ]),
    );
    expect(files.filter((f) => /^(core|tests|web|bench|scripts|build)\//.test(f) || f.startsWith('bindings/emscripten/'))).toEqual([]);
    // The installed .wasm is the build's, and the .mjs no longer carries a base64 copy of it.
    const installed = join(app, 'node_modules/sweepkit/dist');
    expect(readFileSync(join(installed, 'sweepkit_core.wasm')).equals(readFileSync(join(repo, 'dist/sweepkit_core.wasm')))).toBe(true);
    const mjs = readFileSync(join(installed, 'sweepkit_core.mjs'), 'utf8');
    expect(/[A-Za-z0-9+/]{1000}/.test(mjs)).toBe(false); // SINGLE_FILE embedded it as one base64 string
    expect(statSync(join(installed, 'sweepkit_core.mjs')).size).toBeLessThan(statSync(join(installed, 'sweepkit_core.wasm')).size);
  });

  it("names its repository, homepage and issue tracker for the registry's page", () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/sweepkit/package.json'), 'utf8'));
    expect(manifest.repository).toEqual({ type: 'git', url: 'git+https://github.com/sweepkit/sweepkit.git' });
    expect(manifest.homepage).toBe('https://github.com/sweepkit/sweepkit#readme');
    expect(manifest.bugs).toEqual({ url: 'https://github.com/sweepkit/sweepkit/issues' });
  });

  it('runs in Node with no configuration', () => {
    writeProject('node', { 'main.js': `import { init } from 'sweepkit';\nconst sk = await init();\nconsole.log(JSON.stringify(${SPHERE_PLANE}));\n` });
    expectSpherePlane(JSON.parse(run('node', ['main.js'], join(app, 'node'))));
  });

  it('resolves sweepkit/three against the app\'s own three (its peer dependency)', () => {
    // three is an optional peer: npm does not install it; the app brings its own (here the repo's copy).
    symlinkSync(join(repo, 'node_modules/three'), join(app, 'node_modules/three'), 'dir');
    // A one-triangle geometry, and a World of one unit sphere drawn by WorldHelper: 3 circles of 24 segments.
    writeProject('three', { 'main.js': `import * as THREE from 'three';
import { init } from 'sweepkit';
import { trianglesOfGeometry, WorldHelper } from 'sweepkit/three';
const g = new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute([0, 0, 0, 1, 0, 0, 0, 1, 0], 3));
const t = trianglesOfGeometry(g);
const sk = await init();
const world = sk.createWorld();
const helper = new WorldHelper(world).addBody(world.addBody({ center: { x: 0, y: 0, z: 0 }, radius: 1 })).update();
console.log(JSON.stringify({ positions: Array.from(t.positions), indices: Array.from(t.indices), segments: helper.segmentCount, line: helper.isLineSegments }));
` });
    expect(JSON.parse(run('node', ['main.js'], join(app, 'three')))).toEqual({
      positions: [0, 0, 0, 1, 0, 0, 0, 1, 0], indices: [0, 1, 2], segments: 72, line: true,
    });
  });

  it('type-checks a TypeScript consumer against the shipped .d.ts', () => {
    const dir = writeProject('ts', {
      'main.ts': `import { init, type SweepHit, type Sweepkit } from 'sweepkit';
const sk: Sweepkit = await init();
const again: Sweepkit = await init({ wasm: new URL('./sweepkit_core.wasm', import.meta.url) });
const hit: SweepHit = sk.sweepSphereSphere({ center: { x: 0, y: 0, z: 0 }, radius: 1 }, { x: 1, y: 0, z: 0 },
  { center: { x: 5, y: 0, z: 0 }, radius: 1 }, { x: 0, y: 0, z: 0 });
const t: number = hit.t;
const status: 'miss' | 'hit' | 'initialOverlap' = hit.status;
// @ts-expect-error radius is required
sk.sweepSpherePlane({ center: { x: 0, y: 0, z: 0 } }, { x: 0, y: 0, z: 0 }, { normal: { x: 0, y: 1, z: 0 }, constant: 0 });
// @ts-expect-error wasm is a URL, bytes, a Response or a WebAssembly.Module
await init({ wasm: 42 });
// A mesh is a shape of the generic queries, itself or posed, and the answer names its triangle.
const mesh = sk.createTriangleMesh(new Float32Array([0, 0, 0, 0, 0, 1, 1, 0, 0]));
const onMesh: SweepHit = sk.sweep({ center: { x: 0.2, y: 1, z: 0.2 }, radius: 0.1 }, { x: 0, y: -2, z: 0 },
  { mesh, position: { x: 0, y: 0.5, z: 0 } }, { linear: { x: 0, y: 0, z: 0 }, angular: { x: 0, y: 0.1, z: 0 } });
const triangle: number = onMesh.subShapeB + sk.raycast({ origin: { x: 0, y: 1, z: 0 }, direction: { x: 0, y: -1, z: 0 } }, mesh).subShape;
// @ts-expect-error a mesh field holds a TriangleMesh
sk.overlap({ mesh: 'floor' }, mesh);
export { again, t, status, triangle };
`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true },
        files: ['main.ts'],
      }),
    });
    run(bin('tsc'), ['-p', 'tsconfig.json'], dir);
  });

  it("type-checks sweepkit and sweepkit/three with moduleResolution 'node' (typesVersions; TypeScript 5, as 7 has no node10)", () => {
    // An app's own three and its types, as an app that uses sweepkit/three has them.
    mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
    for (const name of ['three', '@types/three']) {
      if (!existsSync(join(app, 'node_modules', name))) symlinkSync(join(repo, 'node_modules', name), join(app, 'node_modules', name), 'dir');
    }
    const dir = writeProject('ts-node10', {
      'main.ts': `import * as THREE from 'three';
import { init, type Sweepkit } from 'sweepkit';
import { trianglesOfGeometry, WorldHelper, type Triangles } from 'sweepkit/three';
export async function run(): Promise<number> {
  const sk: Sweepkit = await init();
  const triangles: Triangles = trianglesOfGeometry(new THREE.BoxGeometry(1, 1, 1));
  // @ts-expect-error a BufferGeometry, not a number: the types were found
  trianglesOfGeometry(5);
  const helper: WorldHelper = new WorldHelper(sk.createWorld());
  return triangles.positions.length + helper.segmentCount;
}
`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: { target: 'es2022', module: 'commonjs', moduleResolution: 'node', strict: true, noEmit: true, types: [] },
        files: ['main.ts'],
      }),
    });
    const tsc = spawnSync(process.execPath, [join(repo, 'node_modules/typescript5/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
  });

  describe('in Chromium', () => {
    const viteApp = () =>
      writeProject('vite', {
        'index.html': html('<script type="module" src="./main.js"></script>'),
        'main.js': pageScript('sweepkit', SPHERE_SPHERE),
      });

    it('bundles with vite build, without a warning, into a site that works from a sub-path', async () => {
      const dir = viteApp();
      const build = spawnSync(bin('vite'), ['build', '--base', './', '--logLevel', 'warn'], { cwd: dir, encoding: 'utf8' });
      expect(build.status).toBe(0);
      expect(`${build.stdout}${build.stderr}`.trim()).toBe('');
      expect(readdirSync(join(dir, 'dist', 'assets')).filter((f) => f.endsWith('.wasm'))).toHaveLength(1);
      const server = await serveStatic(join(dir, 'dist'), '/some/sub/path/');
      try {
        const loaded = await openPage(server.url);
        expectSphereSphere(loaded.result);
        expectStreamedCore(loaded);
        expect(loaded.wasm[0].url).toMatch(/\/some\/sub\/path\/assets\/sweepkit_core-[\w-]+\.wasm$/);
      } finally {
        await server.close();
      }
    });

    it("builds a module Worker with top-level await in vite once worker.format is 'es' (the README says so)", async () => {
      const files = {
        'index.html': html('<script type="module" src="./main.js"></script>'),
        'main.js': `const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = (event) => { document.body.dataset.result = event.data; };
`,
        'worker.js': `import { init } from 'sweepkit';
const sk = await init();
postMessage(JSON.stringify(${SPHERE_PLANE}));
`,
      };
      // Vite's default worker format, 'iife', cannot hold a top-level await.
      const plain = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: writeProject('vite-worker-iife', files), encoding: 'utf8' });
      expect(plain.status).not.toBe(0);
      expect(`${plain.stdout}${plain.stderr}`).toMatch(/Module format "iife" does not support top-level await/);
      const dir = writeProject('vite-worker', { ...files, 'vite.config.js': "export default { worker: { format: 'es' } };\n" });
      const build = spawnSync(bin('vite'), ['build', '--base', './', '--logLevel', 'warn'], { cwd: dir, encoding: 'utf8' });
      expect(`${build.stdout}${build.stderr}`.trim()).toBe('');
      expect(build.status).toBe(0);
      const server = await serveStatic(join(dir, 'dist'), '/');
      try {
        const loaded = await openPage(server.url);
        expectSpherePlane(loaded.result);
        expectStreamedCore(loaded, { inWorker: true });
      } finally {
        await server.close();
      }
    });

    it('runs on the vite dev server (dependency pre-bundling included)', async () => {
      const server = await createServer({
        root: viteApp(),
        configFile: false,
        logLevel: 'warn',
        server: { host: '127.0.0.1', port: 0, hmr: false },
      });
      try {
        await server.listen();
        const loaded = await openPage(server.resolvedUrls.local[0]);
        expectSphereSphere(loaded.result);
        expectStreamedCore(loaded);
        // Pre-bundled into node_modules/.vite/deps, the core still finds the .wasm in the installed package.
        expect(loaded.wasm[0].url).toMatch(/\/node_modules\/sweepkit\/dist\/sweepkit_core\.wasm$/);
      } finally {
        await server.close();
      }
    });

    describe('without a bundler, served statically from a sub-path', () => {
      let server;
      beforeAll(async () => {
        writeProject('static', {
          'index.html': html(
            '<script type="importmap">{"imports": {"sweepkit": "../node_modules/sweepkit/bindings/js/index.js"}}</script>' +
              '<script type="module" src="./main.js"></script>',
          ),
          'main.js': pageScript('sweepkit', CONTACT),
          'worker.html': html('<script type="module" src="./start-worker.js"></script>'),
          'start-worker.js': `const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = (event) => { document.body.dataset.result = event.data; };
worker.onerror = (event) => { document.body.dataset.result = JSON.stringify({ error: event.message }); };
`,
          'worker.js': `import { init } from '../node_modules/sweepkit/bindings/js/index.js';
const sk = await init();
postMessage(JSON.stringify(${RAYCAST}));
`,
        });
        server = await serveStatic(app, '/cdn/app/');
      });
      afterAll(() => server?.close());

      it('loads in a plain ES-module page through an import map', async () => {
        const loaded = await openPage(`${server.url}static/index.html`);
        expectContact(loaded.result);
        expectStreamedCore(loaded);
      });

      it('loads in a module Worker', async () => {
        const loaded = await openPage(`${server.url}static/worker.html`);
        expectRaycast(loaded.result);
        expectStreamedCore(loaded, { inWorker: true });
        expect(loaded.wasm[0].url).toBe(`${server.url}node_modules/sweepkit/dist/sweepkit_core.wasm`);
      });
    });
  });
});
