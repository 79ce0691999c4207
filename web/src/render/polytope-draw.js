// Drawing for polytopes built point by point (the GJK/EPA scene's simplices, polytopes and Minkowski difference):
// line segments, translucent triangles and groups of point markers, each made once with a capacity and updated
// in place per frame, moved by an offset (where the scene draws that space).
import * as THREE from 'three';
import * as draw from './debug-draw.js';

/** Line segments (pairs of points), `capacity` of them before the arrays grow. */
export function lines(color, capacity, { opacity = 1 } = {}) {
  return draw.lines(color, capacity, { opacity });
}

/** Sets the segments to `pairs` ([[p, q], …], {x, y, z} points), each moved by `offset`. */
export function setLines(object, pairs, offset) {
  const buffer = draw.clearLines(object);
  for (const [p, q] of pairs) {
    buffer.segment(p.x + offset.x, p.y + offset.y, p.z + offset.z, q.x + offset.x, q.y + offset.y, q.z + offset.z);
  }
  buffer.commit();
}

/** A translucent triangle mesh of up to `capacity` triangles. */
export function triangles(color, capacity, opacity) {
  const geometry = new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(capacity * 9, 3));
  geometry.setDrawRange(0, 0);
  const material = new THREE.MeshBasicMaterial({ color, transparent: true, opacity, side: THREE.DoubleSide, depthWrite: false });
  const mesh = new THREE.Mesh(geometry, material);
  mesh.renderOrder = 1;
  return mesh;
}

/** Sets the mesh to `list` ([[p, q, r], …]), each point moved by `offset`. */
export function setTriangles(mesh, list, offset) {
  const position = mesh.geometry.getAttribute('position');
  const count = Math.min(list.length, position.count / 3);
  for (let i = 0; i < count; i++) {
    list[i].forEach((p, k) => position.setXYZ(3 * i + k, p.x + offset.x, p.y + offset.y, p.z + offset.z));
  }
  position.needsUpdate = true;
  mesh.geometry.setDrawRange(0, 3 * count);
  mesh.geometry.computeBoundingSphere();
}

/** A group of `count` point markers (the ones past a setPoints list are hidden). */
export function points(color, count) {
  const group = new THREE.Group();
  for (let i = 0; i < count; i++) group.add(draw.point(color, 0.07));
  return group;
}

/** Shows the group's first markers at `list` ({x, y, z} points) and hides the rest. */
export function setPoints(group, list) {
  group.children.forEach((marker, i) => {
    marker.visible = i < list.length;
    if (marker.visible) marker.position.copy(list[i]);
  });
}
