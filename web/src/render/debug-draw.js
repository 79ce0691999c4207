// Debug drawing shared by every scene: solid and ghost spheres, points, arrows, segments, swept
// volumes (capsules), planes and text labels. Each maker returns a three.js object to add to the
// scene; each setter moves it in place, so a scene builds its objects once and updates them per frame.
import * as THREE from 'three';
import { CSS2DObject } from 'three/addons/renderers/CSS2DRenderer.js';

const Y = new THREE.Vector3(0, 1, 0);
const Z = new THREE.Vector3(0, 0, 1);

// One unit sphere for every sphere marker; a marker's scale is its radius.
const UNIT_SPHERE = new THREE.SphereGeometry(1, 64, 40);
UNIT_SPHERE.userData.shared = true;

/** A material that is solid (opacity 1) or a see-through ghost that does not hide what is behind it. */
function surface(color, opacity) {
  const ghost = opacity < 1;
  return new THREE.MeshStandardMaterial({
    color,
    roughness: 0.45,
    metalness: 0.05,
    transparent: ghost,
    opacity,
    depthWrite: !ghost,
    side: ghost ? THREE.DoubleSide : THREE.FrontSide,
  });
}

/** A sphere marker; `opacity` < 1 makes it a ghost. */
export function sphere(color, { opacity = 1 } = {}) {
  const mesh = new THREE.Mesh(UNIT_SPHERE, surface(color, opacity));
  if (opacity < 1) mesh.renderOrder = 1;
  return mesh;
}

/** Places a sphere marker at `center` ({x, y, z}) with `radius`. */
export function setSphere(mesh, center, radius) {
  mesh.position.copy(center);
  mesh.scale.setScalar(Math.max(radius, 1e-4));
}

/** A small solid dot for a point, `size` in world units; drawn over everything so it is never hidden. */
export function point(color, size = 0.07) {
  const mesh = new THREE.Mesh(UNIT_SPHERE, new THREE.MeshBasicMaterial({ color, depthTest: false }));
  mesh.scale.setScalar(size);
  mesh.renderOrder = 10;
  return mesh;
}

/** An arrow (shaft and head). */
export function arrow(color) {
  return new THREE.ArrowHelper(Y, new THREE.Vector3(), 1, color, 0.25, 0.14);
}

/** Points an arrow from `origin` along `direction` (any length, not zero) for `length` world units. */
export function setArrow(helper, origin, direction, length = 1) {
  helper.position.copy(origin);
  helper.setDirection(new THREE.Vector3().copy(direction).normalize());
  helper.setLength(length, Math.min(0.28, length * 0.3), Math.min(0.16, length * 0.18));
}

/** A straight line segment, dashed if asked. */
export function segment(color, { dashed = false, opacity = 1 } = {}) {
  const material = dashed
    ? new THREE.LineDashedMaterial({ color, dashSize: 0.18, gapSize: 0.12, transparent: opacity < 1, opacity })
    : new THREE.LineBasicMaterial({ color, transparent: opacity < 1, opacity });
  const geometry = new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(6, 3));
  return new THREE.Line(geometry, material);
}

/** Moves a segment's ends to `a` and `b`. */
export function setSegment(line, a, b) {
  const position = line.geometry.getAttribute('position');
  position.setXYZ(0, a.x, a.y, a.z);
  position.setXYZ(1, b.x, b.y, b.z);
  position.needsUpdate = true;
  line.geometry.computeBoundingSphere();
  if (line.material.isLineDashedMaterial) line.computeLineDistances();
}

/** The volume a sphere sweeps: a translucent capsule. */
export function capsule(color, { opacity = 0.16 } = {}) {
  const mesh = new THREE.Mesh(new THREE.BufferGeometry(), surface(color, opacity));
  mesh.userData.size = '';
  return mesh;
}

/**
 * Shapes a capsule as the sweep of a sphere of `radius` from centre `a` to centre `b`. It is drawn 1.5%
 * fatter: spheres on the path touch it along a circle, and coincident surfaces would flicker there.
 */
export function setCapsule(mesh, a, b, radius) {
  const axis = new THREE.Vector3().subVectors(b, a);
  const length = axis.length();
  const size = `${radius.toFixed(5)}:${length.toFixed(5)}`;
  if (mesh.userData.size !== size) {
    // Rebuilt only when its size changes: the hemispheres must stay round, so no non-uniform scale.
    mesh.userData.size = size;
    mesh.geometry.dispose();
    mesh.geometry = new THREE.CapsuleGeometry(Math.max(radius * 1.015, 1e-4), length, 12, 40, 1);
  }
  mesh.position.addVectors(a, b).multiplyScalar(0.5);
  if (length > 0) mesh.quaternion.setFromUnitVectors(Y, axis.divideScalar(length));
}

/**
 * A large translucent square lying in a plane, with grid lines and an outline.
 * @param {number} size   edge length in world units.
 */
export function planeQuad(color, { size = 12, divisions = 12, opacity = 0.22 } = {}) {
  const group = new THREE.Group();
  const fill = new THREE.Mesh(
    new THREE.PlaneGeometry(size, size),
    new THREE.MeshStandardMaterial({
      color,
      transparent: true,
      opacity,
      depthWrite: false,
      side: THREE.DoubleSide,
      roughness: 0.9,
    }),
  );
  fill.renderOrder = 2;
  const grid = new THREE.GridHelper(size, divisions, color, color);
  grid.material.transparent = true;
  grid.material.opacity = 0.35;
  grid.rotation.x = Math.PI / 2; // GridHelper lies in XZ; the quad lies in XY
  group.add(fill, grid);
  return group;
}

/** Lays a planeQuad in the plane n·p + constant = 0 (a THREE.Plane or any {normal, constant}). */
export function setPlaneQuad(group, plane) {
  const normal = new THREE.Vector3().copy(plane.normal);
  group.position.copy(normal).multiplyScalar(-plane.constant);
  group.quaternion.setFromUnitVectors(Z, normal);
}

/** A text label that stays upright on screen, drawn as DOM over the canvas (needs a CSS2DRenderer). */
export function label(text, color) {
  const element = document.createElement('div');
  element.className = 'scene-label';
  element.textContent = text;
  element.style.setProperty('--label-color', color);
  return new CSS2DObject(element);
}

/** Frees the GPU resources of `root` and everything under it (shared geometry excepted), and its labels. */
export function disposeObject(root) {
  root.traverse((object) => {
    if (object.isCSS2DObject) object.element.remove();
    if (object.geometry && !object.geometry.userData.shared) object.geometry.dispose();
    const materials = Array.isArray(object.material) ? object.material : [object.material];
    for (const material of materials) material?.dispose();
  });
  root.removeFromParent();
}
