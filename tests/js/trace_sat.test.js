// sk.traceSat against the real WebAssembly build: hand-computed intervals and the winning axis, the same answer as
// sk.contact over random poses, three.js OBBs (Matrix3 and quaternion rotations), and named errors.
import { beforeAll, describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { OBB } from 'three/examples/jsm/math/OBB.js';
import { init } from '../../bindings/js/index.js';
import { prng } from './prng.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const V = (x, y, z) => new THREE.Vector3(x, y, z);
const box = (c, h, rotation = new THREE.Matrix3()) => ({ center: c, halfSize: h, rotation });

function expectAxis(a, { axis, intervalA, intervalB, separation }, digits = 5) {
  expect(a.skipped).toBe(false);
  expect(a.axis.x).toBeCloseTo(axis[0], digits);
  expect(a.axis.y).toBeCloseTo(axis[1], digits);
  expect(a.axis.z).toBeCloseTo(axis[2], digits);
  expect(a.intervalA[0]).toBeCloseTo(intervalA[0], digits);
  expect(a.intervalA[1]).toBeCloseTo(intervalA[1], digits);
  expect(a.intervalB[0]).toBeCloseTo(intervalB[0], digits);
  expect(a.intervalB[1]).toBeCloseTo(intervalB[1], digits);
  expect(a.separation).toBeCloseTo(separation, digits);
}

describe('traceSat', () => {
  it('walks the 15 axes of two axis-aligned boxes overlapping by 0.05 in y', () => {
    // A: half 1 at the origin; B: half 1 at (0.5, 1.95, 0.3): on each axis B's interval is its centre ± 1.
    const t = sk.traceSat(box(V(0, 0, 0), V(1, 1, 1)), box(V(0.5, 1.95, 0.3), V(1, 1, 1)));
    expect(t.axes).toHaveLength(15);
    expect(t.axes.map((a) => a.kind)).toEqual([...Array(3).fill('faceA'), ...Array(3).fill('faceB'), ...Array(9).fill('edgeEdge')]);
    expectAxis(t.axes[0], { axis: [1, 0, 0], intervalA: [-1, 1], intervalB: [-0.5, 1.5], separation: -1.5 });
    expectAxis(t.axes[1], { axis: [0, 1, 0], intervalA: [-1, 1], intervalB: [0.95, 2.95], separation: -0.05 });
    expectAxis(t.axes[7], { axis: [0, 0, 1], intervalA: [-1, 1], intervalB: [-0.7, 1.3], separation: -1.7 }); // x × y
    expect(t.axes[7]).toMatchObject({ indexA: 0, indexB: 1 });
    expect(t.axes[3]).toMatchObject({ kind: 'faceB', indexA: null, indexB: 0 });
    for (const k of [6, 10, 14]) {
      expect(t.axes[k]).toMatchObject({ skipped: true, axis: null, intervalA: null, intervalB: null, separation: null });
    }
    expect(t).toMatchObject({ status: 'hit', hit: true, best: 1, edgeA: null, edgeB: null });
    expect(t.referenceFace).toEqual({ shape: 'A', index: 2, axis: 1, sign: 1 });
    expect(t.incidentFace).toEqual({ shape: 'B', index: 3, axis: 1, sign: -1 });
    expect(t.depth).toBeCloseTo(0.05, 6);
    expect(t.normal).toEqual({ x: 0, y: 1, z: 0 });
    expect(t.points).toHaveLength(4);
    // The overlap of the faces: x in [-0.5, 1], z in [-0.7, 1], B's points at y = 0.95.
    const corners = t.points.map((p) => `${p.pointB.x.toFixed(2)},${p.pointB.y.toFixed(2)},${p.pointB.z.toFixed(2)}`).sort();
    expect(corners).toEqual(['-0.50,0.95,-0.70', '-0.50,0.95,1.00', '1.00,0.95,-0.70', '1.00,0.95,1.00']);
  });

  it('a box turned 45° about z (a quaternion, three.js OBB) rests on its edge: A\'s +y face wins with 2 points', () => {
    const yc = 1 + Math.SQRT2 - 0.1; // B's lowest edge at y = 0.9
    const q = new THREE.Quaternion().setFromAxisAngle(V(0, 0, 1), Math.PI / 4);
    const t = sk.traceSat(new OBB(V(0, 0, 0), V(1, 1, 1)), { center: V(0, yc, 0), halfSize: V(1, 1, 1), rotation: q });
    const r = Math.SQRT2, s = Math.SQRT1_2;
    expectAxis(t.axes[1], { axis: [0, 1, 0], intervalA: [-1, 1], intervalB: [yc - r, yc + r], separation: -0.1 });
    expectAxis(t.axes[3], { axis: [s, s, 0], intervalA: [-r, r], intervalB: [yc * s - 1, yc * s + 1], separation: 0.9 * s - r });
    expectAxis(t.axes[8], { axis: [0, -1, 0], intervalA: [-1, 1], intervalB: [-yc - r, -yc + r], separation: -0.1 }); // x × z
    expect(t.axes[14].skipped).toBe(true);
    expect(t.best).toBe(1);
    expect(t.referenceFace).toMatchObject({ shape: 'A', index: 2 });
    expect(t.incidentFace).toMatchObject({ shape: 'B', index: 1 });
    expect(t.depth).toBeCloseTo(0.1, 5);
    expect(t.points).toHaveLength(2);
  });

  it('separated boxes: a miss, and best is the first separating axis', () => {
    const t = sk.traceSat(box(V(0, 0, 0), V(1, 1, 1)), box(V(0.5, 0, 2.5), V(1, 1, 1)));
    expect(t).toMatchObject({ status: 'miss', hit: false, best: 2, depth: 0, points: [], referenceFace: null, incidentFace: null });
    expect(t.axes[2].separation).toBeCloseTo(0.5, 6);
    expect(t.axes[0].separation).toBeLessThan(0);
  });

  it('gives the depth, normal and points of sk.contact over random poses', () => {
    const rand = prng(5).next;
    const u = () => rand() * 2 - 1;
    let hits = 0;
    for (let i = 0; i < 200; i++) {
      const pose = (spread) => {
        const q = new THREE.Quaternion().setFromAxisAngle(V(u(), u(), u()).normalize(), u() * Math.PI);
        return new OBB(V(u() * spread, u() * spread, u() * spread), V(0.2 + rand(), 0.2 + rand(), 0.2 + rand()),
          new THREE.Matrix3().setFromMatrix4(new THREE.Matrix4().makeRotationFromQuaternion(q)));
      };
      const a = pose(1), b = pose(2);
      const t = sk.traceSat(a, b);
      const c = sk.contact(a, b);
      expect(t.hit).toBe(c.hit);
      expect(t.depth).toBe(c.depth);
      expect(t.normal).toEqual(c.normal);
      expect(t.points).toEqual(c.points);
      const best = t.axes[t.best];
      if (!c.hit) {
        expect(best.separation).toBeGreaterThan(0);
        continue;
      }
      hits++;
      expect(Math.max(-best.separation, 0)).toBeCloseTo(c.depth, 6);
      expect(Math.abs(best.axis.x * c.normal.x + best.axis.y * c.normal.y + best.axis.z * c.normal.z)).toBeCloseTo(1, 5);
    }
    expect(hits).toBeGreaterThan(50);
  });

  it('names bad input as sk.contact does', () => {
    const ok = box(V(0, 0, 0), V(1, 1, 1));
    expect(() => sk.traceSat(ok, box(V(0, 0, 0), V(1, -1, 1)))).toThrow(RangeError);
    expect(() => sk.traceSat(ok, box(V(0, 0, 0), V(1, -1, 1)))).toThrow(/traceSat: obbB\.halfSize/);
    expect(() => sk.traceSat(box(V(0, 'x', 0), V(1, 1, 1)), ok)).toThrow(/traceSat: obbA\.center\.y must be a number/);
    expect(() => sk.traceSat(ok, { center: V(0, 0, 0), radius: 1 })).toThrow(/traceSat: obbB must be an oriented box/);
    expect(() => sk.traceSat(null, ok)).toThrow(TypeError);
    const skewed = new THREE.Matrix3().set(1, 0.5, 0, 0, 1, 0, 0, 0, 1);
    expect(() => sk.traceSat(ok, box(V(0, 0, 0), V(1, 1, 1), skewed))).toThrow(/traceSat: obbB\.rotation/);
    try {
      sk.traceSat(ok, box(V(0, NaN, 0), V(1, 1, 1)));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RangeError);
      expect(e.argument).toBe('obbB');
      expect(e.field).toBe('center');
    }
  });
});
