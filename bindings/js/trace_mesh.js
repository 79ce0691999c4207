// sk.traceMeshRaycast(mesh, ray, maxFraction) and sk.traceMeshSweep(mesh, shape, motion): a mesh's closest-hit
// raycast or a shape's sweep into it, with every BVH node its walk entered, in order (for step-through views: the
// playground's "BVH at work" scene, and for learning what the BVH prunes). The walk runs in
// bindings/embind/trace_mesh.cpp on the mesh itself (its id); shapes and motions are checked and packed as
// TriangleMesh.sweep does.
import { checkNumber, checkObject, checkVec3, convexShapeTag, inputError, motionWords, typeError } from './check.js';
import { SHAPE_TYPES, SHAPE_WORDS, TRIANGLE_FEATURES } from './generated/layout.js';
import { packShape } from './generated/shapes.js';
import { TriangleMesh } from './triangle_mesh.js';

const PLANE = SHAPE_TYPES.indexOf('plane');
const ARGS_RAYCAST = Object.freeze(['mesh', 'ray', 'maxFraction']);
const ARGS_SWEEP = Object.freeze(['shape', 'motion']);

/**
 * traceMeshRaycast and traceMeshSweep over a loaded core.
 * @param {object} core  the Emscripten module (its embind exports traceMeshRaycast and traceMeshSweep).
 */
export function createTraceMesh(core) {
  const words = new Array(SHAPE_WORDS).fill(0);
  const motionWordsOut = new Array(6).fill(0);

  /**
   * The id of the live `mesh` in the core (TriangleMesh.idOf: checked not disposed).
   * @throws TypeError not a TriangleMesh; RangeError a disposed one.
   */
  function idOf(fn, mesh) {
    if (!(mesh instanceof TriangleMesh)) throw typeError(fn, 'mesh', 'a TriangleMesh (from createTriangleMesh)', mesh);
    return TriangleMesh.idOf(mesh, fn);
  }

  /** See trace_mesh.d.ts. */
  function traceMeshRaycast(mesh, ray, maxFraction = Infinity) {
    const fn = 'traceMeshRaycast';
    const id = idOf(fn, mesh);
    checkObject(fn, 'ray', ray, 'a ray {origin, direction}');
    const { origin, direction } = ray;
    checkVec3(fn, 'ray.origin', origin);
    checkVec3(fn, 'ray.direction', direction);
    checkNumber(fn, 'maxFraction', maxFraction);
    const out = core.traceMeshRaycast(id, origin.x, origin.y, origin.z, direction.x, direction.y, direction.z, maxFraction);
    if (out.status === 'invalid_input') throw inputError(fn, ARGS_RAYCAST, [mesh, ray, maxFraction], out.error, out.errorArgument);
    return out;
  }

  /** See trace_mesh.d.ts. */
  function traceMeshSweep(mesh, shape, motion) {
    const fn = 'traceMeshSweep';
    const id = idOf(fn, mesh);
    const tag = convexShapeTag(fn, 'shape', shape, 'two meshes are not a pair (no sweep of a mesh against a mesh)');
    if (tag === PLANE) {
      throw typeError(fn, 'shape', 'a bounded shape (sphere, capsule, aabb, obb or convexHull): a plane has no sweep against a mesh', shape);
    }
    packShape(fn, 'shape', tag, shape, words, 0);
    motionWords(fn, 'motion', motion, motionWordsOut);
    const out = core.traceMeshSweep(id, tag, words, motionWordsOut);
    if (out.status === 'invalid_input') throw inputError(fn, ARGS_SWEEP, [shape, motion], out.error, out.errorArgument);
    out.feature = TRIANGLE_FEATURES[out.feature];
    return out;
  }

  return { traceMeshRaycast, traceMeshSweep };
}
