// sweepkit/three's WorldHelper: a World drawn as one LineSegments. Segment counts are worked out from the shapes'
// outlines (a sphere 3 circles of n segments, a capsule 4n + 4, a box 12 edges, a plane patch 2(d + 1) grid lines
// and a 3-segment normal arrow, a contact a 3-stroke cross and a 3-segment arrow); positions are checked against the
// shapes' geometry (points at the radius, the box's corners), never against the helper's own output.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { LineBuffer, WorldHelper } from '../../bindings/three/index.js';
import { expectError, sk, v } from './helpers.js';

const N = 24; // segments per circle (the default)

/** Segments [i, j) of the helper's geometry as pairs of THREE.Vector3. */
function segments(helper, i = 0, j = helper.segmentCount) {
  const p = helper.geometry.getAttribute('position').array;
  const out = [];
  for (let s = i; s < j; s++) {
    const o = 6 * s;
    out.push([new THREE.Vector3(p[o], p[o + 1], p[o + 2]), new THREE.Vector3(p[o + 3], p[o + 4], p[o + 5])]);
  }
  return out;
}

/** The colour of segment s's first vertex, as a hex number. */
function colorOf(helper, s) {
  const c = helper.geometry.getAttribute('color').array;
  return new THREE.Color(c[6 * s], c[6 * s + 1], c[6 * s + 2]).getHex();
}

/** Distance from p to the segment a-b. */
function distanceToSegment(p, a, b) {
  return new THREE.Line3(a, b).closestPointToPoint(p, true, new THREE.Vector3()).distanceTo(p);
}

// A sphere of radius 0.5 at (1, 2, 3), the box [3, 5] × [-1, 1] × [-1, 1] and the floor y = -2 (n·p + 2 = 0).
function threeBodies() {
  const world = sk.createWorld();
  const sphere = world.addBody({ center: v(1, 2, 3), radius: 0.5 });
  const box = world.addBody({ min: v(3, -1, -1), max: v(5, 1, 1) }, { kind: 'static' });
  const floor = world.addBody({ normal: v(0, 1, 0), constant: 2 }, { kind: 'static' });
  return { world, sphere, box, floor };
}

