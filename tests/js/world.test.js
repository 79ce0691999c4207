// The collision world against the real WebAssembly build (no mocks): events, tunnelling, removal, layers,
// determinism, the typed-array batch paths and their constant number of JS <-> WASM calls, queries, errors.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { EVENT_STRIDE, createWorlds } from '../../bindings/js/world.js';
import { expectVec, sk, thrown, v } from './helpers.js';
import { mulberry32 } from '../../common/mulberry32.js';

// A seeded scene of spheres and boxes with per-body displacements (Float32Array, 3 per body).
function scene(world, n, seed, side) {
  const rng = mulberry32(seed, { float32: true }); // the numbers of world_step_test.cpp's cross-build scene
  const f = Math.fround;
  const handles = new Int32Array(n);
  const d = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) {
    const c = v(rng.range(0, side), rng.range(0, side), rng.range(0, side));
    if (i % 2 === 0) {
      handles[i] = world.addBody({ center: c, radius: rng.range(0.5, 1) });
    } else {
      const h = v(rng.range(0.4, 0.9), rng.range(0.4, 0.9), rng.range(0.4, 0.9));
      handles[i] = world.addBody({
        min: v(f(c.x - h.x), f(c.y - h.y), f(c.z - h.z)),
        max: v(f(c.x + h.x), f(c.y + h.y), f(c.z + h.z)),
      });
    }
    d[3 * i] = rng.range(-0.3, 0.3);
    d[3 * i + 1] = rng.range(-0.3, 0.3);
    d[3 * i + 2] = rng.range(-0.3, 0.3);
  }
  return { handles, d };
}

// FNV-1a hash of the event stream of scene(world, 300, 7, 12) over 20 frames, as computed by the native build
// (kCrossBuildEventHash in tests/core/world/world_step_test.cpp; update both together).
const CROSS_BUILD_EVENT_HASH = 0x2ea7d92a;

// FNV-1a over the events' bytes (little-endian words, as in memory).
function hashEvents(world, hash = 0x811c9dc5) {
  const { count, ints } = world.eventData();
  for (let i = 0; i < count * EVENT_STRIDE; i++) {
    let w = ints[i];
    for (let k = 0; k < 4; k++, w >>>= 8) hash = Math.imul(hash ^ (w & 0xff), 0x01000193) >>> 0;
  }
  return hash;
}

describe('createWorld', () => {
  it('returns a world with integer handles and dispose()', () => {
    const world = sk.createWorld();
    const a = world.addBody(new THREE.Sphere(new THREE.Vector3(0, 0, 0), 1));
    const b = world.addBody(new THREE.Box3(new THREE.Vector3(3, 0, 0), new THREE.Vector3(4, 1, 1)), { kind: 'static' });
    expect(Number.isInteger(a) && a > 0).toBe(true);
    expect(b).toBeGreaterThan(a);
    expect(world.bodyCount).toBe(2);
    expect(world.contains(a)).toBe(true);
    expect(world.getBody(b)).toEqual({
      shape: { type: 'aabb', min: v(3, 0, 0), max: v(4, 1, 1) },
      displacement: v(0, 0, 0),
      kind: 'static',
      layer: 1,
      mask: 0xffffffff,
      sensor: false,
      mesh: null,
    });
    world.dispose();
    expect(world.disposed).toBe(true);
    expect(() => world.step()).toThrow(/disposed/);
    world.dispose(); // a second dispose is harmless
  });

  it('detects stale handles and never reuses them', () => {
    const world = sk.createWorld();
    const a = world.addBody({ center: v(0, 0, 0), radius: 1 });
    world.removeBody(a);
    const e = thrown(() => world.removeBody(a));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe(`removeBody: handle is stale (removed, or not a body of this world) (got ${a})`);
    expect(e).toMatchObject({ argument: 'handle', field: null, code: 1 });
    expect(() => world.setDisplacement(a, v(1, 0, 0))).toThrow(/stale/);
    world.step();
    const b = world.addBody({ center: v(0, 0, 0), radius: 1 });
    expect(world.slotOf(b)).toBe(world.slotOf(a));
    expect(b).not.toBe(a);
    expect(world.contains(a)).toBe(false);
    world.dispose();
  });

  it('rejects invalid bodies and motions with RangeErrors naming the field', () => {
    const world = sk.createWorld();
    let e = thrown(() => world.addBody({ center: v(0, 0, 0), radius: -1 }));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe('addBody: shape.radius must be >= 0 (got -1)');
    e = thrown(() => world.addBody({ normal: v(0, 2, 0), constant: 0 }));
    expect(e.message).toMatch(/shape.normal must have unit length/);
    expect(() => world.addBody({ center: v(0, 0, 0), radius: 1 }, { kind: 'dynamic' })).toThrow(/kind must be/);
    const s = world.addBody({ min: v(0, 0, 0), max: v(1, 1, 1) }, { kind: 'static' });
    expect(() => world.setDisplacement(s, v(1, 0, 0))).toThrow(/cannot move a static body/);
    const k = world.addBody({ center: v(0, 0, 0), radius: 1 });
    expect(() => world.setDisplacement(k, v(NaN, 0, 0))).toThrow(/must be finite/);
    expect(() => world.addBody({ foo: 1 })).toThrow(TypeError);
    world.dispose();
  });
});

