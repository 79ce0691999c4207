// What reading a result costs: calls whose core work is small (a sphere–sphere sweep, a World raycast and sphere
// cast over a few bodies, a triangle mesh raycast and sweep against two triangles, a character's move on a floor),
// each into a `target` filled in place, beside the raw export of the sweep (numbers in, status out: the floor), and,
// when the build has them, the generated readers alone (bindings/js/generated/readers.js: the same result read
// again from WASM memory into the same target). Interleaved rounds, median ns per call (measure.mjs).
//
// Usage: node bench/result-read.mjs   (after scripts/build-wasm.sh). Prints the table; writes nothing.
import { init } from '../bindings/js/index.js';
import { wasmExports } from '../bindings/js/memory.js';
import createSweepkitCore from '../dist/sweepkit_core.mjs';
import { timeTogether } from './measure.mjs';

const N = 200_000;
const sk = await init();
const core = await createSweepkitCore();
const raw = wasmExports(core);
const readers = await import('../bindings/js/generated/readers.js').catch(() => null);

const v = (x, y, z) => ({ x, y, z });
const a = { center: v(0, 0, 0), radius: 0.5 };
const b = { center: v(2, 0.1, 0), radius: 0.5 };
const da = v(2, 0, 0);
const db = v(0, 0, 0);

const world = sk.createWorld();
for (let i = 0; i < 8; i++) world.addBody({ min: v(3 + i, -1, -1), max: v(3.5 + i, 1, 1) }, { kind: 'static' });
world.step();
const ray = { origin: v(0, 0, 0), direction: v(10, 0, 0) };
const caster = { center: v(0, 0, 0), radius: 0.25 };
const castBy = v(10, 0, 0);

const mesh = sk.createTriangleMesh(new Float32Array([-5, 0, -5, 5, 0, -5, -5, 0, 5, 5, 0, -5, 5, 0, 5, -5, 0, 5]));
const down = { origin: v(0.3, 1, 0.2), direction: v(0, -2, 0) };
const fall = v(0, -2, 0);
const dropped = { center: v(0.3, 1, 0.2), radius: 0.25 };

const walker = sk.createWorld();
walker.addBody({ min: v(-50, -1, -50), max: v(50, 0, 50) }, { kind: 'static' });
walker.step();
const character = walker.createCharacter({ shape: { start: v(0, 0.31, 0), end: v(0, 1.49, 0), radius: 0.3 } });
const walk = v(0.01, -0.01, 0);
const back = v(-0.01, -0.01, 0);

const hitTarget = () => ({ hit: false, status: 'miss', t: 0, position: v(0, 0, 0), point: v(0, 0, 0), normal: v(0, 0, 0) });
const tSweep = hitTarget();
const tRay = hitTarget();
const tCast = hitTarget();
const tMeshRay = hitTarget();
const tMeshSweep = hitTarget();
const tMove = {};

const contenders = {
  'sk.sweepSphereSphere into a target': () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += sk.sweepSphereSphere(a, da, b, db, tSweep).t;
    return s;
  },
  'raw export sk_sweep_sphere_sphere (the floor)': () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += raw.sk_sweep_sphere_sphere(0, 0, 0, 0.5, 2, 0, 0, 2, 0.1, 0, 0.5, 0, 0, 0);
    return s;
  },
  'world.raycast into a target': () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += world.raycast(ray, 1, undefined, tRay).t;
    return s;
  },
  'world.sphereCast into a target': () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += world.sphereCast(caster, castBy, undefined, tCast).t;
    return s;
  },
  'mesh.raycast into a target': () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += mesh.raycast(down, 1, tMeshRay).t;
    return s;
  },
  'mesh.sweep into a target': () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += mesh.sweep(dropped, fall, undefined, tMeshSweep).t;
    return s;
  },
  'character.move into a target, ÷ 10 (N / 10 moves)': () => {
    let s = 0;
    for (let i = 0; i < N / 10; i++) s += character.move(i & 1 ? back : walk, undefined, tMove).position.x;
    return s;
  },
};

if (readers) {
  // The readers alone, on the second core's result buffer after one sweep there (the words are a SweepHit's; the
  // other readers read the same words as their own records: the cost is the same).
  raw.sk_sweep_sphere_sphere(0, 0, 0, 0.5, 2, 0, 0, 2, 0.1, 0, 0.5, 0, 0, 0);
  const f32 = core.HEAPF32;
  const i32 = core.HEAP32;
  const o = core.resultAddress() >> 2;
  const rSweep = hitTarget();
  const rWorld = hitTarget();
  const rMesh = hitTarget();
  const rEvent = {};
  Object.assign(contenders, {
    'readSweepHit alone': () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += readers.readSweepHit(f32, i32, o, rSweep).t;
      return s;
    },
    'readWorldSweepHit alone': () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += readers.readWorldSweepHit(f32, i32, o, rWorld).t;
      return s;
    },
    'readMeshSweepAnswer alone': () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += readers.readMeshSweepAnswer(f32, i32, o, rMesh).t;
      return s;
    },
    'readContactEvent alone': () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += readers.readContactEvent(f32, i32, o, rEvent).t;
      return s;
    },
  });
}

console.log(`${N} calls per contender and round`);
const medians = timeTogether(contenders, N);
console.log(`JS side of sk.sweepSphereSphere (query into a target − raw export): ${(medians['sk.sweepSphereSphere into a target'] - medians['raw export sk_sweep_sphere_sphere (the floor)']).toFixed(1)} ns`);
