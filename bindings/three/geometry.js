// Triangles out of three.js objects: a BufferGeometry (indexed or not, interleaved or not, with groups and a draw
// range) or a whole Object3D tree (its meshes merged in world space, as GLTFLoader's `gltf.scene`), as the flat
// arrays sk.createTriangleMesh takes. Reads three.js objects through their public fields only (duck-typed: no
// import of three), so the core package stays free of it.
import { describeValue as describe, typeError } from '../js/check.js';

/**
 * The triangles of a BufferGeometry: what three.js would draw of it (its groups' ranges, else its draw range).
 * @param {import('three').BufferGeometry} geometry  a mesh geometry (triangle lists; `position` with 3 components)
 * @param {import('three').Matrix4} [matrix]  applied to every position (a mesh's matrixWorld); none = as they are
 * @returns {{positions: Float32Array, indices: Uint32Array}}  positions 3 floats per vertex (all the geometry's
 *   vertices, transformed), indices 3 per triangle into them
 * @throws {TypeError} not a BufferGeometry, or no 3-component `position` attribute, naming the argument
 */
export function trianglesOfGeometry(geometry, matrix = undefined) {
  const fn = 'trianglesOfGeometry';
  const position = checkGeometry(fn, geometry);
  const positions = transformedPositions(position, matrix);
  const indices = drawnIndices(geometry, position.count);
  return { positions, indices };
}

/**
 * The triangles of every visible Mesh under `object` (itself included), in world space, merged into one list:
 * positions times each mesh's matrixWorld (updated here), an InstancedMesh once per instance. Points, lines and
 * sprites are skipped, as are meshes whose `visible` is false (or under a hidden parent) unless
 * `options.includeHidden`.
 * @param {import('three').Object3D} object
 * @param {{includeHidden?: boolean, filter?: (mesh: import('three').Mesh) => boolean}} [options]  `filter`: keep
 *   the meshes it returns true for
 * @returns {{positions: Float32Array, indices: Uint32Array}}
 * @throws {TypeError} not an Object3D, or a mesh whose geometry has no 3-component `position`
 */
export function trianglesOfObject(object, options = undefined) {
  const fn = 'trianglesOfObject';
  const parts = [];
  eachMesh(fn, object, options, (mesh) => {
    const position = checkGeometry(fn, mesh.geometry, 'mesh.geometry');
    const indices = drawnIndices(mesh.geometry, position.count);
    if (mesh.isInstancedMesh) {
      const m = new mesh.matrixWorld.constructor();
      for (let i = 0; i < mesh.count; i++) {
        mesh.getMatrixAt(i, m);
        m.premultiply(mesh.matrixWorld);
        parts.push({ positions: transformedPositions(position, m), indices });
      }
    } else {
      parts.push({ positions: transformedPositions(position, mesh.matrixWorld), indices });
    }
  });
  return merge(parts);
}

/**
 * Calls `visit(mesh)` for every Mesh under `object` (itself included, in tree order) that is visible (unless
 * `options.includeHidden`) and that `options.filter` keeps, after updating the tree's world matrices.
 * @throws {TypeError} named after `fn`: a non-Object3D, a non-function filter
 */
export function eachMesh(fn, object, options, visit) {
  if (object === null || typeof object !== 'object' || object.isObject3D !== true) {
    throw typeError(fn, 'object', 'a three.js Object3D', object);
  }
  const includeHidden = options?.includeHidden === true;
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function') {
    throw typeError(fn, 'options.filter', 'a function', filter);
  }
  object.updateWorldMatrix(true, true);
  const walk = (node) => {
    if (!includeHidden && node.visible === false) return;
    if (node.isMesh === true && (!filter || filter(node))) visit(node);
    for (const child of node.children) walk(child);
  };
  walk(object);
}

function checkGeometry(fn, geometry, path = 'geometry') {
  if (geometry === null || typeof geometry !== 'object' || geometry.isBufferGeometry !== true) {
    throw new TypeError(`${fn}: ${path} must be a three.js BufferGeometry (got ${describe(geometry)})`);
  }
  const position = geometry.getAttribute('position');
  if (position === undefined || position.itemSize !== 3) {
    throw new TypeError(`${fn}: ${path} must have a 'position' attribute of 3 components (got ${position === undefined ? 'none' : `itemSize ${position.itemSize}`})`);
  }
  return position;
}

// Every vertex's position, through `matrix` (column-major elements) when given. getX/getY/getZ read interleaved
// and normalized attributes alike.
function transformedPositions(position, matrix) {
  const n = position.count;
  const out = new Float32Array(3 * n);
  const e = matrix?.elements;
  for (let i = 0; i < n; i++) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    if (e) {
      const w = e[3] * x + e[7] * y + e[11] * z + e[15];
      out[3 * i] = (e[0] * x + e[4] * y + e[8] * z + e[12]) / w;
      out[3 * i + 1] = (e[1] * x + e[5] * y + e[9] * z + e[13]) / w;
      out[3 * i + 2] = (e[2] * x + e[6] * y + e[10] * z + e[14]) / w;
    } else {
      out[3 * i] = x;
      out[3 * i + 1] = y;
      out[3 * i + 2] = z;
    }
  }
  return out;
}

// The vertex indices three.js draws, 3 per triangle: the groups' ranges (each clipped to the draw range), or the
// draw range alone; over the index when there is one, else over the vertices in order. A range's trailing
// 1 or 2 elements (no whole triangle) are left out, as WebGL does.
function drawnIndices(geometry, vertexCount) {
  const index = geometry.index;
  const total = index ? index.count : vertexCount;
  const drawStart = Math.max(0, geometry.drawRange?.start ?? 0);
  const drawEnd = Math.min(total, drawStart + (geometry.drawRange?.count ?? Infinity));
  const ranges = geometry.groups?.length
    ? geometry.groups.map((g) => [Math.max(g.start, drawStart), Math.min(g.start + g.count, drawEnd)])
    : [[drawStart, drawEnd]];
  let size = 0;
  for (const [start, end] of ranges) size += end > start ? end - start - ((end - start) % 3) : 0;
  const out = new Uint32Array(size);
  let k = 0;
  for (const [start, end] of ranges) {
    const stop = end > start ? end - ((end - start) % 3) : start;
    for (let i = start; i < stop; i++) out[k++] = index ? index.getX(i) : i;
  }
  return out;
}

function merge(parts) {
  let vertices = 0;
  let indexCount = 0;
  for (const p of parts) {
    vertices += p.positions.length;
    indexCount += p.indices.length;
  }
  const positions = new Float32Array(vertices);
  const indices = new Uint32Array(indexCount);
  let v = 0;
  let k = 0;
  for (const p of parts) {
    positions.set(p.positions, v);
    const base = v / 3;
    for (let i = 0; i < p.indices.length; i++) indices[k++] = p.indices[i] + base;
    v += p.positions.length;
  }
  return { positions, indices };
}
