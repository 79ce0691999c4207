// Colliders from three.js objects: a Mesh's world-space shape for sweepkit (a box, a sphere, a capsule, or its
// triangles), chosen from `userData.collider` or its geometry's type, and every mesh under an Object3D added to a
// World as bodies in one call.
import { Matrix4, Quaternion, Vector3 } from 'three';
import { checkKeys, checkObject, describeValue as describe, rangeError, typeError } from '../js/check.js';
import { eachMesh, trianglesOfGeometry } from './geometry.js';

const KINDS = ['box', 'sphere', 'capsule', 'mesh'];
const BY_GEOMETRY = { BoxGeometry: 'box', SphereGeometry: 'sphere', IcosahedronGeometry: 'sphere', CapsuleGeometry: 'capsule' };
const SCALE_TOLERANCE = 1e-6; // relative difference of scale components accepted as uniform

/** Which collider colliderOf makes for `mesh`: `kind`, else `userData.collider`, else by geometry type, else 'mesh'. */
function colliderKind(fn, mesh, kind) {
  const chosen = kind ?? mesh.userData?.collider;
  if (chosen === undefined) return BY_GEOMETRY[mesh.geometry.type] ?? 'mesh';
  if (!KINDS.includes(chosen)) {
    const path = kind === undefined ? 'object.userData.collider' : 'options.kind';
    throw rangeError(fn, path, `must be one of ${KINDS.join(', ')}`, describe(chosen));
  }
  return chosen;
}

/** The mesh's world scale as one number; a RangeError when it is not uniform (a sphere or a capsule cannot stretch). */
function uniformScale(fn, kind, scale) {
  const s = Math.abs(scale.x);
  if (Math.abs(Math.abs(scale.y) - s) > SCALE_TOLERANCE * s || Math.abs(Math.abs(scale.z) - s) > SCALE_TOLERANCE * s) {
    throw rangeError(fn, 'mesh.matrixWorld', `must scale uniformly for a ${kind} collider`, `scale (${scale.x}, ${scale.y}, ${scale.z})`);
  }
  return s;
}

/** The mesh's matrixWorld, times instance `instance`'s matrix for an InstancedMesh (a new Matrix4 then). */
function worldMatrix(fn, mesh, instance) {
  if (mesh.isInstancedMesh !== true) {
    if (instance !== undefined) throw typeError(fn, 'options.instance', 'undefined for a Mesh that is not instanced', instance);
    return mesh.matrixWorld;
  }
  if (typeof instance !== 'number') throw typeError(fn, 'options.instance', 'an instance index (an InstancedMesh has one collider each)', instance);
  if (!Number.isInteger(instance) || instance < 0 || instance >= mesh.count) {
    throw rangeError(fn, 'options.instance', `must be an integer in [0, ${mesh.count})`, String(instance));
  }
  return mesh.getMatrixAt(instance, new Matrix4()).premultiply(mesh.matrixWorld);
}

/**
 * The collider of a three.js Mesh in world space (its matrixWorld, updated here; for an InstancedMesh, instance
 * `options.instance`'s):
 * - 'box': its geometry's bounding box, scaled, rotated and placed: `{type: 'aabb', min, max}` when the world
 *   rotation is the identity, else `{type: 'obb', center, halfSize, rotation}` (rotation a Quaternion);
 * - 'sphere': its geometry's bounding sphere: `{type: 'sphere', center, radius}`;
 * - 'capsule': a CapsuleGeometry's own capsule (radius, height: the straight part's length along local y), or for
 *   another geometry the capsule along local y inside its bounding box: `{type: 'capsule', start, end, radius}`;
 * - 'mesh': `{type: 'mesh', positions, indices}`, its triangles (trianglesOfGeometry), for world.addMesh.
 * Vectors are THREE.Vector3s. The kind is `options.kind`, else `mesh.userData.collider`, else BoxGeometry a box,
 * SphereGeometry and IcosahedronGeometry a sphere, CapsuleGeometry a capsule, any other geometry 'mesh'.
 * @param {import('three').Mesh} mesh
 * @param {{kind?: 'box' | 'sphere' | 'capsule' | 'mesh', instance?: number}} [options]  `instance`: required for an
 *   InstancedMesh (an integer in [0, mesh.count)), not allowed otherwise
 * @throws {TypeError} not a Mesh with a BufferGeometry, an unknown option, a missing or non-number instance;
 *   {RangeError} an unknown kind, an instance out of range, or a sphere or capsule whose world scale is not uniform
 *   (beyond 1e-6 relative)
 */
