// Scene "obb-contact": two oriented boxes, A turned about z, B (a three.js OBB, passed to the core as it is,
// with its Matrix3 rotation) turning about a tilted axis over the frames. The core's contact (sk.contact:
// the separating axis test) gives the depth, the normal from A to B and the deepest points; the scene draws
// them and, beside the boxes, both boxes' projections on that normal as two intervals. The intervals are
// display-only arithmetic on the boxes' poses; every depth, normal and point shown is the core's.
import * as THREE from 'three';
import { OBB } from 'three/addons/math/OBB.js';
import * as draw from '../render/debug-draw.js';
import { formatNumber } from '../format.js';
import { COLORS, contactRows, disposeAll, draggable, frameRow, sliderRow, vec, writeVec } from './shared.js';
import { contactValues } from './spec-values.js';

/** The axis B turns about (unit). */
const TILT = new THREE.Vector3(1, 1, 2).normalize();
const Z = new THREE.Vector3(0, 0, 1);
/** How far beside the boxes the projection intervals are drawn. */
const ASIDE = 1.8;

/**
 * Both boxes at time τ = k + t (frames): A {center, halfSize, rotation: quaternion {x, y, z, w}} turned by
 * `angleA` degrees about z, and B a three.js OBB turned by `angleB` + τ·`spinB` degrees about TILT.
 */
export function boxesAt(params, tau) {
  const qa = new THREE.Quaternion().setFromAxisAngle(Z, THREE.MathUtils.degToRad(params.angleA));
  const a = vec(params.a);
  const obbA = {
    center: { x: a.x, y: a.y, z: a.z },
    halfSize: { x: params.halfA[0], y: params.halfA[1], z: params.halfA[2] },
    rotation: { x: qa.x, y: qa.y, z: qa.z, w: qa.w },
  };
  const angleB = THREE.MathUtils.degToRad((params.angleB + tau * params.spinB) % 360);
  const turn = new THREE.Matrix4().makeRotationAxis(TILT, angleB);
  const obbB = new OBB(vec(params.b), vec(params.halfB), new THREE.Matrix3().setFromMatrix4(turn));
  return { obbA, obbB };
}

/** The controls of two boxes' centres (params a, b) and half sizes (halfA, halfB), for the box scenes. */
export const BOX_PAIR_CONTROLS = Object.freeze([
  { key: 'a', name: 'A centre', vector: true, min: -4, max: 4, step: 0.01, folder: 'positions' },
  { key: 'b', name: 'B centre', vector: true, min: -4, max: 4, step: 0.01, folder: 'positions' },
  { key: 'halfA', name: 'A half size', vector: true, min: 0.1, max: 2, step: 0.05, folder: 'sizes' },
  { key: 'halfB', name: 'B half size', vector: true, min: 0.1, max: 2, step: 0.05, folder: 'sizes' },
]);

/**
 * A box scene's state: its `objects` and `labels` added to `root`, and the boxes `objects.a`, `objects.b`
 * draggable into the centres `params.a`, `params.b`.
 */
export function mountBoxPair({ sk, root, params, drag, changed }, objects, labels) {
  root.add(...Object.values(objects), ...Object.values(labels));
  draggable(drag, changed, objects.a, (object) => writeVec(params.a, object.position));
  draggable(drag, changed, objects.b, (object) => writeVec(params.b, object.position));
  return { sk, params, objects, labels, frame: null };
}

/** A box's pose for drawing: its rotation as a quaternion (B's Matrix3 converted). */
export function drawable(obb) {
  if (!obb.rotation.elements) return obb;
  const rotation = new THREE.Quaternion().setFromRotationMatrix(new THREE.Matrix4().setFromMatrix3(obb.rotation));
  return { center: obb.center, halfSize: obb.halfSize, rotation };
}

/**
 * A line parallel to the unit direction `n`, `aside` world units beside `anchor` (towards the lower right of the
 * view, where it has room), as along(s, offset): its point at s along n, moved `offset` further aside. Display only.
 */
