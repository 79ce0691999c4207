// Triangle meshes answer the same wherever they sit (issue 24): the repros through the package, and a short
// translation property (a bumpy grid and its queries moved by 0 … 1e5, each coordinate a float32 there) against a
// double-precision brute force written here. The core keeps a mesh's vertices relative to its own origin; the
// bound is a few float32 spacings of the mesh's own size (8 m: 1e-6) in t and depth, plus the spacing of the
// coordinates in positions.
import { describe, expect, it } from 'vitest';
import { prng } from './prng.js';
import { sk } from './helpers.js';

const f = Math.fround;
/** The float32 spacing at |x| (1's below 1). */
const spacing = (x) => {
  const a = f(Math.max(Math.abs(x), 1));
  const b = new Float32Array([a]);
  const u = new Uint32Array(b.buffer);
  u[0] += 1;
  return b[0] - a;
};
const sub = (a, b) => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const add = (a, b) => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
const mul = (s, a) => ({ x: s * a.x, y: s * a.y, z: s * a.z });
const dot = (a, b) => a.x * b.x + a.y * b.y + a.z * b.z;
const len = (a) => Math.sqrt(dot(a, a));

/** Closest point of triangle (a, b, c) to p, in double (Ericson 5.1.5). */
function closest(a, b, c, p) {
  const ab = sub(b, a), ac = sub(c, a), ap = sub(p, a);
  const d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const bp = sub(p, b), d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return add(a, mul(d1 / (d1 - d3), ab));
  const cp = sub(p, c), d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return add(a, mul(d2 / (d2 - d6), ac));
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return add(b, mul((d4 - d3) / (d4 - d3 + (d5 - d6)), sub(c, b)));
  const inv = 1 / (va + vb + vc);
  return add(a, add(mul(vb * inv, ab), mul(vc * inv, ac)));
}

const cross = (a, b) => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
/** The first t >= 0 of the ray o + t d against triangle (a, b, c), in double (Möller–Trumbore); Infinity: none. */
function rayTriangle(o, d, a, b, c) {
  const e1 = sub(b, a), e2 = sub(c, a), p = cross(d, e2), det = dot(e1, p);
  if (det === 0) return Infinity;
  const s = sub(o, a), u = dot(s, p) / det, q = cross(s, e1), w = dot(d, q) / det;
  if (u < 0 || w < 0 || u + w > 1) return Infinity;
  const t = dot(e2, q) / det;
  return t >= 0 ? t : Infinity;
}

/** An 8 × 8 grid of unit cells with float32 heights, moved by `offset` on every axis: positions, indices, triangles. */
function bumpyGrid(offset) {
  const n = 8;
  const positions = new Float32Array(3 * (n + 1) * (n + 1));
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      const h = 0.8 * Math.sin(0.9 * i + 0.3) * Math.cos(0.7 * j);
      positions.set([offset + i, offset + h, offset + j], 3 * (i + (n + 1) * j));
    }
  }
  const at = (i, j) => i + (n + 1) * j;
  const indices = [];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) indices.push(at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i, j), at(i + 1, j + 1), at(i + 1, j));
  }
  const p = (k) => ({ x: positions[3 * k], y: positions[3 * k + 1], z: positions[3 * k + 2] });
  const triangles = [];
  for (let t = 0; t < indices.length; t += 3) triangles.push([p(indices[t]), p(indices[t + 1]), p(indices[t + 2])]);
  return { positions, indices: new Uint32Array(indices), triangles };
}