describe('World events', () => {
  it('reports begin -> stay -> end across frames, a sphere through a static box', () => {
    const world = sk.createWorld();
    const ball = world.addBody({ center: v(-3, 0, 0), radius: 0.5 });
    const box = world.addBody({ min: v(0, -1, -1), max: v(2, 1, 1) }, { kind: 'static' });
    const frames = [];
    for (let f = 0; f < 7; f++) {
      world.setDisplacement(ball, v(1, 0, 0));
      world.step();
      frames.push(world.events());
    }
    expect(frames[0]).toEqual([]);
    expect(frames[1]).toEqual([]);
    // Centre -1 -> 0: touches the face x = 0 at centre -0.5, t = 0.5; overlaps by 0.5 at the end.
    expect(frames[2]).toHaveLength(1);
    const begin = frames[2][0];
    expect(begin).toMatchObject({ type: 'begin', a: ball, b: box, transient: false, sensor: false, removed: false });
    expect(begin.t).toBeCloseTo(0.5, 5);
    expect(begin.depth).toBeCloseTo(0.5, 5);
    expect(begin.impactSpeed).toBeCloseTo(1, 5);
    expectVec(begin.normal, v(1, 0, 0));
    expectVec(begin.point, v(0, 0, 0));
    expect(frames[3].map((e) => e.type)).toEqual(['stay']);
    expect(frames[4].map((e) => e.type)).toEqual(['stay']);
    expect(frames[5].map((e) => e.type)).toEqual(['end']);
    expect(frames[6]).toEqual([]);
    world.dispose();
  });

  it('eventData() holds the same events in place', () => {
    const world = sk.createWorld();
    world.addBody({ center: v(0, 0, 0), radius: 1 });
    world.addBody({ center: v(1.5, 0, 0), radius: 1 });
    expect(world.step()).toBe(1);
    const data = world.eventData();
    const [event] = world.events();
    expect(data.count).toBe(1);
    expect(data.stride).toBe(13);
    expect([data.ints[0], data.ints[1], data.ints[2], data.ints[3]]).toEqual([0, 0, event.a, event.b]);
    expect(data.floats[5]).toBe(event.depth);
    expect(data.floats[5]).toBeCloseTo(0.5, 6);
    world.dispose();
  });

  it('catches a bullet at 1 km/s (16.7 m per frame) in a 1 cm wall every time', () => {
    const rng = mulberry32(99);
    const step = 1000 / 60;
    let caught = 0;
    const trials = 500;
    const world = sk.createWorld();
    for (let i = 0; i < trials; i++) {
      const wallX = 20 + 50 * rng.next();
      const wall = world.addBody({ min: v(wallX, -3, -3), max: v(wallX + 0.01, 3, 3) }, { kind: 'static' });
      const start = v(wallX - 0.02 - step * (0.02 + 0.96 * rng.next()), rng.next() * 2 - 1, rng.next() * 2 - 1);
      const bullet =
        i % 2
          ? world.addBody({ center: start, radius: 0.001 }, { kind: 'fast' })
          : world.addBody({ min: start, max: v(start.x + 0.002, start.y + 0.002, start.z + 0.002) }, { kind: 'fast' });
      world.setDisplacement(bullet, v(step, 0.1 * (rng.next() - 0.5), 0.1 * (rng.next() - 0.5)));
      world.step();
      // The pair is ordered by handle; freed slots are reused, so either may be lower.
      const pair = [Math.min(wall, bullet), Math.max(wall, bullet)];
      if (world.events().some((e) => e.type === 'begin' && e.a === pair[0] && e.b === pair[1] && e.transient)) caught++;
      world.removeBody(wall);
      world.removeBody(bullet);
      world.step();
    }
    expect(caught).toBe(trials);
    world.dispose();
  });

  it('ends the contacts of a removed body', () => {
    const world = sk.createWorld();
    const a = world.addBody({ center: v(0, 0, 0), radius: 1 });
    const b = world.addBody({ center: v(1, 0, 0), radius: 1 });
    world.step();
    world.removeBody(a);
    world.step();
    expect(world.events()).toMatchObject([{ type: 'end', a, b, removed: true }]);
    world.step();
    expect(world.events()).toEqual([]);
    world.dispose();
  });

  it('respects layers and masks, and reports sensors', () => {
    const world = sk.createWorld();
    const player = world.addBody({ center: v(0, 0, 0), radius: 1 }, { layer: 1, mask: 2 });
    const enemy = world.addBody({ center: v(1, 0, 0), radius: 1 }, { layer: 2 });
    const ownBullet = world.addBody({ center: v(-1, 0, 0), radius: 1 }, { layer: 4, mask: 2 });
    const trigger = world.addBody({ min: v(5, -1, -1), max: v(7, 1, 1) }, { kind: 'static', sensor: true, layer: 8 });
    world.step();
    expect(world.events().map((e) => [e.a, e.b])).toEqual([
      [player, enemy],
      [enemy, ownBullet],
    ]);
    world.setDisplacement(enemy, v(5, 0, 0)); // into the trigger, out of reach of the player
    world.step();
    const events = world.events();
    expect(events.map((e) => [e.type, e.a, e.b])).toEqual([
      ['end', player, enemy],
      ['end', enemy, ownBullet],
      ['begin', enemy, trigger],
    ]);
    expect(events[2].sensor).toBe(true);
    world.dispose();
  });

  it('reports each pair at most once per step, sorted, and consistent across frames', () => {
    const world = sk.createWorld();
    const { handles, d } = scene(world, 400, 5, 14);
    const touching = new Set();
    for (let frame = 0; frame < 30; frame++) {
      const sign = frame % 2 ? -1 : 1;
      world.setDisplacements(handles, d.map((x) => x * sign));
      world.step();
      let previous = [0, 0];
      for (const e of world.events()) {
        expect(e.a).toBeLessThan(e.b);
        expect(e.a > previous[0] || (e.a === previous[0] && e.b > previous[1])).toBe(true);
        previous = [e.a, e.b];
        const key = `${e.a},${e.b}`;
        if (e.type === 'begin') {
          expect(touching.has(key)).toBe(false);
          if (!e.transient) touching.add(key);
        } else {
          expect(touching.has(key)).toBe(true);
          if (e.type === 'end') touching.delete(key);
        }
      }
      expect(world.stepInfo.touching).toBe(touching.size);
    }
    world.dispose();
  });

  it('is deterministic: the same inputs give bit-identical event streams', () => {
    const hashes = [];
    for (let run = 0; run < 2; run++) {
      const world = sk.createWorld();
      const { handles, d } = scene(world, 300, 7, 12);
      let hash = 0x811c9dc5;
      for (let frame = 0; frame < 20; frame++) {
        world.setDisplacements(handles, frame % 2 ? d.map((x) => -x) : d);
        world.step();
        hash = hashEvents(world, hash);
      }
      hashes.push(hash);
      world.dispose();
    }
    expect(hashes[0]).toBe(hashes[1]);
    // ... and the same as the native build: tests/core/world/world_step_test.cpp checks this constant on the same scene.
    expect(hashes[0].toString(16)).toBe(CROSS_BUILD_EVENT_HASH.toString(16));
  });
});