export function lineBeside(n, anchor, aside) {
  const side = new THREE.Vector3().crossVectors(n, Z);
  if (side.lengthSq() < 1e-6) side.set(1, 0, 0);
  side.normalize();
  if (side.x - side.y < 0) side.negate();
  const base = new THREE.Vector3().copy(anchor).addScaledVector(side, aside);
  return (s, offset = 0) => base.clone().addScaledVector(n, s - base.dot(n)).addScaledVector(side, offset);
}

/** Draws the dashed line `o.axis` past both intervals by `margin`, and the intervals `o.intervalA`, `o.intervalB` on either side of it. */
export function setIntervals(o, along, [minA, maxA], [minB, maxB], margin) {
  draw.setSegment(o.axis, along(Math.min(minA, minB) - margin), along(Math.max(maxA, maxB) + margin));
  draw.setSegment(o.intervalA, along(minA, 0.12), along(maxA, 0.12));
  draw.setSegment(o.intervalB, along(minB, -0.12), along(maxB, -0.12));
}

/** The interval [min, max] of a box's projection on the unit direction n: centre·n ± Σ hᵢ |axisᵢ·n|. Display only. */
function projection(obb, n) {
  const { center, halfSize, rotation } = drawable(obb);
  const q = new THREE.Quaternion().copy(rotation);
  const axes = [new THREE.Vector3(1, 0, 0), new THREE.Vector3(0, 1, 0), Z.clone()].map((axis) => axis.applyQuaternion(q));
  const radius = halfSize.x * Math.abs(axes[0].dot(n)) + halfSize.y * Math.abs(axes[1].dot(n)) + halfSize.z * Math.abs(axes[2].dot(n));
  const middle = new THREE.Vector3().copy(center).dot(n);
  return [middle - radius, middle + radius];
}