describe('a mesh far from the origin', () => {
  for (const offset of [0, 1e2, 1e3, 1e4, 1e5]) {
    it(`at ${offset}: raycasts, sphere sweeps and contacts match a double brute force; bounds and refit exact`, () => {
      const g = bumpyGrid(offset);
      const mesh = sk.createTriangleMesh(g.positions, g.indices, { fixInternalEdges: false });
      const tol = 8 * spacing(8), pointTol = tol + 2 * spacing(offset);
      // Bounds: the input's min and max, exactly.
      let minY = Infinity;
      for (let k = 1; k < g.positions.length; k += 3) minY = Math.min(minY, g.positions[k]);
      expect(mesh.bounds.min.x).toBe(f(offset));
      expect(mesh.bounds.max.z).toBe(f(offset + 8));
      expect(mesh.bounds.min.y).toBe(minY);
      const rand = prng(offset + 3).next;
      const at = (x) => f(offset + x);
      for (let i = 0; i < 20; i++) {
        // A slanted ray down onto the surface.
        const o = { x: at(0.5 + 7 * rand()), y: at(2), z: at(0.5 + 7 * rand()) };
        const d = { x: f(0.3 * rand() - 0.15), y: -10, z: f(0.3 * rand() - 0.15) };
        const hit = mesh.raycast({ origin: o, direction: d }, 1);
        let tRef = Infinity;
        for (const [a, b, c] of g.triangles) tRef = Math.min(tRef, rayTriangle(o, d, a, b, c));
        expect(hit.status).toBe('hit');
        expect(Math.abs(hit.t - tRef) * len(d)).toBeLessThanOrEqual(tol);
        expect(len(sub(hit.point, add(o, mul(tRef, d))))).toBeLessThanOrEqual(pointTol);
        // A sphere sunk into the surface: depth r - distance, normal from the sphere to the mesh.
        const c = { x: at(0.5 + 7 * rand()), y: at(-0.5 + 1.5 * rand()), z: at(0.5 + 7 * rand()) };
        const r = f(0.6);
        let best = Infinity, point = null;
        for (const [a, b, t] of g.triangles) {
          const q = closest(a, b, t, c);
          if (len(sub(q, c)) < best) { best = len(sub(q, c)); point = q; }
        }
        const contact = mesh.contact({ center: c, radius: r });
        if (Math.abs(best - r) < tol) continue;
        expect(contact.hit).toBe(best < r);
        if (!contact.hit) continue;
        expect(Math.abs(contact.depth - (r - best))).toBeLessThanOrEqual(tol);
        expect(len(sub(contact.pointB, point))).toBeLessThanOrEqual(pointTol);
        // Its sweep from 1 m above, straight down: first contact where the centre is r from the surface.
        const above = { x: c.x, y: at(3), z: c.z };
        const sweep = mesh.sweep({ center: above, radius: r }, { x: 0, y: -4, z: 0 });
        expect(sweep.status).toBe('hit');
        // point and position are float32 coordinates where they are: r apart up to their rounding.
        expect(Math.abs(len(sub(sweep.point, sweep.position)) - r)).toBeLessThanOrEqual(2 * pointTol);
      }
      // A refit moved 1e3 along x keeps the positions exactly.
      const moved = g.positions.slice();
      for (let k = 0; k < moved.length; k += 3) moved[k] += 1000;
      mesh.refit(moved);
      expect(mesh.bounds.min.x).toBe(moved[0]);
      expect(mesh.bounds.max.x).toBe(moved[moved.length - 3]);
      mesh.dispose();
    });
  }
});