describe('World batch I/O', () => {
  // A world over a private core whose native methods count their calls.
  async function countingWorld() {
    const core = await createSweepkitCore();
    const calls = { count: 0 };
    const proto = core.World.prototype;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const fn = proto[name];
      if (typeof fn !== 'function' || name === 'constructor' || name === 'delete') continue;
      proto[name] = function (...args) {
        calls.count++;
        return fn.apply(this, args);
      };
    }
    return { world: createWorlds(core).createWorld(), calls, core };
  }

  it('moves 10,000 bodies, steps and reads events in a constant number of calls', async () => {
    const { world, calls } = await countingWorld();
    const n = 10000;
    const { handles, d } = scene(world, n, 3, 45);
    world.step();
    calls.count = 0;
    world.setDisplacements(handles, d);
    world.step();
    const data = world.eventData();
    expect(data.count).toBeGreaterThan(1000);
    expect(calls.count).toBeLessThanOrEqual(5);
    // The in-place view: no call per body either.
    calls.count = 0;
    const view = world.displacementView();
    for (let i = 0; i < n; i++) {
      const s = 3 * world.slotOf(handles[i]);
      view[s] = -d[3 * i];
      view[s + 1] = -d[3 * i + 1];
      view[s + 2] = -d[3 * i + 2];
    }
    world.step();
    world.eventData();
    expect(calls.count).toBeLessThanOrEqual(5);
    world.dispose();
  });

  it('setDisplacements and displacementView move bodies alike', () => {
    const worlds = [sk.createWorld(), sk.createWorld()];
    const hs = worlds.map((w) => [w.addBody({ center: v(0, 0, 0), radius: 1 }), w.addBody({ center: v(5, 0, 0), radius: 1 })]);
    worlds[0].setDisplacements(Int32Array.from(hs[0]), new Float32Array([1, 2, 3, -1, 0, 0]));
    const view = worlds[1].displacementView();
    view.set([1, 2, 3], 3 * worlds[1].slotOf(hs[1][0]));
    view.set([-1, 0, 0], 3 * worlds[1].slotOf(hs[1][1]));
    for (const w of worlds) w.step();
    for (let k = 0; k < 2; k++) {
      expect(worlds[k].getBody(hs[k][0]).shape.center).toEqual(v(1, 2, 3));
      expect(worlds[k].getBody(hs[k][1]).shape.center).toEqual(v(4, 0, 0));
    }
    // An invalid value written in place is rejected by step(): the body stays and stepInfo says so.
    worlds[1].displacementView()[3 * worlds[1].slotOf(hs[1][0])] = NaN;
    worlds[1].step();
    expect(worlds[1].stepInfo.rejectedDisplacements).toBe(1);
    expect(worlds[1].stepInfo.firstRejected).toBe(hs[1][0]);
    expect(worlds[1].getBody(hs[1][0]).shape.center).toEqual(v(1, 2, 3));
    expect(() => worlds[0].setDisplacements(Int32Array.from(hs[0]), new Float32Array(3))).toThrow(/6 needed/);
    for (const w of worlds) w.dispose();
  });

  it('keeps the heap flat over 1,000 create / step / dispose cycles', async () => {
    const { core, world: unused } = await countingWorld();
    unused.dispose();
    const { createWorld } = createWorlds(core);
    const cycle = () => {
      const world = createWorld();
      const { handles, d } = scene(world, 50, 1, 6);
      world.setDisplacements(handles, d);
      world.step();
      world.events();
      world.dispose();
    };
    for (let i = 0; i < 20; i++) cycle(); // warm up the allocator
    const before = core.HEAP8.length;
    for (let i = 0; i < 1000; i++) cycle();
    expect(core.HEAP8.length).toBe(before);
  });
});

