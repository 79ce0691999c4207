// The closed-form sweeps of translating capsules and boxes through the public API (issue 24, "exact where the oracle
// is exact"), against the real WebAssembly build: every expectation is worked out by hand in the comments, from the
// float32 inputs where they are not exact.
import { describe, expect, it } from 'vitest';
import { expectVec, sk, v } from './helpers.js';

const f = Math.fround;
const HALF = v(0.5, 0.5, 0.5);

describe('sk.sweep: boxes by the moving separating axis test', () => {
  it('two unit boxes 1 apart, closing at 2 per frame, meet at t = 0.5 exactly, at any offset', () => {
    for (const X of [0, 100, 10000]) {
      const r = sk.sweep({ center: v(X, 0, 0), halfSize: HALF }, v(1, 0, 0), { center: v(X + 2, 0, 0), halfSize: HALF }, v(-1, 0, 0));
      expect(r).toMatchObject({ hit: true, status: 'hit', t: 0.5 });
      expect(r.normal).toEqual(v(1, 0, 0));
      expectVec(r.point, v(X + 1, 0, 0), X ? 2 : 6); // the centre of the touching faces
      expectVec(r.position, v(X + 0.5, 0, 0), X ? 2 : 6);
    }
  });

  it('an axis-aligned box against a box turned 45° about z: its edge at x = 2 − √2/2 meets the face at t = 1.5 − √2/2', () => {
    const s = Math.sin(Math.PI / 8), c = Math.cos(Math.PI / 8);
    const turned = { center: v(2, 0, 0), halfSize: HALF, rotation: { x: 0, y: 0, z: s, w: c } };
    const r = sk.sweep({ min: v(-0.5, -0.5, -0.5), max: v(0.5, 0.5, 0.5) }, v(1, 0, 0), turned, v(0, 0, 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(1.5 - Math.SQRT1_2, 6);
    expectVec(r.normal, v(1, 0, 0), 6);
    expectVec(r.point, v(2 - Math.SQRT1_2, 0, 0), 6);
  });
});

describe('sk.sweep: capsules in closed form', () => {
  it('capsule A along x at y = 1 falls onto capsule B along z: the lines meet R = 1/2 apart at t = 0.5 exactly', () => {
    const a = { start: v(-1, 1, 0), end: v(1, 1, 0), radius: 0.25 };
    const b = { start: v(0, 0, -1), end: v(0, 0, 1), radius: 0.25 };
    const r = sk.sweep(a, v(0, -1, 0), b, v(0, 0, 0));
    expect(r).toMatchObject({ hit: true, status: 'hit', t: 0.5 });
    expectVec(r.normal, v(0, -1, 0), 6);
    expectVec(r.point, v(0, 0.25, 0), 6);
  });

  it('a capsule lying across an edge of a box: t = 1 − 1/(2√2)', () => {
    // The core along (1, −1, 0) through (1 + δ, 1 + δ, 0) is δ√2 from the box's edge x = y = 1; δ = 1 − t, r = 1/2.
    const r = sk.sweep({ start: v(1, 3, 0), end: v(3, 1, 0), radius: 0.5 }, v(-1, -1, 0), { min: v(-1, -1, -1), max: v(1, 1, 1) }, v(0, 0, 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(1 - 0.5 / Math.SQRT2, 6);
    expect(r.t).toBeLessThanOrEqual(1 - 0.5 / Math.SQRT2 + 1e-7);
    expectVec(r.normal, v(-Math.SQRT1_2, -Math.SQRT1_2, 0), 6);
    expectVec(r.point, v(1, 1, 0), 5);
  });

  it('issue 24: a capsule 10 mm above a floor quad, moving 20 mm down, meets it at t = 0.5 (within float spacing) at every X', () => {
    // The float inputs' gap over drop: (0.31f − 0.3f) / 0.02f, 4.8e-7 below 0.5; the same at every X (only x moves).
    const expected = (f(0.31) - f(0.3)) / f(0.02);
    for (const X of [0, 300, 600, 10000]) {
      const m = sk.createTriangleMesh(new Float32Array([X - 5, 0, -5, X + 5, 0, -5, X + 5, 0, 5, X - 5, 0, -5, X + 5, 0, 5, X - 5, 0, 5]));
      const r = m.sweep({ start: v(X + 0.3, 0.31, 0.1), end: v(X + 0.3, 1.31, 0.1), radius: 0.3 }, v(0.02, -0.02, 0.01));
      const g = sk.sweep({ start: v(X + 0.3, 0.31, 0.1), end: v(X + 0.3, 1.31, 0.1), radius: 0.3 }, v(0.02, -0.02, 0.01), m, v(0, 0, 0));
      for (const h of [r, g]) {
        expect(h.status).toBe('hit');
        expect(h.t).toBeLessThanOrEqual(expected);
        expect(Math.abs(h.t - expected)).toBeLessThanOrEqual(1.2e-7);
        expectVec(h.normal, v(0, -1, 0), 6);
      }
      m.dispose();
    }
  });
});