describe('WorldHelper', () => {
  it('draws every body in one LineSegments: a sphere at its radius, a box by its corners, a plane patch', () => {
    const { world, sphere, box, floor } = threeBodies();
    const helper = new WorldHelper(world).addBody(sphere).addBody(box).addBody(floor);
    expect(helper).toBeInstanceOf(THREE.LineSegments);
    helper.update();
    // 3·24 + 12 + (2·11 + 3) = 72 + 12 + 25.
    expect(helper.segmentCount).toBe(109);
    expect(helper.geometry.drawRange).toEqual({ start: 0, count: 218 });
    for (const [a, b] of segments(helper, 0, 72)) {
      expect(a.distanceTo(new THREE.Vector3(1, 2, 3))).toBeCloseTo(0.5, 6);
      expect(b.distanceTo(new THREE.Vector3(1, 2, 3))).toBeCloseTo(0.5, 6);
    }
    // The box: 12 axis-aligned edges between its corners, each corner the end of 3 edges.
    const corners = new Map();
    for (const [a, b] of segments(helper, 72, 84)) {
      for (const p of [a, b]) {
        expect([3, 5]).toContain(p.x);
        expect([-1, 1]).toContain(p.y);
        expect([-1, 1]).toContain(p.z);
        corners.set(p.toArray().join(), (corners.get(p.toArray().join()) ?? 0) + 1);
      }
      const d = b.clone().sub(a);
      expect([Math.abs(d.x), Math.abs(d.y), Math.abs(d.z)].sort()).toEqual([0, 0, d.length()]);
    }
    expect([...corners.values()]).toEqual(new Array(8).fill(3));
    // The plane patch: every grid point on y = -2, the last 3 segments its normal arrow from (0, -2, 0) up 2.5 (size / 4).
    for (const [a, b] of segments(helper, 84, 106)) {
      expect(a.y).toBe(-2);
      expect(b.y).toBe(-2);
    }
    const [shaft] = segments(helper, 106, 107);
    expect(shaft[0].toArray()).toEqual([0, -2, 0]);
    expect(shaft[1].toArray()).toEqual([0, 0.5, 0]);
    // Colours per category: the kinematic sphere, the static box.
    expect(colorOf(helper, 0)).toBe(helper.colors.kinematic.getHex());
    expect(colorOf(helper, 72)).toBe(helper.colors.static.getHex());
    world.dispose();
  });

  it('reuses its arrays from frame to frame, and grows them by doubling', () => {
    const { world, sphere, box, floor } = threeBodies();
    const helper = new WorldHelper(world, { capacity: 16 }).addBody(sphere).addBody(box).addBody(floor);
    helper.update();
    const position = helper.geometry.getAttribute('position');
    // 109 segments: 16 → 32 → 64 → 128.
    expect(position.array.length).toBe(6 * 128);
    for (let frame = 0; frame < 3; frame++) {
      world.step();
      helper.update();
      expect(helper.geometry.getAttribute('position')).toBe(position);
      expect(helper.geometry.getAttribute('position').array).toBe(position.array);
    }
    helper.removeBody(floor).update();
    expect(helper.segmentCount).toBe(84);
    expect(helper.geometry.getAttribute('position').array).toBe(position.array);
    world.dispose();
  });

  it('draws the last step\'s contacts with their normals and a moving sphere\'s swept capsule', () => {
    // A unit sphere at the origin moves 2.5 along +x into the static box [3, 5]: it touches x = 3 when its centre is at
    // 2 (t = 0.8), at the point (3, 0, 0), normal +x (from the sphere, the lower handle, towards the box).
    const world = sk.createWorld();
    const ball = world.addBody({ center: v(0, 0, 0), radius: 1 });
    const box = world.addBody({ min: v(3, -1, -1), max: v(5, 1, 1) }, { kind: 'static' });
    const helper = new WorldHelper(world, { normalLength: 0.5 }).addBody(ball).addBody(box);
    helper.update();
    expect(helper.segmentCount).toBe(72 + 12);
    world.setDisplacement(ball, v(2.5, 0, 0));
    world.step();
    helper.update();
    // The sphere 72 and its swept capsule 4·24 + 4 = 100, the box 12, one contact 6.
    expect(helper.segmentCount).toBe(72 + 100 + 12 + 6);
    // The swept capsule: every point 1 from the centre's path (0, 0, 0)–(2.5, 0, 0).
    for (const [a, b] of segments(helper, 72, 172)) {
      expect(distanceToSegment(a, new THREE.Vector3(0, 0, 0), new THREE.Vector3(2.5, 0, 0))).toBeCloseTo(1, 5);
      expect(distanceToSegment(b, new THREE.Vector3(0, 0, 0), new THREE.Vector3(2.5, 0, 0))).toBeCloseTo(1, 5);
    }
    // The contact: a cross of 3 strokes through (3, 0, 0), then the normal's shaft from there 0.5 along +x.
    const [cx, cy, cz, shaft] = segments(helper, 184, 188);
    for (const stroke of [cx, cy, cz]) {
      const mid = stroke[0].clone().add(stroke[1]).multiplyScalar(0.5);
      expect(mid.distanceTo(new THREE.Vector3(3, 0, 0))).toBeLessThan(1e-6);
    }
    expect(shaft[0].distanceTo(new THREE.Vector3(3, 0, 0))).toBeLessThan(1e-6);
    expect(shaft[1].distanceTo(new THREE.Vector3(3.5, 0, 0))).toBeLessThan(1e-6);
    expect(colorOf(helper, 72)).toBe(helper.colors.swept.getHex());
    expect(colorOf(helper, 187)).toBe(helper.colors.normal.getHex());
    // Toggles: without contacts and swept volumes only the shapes are left.
    helper.show.contacts = false;
    helper.show.swept = false;
    helper.update();
    expect(helper.segmentCount).toBe(84);
    world.dispose();
  });

  it('draws a moved box\'s swept volume as the box at the start and the paths of its 8 corners', () => {
    const world = sk.createWorld();
    const box = world.addBody({ min: v(0, 0, 0), max: v(1, 1, 1) });
    const helper = new WorldHelper(world).addBody(box);
    helper.update();
    world.setDisplacement(box, v(0, 2, 0));
    world.step();
    helper.update();
    // The box now (12), the box at the start (12), 8 corner paths of length 2 straight up.
    expect(helper.segmentCount).toBe(32);
    for (const [a, b] of segments(helper, 12, 24)) {
      expect([0, 1]).toContain(a.y);
      expect([0, 1]).toContain(b.y);
    }
    for (const [a, b] of segments(helper, 24, 32)) expect(b.clone().sub(a).toArray()).toEqual([0, 2, 0]);
    world.dispose();
  });

  it('draws a moved capsule\'s swept volume: the capsule at the start and its 8 rim points\' paths', () => {
    // Radius 0.5 from (0, 0, 0) to (0, 2, 0), moved by (3, 0, 0): two capsules of 4·24 + 4 segments, then 8 paths of
    // (3, 0, 0) from points 0.5 from the start capsule's ends.
    const world = sk.createWorld();
    const body = world.addBody({ start: v(0, 0, 0), end: v(0, 2, 0), radius: 0.5 });
    const helper = new WorldHelper(world).addBody(body);
    helper.update();
    expect(helper.segmentCount).toBe(100);
    world.setDisplacement(body, v(3, 0, 0));
    world.step();
    helper.update();
    expect(helper.segmentCount).toBe(208);
    for (const [a, b] of segments(helper, 100, 200)) {
      expect(distanceToSegment(a, new THREE.Vector3(0, 0, 0), new THREE.Vector3(0, 2, 0))).toBeCloseTo(0.5, 5);
      expect(distanceToSegment(b, new THREE.Vector3(0, 0, 0), new THREE.Vector3(0, 2, 0))).toBeCloseTo(0.5, 5);
    }
    for (const [a, b] of segments(helper, 200, 208)) {
      expect(b.clone().sub(a).toArray().map((x) => +x.toFixed(6))).toEqual([3, 0, 0]);
      expect([0, 2].some((y) => Math.abs(new THREE.Vector3(a.x, a.y - y, a.z).length() - 0.5) < 1e-6)).toBe(true);
    }
    world.dispose();
  });

  it('draws an oriented box by its rotated corners', () => {
    // Half sizes (1, 2, 3) turned 90° about z: corners at centre + (∓2, ±1, ±3).
    const world = sk.createWorld();
    const q = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 0, 1), Math.PI / 2);
    const obb = world.addBody({ center: v(10, 0, 0), halfSize: v(1, 2, 3), rotation: q }, { kind: 'static' });
    const helper = new WorldHelper(world).addBody(obb);
    helper.update();
    expect(helper.segmentCount).toBe(12);
    for (const [a, b] of segments(helper)) {
      for (const p of [a, b]) {
        expect(Math.abs(p.x - 10)).toBeCloseTo(2, 5);
        expect(Math.abs(p.y)).toBeCloseTo(1, 5);
        expect(Math.abs(p.z)).toBeCloseTo(3, 5);
      }
    }
    world.dispose();
  });

  it('draws a convex hull by its edges, each once, and its swept volume by its corners\' paths', () => {
    // The hull of a cube's 8 corners [0, 1]³: 6 square faces (coplanar triangles merged), 12 edges.
    const cube = [];
    for (let i = 0; i < 8; i++) cube.push(v(i & 1, (i >> 1) & 1, (i >> 2) & 1));
    const hull = sk.createConvexHull(cube);
    const world = sk.createWorld();
    const body = world.addBody({ hull, position: v(5, 0, 0) });
    const helper = new WorldHelper(world).addBody(body);
    helper.update();
    expect(helper.segmentCount).toBe(12);
    for (const [a, b] of segments(helper)) {
      expect(a.distanceTo(b)).toBeCloseTo(1, 6);
      for (const p of [a, b]) expect([[5, 6], [0, 1], [0, 1]].every((r, k) => r.includes(p.getComponent(k)))).toBe(true);
    }
    // Moved by (0, 0, 3): the hull (12), the hull at the start (12), its 8 corners' paths.
    world.setDisplacement(body, v(0, 0, 3));
    world.step();
    helper.update();
    expect(helper.segmentCount).toBe(32);
    for (const [a, b] of segments(helper, 24, 32)) expect(b.clone().sub(a).toArray()).toEqual([0, 0, 3]);
    world.dispose();
    hull.dispose();
  });

  it('draws a mesh body by its triangle edges where its body is, and its BVH nodes at a depth', () => {
    // A unit quad of 2 triangles (5 distinct edges) in the xz plane, added at (1, 2, 3).
    const triangles = {
      positions: new Float32Array([0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1]),
      indices: new Uint32Array([0, 2, 1, 0, 3, 2]),
    };
    const world = sk.createWorld();
    const quad = world.addMesh(triangles, { position: v(1, 2, 3) });
    const helper = new WorldHelper(world, { sk }).addBody(quad, { triangles });
    helper.update();
    expect(helper.segmentCount).toBe(5);
    const ends = new Set();
    for (const [a, b] of segments(helper)) for (const p of [a, b]) ends.add(p.toArray().join());
    expect([...ends].sort()).toEqual(['1,2,3', '1,2,4', '2,2,3', '2,2,4']);
    // The BVH's root (depth 1) is the mesh's bounds, moved with it: 12 more edges on [1, 2] × {2} × [3, 4].
    helper.show.bvh = true;
    helper.update();
    expect(helper.segmentCount).toBe(17);
    for (const [a, b] of segments(helper, 5, 17)) {
      for (const p of [a, b]) {
        expect([1, 2]).toContain(p.x);
        expect(p.y).toBe(2);
        expect([3, 4]).toContain(p.z);
      }
    }
    expect(colorOf(helper, 5)).toBe(helper.colors.bvh.getHex());
    const noLibrary = new WorldHelper(world).addBody(quad);
    noLibrary.show.bvh = true;
    expectError(() => noLibrary.update(), TypeError, 'WorldHelper.update: show.bvh needs the library: new WorldHelper(world, {sk})');
    // Without its triangles a mesh body is drawn by its bounds.
    const bare = new WorldHelper(world).addBody(quad);
    bare.update();
    expect(bare.segmentCount).toBe(12);
    world.dispose();
  });

  it('draws a character: its capsule, the ground normal from its lowest point, its collisions and traced legs', () => {
    // Character-shaped (world.createCharacter's fields): a capsule from (0, 0.5, 0) to (0, 1.5, 0), radius 0.5.
    const world = sk.createWorld();
    const character = { position: v(0, 1, 0), shape: { start: v(0, 0.5, 0), end: v(0, 1.5, 0), radius: 0.5 } };
    const result = {
      grounded: true, groundNormal: v(0, 1, 0), collisions: [{ body: 1, point: v(0.5, 1, 0), normal: v(1, 0, 0), position: v(0, 1, 0) }],
      legs: [{ kind: 'slide', start: v(0, 1, 0), displacement: v(2, 0, 0), t: 0.25, normal: v(1, 0, 0), body: 1 }],
    };
    const helper = new WorldHelper(world, { normalLength: 1 }).addCharacter(character, result);
    helper.update();
    // Capsule 100, ground arrow 3, collision cross 3 + arrow 3, one leg.
    expect(helper.segmentCount).toBe(100 + 3 + 6 + 1);
    const [ground] = segments(helper, 100, 101);
    expect(ground[0].toArray()).toEqual([0, 0, 0]); // the capsule's lowest point
    expect(ground[1].toArray()).toEqual([0, 1, 0]);
    const [collision] = segments(helper, 106, 107);
    expect(collision[0].toArray()).toEqual([0.5, 1, 0]);
    expect(collision[1].toArray()).toEqual([1.5, 1, 0]);
    const [leg] = segments(helper, 109, 110);
    expect(leg[0].toArray()).toEqual([0, 1, 0]);
    expect(leg[1].toArray()).toEqual([0.5, 1, 0]);
    helper.setMoveResult(character, null).update();
    expect(helper.segmentCount).toBe(100);
    world.dispose();
  });

  it('drops removed bodies and names its errors', () => {
    const { world, sphere, box } = threeBodies();
    const helper = new WorldHelper(world).addBody(sphere).addBody(box);
    world.removeBody(box);
    helper.update();
    expect(helper.segmentCount).toBe(72);
    expect(helper.bodies).toEqual([sphere]);
    expectError(() => new WorldHelper({}), TypeError, 'WorldHelper: world must be a sweepkit World (from sk.createWorld()) (got {})',
      { argument: 'world', field: null });
    expectError(() => new WorldHelper(world, { colour: 1 }), TypeError,
            "WorldHelper: options has no option 'colour' (known: sk, capacity, segments, normalLength, planeSize, planeDivisions, bvhDepth, depthTest)",
      { argument: 'options', field: 'colour' });
    expectError(() => new WorldHelper(world, { segments: 7 }), RangeError, 'WorldHelper: options.segments must be even (got 7)');
    expectError(() => new WorldHelper(world, { normalLength: -1 }), RangeError,
      'WorldHelper: options.normalLength must be a finite number > 0 (got -1)');
    expectError(() => helper.addBody(sphere, { triangle: null }), TypeError,
      "WorldHelper.addBody: options has no option 'triangle' (known: triangles)");
    expectError(() => helper.addBody(sphere, { triangles: [0, 0, 0] }), TypeError,
      'WorldHelper.addBody: options.triangles must be {positions: Float32Array, indices?} (got array)', { argument: 'options', field: 'triangles' });
    expectError(() => helper.addBody(box), RangeError, 'WorldHelper.addBody: handle must name a live body of the world (got number 2049)');
    expectError(() => helper.setMoveResult({ shape: {} }, null), RangeError,
      'WorldHelper.setMoveResult: character was not added (addCharacter first) (got {shape})', { argument: 'character' });
    world.dispose();
  });
});