describe('World queries', () => {
  it('raycast finds the closest body, with filters', () => {
    const world = sk.createWorld();
    const self = world.addBody({ center: v(0, 0, 0), radius: 1 });
    const near = world.addBody({ min: v(3, -1, -1), max: v(4, 1, 1) }, { kind: 'static', layer: 2 });
    const far = world.addBody({ center: v(10, 0, 0), radius: 1 }, { kind: 'static' });
    const ray = new THREE.Ray(new THREE.Vector3(0, 0, 0), new THREE.Vector3(1, 0, 0));
    expect(world.raycast(ray, Infinity)).toMatchObject({ hit: true, status: 'initialOverlap', body: self, t: 0 });
    const r = world.raycast(ray, Infinity, { ignore: self });
    expect(r).toMatchObject({ hit: true, status: 'hit', body: near, t: 3 });
    expectVec(r.normal, v(-1, 0, 0));
    expect(world.raycast(ray, Infinity, { ignore: self, mask: 1 })).toMatchObject({ body: far, t: 9 });
    expect(world.raycast(ray, 2, { ignore: self })).toMatchObject({ hit: false, status: 'miss', body: null, t: 2 });
    expect(() => world.raycast(ray, -1)).toThrow(/maxFraction/);
    world.dispose();
  });

  it('raycastAll lists every body along the ray, each once, in increasing t', () => {
    const world = sk.createWorld();
    const self = world.addBody({ center: v(0, 0, 0), radius: 1 });
    const near = world.addBody({ min: v(3, -1, -1), max: v(4, 1, 1) }, { kind: 'static', layer: 2 });
    const far = world.addBody({ center: v(10, 0, 0), radius: 1 }, { kind: 'static' });
    world.addBody({ center: v(5, 5, 0), radius: 1 }, { kind: 'static' }); // off the ray
    const ray = { origin: v(0, 0, 0), direction: v(1, 0, 0) };
    const all = world.raycastAll(ray, Infinity);
    // The ray starts inside `self` (t = 0), enters the box at x = 3, the far sphere at x = 9.
    expect(all.map((h) => [h.body, h.t])).toEqual([[self, 0], [near, 3], [far, 9]]);
    expectVec(all[1].normal, v(-1, 0, 0));
    expectVec(all[2].point, v(9, 0, 0));
    expect(world.raycastAll(ray, Infinity, { ignore: self, mask: 1 }).map((h) => h.body)).toEqual([far]);
    expect(world.raycastAll(ray, 2, { ignore: self })).toEqual([]);
    expect(() => world.raycastAll(ray, NaN)).toThrow(/maxFraction/);
    world.dispose();
  });

  it('sphereCast and cast return the first body and t; sphereCasts batches them', () => {
    const world = sk.createWorld();
    const wall = world.addBody({ min: v(5, -5, -5), max: v(6, 5, 5) }, { kind: 'static' });
    world.addBody({ normal: v(0, 1, 0), constant: 10 }, { kind: 'static' }); // floor y = -10
    // Sphere radius 1 from x = 0 moving 10: touches x = 5 at centre 4, t = 0.4.
    const c = world.sphereCast({ center: v(0, 0, 0), radius: 1 }, v(10, 0, 0));
    expect(c).toMatchObject({ hit: true, status: 'hit', body: wall });
    expect(c.t).toBeCloseTo(0.4, 6);
    expectVec(c.position, v(4, 0, 0));
    expectVec(c.normal, v(1, 0, 0));
    const box = world.cast({ min: v(-1, -1, -1), max: v(1, 1, 1) }, v(0, -20, 0));
    expect(box.t).toBeCloseTo(9 / 20, 6); // bottom face from -1 to the floor at -10
    const casts = new Float32Array([0, 0, 0, 1, 10, 0, 0, 0, 0, 0, 1, 0, -20, 0, 0, 0, 0, 1, 0, 0, 20]);
    const { hits, bodies, results } = world.sphereCasts(casts);
    expect(hits).toBe(2);
    expect(bodies[0]).toBe(wall);
    expect(results[0]).toBeCloseTo(0.4, 6);
    expect(bodies[2]).toBe(0); // upwards: nothing
    expect(bodies[1]).toBeGreaterThan(0);
    expect(results[7]).toBeCloseTo(9 / 20, 6);
    expect(() => world.sphereCasts(new Float32Array([0, 0, 0, -1, 0, 0, 0]))).toThrow(/cast 0/);
    world.dispose();
  });

  it('overlap lists the touched bodies in handle order', () => {
    const world = sk.createWorld();
    const a = world.addBody({ center: v(0, 0, 0), radius: 1 });
    world.addBody({ center: v(10, 0, 0), radius: 1 });
    const c = world.addBody({ start: v(0, 2, 0), end: v(0, 4, 0), radius: 0.5 });
    expect(world.overlap({ min: v(-0.5, -0.5, -0.5), max: v(0.5, 2, 0.5) })).toEqual([a, c]);
    expect(world.overlap({ center: v(5, 0, 0), radius: 1 })).toEqual([]);
    expect(() => world.overlap({ center: v(0, 0, 0), radius: -2 })).toThrow(/shape.radius/);
    world.dispose();
  });
});

