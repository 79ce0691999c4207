// The generic entry points with a TriangleMesh as either shape: sk.sweep, sk.contact, sk.raycast and sk.overlap
// (generated in generated/queries.js for the convex shapes) forward a pair holding a mesh to the mesh's own query
// and turn its answer into the pair's order: normals from A to B, pointA on A. A mesh moves by a displacement
// {x, y, z} (a kinematic mesh), never turns; two meshes are not a pair (TypeError).
import { checkTarget, typeError } from './check.js';
import { MESH_QUERY, TriangleMesh } from './triangle_mesh.js';

const isMesh = (value) => value instanceof TriangleMesh;

/** Negates the {x, y, z} `v` in place (+ 0: no -0). */
function flip(v) {
  v.x = -v.x + 0;
  v.y = -v.y + 0;
  v.z = -v.z + 0;
}

/** Swaps the pointA and pointB fields of `o` (the mesh was A: the mesh's answer has the shape's point as pointA). */
function swapPoints(o) {
  const a = o.pointA;
  o.pointA = o.pointB;
  o.pointB = a;
}

function bothMeshes(fn, b) {
  return typeError(fn, 'shapeB', 'a shape when shapeA is a TriangleMesh: two meshes are not a pair', b);
}

/**
 * sweep, contact, raycast and overlap of `queries` (the generated ones), each forwarding a pair with a mesh.
 * @param {{sweep: Function, contact: Function, raycast: Function, overlap: Function}} queries
 */
export function withMeshes(queries) {
  return {
    sweep(shapeA, displacementA, shapeB, displacementB, target) {
      const fn = 'sweep';
      if (!isMesh(shapeA) && !isMesh(shapeB)) return queries.sweep(shapeA, displacementA, shapeB, displacementB, target);
      checkTarget(fn, target);
      if (isMesh(shapeB)) {
        if (isMesh(shapeA)) throw bothMeshes(fn, shapeB);
        return shapeB[MESH_QUERY](fn, 'sweep', shapeA, displacementA, displacementB, target,
          ['shapeA', 'displacementA', 'displacementB']);
      }
      const out = shapeA[MESH_QUERY](fn, 'sweep', shapeB, displacementB, displacementA, target,
        ['shapeB', 'displacementB', 'displacementA']);
      flip(out.normal);
      // A's reference point at t: the mesh's origin, moved by t · displacementA.
      out.position.x = out.t * displacementA.x + 0;
      out.position.y = out.t * displacementA.y + 0;
      out.position.z = out.t * displacementA.z + 0;
      return out;
    },
    contact(shapeA, shapeB, target) {
      const fn = 'contact';
      if (!isMesh(shapeA) && !isMesh(shapeB)) return queries.contact(shapeA, shapeB, target);
      checkTarget(fn, target);
      const out = target ?? {};
      if (isMesh(shapeB)) {
        if (isMesh(shapeA)) throw bothMeshes(fn, shapeB);
        return shapeB[MESH_QUERY](fn, 'contact', shapeA, out, 'shapeA');
      }
      shapeA[MESH_QUERY](fn, 'contact', shapeB, out, 'shapeB');
      flip(out.normal);
      swapPoints(out);
      for (const p of out.points) swapPoints(p);
      return out;
    },
    raycast(ray, shape, maxFraction = 1, target = undefined) {
      if (!isMesh(shape)) return queries.raycast(ray, shape, maxFraction, target);
      const fn = 'raycast';
      checkTarget(fn, target);
      return shape[MESH_QUERY](fn, 'raycast', 0, ray, maxFraction, target);
    },
    overlap(shapeA, shapeB) {
      const fn = 'overlap';
      if (!isMesh(shapeA) && !isMesh(shapeB)) return queries.overlap(shapeA, shapeB);
      if (isMesh(shapeA) && isMesh(shapeB)) throw bothMeshes(fn, shapeB);
      return isMesh(shapeB)
        ? shapeB[MESH_QUERY](fn, 'overlap', shapeA, 'shapeA').length > 0
        : shapeA[MESH_QUERY](fn, 'overlap', shapeB, 'shapeB').length > 0;
    },
  };
}
