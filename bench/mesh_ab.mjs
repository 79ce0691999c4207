// Two builds of the WebAssembly core, A and B, on the same mesh sweeps in one process, interleaved round after
// round (bench/measure.mjs): on a shared machine whose timings drift by 1.5× between runs, the way to see a change
// of 5–20 % in the core. Each build gets its own instance (init() is one per module, so bindings/js/index.js is
// imported twice under two URLs). The answers of both are compared first (t, triangle, normal).
// Usage: node bench/mesh_ab.mjs a.wasm b.wasm [sphere | capsule] [terrain segments]: the level of
// common/level.js (707 segments: about 1M triangles, the default; 64: the small level), with
// bench/mesh.mjs's 256 sphere casts or capsule frames; per call, cycling through the cases (`cycling`) and each
// case 32 times in a row (`repeated`: the mesh's nodes and triangles for it in cache).
import { readFileSync } from 'node:fs';
import { trianglesOfObject } from '../bindings/three/index.js';
import { buildLevel } from '../common/level.js';
import { timeTogether } from './measure.mjs';
import { capsuleCases, sphereCases } from './mesh_cases.mjs';

const [fileA, fileB, kind = 'sphere', segments = '707'] = process.argv.slice(2);
if (!fileA || !fileB || !['sphere', 'capsule'].includes(kind)) {
  console.error('usage: node bench/mesh_ab.mjs a.wasm b.wasm [sphere | capsule] [terrain segments]');
  process.exit(2);
}
const CASES = 256;
const CALLS = 8192;

const { init: initA } = await import('../bindings/js/index.js?a');
const { init: initB } = await import('../bindings/js/index.js?b');
const sks = [await initA({ wasm: readFileSync(fileA) }), await initB({ wasm: readFileSync(fileB) })];
const arrays = trianglesOfObject(buildLevel({ terrainSegments: Number(segments) }));
const [a, b] = sks.map((sk) => sk.createTriangleMesh(arrays));
const cases = kind === 'sphere' ? sphereCases(a, CASES) : capsuleCases(CASES);

const same = (p, q) => p.status === q.status && p.t === q.t && p.triangle === q.triangle &&
  p.normal.x === q.normal.x && p.normal.y === q.normal.y && p.normal.z === q.normal.z;
const differing = cases.filter((c) => !same(a.sweep(c.shape, c.motion), b.sweep(c.shape, c.motion))).length;
console.log(`${arrays.indices.length / 3} triangles, ${CASES} ${kind} cases; answers differing between A and B: ${differing}`);

const target = { position: { x: 0, y: 0, z: 0 }, point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 } };
const loop = (mesh, pick) => () => {
  let sum = 0;
  for (let i = 0; i < CALLS; i++) {
    const c = cases[pick(i)];
    sum += mesh.sweep(c.shape, c.motion, undefined, target).t;
  }
  return sum;
};
const cycling = (i) => i & (CASES - 1);
const repeated = (i) => (i >> 5) & (CASES - 1);
const ns = timeTogether({
  'A cycling': loop(a, cycling), 'B cycling': loop(b, cycling),
  'A repeated': loop(a, repeated), 'B repeated': loop(b, repeated),
}, CALLS);
console.log(`B / A: cycling ${(ns['B cycling'] / ns['A cycling']).toFixed(3)}, repeated ${(ns['B repeated'] / ns['A repeated']).toFixed(3)}`);
