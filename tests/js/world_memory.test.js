// The WebAssembly heap stays flat (issue 5): over 1,000,000 world queries and over 1,000 create / step / dispose
// cycles of a world. Not timed (bench/world/world.mjs measures speed).
//
// Two measures, both through public API:
// - the heap size: a world's displacementView() is a Float32Array over the core's WebAssembly memory, so
//   displacementView().buffer.byteLength is the heap size (the core's HEAP8.length; checked below on a private core);
// - the allocator's state: after a warm-up, a sequence of operations that frees everything it allocates leaves the
//   allocator as it found it, so a world made the same way lands at the same address every time
//   (displacementView().byteOffset). A leak of any size moves it, long before the heap has to grow.
import { describe, expect, it } from 'vitest';
import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { createWorlds } from '../../bindings/js/world.js';
import { sk, v } from './helpers.js';
import { mulberry32 } from '../../common/mulberry32.js';

/** n bodies of every kind of shape in a cube of `side`, with displacements for one frame (3 per body). */
function populate(world, n, seed, side, kind = 'kinematic') {
  const rng = mulberry32(seed);
  const handles = new Int32Array(n);
  const d = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) {
    const c = v(rng.range(0, side), rng.range(0, side), rng.range(0, side));
    const h = v(rng.range(0.4, 0.9), rng.range(0.4, 0.9), rng.range(0.4, 0.9));
    const shape =
      i % 3 === 0
        ? { center: c, radius: h.x }
        : i % 3 === 1
          ? { min: v(c.x - h.x, c.y - h.y, c.z - h.z), max: v(c.x + h.x, c.y + h.y, c.z + h.z) }
          : { start: c, end: v(c.x + h.x, c.y + h.y, c.z), radius: h.z / 2 };
    handles[i] = world.addBody(shape, { kind, sensor: i % 5 === 0 });
    if (kind !== 'static') d.set([rng.range(-0.5, 0.5), rng.range(-0.5, 0.5), rng.range(-0.5, 0.5)], 3 * i);
  }
  return { handles, d };
}

/** The heap size of the core behind `world`, through public API. */
const heapOf = (world) => world.displacementView().buffer.byteLength;

/** A small world made, stepped and freed the same way each time: where the allocator puts its displacements. */
function probeAddress() {
  const world = sk.createWorld();
  const { handles, d } = populate(world, 40, 99, 8);
  world.setDisplacements(handles, d);
  world.step();
  const address = world.displacementView().byteOffset;
  world.dispose();
  return address;
}

describe('World memory', () => {
  it('reads the heap size through displacementView(): the core HEAP8, growth included', async () => {
    const core = await createSweepkitCore();
    const world = createWorlds(core).createWorld();
    expect(world.displacementView().buffer).toBe(core.HEAP8.buffer);
    const start = heapOf(world);
    expect(start).toBe(core.HEAP8.length);
    // Enough bodies to outgrow the initial 16 MB: the measure follows the growth.
    for (let i = 0; i < 400_000 && heapOf(world) === start; i += 1000) populate(world, 1000, i, 200);
    expect(heapOf(world)).toBeGreaterThan(start);
    expect(heapOf(world)).toBe(core.HEAP8.length);
    world.dispose();
  });

  it('the address probe sees a leak: worlds left undisposed move the next one', () => {
    const kept = [];
    const addresses = new Set();
    for (let i = 0; i < 3; i++) {
      const world = sk.createWorld();
      populate(world, 40, 99, 8);
      addresses.add(world.displacementView().byteOffset);
      kept.push(world); // "leaked" until the end of the test
    }
    expect(addresses.size).toBe(3);
    for (const world of kept) world.dispose();
  });

  it('keeps the heap flat over 1,000,000 queries', () => {
    const world = sk.createWorld();
    populate(world, 300, 5, 30, 'static');
    world.step();
    const rng = mulberry32(6);
    const n = 1000;
    const casts = new Float32Array(7 * n);
    for (let i = 0; i < n; i++) {
      casts.set([rng.range(0, 30), rng.range(0, 30), rng.range(0, 30), rng.range(0.1, 0.5), rng.range(-5, 5), rng.range(-5, 5), rng.range(-5, 5)], 7 * i);
    }
    const bodies = new Int32Array(n);
    const results = new Float32Array(7 * n);
    // One round: 90,000 casts in 90 batch calls, then 2,500 each of raycast, sphereCast, cast (a box) and overlap.
    let queries = 0;
    let hits = 0;
    const round = () => {
      for (let k = 0; k < 90; k++) {
        hits += world.sphereCasts(casts, bodies, results).hits;
        queries += n;
      }
      for (let i = 0; i < 2500; i++) {
        const o = 7 * i;
        const c = v(casts[o % (7 * n)], casts[(o + 1) % (7 * n)], casts[(o + 2) % (7 * n)]);
        const d = v(casts[(o + 4) % (7 * n)], casts[(o + 5) % (7 * n)], casts[(o + 6) % (7 * n)]);
        if (world.raycast({ origin: c, direction: d }).hit) hits++;
        if (world.sphereCast({ center: c, radius: 0.3 }, d, { ignore: 0 }).hit) hits++;
        if (world.cast({ min: c, max: v(c.x + 1, c.y + 1, c.z + 1) }, d).hit) hits++; // capsules too: by CA
        hits += world.overlap({ center: c, radius: 1.5 }).length;
        queries += 4;
      }
    };
    round(); // sizes the scratch buffers
    const heap = heapOf(world);
    const address = probeAddress();
    queries = 0;
    for (let r = 0; r < 10; r++) {
      round();
      expect(probeAddress()).toBe(address);
    }
    expect(queries).toBe(1_000_000);
    expect(hits).toBeGreaterThan(100_000); // the queries did find bodies
    expect(heapOf(world)).toBe(heap);
    world.dispose();
  }, 120_000);

  it('keeps the heap flat over 1,000 create / step / dispose cycles', () => {
    let heap = 0;
    let events = 0;
    const cycle = () => {
      const world = sk.createWorld();
      const { handles, d } = populate(world, 200, 3, 10);
      world.addBody({ normal: v(0, 1, 0), constant: 0 }, { kind: 'static' });
      world.setDisplacements(handles, d);
      world.step();
      events += world.events().length;
      world.removeBody(handles[0]);
      world.step(); // its contacts end, flagged removed
      events += world.eventData().count;
      world.raycast({ origin: v(0, 5, 5), direction: v(10, 0, 0) });
      const address = world.displacementView().byteOffset;
      heap = heapOf(world);
      world.dispose();
      return address;
    };
    for (let i = 0; i < 20; i++) cycle(); // warm up the allocator
    const before = heap;
    const addresses = new Set();
    for (let i = 0; i < 1000; i++) addresses.add(cycle());
    expect(events).toBeGreaterThan(1000); // the worlds had contacts to track
    expect(addresses.size).toBe(1);
    expect(heap).toBe(before);
  }, 120_000);
});