export function colliderOf(mesh, options = undefined) {
  const fn = 'colliderOf';
  if (mesh === null || typeof mesh !== 'object' || mesh.isMesh !== true || mesh.geometry?.isBufferGeometry !== true) {
    throw typeError(fn, 'mesh', 'a three.js Mesh with a BufferGeometry', mesh);
  }
  if (options !== undefined) {
    checkObject(fn, 'options', options, 'an object or undefined');
    checkKeys(fn, 'options', options, ['kind', 'instance']);
  }
  const kind = colliderKind(fn, mesh, options?.kind);
  mesh.updateWorldMatrix(true, false);
  const matrix = worldMatrix(fn, mesh, options?.instance);
  if (kind === 'mesh') return { type: 'mesh', ...trianglesOfGeometry(mesh.geometry, matrix) };
  const geometry = mesh.geometry;
  const position = new Vector3();
  const rotation = new Quaternion();
  const scale = new Vector3();
  matrix.decompose(position, rotation, scale);
  if (kind === 'sphere') {
    if (geometry.boundingSphere === null) geometry.computeBoundingSphere();
    const s = uniformScale(fn, kind, scale);
    const { center, radius } = geometry.boundingSphere;
    return { type: 'sphere', center: center.clone().applyMatrix4(matrix), radius: radius * s };
  }
  if (geometry.boundingBox === null) geometry.computeBoundingBox();
  const box = geometry.boundingBox;
  const center = box.getCenter(new Vector3());
  const half = box.getSize(new Vector3()).multiplyScalar(0.5);
  if (kind === 'capsule') {
    const s = uniformScale(fn, kind, scale);
    const p = geometry.type === 'CapsuleGeometry' ? geometry.parameters : null;
    const radius = p ? p.radius : Math.max(half.x, half.z);
    const reach = p ? (p.height ?? p.length) / 2 : Math.max(0, half.y - radius);
    const rigid = new Matrix4().compose(position, rotation, new Vector3(1, 1, 1));
    const local = (y) => new Vector3(center.x, center.y + y, center.z).multiplyScalar(s).applyMatrix4(rigid);
    return { type: 'capsule', start: local(-reach), end: local(reach), radius: radius * s };
  }
  const halfSize = half.multiply(scale.set(Math.abs(scale.x), Math.abs(scale.y), Math.abs(scale.z)));
  const worldCenter = center.applyMatrix4(matrix);
  if (rotation.x === 0 && rotation.y === 0 && rotation.z === 0) {
    return { type: 'aabb', min: worldCenter.clone().sub(halfSize), max: worldCenter.clone().add(halfSize) };
  }
  return { type: 'obb', center: worldCenter, halfSize, rotation };
}

const BODY_OPTIONS = ['kind', 'layer', 'mask', 'sensor'];

/**
 * Adds every visible Mesh under `object` (itself included) to `world` as a body: colliderOf's shape through
 * world.addBody, or its triangles through world.addMesh; an InstancedMesh one body per instance. A mesh whose
 * `userData.collider` is 'none' is skipped.
 * @param {import('sweepkit').World} world
 * @param {import('three').Object3D} object
 * @param {{kind?, layer?, mask?, sensor?, includeHidden?: boolean, filter?: (mesh) => boolean}} [options]
 *   kind, layer, mask and sensor: world.addBody's options for every body (addMesh's default kind is 'static');
 *   includeHidden: also meshes that are not visible; filter: keep only the meshes it returns true for
 * @returns {{object: import('three').Mesh, instance: number | undefined, handle: number, collider: object}[]}  one
 *   per body, in tree order (instance: the InstancedMesh's instance index)
 * @throws {TypeError} a non-World, a non-Object3D, a non-function filter; colliderOf's and the World's errors
 */
export function bodiesOfObject(world, object, options = undefined) {
  const fn = 'bodiesOfObject';
  if (world === null || typeof world !== 'object' || typeof world.addBody !== 'function') {
    throw typeError(fn, 'world', 'a sweepkit World (from sk.createWorld())', world);
  }
  if (options !== undefined) {
    checkObject(fn, 'options', options, 'an object or undefined');
    checkKeys(fn, 'options', options, [...BODY_OPTIONS, 'includeHidden', 'filter']);
  }
  const bodyOptions = {};
  for (const key of BODY_OPTIONS) if (options?.[key] !== undefined) bodyOptions[key] = options[key];
  const added = [];
  const add = (mesh, instance) => {
    const collider = colliderOf(mesh, instance === undefined ? undefined : { instance });
    const handle = collider.type === 'mesh' ? world.addMesh(collider, bodyOptions) : world.addBody(collider, bodyOptions);
    added.push({ object: mesh, instance, handle, collider });
  };
  eachMesh(fn, object, options, (mesh) => {
    if (mesh.userData?.collider === 'none') return;
    if (mesh.isInstancedMesh === true) for (let i = 0; i < mesh.count; i++) add(mesh, i);
    else add(mesh);
  });
  return added;
}
