// sk.traceMeshRaycast and sk.traceMeshSweep (bindings/js/trace_mesh.js): the BVH walk of a raycast or a sweep
// against a mesh, node by node, with the mesh's own answer; values worked out by hand on a flat floor, and the
// named errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { init } from '../../bindings/js/index.js';
import { expectError } from './helpers.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const v = (x, y, z) => ({ x, y, z });
/** Expects `fn` to throw a `Type` naming `argument`, with exactly `message` when one is given. */
const throws = (fn, Type, message, argument) => expectError(fn, Type, message, { argument });

/** A floor of n × n unit cells over [0, n]² in x and z at y = 0, two triangles a cell (normals +y). */
function floor(n) {
  const positions = [];
  for (let z = 0; z <= n; z++) for (let x = 0; x <= n; x++) positions.push(x, 0, z);
  const indices = [];
  const id = (x, z) => z * (n + 1) + x;
  for (let z = 0; z < n; z++) {
    for (let x = 0; x < n; x++) indices.push(id(x, z), id(x, z + 1), id(x + 1, z + 1), id(x, z), id(x + 1, z + 1), id(x + 1, z));
  }
  return sk.createTriangleMesh(new Float32Array(positions), new Uint32Array(indices));
}

describe('traceMeshRaycast', () => {
  it('a ray down onto a 16 × 16 floor: the root first, the hit by hand, as mesh.raycast', () => {
    const mesh = floor(16);
    // From (5.3, 4, 7.7) straight down by 8 a unit: the floor (y = 0) at t = 4 / 8 = 0.5; the root's box is flat,
    // its top at y = 0: entered at the same t.
    const ray = { origin: v(5.3, 4, 7.7), direction: v(0, -8, 0) };
    const trace = sk.traceMeshRaycast(mesh, ray);
    const own = mesh.raycast(ray);
    expect(trace.status).toBe('hit');
    expect(trace.t).toBe(0.5);
    expect(trace.t).toBe(own.t);
    expect(trace.triangle).toBe(own.triangle);
    expect(trace.point).toEqual(own.point);
    expect(trace.steps[0]).toMatchObject({ node: 0, depth: 1, tEnter: 0.5, leaf: false, tested: 0 });
    expect(trace.steps[0].box).toEqual({ min: v(0, 0, 0), max: v(16, 0, 16) });
    expect(trace.nodeCount).toBeGreaterThan(trace.steps.length);
    // Each node entered lies under the ray's foot (its box spans x = 5.3, z = 7.7); a leaf tests its triangles.
    for (const s of trace.steps) {
      expect(s.box.min.x <= 5.3 && 5.3 <= s.box.max.x && s.box.min.z <= 7.7 && 7.7 <= s.box.max.z).toBe(true);
      expect(s.tested > 0).toBe(s.leaf);
      expect(s.depth).toBeLessThanOrEqual(trace.depth);
    }
    // The triangle hit: the cell (5, 7), whose diagonal runs from (5, 7) to (6, 8); (5.3, 7.7) is on the side
    // x − 5 < z − 7, the first triangle of the cell: index 2 (16 · 7 + 5) = 234.
    expect(trace.triangle).toBe(234);
    mesh.dispose();
  });

  it('a ray that misses the root\'s box enters nothing', () => {
    const mesh = floor(4);
    const trace = sk.traceMeshRaycast(mesh, { origin: v(-1, 1, -1), direction: v(-1, 0, 0) });
    expect(trace.status).toBe('miss');
    expect(trace.triangle).toBe(-1);
    expect(trace.steps).toEqual([]);
    mesh.dispose();
  });

  it('names its errors', () => {
    const mesh = floor(2);
    const down = { origin: v(0.5, 1, 0.5), direction: v(0, -1, 0) };
    throws(() => sk.traceMeshRaycast({}, down), TypeError,
      'traceMeshRaycast: mesh must be a TriangleMesh (from createTriangleMesh) (got {})', 'mesh');
    throws(() => sk.traceMeshRaycast(mesh, { origin: v(0, '1', 0), direction: v(0, -1, 0) }), TypeError,
      'traceMeshRaycast: ray.origin.y must be a number (got string "1")', 'ray');
    throws(() => sk.traceMeshRaycast(mesh, { origin: v(0, NaN, 0), direction: v(0, -1, 0) }), RangeError,
      /^traceMeshRaycast: ray\.origin .*NaN/, 'ray');
    throws(() => sk.traceMeshRaycast(mesh, down, -1), RangeError, null, 'maxFraction');
    sk.traceMeshRaycast(mesh, down); // makes the copy
    mesh.dispose();
    throws(() => sk.traceMeshRaycast(mesh, down), RangeError, 'traceMeshRaycast: mesh is disposed (got a disposed TriangleMesh)', 'mesh');
  });
});