describe('LineBuffer', () => {
  it('keeps its arrays while they are large enough and shows only this frame\'s segments', () => {
    const geometry = new THREE.BufferGeometry();
    const buffer = new LineBuffer(geometry, 2);
    buffer.color(new THREE.Color(1, 0, 0)).segment(0, 0, 0, 1, 2, 3);
    buffer.commit();
    const array = geometry.getAttribute('position').array;
    expect(Array.from(array.subarray(0, 6))).toEqual([0, 0, 0, 1, 2, 3]);
    expect(Array.from(geometry.getAttribute('color').array.subarray(0, 6))).toEqual([1, 0, 0, 1, 0, 0]);
    expect(geometry.drawRange.count).toBe(2);
    buffer.clear().segment(1, 1, 1, 2, 2, 2);
    buffer.segment(3, 3, 3, 4, 4, 4);
    buffer.commit();
    expect(geometry.getAttribute('position').array).toBe(array);
    buffer.segment(5, 5, 5, 6, 6, 6); // the third: the arrays double to 4 segments, the old contents kept
    buffer.commit();
    expect(geometry.getAttribute('position').array.length).toBe(24);
    expect(Array.from(geometry.getAttribute('position').array.subarray(0, 18))).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6]);
    expect(geometry.drawRange.count).toBe(6);
    expect(() => new LineBuffer(geometry, 0)).toThrow(RangeError);
  });
});
