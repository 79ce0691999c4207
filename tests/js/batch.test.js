// The batch sweeps (bindings/js/batch.js) against the real WebAssembly build (no mocks), SIMD kernels included.
import { describe, expect, it } from 'vitest';
import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { createBatches } from '../../bindings/js/batch.js';
import { createResultReader, wasmExports } from '../../bindings/js/memory.js';
import { sk, thrown, v } from './helpers.js';

// Seeded random inputs rich in ties (signed zeros, touching distances), as float32 (xorshift32).
function random(seed) {
  let state = seed;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const ties = [0, -0, 1, -1, 2, -2, 0.5, 3, -4];
  const coordinate = () => (next() < 0.4 ? ties[Math.floor(next() * ties.length)] : next() * 10 - 5);
  const radius = () => (next() < 0.2 ? Math.floor(next() * 3) : next() * 1.5);
  const unit = () => {
    if (next() < 0.4) return [[0, 1, 0], [0, -1, 0], [1, 0, 0], [-0, 1, -0]][Math.floor(next() * 4)];
    const n = [next() - 0.5, next() - 0.5, next() - 0.5];
    const len = Math.hypot(...n) || 1;
    return n.map((x) => x / len);
  };
  return { coordinate, radius, unit };
}

function randomSpheres(r, n) {
  const f = new Float32Array(4 * n);
  for (let i = 0; i < n; i++) f.set([r.coordinate(), r.coordinate(), r.coordinate(), r.radius()], 4 * i);
  return f;
}
function randomVectors(r, n) {
  const f = new Float32Array(3 * n);
  for (let i = 0; i < f.length; i++) f[i] = r.coordinate();
  return f;
}
function randomPlanes(r, n) {
  const f = new Float32Array(4 * n);
  for (let i = 0; i < n; i++) f.set([...r.unit(), r.coordinate()], 4 * i);
  return f;
}