describe('issue 24 repros', () => {
  it('a capsule and a sphere over a 10 m floor quad at X = 0, 300, 600, 1e4: the same t at every X', () => {
    let t0 = null;
    for (const X of [0, 300, 600, 10000]) {
      const m = sk.createTriangleMesh(new Float32Array([X - 5, 0, -5, X + 5, 0, -5, X + 5, 0, 5, X - 5, 0, -5, X + 5, 0, 5, X - 5, 0, 5]));
      const motion = { x: 0.02, y: -0.02, z: 0.01 };
      const expected = (f(0.31) - f(0.3)) / f(0.02); // 0.5 up to the floats' rounding
      const s = sk.sweep({ center: { x: X + 0.3, y: 0.31, z: 0.1 }, radius: 0.3 }, motion, m, { x: 0, y: 0, z: 0 });
      expect(s.status).toBe('hit');
      expect(Math.abs(s.t - expected)).toBeLessThan(4e-6);
      const c = sk.sweep({ start: { x: X + 0.3, y: 0.31, z: 0.1 }, end: { x: X + 0.3, y: 1.31, z: 0.1 }, radius: 0.3 }, motion, m,
        { x: 0, y: 0, z: 0 });
      expect(c.status).toBe('hit');
      // Conservative advancement stops within its target (1e-4 of the 10 m quad: t >= 0.45) and never late.
      expect(c.t).toBeLessThanOrEqual(expected + 4e-6);
      expect(c.t).toBeGreaterThanOrEqual(expected - 0.05);
      t0 ??= c.t;
      expect(Math.abs(c.t - t0)).toBeLessThan(1e-4);
      m.dispose();
    }
  });

  it('a sphere starting 1.5e-4 inside a quad near 1e4 overlaps it, never misses', () => {
    const corners = [6315.69677734375, 7016.54931640625, 6899.12255859375, 6316.46630859375, 7016.17919921875, 6897.51025390625,
      6315.16943359375, 7017.1474609375, 6896.66845703125, 6314.3994140625, 7017.517578125, 6898.28076171875];
    const wall = sk.createTriangleMesh(new Float32Array(corners), new Uint32Array([0, 1, 2, 0, 2, 3]), { weldTolerance: 0 });
    const c = { x: 6315.4248046875, y: 7016.83935546875, z: 6897.89501953125 };
    const r = 0.0123;
    const p = (k) => ({ x: f(corners[3 * k]), y: f(corners[3 * k + 1]), z: f(corners[3 * k + 2]) });
    const q = [closest(p(0), p(1), p(2), c), closest(p(0), p(2), p(3), c)].sort((a, b) => len(sub(a, c)) - len(sub(b, c)))[0];
    const distance = len(sub(q, c));
    expect(f(r) - distance).toBeCloseTo(1.5e-4, 4); // the repro's premise: 1.58e-4
    const h = wall.sweep({ center: c, radius: r }, { x: 0.006946657318621874, y: 0.0034309648908674717, z: 0.00017886098066810519 });
    expect(h.status).toBe('initialOverlap');
    const n = mul(1 / distance, sub(q, c));
    expect(len(sub(h.normal, n))).toBeLessThan(1e-4);
    wall.dispose();
  });

  it('the fold: from behind its edge is a ridge (edge normal); a sweep starting in contact answers as contact()', () => {
    const fold = sk.createTriangleMesh(new Float32Array([0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1]), new Uint32Array([0, 1, 2, 3, 4, 5]));
    const k = Math.SQRT1_2;
    const s = fold.sweep({ center: { x: -2, y: -2, z: 0.25 }, radius: 0.5 }, { x: 3, y: 3, z: 0 });
    expect(s.t).toBeCloseTo((2 - 0.5 / Math.SQRT2) / 3, 6); // 0.548816
    expect(len(sub(s.normal, { x: k, y: k, z: 0 }))).toBeLessThan(1e-6);
    const c = fold.contact({ center: { x: -0.3, y: -0.3, z: 0.5 }, radius: 0.5 });
    expect(c.depth).toBeCloseTo(0.5 - Math.hypot(f(0.3), f(0.3)), 6); // 0.0757
    expect(len(sub(c.normal, { x: k, y: k, z: 0 }))).toBeLessThan(1e-6);
    fold.dispose();
    const room = sk.createTriangleMesh(new Float32Array([-2, 0, -2, -2, 0, 2, 2, 0, 2, 2, 0, -2, 0.3, -1, -2, 0.3, 2, -2, 0.3, 2, 2, 0.3, -1, 2]),
      new Uint32Array([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]));
    const sphere = { center: { x: 0, y: 0.45, z: 0 }, radius: 0.5 };
    const touch = room.contact(sphere);
    expect(touch.depth).toBeCloseTo(0.2, 6);
    expect(len(sub(touch.normal, { x: 1, y: 0, z: 0 }))).toBeLessThan(1e-6);
    const h = room.sweep(sphere, { x: 0, y: -1, z: 0 });
    expect(h.status).toBe('initialOverlap');
    expect(h.normal).toEqual(touch.normal);
    expect(h.point).toEqual(touch.pointB);
    room.dispose();
  });

  it('near 1e5 a sphere over a triangle: depth 0.0625, normal (0, -1, 0)', () => {
    const H = 1e5;
    const m = sk.createTriangleMesh(new Float32Array([H, H, H, H + 1, H, H, H, H, H + 1]));
    const c = m.contact({ center: { x: H + 0.25, y: H + 0.1875, z: H + 0.25 }, radius: 0.25 });
    expect(c.depth).toBe(0.0625);
    expect(c.normal).toEqual({ x: 0, y: -1, z: 0 });
    expect(c.points[0].pointB).toEqual({ x: H + 0.25, y: H, z: H + 0.25 });
    m.dispose();
  });
});
