// sk.traceMeshRaycast(mesh, ray, maxFraction) and sk.traceMeshSweep(mesh, shape, motion): a mesh's closest-hit
// raycast or a shape's sweep into it, with every BVH node its walk entered, in order (for step-through views: the
// playground's "BVH at work" scene, and for learning what the BVH prunes). The walk runs in
// bindings/embind/trace_mesh.cpp on a copy of the mesh loaded from mesh.serialize() (the same BVH, node for node,
// no rebuild): made at a mesh's first trace, kept while the mesh lives, freed with it (a FinalizationRegistry) or
// at the first trace after its dispose(). Shapes and motions are checked and packed as TriangleMesh.sweep does.
import { checkNumber, checkObject, checkVec3, inputError, motionWords, rangeError, shapeTag, typeError } from './check.js';
import { SHAPE_TYPES, SHAPE_WORDS } from './generated/layout.js';
import { packShape } from './generated/shapes.js';
import { TriangleMesh } from './triangle_mesh.js';

const PLANE = SHAPE_TYPES.indexOf('plane');
const ARGS_RAYCAST = Object.freeze(['mesh', 'ray', 'maxFraction']);
const ARGS_SWEEP = Object.freeze(['shape', 'motion']);

/**
 * traceMeshRaycast and traceMeshSweep over a loaded core.
 * @param {object} core  the Emscripten module (its embind exports traceMeshLoad, traceMeshFree, traceMeshRaycast,
 *   traceMeshSweep).
 */
export function createTraceMesh(core) {
  const copies = new WeakMap(); // TriangleMesh -> the id of its copy in trace_mesh.cpp
  const registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((id) => core.traceMeshFree(id)) : null;
  const features = core.meshLayout().features; // TriangleFeature values' names, as TriangleMesh.sweep gives them
  const words = new Array(SHAPE_WORDS).fill(0);
  const motionWordsOut = new Array(6).fill(0);

  /** The id of `mesh`'s copy, made at its first trace. @throws TypeError not a TriangleMesh; RangeError disposed. */
  function copyOf(fn, mesh) {
    if (!(mesh instanceof TriangleMesh)) throw typeError(fn, 'mesh', 'a TriangleMesh (from createTriangleMesh)', mesh);
    let id = copies.get(mesh);
    if (mesh.disposed) {
      if (id !== undefined) {
        core.traceMeshFree(id);
        registry?.unregister(mesh);
        copies.delete(mesh);
      }
      throw rangeError(fn, 'mesh', 'is disposed', 'a disposed TriangleMesh');
    }
    if (id === undefined) {
      const loaded = core.traceMeshLoad(new Uint8Array(mesh.serialize()));
      if (loaded.id === undefined) throw new Error(`${fn}: the mesh's own bytes did not load (MeshError ${loaded.error}): a defect`);
      id = loaded.id;
      copies.set(mesh, id);
      registry?.register(mesh, id, mesh);
    }
    return id;
  }

  /** See trace_mesh.d.ts. */
  function traceMeshRaycast(mesh, ray, maxFraction = Infinity) {
    const fn = 'traceMeshRaycast';
    const id = copyOf(fn, mesh);
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
    const id = copyOf(fn, mesh);
    const tag = shapeTag(fn, 'shape', shape);
    if (tag === PLANE) {
      throw typeError(fn, 'shape', 'a bounded shape (sphere, capsule, aabb, obb or convexHull): a plane has no sweep against a mesh', shape);
    }
    packShape(fn, 'shape', tag, shape, words, 0);
    motionWords(fn, 'motion', motion, motionWordsOut);
    const out = core.traceMeshSweep(id, tag, words, motionWordsOut);
    if (out.status === 'invalid_input') throw inputError(fn, ARGS_SWEEP, [shape, motion], out.error, out.errorArgument);
    out.feature = features[out.feature];
    return out;
  }

  return { traceMeshRaycast, traceMeshSweep };
}