describe('traceMeshSweep', () => {
  it('a sphere dropped onto the floor: t and the root\'s entry by hand, as mesh.sweep', () => {
    const mesh = floor(16);
    // Radius 0.5 at (5.3, 4, 7.7) falling 8: touches y = 0 with the centre at 0.5, t = 3.5 / 8 = 0.4375; its box's
    // bottom (3.5) meets the root's box (top 0) at the same t.
    const sphere = { center: v(5.3, 4, 7.7), radius: 0.5 };
    const trace = sk.traceMeshSweep(mesh, sphere, v(0, -8, 0));
    const own = mesh.sweep(sphere, v(0, -8, 0));
    expect(trace.status).toBe('hit');
    expect(trace.t).toBeCloseTo(0.4375, 6);
    expect(trace.t).toBe(own.t);
    expect(trace.triangle).toBe(own.triangle);
    expect(trace.feature).toBe(own.feature);
    expect(trace.normal).toEqual(v(0, -1, 0));
    expect(trace.steps[0]).toMatchObject({ node: 0, depth: 1, leaf: false });
    expect(trace.steps[0].tEnter).toBeCloseTo(0.4375, 6);
    // Every node's entry is a lower bound of the sphere's first touch of its box, and no earlier than the sphere's
    // box meets a box on the floor (y = 0): 0.4375. The leaf [4, 5] x [8, 9] (1 x 1, diagonal under 4 r = 2) is
    // entered when the centre comes within 0.5 + sqrt(2) / 2 of the leaf's centre (4.5, 0, 8.5), from 0.8 and -0.8
    // aside: 4 - 8 t = sqrt((0.5 + sqrt(2) / 2)^2 - 1.28), t = 0.4474; the sphere touches the leaf's corner
    // (5, 0, 8) at 4 - 8 t = sqrt(0.25 - 0.18), t = 0.4669.
    for (const s of trace.steps) {
      expect(s.tEnter).toBeGreaterThanOrEqual(0.4375 - 1e-6);
      const touch = sk.sweepSphereAabb(sphere, v(0, -8, 0), s.box, v(0, 0, 0));
      if (touch.hit) expect(s.tEnter).toBeLessThanOrEqual(touch.t + 1e-6);
    }
    const leaf = trace.steps.find((s) => s.box.min.x === 4 && s.box.max.x === 5 && s.box.min.z === 8 && s.box.max.z === 9);
    expect(leaf, 'the leaf beside the landing point is entered').toBeDefined();
    expect(leaf.tEnter).toBeCloseTo((4 - Math.sqrt((0.5 + Math.SQRT1_2) ** 2 - 1.28)) / 8, 3);
    expect(sk.sweepSphereAabb(sphere, v(0, -8, 0), leaf.box, v(0, 0, 0)).t).toBeCloseTo((4 - Math.sqrt(0.07)) / 8, 5);
    mesh.dispose();
  });

  it('names its errors: a plane, a negative radius', () => {
    const mesh = floor(2);
    throws(() => sk.traceMeshSweep(mesh, { normal: v(0, 1, 0), constant: 0 }, v(0, -1, 0)), TypeError, null, 'shape');
    throws(() => sk.traceMeshSweep(mesh, mesh, v(0, -1, 0)), TypeError,
      'traceMeshSweep: shape must be a convex shape (sphere, capsule, aabb, plane, obb, convexHull): two meshes are not a pair (no sweep of a mesh against a mesh) (got TriangleMesh {triangleCount, vertexCount, bounds, memoryBytes, fixInternalEdges})',
      'shape');
    throws(() => sk.traceMeshSweep(mesh, { center: v(1, 2, 1), radius: -1 }, v(0, -1, 0)), RangeError,
      'traceMeshSweep: shape.radius must be >= 0 (got -1)', 'shape');
    throws(() => sk.traceMeshSweep(mesh, { center: v(1, 2, 1), radius: 1 }, v(0, Infinity, 0)), RangeError, null, 'motion');
    mesh.dispose();
  });
});