describe('World character helpers', () => {
  it('moveAndSlide lands a sphere on the floor and slides it along, never through a thin plate', () => {
    const world = sk.createWorld();
    const floor = world.addBody(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), { kind: 'static' });
    // From y = 1 moving (3, -2, 0): the bottom touches y = 0 after a quarter; the rest slides along x to 3.
    const r = world.moveAndSlide(new THREE.Sphere(new THREE.Vector3(0, 1, 0), 0.5), v(3, -2, 0));
    expect(r).toMatchObject({ hit: true, body: floor, collisions: 1 });
    expectVec(r.normal, v(0, -1, 0));
    expect(r.position.x).toBeCloseTo(3, 2);
    expect(r.position.y).toBeGreaterThanOrEqual(0.5);
    expect(r.position.y).toBeLessThan(0.502);
    // A 1 cm plate at x = 100 and a 1 km move: it stops in front.
    world.addBody({ min: v(100, 0, -1), max: v(100.01, 2, 1) }, { kind: 'static' });
    const fast = world.moveAndSlide({ center: v(0, 1, 0), radius: 0.05 }, v(1000, 0, 0));
    expect(fast.position.x).toBeLessThanOrEqual(99.95);
    expect(fast.position.x).toBeGreaterThan(99.94);
    expect(() => world.moveAndSlide({ center: v(0, 1, 0), radius: -1 }, v(1, 0, 0))).toThrow(/sphere\.radius/);
    world.dispose();
  });

  it('pushOut moves a sphere out of the floor by its penetration depth', () => {
    const world = sk.createWorld();
    world.addBody({ normal: v(0, 1, 0), constant: 0 }, { kind: 'static' });
    const r = world.pushOut({ center: v(1, 0.3, 2), radius: 0.5 });
    expect(r.hit).toBe(true);
    expectVec(r.position, v(1, 0.5005, 2), 4); // depth 0.2 plus the skin, 1e-3 × radius
    expect(r.status).toBe('hit');
    expect(world.pushOut({ center: v(0, 3, 0), radius: 0.5 })).toMatchObject({ hit: false, status: 'miss', body: null, collisions: 0 });
    world.dispose();
  });

  it('pushOut says when it cannot free a sphere: status initialOverlap, the centre unchanged', () => {
    // A ball of radius 0.5 resting on a floor box at (0, 0.5, 0); a sphere of radius 0.25 at (0, -0.5, 0), right
    // under the point of contact: the floor pushes it straight up into the ball, the ball straight back down.
    const world = sk.createWorld();
    const floor = world.addBody({ min: v(-5, -5, -5), max: v(5, 0, 5) }, { kind: 'static' });
    const ball = world.addBody({ center: v(0, 0.5, 0), radius: 0.5 }, { kind: 'static' });
    const r = world.pushOut({ center: v(0, -0.5, 0), radius: 0.25 });
    expect(r.status).toBe('initialOverlap');
    expect(r.hit).toBe(true);
    expect(r.position).toEqual(v(0, -0.5, 0));
    expect([floor, ball]).toContain(r.body);
    world.dispose();
  });
});
