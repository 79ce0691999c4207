// Debug drawing shared by every scene: solid and ghost spheres and boxes, points, arrows, segments,
// polylines, swept volumes (capsules), planes, text labels, and instanced spheres and boxes for crowds.
// Each maker returns a three.js object to add to the scene; each setter moves it in place, so a scene
// builds its objects once and updates them per frame. Line drawing rebuilt per frame (many segments, box
// outlines) goes through the package's own sweepkit/three LineBuffer and shape outlines.
import * as THREE from 'three';
import { CSS2DObject } from 'three/addons/renderers/CSS2DRenderer.js';
import { aabbLines, LineBuffer } from '../../../bindings/three/index.js';

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

// One unit cube (centred, edge 1) and its edges for every box marker; a marker's scale is its size.
const UNIT_BOX = new THREE.BoxGeometry(1, 1, 1);
UNIT_BOX.userData.shared = true;
const UNIT_BOX_EDGES = new THREE.EdgesGeometry(UNIT_BOX);
UNIT_BOX_EDGES.userData.shared = true;

/** An axis-aligned box marker with outlined edges; `opacity` < 1 makes it a ghost. */
export function box(color, { opacity = 1, edges = true } = {}) {
  const mesh = new THREE.Mesh(UNIT_BOX, surface(color, opacity));
  if (opacity < 1) mesh.renderOrder = 1;
  if (edges) {
    const outline = new THREE.LineSegments(
      UNIT_BOX_EDGES,
      new THREE.LineBasicMaterial({ color: new THREE.Color(color).lerp(new THREE.Color('#ffffff'), 0.35) }),
    );
    outline.raycast = () => {}; // picking goes to the box itself
    mesh.add(outline);
  }
  return mesh;
}

/** Places a box marker on an axis-aligned box ({min, max}, e.g. THREE.Box3). */
export function setBox(mesh, aabb) {
  mesh.position.set((aabb.min.x + aabb.max.x) / 2, (aabb.min.y + aabb.max.y) / 2, (aabb.min.z + aabb.max.z) / 2);
  mesh.scale.set(
    Math.max(aabb.max.x - aabb.min.x, 1e-4),
    Math.max(aabb.max.y - aabb.min.y, 1e-4),
    Math.max(aabb.max.z - aabb.min.z, 1e-4),
  );
}

/**
 * Places a box marker (from box()) on an oriented box {center, halfSize, rotation}, `rotation` a unit
 * quaternion {x, y, z, w}.
 */
export function setObb(mesh, obb) {
  mesh.position.copy(obb.center);
  mesh.quaternion.copy(obb.rotation);
  mesh.scale.set(2 * obb.halfSize.x, 2 * obb.halfSize.y, 2 * obb.halfSize.z);
}

/** A small solid dot for a point, `size` in world units; drawn over everything so it is never hidden. */
export function point(color, size = 0.07) {
  // Transparent (at full opacity) so that it is drawn in the last pass, after the ghosts, untinted.
  const mesh = new THREE.Mesh(UNIT_SPHERE, new THREE.MeshBasicMaterial({ color, depthTest: false, transparent: true }));
  mesh.scale.setScalar(size);
  mesh.renderOrder = 10;
  return mesh;
}

