// sweepkit/three: helpers for three.js users. three's Box3, Sphere, OBB and Capsule pass to sweepkit as they are.
import type { BufferGeometry, Matrix4, Mesh, Object3D } from 'three';

/** Triangles as flat arrays: 3 floats per vertex, 3 vertex indices per triangle. */
export interface Triangles {
  positions: Float32Array;
  indices: Uint32Array;
}

/**
 * The triangles three.js would draw of a BufferGeometry (its groups' ranges, else its draw range; indexed or not,
 * interleaved or not), every position through `matrix` when given.
 * @throws TypeError for a non-geometry or a `position` attribute that is missing or not 3 components.
 */
export function trianglesOfGeometry(geometry: BufferGeometry, matrix?: Matrix4): Triangles;

/**
 * Every visible Mesh under `object` (itself included) merged in world space (matrixWorld is updated first; an
 * InstancedMesh once per instance). Points, lines and sprites are skipped.
 * @param options.includeHidden  also meshes with `visible` false or under a hidden parent (default false)
 * @param options.filter  keep only the meshes it returns true for
 * @throws TypeError for a non-Object3D, a non-function filter, or a mesh geometry without a 3-component position.
 */
export function trianglesOfObject(object: Object3D, options?: { includeHidden?: boolean; filter?: (mesh: Mesh) => boolean }): Triangles;
