// Drawing triangle meshes for the mesh scenes: the mesh itself (flat shaded, its edges outlined so the
// tessellation shows), one of its triangles highlighted, and a triangle's corners and edges by the names the
// core's sweeps give them (feature 'face', 'edgeAB' … 'vertexC': corners a, b, c in the input's order).
import * as THREE from 'three';

/**
 * A triangle mesh as three.js draws it: flat shaded and translucent, its triangle edges outlined.
 * @param {{positions: Float32Array, indices?: Uint32Array | Uint16Array | null}} arrays  3 floats a vertex,
 *   3 indices a triangle (or every 3 vertices a triangle when indices is null).
 */
export function meshObject(arrays, color, { opacity = 0.55, edgeOpacity = 0.35 } = {}) {
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(arrays.positions, 3));
  if (arrays.indices) geometry.setIndex(new THREE.BufferAttribute(arrays.indices, 1));
  geometry.computeVertexNormals();
  const surface = new THREE.Mesh(geometry, new THREE.MeshStandardMaterial({
    color, roughness: 0.8, flatShading: true, transparent: opacity < 1, opacity, side: THREE.DoubleSide,
    polygonOffset: true, polygonOffsetFactor: 1, polygonOffsetUnits: 1, // the outlines and highlights draw over it
  }));
  const edges = new THREE.LineSegments(
    new THREE.WireframeGeometry(geometry),
    new THREE.LineBasicMaterial({ color: '#e2e8f0', transparent: true, opacity: edgeOpacity }),
  );
  edges.raycast = () => {};
  surface.add(edges);
  return surface;
}

/** The corners a, b, c of input triangle `triangle` (as the core numbers them: 3·triangle is its first index). */
export function triangleCorners({ positions, indices }, triangle) {
  return [0, 1, 2].map((k) => {
    const i = 3 * (indices ? indices[3 * triangle + k] : 3 * triangle + k);
    return new THREE.Vector3(positions[i], positions[i + 1], positions[i + 2]);
  });
}

/** A single triangle, filled (drawn over the mesh); place it with setTriangle. */
export function triangleMarker(color, { opacity = 0.85 } = {}) {
  const geometry = new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(9, 3));
  const mesh = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial({
    color, transparent: true, opacity, side: THREE.DoubleSide, depthTest: false,
  }));
  mesh.renderOrder = 5;
  return mesh;
}

/** Moves a triangleMarker onto corners [a, b, c] (THREE.Vector3s). */
export function setTriangle(marker, corners) {
  const position = marker.geometry.getAttribute('position');
  corners.forEach((p, i) => position.setXYZ(i, p.x, p.y, p.z));
  position.needsUpdate = true;
  marker.geometry.computeBoundingSphere();
}

const EDGES = { edgeAB: [0, 1], edgeBC: [1, 2], edgeCA: [2, 0] };
const VERTICES = { vertexA: 0, vertexB: 1, vertexC: 2 };

/**
 * The part of a triangle a sweep's `feature` names: {kind: 'face'}, {kind: 'edge', ends: [p, q]} or
 * {kind: 'vertex', at: p}, from its corners [a, b, c].
 * @throws {RangeError} an unknown feature name.
 */
export function featureOf(corners, feature) {
  if (feature === 'face') return { kind: 'face' };
  if (feature in EDGES) return { kind: 'edge', ends: EDGES[feature].map((i) => corners[i]) };
  if (feature in VERTICES) return { kind: 'vertex', at: corners[VERTICES[feature]] };
  throw new RangeError(`featureOf: feature must be 'face', 'edgeAB', 'edgeBC', 'edgeCA', 'vertexA', 'vertexB' or 'vertexC' (got ${JSON.stringify(feature)})`);
}