/** An arrow (shaft and head), drawn over everything so that it shows through translucent shapes. */
export function arrow(color) {
  const helper = new THREE.ArrowHelper(Y, new THREE.Vector3(), 1, color, 0.25, 0.14);
  for (const part of [helper.line, helper.cone]) {
    part.material.depthTest = false;
    part.material.transparent = true; // drawn in the last pass, after the ghosts, untinted
    part.renderOrder = 9;
  }
  return helper;
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

/** A line through many points (a path), dashed if asked. `capacity` is the most points it will take. */
export function polyline(color, { dashed = false, opacity = 1, capacity = 256 } = {}) {
  const line = segment(color, { dashed, opacity });
  line.geometry.setAttribute('position', new THREE.Float32BufferAttribute(capacity * 3, 3));
  line.geometry.setDrawRange(0, 0);
  return line;
}

/** Moves a polyline through `points` (at most its capacity). */
export function setPolyline(line, points) {
  const position = line.geometry.getAttribute('position');
  const count = Math.min(points.length, position.count);
  for (let i = 0; i < count; i++) position.setXYZ(i, points[i].x, points[i].y, points[i].z);
  position.needsUpdate = true;
  line.geometry.setDrawRange(0, count);
  line.geometry.computeBoundingSphere();
  if (line.material.isLineDashedMaterial) line.computeLineDistances();
}

/**
 * Line segments in one draw call, refilled every frame through sweepkit/three's LineBuffer (its arrays grow when a
 * frame needs more than `capacity` segments). `material`: more LineBasicMaterial options (depthTest, …).
 */
export function lines(color, capacity, { opacity = 1, ...material } = {}) {
  const geometry = new THREE.BufferGeometry();
  const object = new THREE.LineSegments(
    geometry,
    new THREE.LineBasicMaterial({ color, transparent: opacity < 1, opacity, ...material }),
  );
  object.userData.lines = new LineBuffer(geometry, capacity).commit();
  object.frustumCulled = false; // refilled every frame anywhere in the scene
  return object;
}

/** The LineBuffer of a lines() object, emptied: write this frame's segments, then call its commit(). */
export function clearLines(object) {
  return object.userData.lines.clear();
}

/** Sets a lines() object to the 12 edges of each box in `boxes` ({min, max} each). */
export function setBoxOutlines(object, boxes) {
  const buffer = clearLines(object);
  for (const box of boxes) aabbLines(buffer, box);
  buffer.commit();
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

const screenUp = new THREE.Vector3();

/**
 * Keeps `label` just clear of a sphere on screen, whatever the view: above it (`side` 1) or below it
 * (`side` −1), along the camera's up direction, so it never covers the sphere it names. The viewport
 * places it before it draws the labels (userData.placeInView), when the camera is known.
 * @param {CSS2DObject} label  made by label().
 * @param {THREE.Vector3} center  the sphere's centre (world).
 * @param {number} radius  its radius (world units).
 * @param {1 | -1} side  above (1) or below (−1).
 */
export function setLabelBeside(label, center, radius, side = 1) {
  label.center.set(0.5, side > 0 ? 1 : 0); // the label's bottom (above) or top (below) edge at the anchor
  const anchor = center.clone();
  label.userData.placeInView = (camera) => {
    screenUp.setFromMatrixColumn(camera.matrixWorld, 1); // the camera's up, in world space
    // A perspective silhouette reaches a little past the radius; 1.15 r plus a margin clears it.
    label.position.copy(anchor).addScaledVector(screenUp, side * (radius * 1.15 + 0.06));
    label.updateMatrixWorld();
  };
}

/** Changes a label's text (and colour, if given). */
export function setLabel(object, text, color) {
  if (object.element.textContent !== text) object.element.textContent = text;
  if (color) object.element.style.setProperty('--label-color', color);
}

/**
 * Many spheres (`kind` 'sphere') or boxes ('box') in one draw call, each with its own position, size and
 * colour. Start with `mesh.count = 0`; set instances with setInstance and raise `count`.
 * @param {number} capacity  the most instances it can draw.
 */
export function instanced(kind, capacity, { segments = 14 } = {}) {
  const geometry = kind === 'box'
    ? new THREE.BoxGeometry(1, 1, 1)
    : new THREE.SphereGeometry(1, segments, Math.ceil(segments * 0.7));
  const material = new THREE.MeshStandardMaterial({ roughness: 0.5, metalness: 0.05 });
  const mesh = new THREE.InstancedMesh(geometry, material, capacity);
  mesh.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
  mesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3), 3);
  mesh.instanceColor.setUsage(THREE.DynamicDrawUsage);
  mesh.frustumCulled = false; // instances move anywhere; the bounding sphere of instance 0 would cull them all
  mesh.count = 0;
  return mesh;
}

const matrix = new THREE.Matrix4();
const scaleVector = new THREE.Vector3();
const IDENTITY = new THREE.Quaternion();

/**
 * Sets instance `i`: centre `position`, `scale` (a radius for spheres, a {x, y, z} size for boxes), `color`.
 * Call `markInstancesChanged(mesh)` after a batch.
 */
export function setInstance(mesh, i, position, scale, color) {
  if (typeof scale === 'number') scaleVector.setScalar(scale);
  else scaleVector.copy(scale);
  matrix.compose(position, IDENTITY, scaleVector);
  mesh.setMatrixAt(i, matrix);
  if (color) mesh.setColorAt(i, color);
}

/** Uploads a batch of setInstance changes. */
export function markInstancesChanged(mesh) {
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
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
