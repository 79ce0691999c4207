// The gauntlet course (common/gauntlet/course.js, issue 13): the committed glTF (web/public/gauntlet.glb) is a
// fresh export of the code's course, and loads back to the same triangles; the referee of common/gauntlet/probe.js
// measures depths into it that are computed by hand here.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { trianglesOfObject } from '../../bindings/three/index.js';
import { buildGauntlet } from '../../common/gauntlet/course.js';
import { GAUNTLET_GLB, gauntletGlb } from '../../scripts/gauntlet-export.mjs';
import { loadCourse } from '../../common/gauntlet/run.js';
import { rayCrossesTriangle, segmentTriangleDistance } from '../../common/gauntlet/distance.js';
import { loadGlb } from './gltf_node.js';

describe('the committed gauntlet.glb', () => {
  it('equals a fresh export of the course (run node scripts/gauntlet-export.mjs after changing the course)', async () => {
    const committed = new Uint8Array(readFileSync(GAUNTLET_GLB));
    const fresh = await gauntletGlb();
    expect(committed.length).toBe(fresh.length);
    expect(Buffer.compare(Buffer.from(committed), Buffer.from(fresh))).toBe(0);
  });

  it('loads back (GLTFLoader) to the triangles the code builds', async () => {
    const bytes = readFileSync(GAUNTLET_GLB);
    const gltf = await loadGlb(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const loaded = trianglesOfObject(gltf.scene);
    const built = trianglesOfObject(buildGauntlet().group);
    expect(Array.from(loaded.indices)).toEqual(Array.from(built.indices));
    expect(loaded.positions.length).toBe(built.positions.length);
    let worst = 0;
    for (let i = 0; i < built.positions.length; i++) worst = Math.max(worst, Math.abs(loaded.positions[i] - built.positions[i]));
    expect(worst).toBeLessThanOrEqual(1e-6);
  });
});

describe('the referee\'s distances (common/gauntlet/distance.js), by hand', () => {
  const a = [0, 0, 0], b = [1, 0, 0], c = [0, 0, 1]; // the right triangle in the plane y = 0
  it('a segment over the face: its lower end\'s height; through the face: 0', () => {
    expect(segmentTriangleDistance([0.2, 0.5, 0.2], [0.2, 3, 0.2], a, b, c)).toBe(0.5);
    expect(segmentTriangleDistance([0.2, -1, 0.2], [0.2, 3, 0.2], a, b, c)).toBe(0);
  });
  it('a segment beside a vertex, along an edge, across the hypotenuse', () => {
    expect(segmentTriangleDistance([2, 1, 0], [2, 2, 0], a, b, c)).toBeCloseTo(Math.SQRT2, 12); // to (1, 0, 0)
    expect(segmentTriangleDistance([-1, 1, -1], [2, 1, -1], a, b, c)).toBeCloseTo(Math.SQRT2, 12); // to edge ab
    // On x + z = 2.5, 1 m up: parallel to the hypotenuse x + z = 1, 1.5/√2 m out in the plane: √(1.125 + 1).
    expect(segmentTriangleDistance([2, 1, 0.5], [0.5, 1, 2], a, b, c)).toBeCloseTo(Math.sqrt(2.125), 12);
    // Crossing the plane just outside the hypotenuse (at (0.6, 0, 0.6)): to the hypotenuse's point (0.5, 0, 0.5).
    expect(segmentTriangleDistance([0.6, -1, 0.6], [0.6, 1, 0.6], a, b, c)).toBeCloseTo(0.1 * Math.SQRT2, 12);
  });
  it('a ray up from below crosses the face; from beside it, it does not; in its plane, never', () => {
    expect(rayCrossesTriangle([0.2, -1, 0.2], [0, 1, 0], a, b, c)).toBe(true);
    expect(rayCrossesTriangle([0.8, -1, 0.8], [0, 1, 0], a, b, c)).toBe(false);
    expect(rayCrossesTriangle([0.2, 1, 0.2], [0, 1, 0], a, b, c)).toBe(false);
    expect(rayCrossesTriangle([-1, 0, 0.2], [1, 0, 0], a, b, c)).toBe(false);
  });
});

describe('the referee (common/gauntlet/probe.js) on the course, by hand', () => {
  const course = loadCourse();
  const depth = (x, y, z, t = 0) => course.probe.depth({ x, y, z }, t);
  // capsule: radius 0.3, segment from centre − 0.5 to centre + 0.5 along y

  it('0 standing at every path start (the starts stand one skin, 1 cm, off the course)', () => {
    for (const path of course.paths) expect(depth(path.start.x, path.start.y, path.start.z), path.name).toBe(0);
  });

  it('the floor: centre 0.71 m above it, the segment 0.21 m: 0.09 m deep', () => {
    expect(depth(0.5, 0.71, 0.3)).toBeCloseTo(0.09, 6);
  });

  it('the thin wall along lane 6 (face at z = 36.995): centre 0.25 m from it: 0.05 m deep', () => {
    expect(depth(3, 0.81, 36.745)).toBeCloseTo(0.05, 5);
  });

  it('the 60° crease: 0.1 m lower than resting on both sides: the sphere centre 0.52 m over the crease, 0.26 m from each side', () => {
    const start = course.paths.find((p) => p.name === 'crease').start;
    expect(depth(start.x + 2, start.y - 0.1, start.z)).toBeCloseTo(0.3 - 0.52 * Math.cos(Math.PI / 3), 5);
  });

  it('inside the landing box (closed solid, its faces 0.5 m and more away): at least the radius', () => {
    expect(depth(6.8, 0.5, 12)).toBeGreaterThanOrEqual(0.3);
  });

  it('the moving platform where it is at t: 0.25 m over its top at t = 0.5 s (x from 2 to 5): 0.05 m; 1.03 m from its edge at t = 0', () => {
    expect(depth(4.5, 1.75, 66, 0.5)).toBeCloseTo(0.05, 5);
    expect(depth(4.5, 1.75, 66, 0)).toBe(0);
  });

  it('the rotating platform: its corner turned 45° (t = π/4 s) reaches x = 5 + 2.5√2; 0.1 m inside it, 0.25 m over its top: 0.05 m', () => {
    const x = 5 + 2.5 * Math.SQRT2 - 0.1;
    expect(depth(x, 1.75, 72, Math.PI / 4)).toBeCloseTo(0.05, 5);
    expect(depth(x, 1.75, 72, 0)).toBe(0); // unturned, its edge is at x = 7.5
  });
});