export default {
  id: 'obb-contact',
  nav: 'oriented boxes',
  title: 'Oriented boxes: the separating axis test',

  intro: String.raw`
    <p>Two convex shapes are apart exactly when some direction $\mathbf L$ separates their shadows: the
    projections of the boxes on $\mathbf L$ are intervals, and they do not overlap. A box with centre
    $\mathbf c$, axes $\mathbf u_i$ and half sizes $h_i$ projects onto</p>
    $$\mathbf c\cdot\mathbf L \pm \textstyle\sum_i h_i\,|\mathbf u_i\cdot\mathbf L|$$
    <p>For two boxes it is enough to try 15 directions (Gottschalk et al. 1996; Ericson §4.4): the three
    face normals of A, the three of B, and the nine cross products of an edge of A with an edge of B. If
    every one shows overlapping intervals, the boxes overlap, and the direction with the smallest overlap
    is the contact normal: pushing B by the depth along it separates them.</p>
    $$\text{depth} = \min_{\mathbf L} \; \big(\text{overlap of the two intervals on } \mathbf L\big)$$
    <p>Drag either box, turn them with the sliders, and step the frames to turn B. Beside the boxes the
    two intervals are drawn on the core's normal: their overlap is the depth the core reports.</p>`,

  legend: [
    { color: COLORS.a, label: 'box A and its interval on the normal', square: true, ghost: true },
    { color: COLORS.b, label: 'box B (a three.js OBB) and its interval', square: true, ghost: true },
    { color: COLORS.normal, label: 'core normal (A → B)' },
    { color: COLORS.point, label: 'deepest points: on A, on B' },
    { color: COLORS.impact, label: 'depth: pointA − pointB, and the intervals’ overlap' },
  ],

  params: {
    a: [0, 0, 0], b: [1.5, 1, 0], angleA: 20, angleB: 30, spinB: 12, halfA: [1, 0.6, 0.5], halfB: [0.8, 0.5, 0.6],
  },
  paramControls: [
    { key: 'angleA', name: 'A turned about z (°)', min: -180, max: 180, step: 1 },
    { key: 'angleB', name: 'B turned about its tilted axis (°)', min: -180, max: 180, step: 1 },
    { key: 'spinB', name: 'B turns per frame (°)', min: -90, max: 90, step: 1 },
    ...BOX_PAIR_CONTROLS,
  ],

  view: { position: [2.2, 2.6, 8.5], target: [1.2, 0.4, 0], width: 7.5 },

  setup({ sk, root, params, drag, changed }) {
    const objects = {
      a: draw.box(COLORS.a, { opacity: 0.4 }),
      b: draw.box(COLORS.b, { opacity: 0.4 }),
      normal: draw.arrow(COLORS.normal),
      depth: draw.segment(COLORS.impact),
      pointA: draw.point(COLORS.point, 0.07),
      pointB: draw.point(COLORS.point, 0.07),
      axis: draw.segment(COLORS.muted, { dashed: true, opacity: 0.7 }),
      intervalA: draw.segment(COLORS.a),
      intervalB: draw.segment(COLORS.b),
      overlap: draw.segment(COLORS.impact),
    };
    const labels = {
      a: draw.label('A', COLORS.a),
      b: draw.label('B', COLORS.b),
      overlap: draw.label('', COLORS.impact),
    };
    return mountBoxPair({ sk, root, params, drag, changed }, objects, labels);
  },

  step(state, k) {
    state.frame = { k };
  },

  /** The contact at time k + t (B turns over the frames). */
  at(state, t) {
    const tau = state.frame.k + t;
    const { obbA, obbB } = boxesAt(state.params, tau);
    const result = state.sk.contact(obbA, obbB);
    const n = new THREE.Vector3().copy(result.normal);
    const intervals = result.hit ? [projection(obbA, n), projection(obbB, n)] : null;
    Object.assign(state.frame, { tau, obbA, obbB, result, n, intervals });
  },

  draw(state) {
    const { objects: o, labels } = state;
    const { obbA, obbB, result, n, intervals } = state.frame;
    draw.setObb(o.a, drawable(obbA));
    draw.setObb(o.b, drawable(obbB));
    labels.a.position.copy(obbA.center).add(new THREE.Vector3(-0.4, -0.9, 0));
    labels.b.position.copy(obbB.center).add(new THREE.Vector3(0.5, 0.9, 0));

    const onHit = ['normal', 'depth', 'pointA', 'pointB', 'axis', 'intervalA', 'intervalB', 'overlap'];
    for (const key of onHit) o[key].visible = result.hit;
    labels.overlap.visible = result.hit;
    if (!result.hit) return;
    o.pointA.position.copy(result.pointA);
    o.pointB.position.copy(result.pointB);
    draw.setSegment(o.depth, result.pointA, result.pointB);
    draw.setArrow(o.normal, result.pointB, n, 1.2);

    // The intervals on a line parallel to the normal, set aside from the contact so the boxes do not hide it.
    const along = lineBeside(n, result.pointB, ASIDE);
    const [[, maxA], [minB]] = intervals;
    setIntervals(o, along, intervals[0], intervals[1], 0.5);
    draw.setSegment(o.overlap, along(minB), along(maxA));
    draw.setLabel(labels.overlap, `overlap ${formatNumber(maxA - minB, 3)}`);
    labels.overlap.position.copy(along((minB + maxA) / 2, -0.35));
  },

  readout(state, t) {
    const { k, result, intervals } = state.frame;
    const text = ([lo, hi]) => `[${formatNumber(lo, 3)}, ${formatNumber(hi, 3)}]`;
    return [
      frameRow(k),
      sliderRow(t),
      ...contactRows(result),
      { key: 'interval-a', label: 'A on the normal', value: intervals ? text(intervals[0]) : '—' },
      { key: 'interval-b', label: 'B on the normal', value: intervals ? text(intervals[1]) : '—' },
      {
        key: 'interval-overlap',
        label: 'overlap of the intervals',
        value: intervals ? formatNumber(intervals[0][1] - intervals[1][0]) : '—',
      },
    ];
  },

  dispose(state) {
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): what the readout must show for frame k at slider time t,
 * asked of the JS API again (in Node, its own WebAssembly instance): the contact of the two boxes at time
 * k + t, B given as three's OBB. Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=2&t=0.5',
  expected(sk, params, k, t) {
    const { obbA, obbB } = boxesAt(params, k + t);
    return contactValues(sk.contact(obbA, obbB));
  },
};