describe('sweepSpherePlaneBatch', () => {
  it('answers each entry like sweepSpherePlane: hit, initial overlap, miss', () => {
    // Entry 0: d0 = 5, d1 = -5, r = 1: t = (5 - 1) / 10 = 0.4, touching the ground under the centre.
    // Entry 1: |d0| = 0.5 <= 1 at the start: initial overlap, t = 0. Entry 2: stops at y = 2 > 1: miss, t = 1.
    const spheres = new Float32Array([0, 5, 0, 1, 3, 0.5, -2, 1, 0, 5, 0, 1]);
    const displacements = new Float32Array([0, -10, 0, 0, 0, 0, 0, -3, 0]);
    const ground = new Float32Array([0, 1, 0, 0]);
    const out = sk.sweepSpherePlaneBatch(spheres, displacements, ground);
    expect(out).toBeInstanceOf(Float32Array);
    expect(out.length).toBe(24);
    expect(sk.readBatchSweepHit(out, 0)).toEqual({
      hit: true, status: 'hit', t: Math.fround(0.4), point: v(0, 0, 0), normal: v(0, -1, 0),
    });
    expect(sk.readBatchSweepHit(out, 1)).toEqual({
      hit: true, status: 'initialOverlap', t: 0, point: v(3, 0, -2), normal: v(0, -1, 0),
    });
    expect(sk.readBatchSweepHit(out, 2)).toEqual({ hit: false, status: 'miss', t: 1, point: v(0, 0, 0), normal: v(0, 0, 0) });
    // The raw layout: t, point, normal, status.
    expect(Array.from(out.subarray(16, 24))).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(out[7]).toBe(1);
    expect(out[15]).toBe(2);
  });

  it('matches sweepSpherePlane on 5,000 random entries, with a plane per entry or one for all', () => {
    const r = random(0x2545f491);
    const n = 5003;
    const spheres = randomSpheres(r, n);
    const displacements = randomVectors(r, n);
    const planes = randomPlanes(r, n);
    for (const onePlane of [false, true]) {
      const p = onePlane ? planes.subarray(0, 4) : planes;
      const out = sk.sweepSpherePlaneBatch(spheres, displacements, p);
      const statuses = new Set();
      for (let i = 0; i < n; i++) {
        const j = onePlane ? 0 : i;
        const single = sk.sweepSpherePlane(
          { center: v(spheres[4 * i], spheres[4 * i + 1], spheres[4 * i + 2]), radius: spheres[4 * i + 3] },
          v(displacements[3 * i], displacements[3 * i + 1], displacements[3 * i + 2]),
          { normal: v(p[4 * j], p[4 * j + 1], p[4 * j + 2]), constant: p[4 * j + 3] },
        );
        const { position, subShapeA, subShapeB, ...rest } = single;
        expect([subShapeA, subShapeB]).toEqual([-1, -1]); // no composite shape: the batch has no such fields
        expect(sk.readBatchSweepHit(out, i)).toEqual(rest);
        // position = centre + t * displacement, in float32: exactly the single call's.
        const t = out[8 * i];
        const at = (k) => Math.fround(spheres[4 * i + k] + Math.fround(t * displacements[3 * i + k])) + 0;
        expect(v(at(0), at(1), at(2))).toEqual(position);
        statuses.add(single.status);
      }
      expect([...statuses].sort()).toEqual(['hit', 'initialOverlap', 'miss']);
    }
  });

  it('writes into a caller-owned array and leaves the entries beyond N alone', () => {
    const out = new Float32Array(8 * 3).fill(7);
    const spheres = [0, 5, 0, 1, 0, -5, 0, 1]; // plain arrays work too
    const result = sk.sweepSpherePlaneBatch(spheres, [0, -10, 0, 0, 10, 0], [0, 1, 0, 0], out);
    expect(result).toBe(out);
    expect(out[7]).toBe(1);
    expect(out[15]).toBe(1); // from below: the seed's one-sided bug is fixed here too
    expect(Array.from(out.subarray(16))).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
  });

  it('handles an empty batch', () => {
    expect(sk.sweepSpherePlaneBatch(new Float32Array(0), [], [0, 1, 0, 0]).length).toBe(0);
  });

  it('computes every entry, then throws a RangeError naming the first invalid entry, field and value', () => {
    const spheres = new Float32Array([0, 5, 0, 1, 0, 5, 0, 1, 0, 5, 0, 1, 0, 5, 0, -1, 0, 5, NaN, 1]);
    const displacements = new Float32Array(15).fill(-10);
    const out = new Float32Array(40);
    const e = thrown(() => sk.sweepSpherePlaneBatch(spheres, displacements, [0, 1, 0, 0], out));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toMatch(
      /^sweepSpherePlaneBatch: spheres\[3\]\.radius must be >= 0 \(got -1\); 2 of 5 entries are invalid/,
    );
    expect(e).toMatchObject({ argument: 'spheres', field: 'radius', index: 3, invalidCount: 2 });
    // The valid entries are answered; the invalid ones have status 3, t = 0 and zero vectors.
    expect([out[7], out[15], out[23], out[31], out[39]]).toEqual([1, 1, 1, 3, 3]);
    expect(Array.from(out.subarray(24, 31))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('names displacements and planes too, with their own index', () => {
    const spheres = [0, 5, 0, 1, 0, 5, 0, 1];
    let e = thrown(() => sk.sweepSpherePlaneBatch(spheres, [0, -1, 0, 0, Infinity, 0], [0, 1, 0, 0]));
    expect(e.message).toMatch(
      /^sweepSpherePlaneBatch: displacements\[1\] must be finite and within ±1e8 \(got \(0, Infinity, 0\)\)/,
    );
    expect(e).toMatchObject({ argument: 'displacements', field: null, index: 1 });
    e = thrown(() => sk.sweepSpherePlaneBatch(spheres, [0, -1, 0, 0, -1, 0], [0, 1, 0, 0, 0, 2, 0, 0]));
    expect(e.message).toMatch(/^sweepSpherePlaneBatch: planes\[1\]\.normal must have unit length/);
    // One plane for all: its index is 0 whichever sphere is swept against it.
    e = thrown(() => sk.sweepSpherePlaneBatch(spheres, [0, -1, 0, 0, -1, 0], [0, 1, 0, NaN]));
    expect(e.message).toMatch(/^sweepSpherePlaneBatch: planes\[0\]\.constant must be finite/);
    expect(e.index).toBe(0);
  });

  it('rejects arrays whose lengths do not fit together', () => {
    const s = new Float32Array(8);
    expect(() => sk.sweepSpherePlaneBatch(new Float32Array(7), [], [0, 1, 0, 0])).toThrow(
      'sweepSpherePlaneBatch: spheres.length must be a multiple of 4 (got 7)',
    );
    expect(() => sk.sweepSpherePlaneBatch(s, new Float32Array(3), [0, 1, 0, 0])).toThrow(
      'sweepSpherePlaneBatch: displacements.length must be 6 (got 3)',
    );
    expect(() => sk.sweepSpherePlaneBatch(s, new Float32Array(6), new Float32Array(12))).toThrow(
      'sweepSpherePlaneBatch: planes.length must be 4 or 8 (got 12)',
    );
    expect(() => sk.sweepSpherePlaneBatch(s, new Float32Array(6), [0, 1, 0, 0], new Float32Array(15))).toThrow(
      'sweepSpherePlaneBatch: out.length must be at least 8 * 2 = 16 (got 15)',
    );
    expect(() => sk.sweepSpherePlaneBatch(s, new Float32Array(6), [0, 1, 0, 0], [])).toThrow(TypeError);
    expect(() => sk.sweepSpherePlaneBatch(null, [], [])).toThrow(TypeError);
  });
});

describe('sweepSphereSphereBatch', () => {
  it('answers each entry like sweepSphereSphere', () => {
    // Entry 0: B closes 10 from 10 away; the centres are R = 2 apart at t = 0.8, touching at (1, 0, 0).
    // Entry 1: grazing (closest centre distance exactly R = 2): a hit at t = 0.5, touching at (0, 1, 0).
    // Entry 2: no relative motion: a miss (the seed divided by zero here).
    const out = sk.sweepSphereSphereBatch(
      [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1],
      [0, 0, 0, 0, 0, 0, 3, 0, 0],
      [10, 0, 0, 1, -5, 2, 0, 1, 5, 0, 0, 1],
      [-10, 0, 0, 10, 0, 0, 3, 0, 0],
    );
    expect(sk.readBatchSweepHit(out, 0)).toEqual({
      hit: true, status: 'hit', t: Math.fround(0.8), point: v(1, 0, 0), normal: v(1, 0, 0),
    });
    const grazing = sk.readBatchSweepHit(out, 1);
    expect(grazing.status).toBe('hit');
    expect(grazing.t).toBeCloseTo(0.5, 6);
    expect(grazing.point.y).toBeCloseTo(1, 6);
    expect(sk.readBatchSweepHit(out, 2).status).toBe('miss');
  });

  it('matches sweepSphereSphere on 5,000 random entries, with a sphere B per entry or one for all', () => {
    const r = random(0x9e3779b9);
    const n = 5001;
    const a = randomSpheres(r, n);
    const da = randomVectors(r, n);
    const b = randomSpheres(r, n);
    const db = randomVectors(r, n);
    for (const oneB of [false, true]) {
      const sb = oneB ? b.subarray(0, 4) : b;
      const vb = oneB ? db.subarray(0, 3) : db;
      const out = sk.sweepSphereSphereBatch(a, da, sb, vb);
      let hits = 0;
      for (let i = 0; i < n; i++) {
        const j = oneB ? 0 : i;
        const { position, subShapeA, subShapeB, ...single } = sk.sweepSphereSphere(
          { center: v(a[4 * i], a[4 * i + 1], a[4 * i + 2]), radius: a[4 * i + 3] },
          v(da[3 * i], da[3 * i + 1], da[3 * i + 2]),
          { center: v(sb[4 * j], sb[4 * j + 1], sb[4 * j + 2]), radius: sb[4 * j + 3] },
          v(vb[3 * j], vb[3 * j + 1], vb[3 * j + 2]),
        );
        expect([subShapeA, subShapeB]).toEqual([-1, -1]);
        expect(sk.readBatchSweepHit(out, i)).toEqual(single);
        hits += single.hit ? 1 : 0;
      }
      expect(hits).toBeGreaterThan(100);
    }
  });

  it('names the first invalid entry of each array', () => {
    const a = [0, 0, 0, 1, 0, 0, 0, 1];
    const b = [5, 0, 0, 1, 5, 0, 0, 1];
    const e = thrown(() => sk.sweepSphereSphereBatch(a, [0, 0, 0, 0, 0, 0], b, [0, 0, 0, 0, NaN, 0]));
    expect(e.message).toMatch(/^sweepSphereSphereBatch: displacementsB\[1\] must be finite/);
    expect(e).toMatchObject({ argument: 'displacementsB', index: 1, invalidCount: 1 });
    expect(() => sk.sweepSphereSphereBatch([0, 0, 0, 1], [0, 0, 0], [5, 0, 0, 1], [0, 0, 0, 0, 0, 0])).toThrow(
      'sweepSphereSphereBatch: displacementsB.length must be 3 (got 6)',
    );
  });
});

describe('bit for bit in the WebAssembly build', () => {
  // The SIMD kernels against the single-call export on the same floats, signed zeros included: the raw results,
  // before the JS layer turns -0 into 0.
  it('gives the single call exact float32 bits for every field of every entry', async () => {
    const core = await createSweepkitCore();
    const wasm = wasmExports(core);
    const api = createBatches(core, createResultReader(core));
    const base = core.resultAddress() >> 2;
    const r = random(12345);
    const n = 4099;
    const spheres = randomSpheres(r, n);
    const others = randomSpheres(r, n);
    const d = randomVectors(r, n);
    const od = randomVectors(r, n);
    const planes = randomPlanes(r, n);
    const bits = (f) => new Uint32Array(Float32Array.from(f).buffer);
    const planeOut = bits(api.sweepSpherePlaneBatch(spheres, d, planes));
    const sphereOut = bits(api.sweepSphereSphereBatch(spheres, d, others, od));
    const single = (status) => {
      const f = core.HEAPF32;
      // SweepHit words: status, error, argument, t, position (3), point (3), normal (3); batch: t, point, normal, status.
      return bits([f[base + 3], f[base + 7], f[base + 8], f[base + 9], f[base + 10], f[base + 11], f[base + 12], status]);
    };
    let negativeZeros = 0;
    for (let i = 0; i < n; i++) {
      const [cx, cy, cz, cr] = spheres.subarray(4 * i, 4 * i + 4);
      const [dx, dy, dz] = d.subarray(3 * i, 3 * i + 3);
      const [nx, ny, nz, k] = planes.subarray(4 * i, 4 * i + 4);
      let expected = single(wasm.sk_sweep_sphere_plane(cx, cy, cz, cr, dx, dy, dz, nx, ny, nz, k));
      expect(planeOut.subarray(8 * i, 8 * i + 8)).toEqual(expected);
      const [bx, by, bz, br] = others.subarray(4 * i, 4 * i + 4);
      const [ex, ey, ez] = od.subarray(3 * i, 3 * i + 3);
      expected = single(wasm.sk_sweep_sphere_sphere(cx, cy, cz, cr, dx, dy, dz, bx, by, bz, br, ex, ey, ez));
      expect(sphereOut.subarray(8 * i, 8 * i + 8)).toEqual(expected);
      negativeZeros += planeOut.subarray(8 * i, 8 * i + 8).filter((w) => w === 0x80000000).length;
    }
    expect(negativeZeros).toBeGreaterThan(100); // the signed zeros were exercised
  });
});

describe('createSweepSpherePlaneBatch', () => {
  it('sweeps inputs written in place into WebAssembly memory', () => {
    const batch = sk.createSweepSpherePlaneBatch(4);
    expect(batch.capacity).toBe(4);
    expect(batch.spheres.length).toBe(16);
    expect(batch.displacements.length).toBe(12);
    expect(batch.planes.length).toBe(16);
    expect(batch.results.length).toBe(32);
    batch.spheres.set([0, 5, 0, 1, 0, 5, 0, 1, 0, -5, 0, 1]);
    batch.displacements.set([0, -10, 0, 0, 10, 0, 0, 10, 0]);
    batch.planes.set([0, 1, 0, 0]);
    expect(batch.run(3, 1)).toBe(2); // one plane for all: a hit, a miss (moving away), a hit from below
    expect(batch.result(0)).toEqual({
      hit: true, status: 'hit', t: Math.fround(0.4), point: v(0, 0, 0), normal: v(0, -1, 0),
    });
    expect(batch.result(1).status).toBe('miss');
    expect(batch.result(2).normal).toEqual(v(0, 1, 0));
    batch.dispose();
  });

  it('validates n and planeCount, and throws once disposed', () => {
    const batch = sk.createSweepSpherePlaneBatch(2);
    expect(() => batch.run(3)).toThrow('SweepSpherePlaneBatch.run: n must be an integer in [0, 2] (the capacity) (got 3)');
    expect(() => batch.run(2, 3)).toThrow('SweepSpherePlaneBatch.run: planeCount must be 1 or n = 2 (got 3)');
    expect(batch.run(0)).toBe(0);
    expect(() => sk.createSweepSpherePlaneBatch(-1)).toThrow(RangeError);
    // Zeroed memory is not a valid plane: the error names the entry.
    expect(() => batch.run()).toThrow(/planes\[0\]\.normal must not be zero/);
    batch.dispose();
    expect(batch.disposed).toBe(true);
    expect(() => batch.run(1)).toThrow('sweepkit: this batch was disposed');
    expect(() => batch.spheres).toThrow('sweepkit: this batch was disposed');
    batch.dispose(); // again: no-op
  });

  it('keeps its contents and gives fresh views after WebAssembly memory grows', () => {
    const batch = sk.createSweepSpherePlaneBatch(8);
    batch.spheres.set([0, 5, 0, 1]);
    const before = batch.spheres;
    const big = sk.createSweepSpherePlaneBatch(1 << 20); // 76 MB: grows the memory, detaching old views
    expect(before.length).toBe(0);
    expect(batch.spheres.length).toBe(32);
    expect(Array.from(batch.spheres.subarray(0, 4))).toEqual([0, 5, 0, 1]);
    big.dispose();
    batch.dispose();
  });
});

describe('createSweepSphereSphereBatch', () => {
  it('sweeps many spheres against one moving sphere in place', () => {
    const batch = sk.createSweepSphereSphereBatch(3);
    batch.spheresA.set([0, 0, 0, 1, 0, 10, 0, 1, 20, 0, 0, 1]);
    batch.displacementsA.set([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    batch.spheresB.set([10, 0, 0, 1]);
    batch.displacementsB.set([-10, 0, 0]);
    expect(batch.run(3, 1)).toBe(1);
    expect(batch.result(0).t).toBeCloseTo(0.8, 6);
    expect(batch.result(1).status).toBe('miss');
    expect(batch.result(2).status).toBe('miss'); // B moves away from the third
    expect(() => batch.run(3, 2)).toThrow('SweepSphereSphereBatch.run: bCount must be 1 or n = 3 (got 2)');
    batch.dispose();
  });
});

describe('cost', () => {
  it('makes one WebAssembly call per batch, and the heap stays flat over repeated batches', async () => {
    const core = await createSweepkitCore();
    let calls = 0;
    const kernel = core._sk_sweep_sphere_plane_batch;
    const counting = (...args) => {
      calls++;
      return kernel(...args);
    };
    // Emscripten's export wrapper replaces Module._name on its first call; the no-op setter keeps ours in place.
    Object.defineProperty(core, '_sk_sweep_sphere_plane_batch', { get: () => counting, set: () => {} });
    const api = createBatches(core, createResultReader(core));
    calls = 0;
    const r = random(7);
    const n = 10000;
    const spheres = randomSpheres(r, n);
    const d = randomVectors(r, n);
    const out = new Float32Array(8 * n);
    api.sweepSpherePlaneBatch(spheres, d, [0, 1, 0, 0], out);
    expect(calls).toBe(1);
    const heap = core.HEAPF32.buffer.byteLength;
    for (let i = 0; i < 50; i++) api.sweepSpherePlaneBatch(spheres, d, [0, 1, 0, 0], out);
    for (let i = 0; i < 50; i++) api.createSweepSpherePlaneBatch(n).dispose();
    expect(calls).toBe(51);
    expect(core.HEAPF32.buffer.byteLength).toBe(heap);
  });
});
