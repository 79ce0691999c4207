// Scene "sat-boxes": the separating axis test of two oriented boxes, one axis per frame. sk.traceSat gives, for
// each of the 15 axes (A's 3 face normals, B's 3, the 9 cross products of an edge of each), the axis, both
// boxes' projection intervals on it and their separation, which axis the contact reports, and the clipped
// manifold (reference face, incident face, points). The step controls walk the axes; the selected one is drawn
// as a line beside the boxes with both intervals on it. Every number shown is the core's (traceSat, contact).
import * as THREE from 'three';
import { OBB } from 'three/addons/math/OBB.js';
import * as draw from '../render/debug-draw.js';
import { formatNumber } from '../format.js';
import { BOX_PAIR_CONTROLS, drawable, lineBeside, mountBoxPair, setIntervals } from './obb-contact.js';
import { COLORS, contactRows, disposeAll, frameRow, vec } from './shared.js';
import { contactValues } from './spec-values.js';

const AXES = 15;
const XYZ = ['x', 'y', 'z'];
/** How far beside the boxes the selected axis and its intervals are drawn. */
const ASIDE = 2.4;
const MAX_POINTS = 4;

/**
 * Both boxes in round `round` of the walk (frames 15·round … 15·round + 14): A {center, halfSize, rotation: a
 * quaternion {x, y, z, w}}, B a three.js OBB (Matrix3) turned by `turnB` plus round·`spinB` degrees about z.
 */
export function boxesOf(params, round = 0) {
  const euler = (degrees) => new THREE.Euler(...degrees.map((d) => THREE.MathUtils.degToRad(d)));
  const qa = new THREE.Quaternion().setFromEuler(euler(params.turnA));
  const a = vec(params.a);
  const obbA = {
    center: { x: a.x, y: a.y, z: a.z },
    halfSize: { x: params.halfA[0], y: params.halfA[1], z: params.halfA[2] },
    rotation: { x: qa.x, y: qa.y, z: qa.z, w: qa.w },
  };
  const turnB = new THREE.Matrix4().makeRotationFromEuler(euler([params.turnB[0], params.turnB[1], params.turnB[2] + round * params.spinB]));
  const obbB = new OBB(vec(params.b), vec(params.halfB), new THREE.Matrix3().setFromMatrix4(turnB));
  return { obbA, obbB };
}

/** The axis a frame shows: frame k walks the 15 axes over and over. */
export const axisOfFrame = (k) => ((k % AXES) + AXES) % AXES;

/** The round of the walk frame k is in: B turns by spinB after each round of 15 axes. */
export const roundOfFrame = (k) => Math.floor(k / AXES);

/** An axis's name: 'A face x', 'B face z', 'A y × B x'. */
export function axisName(axis) {
  if (axis.kind === 'faceA') return `A face ${XYZ[axis.indexA]}`;
  if (axis.kind === 'faceB') return `B face ${XYZ[axis.indexB]}`;
  return `A ${XYZ[axis.indexA]} × B ${XYZ[axis.indexB]}`;
}

/** The labels of the rows of the axis list, three axes each (0-2, 3-5, …, 12-14). */
const GROUPS = ['A faces x, y, z', 'B faces x, y, z', 'A x × B x, y, z', 'A y × B x, y, z', 'A z × B x, y, z'];

/** Axis i in the list: its separation ('skip' for parallel edges), ▶ when selected, ★ when it is the best. */
function axisListText(trace, i, selected) {
  const a = trace.axes[i];
  const text = a.skipped ? 'skip' : formatNumber(a.separation, 3);
  return `${i === selected ? '▶' : ''}${text}${i === trace.best ? '★' : ''}`;
}

/** An axis's separation as the panel shows it: the number, or 'skipped (parallel edges)'. */
const separationText = (axis) => (axis.skipped ? 'skipped (parallel edges)' : formatNumber(axis.separation, 3));

/** A face {shape, axis, sign} of a box as its 4 corners and back to the first (a closed outline). */
function faceOutline(obb, { axis, sign }) {
  const { center, halfSize, rotation } = drawable(obb);
  const q = new THREE.Quaternion().copy(rotation);
  const h = [halfSize.x, halfSize.y, halfSize.z];
  const dir = (i) => new THREE.Vector3().setComponent(i, 1).applyQuaternion(q);
  const u = (axis + 1) % 3, v = (axis + 2) % 3;
  const middle = new THREE.Vector3().copy(center).addScaledVector(dir(axis), sign * h[axis]);
  const corner = (su, sv) => middle.clone().addScaledVector(dir(u), su * h[u]).addScaledVector(dir(v), sv * h[v]);
  return [corner(1, 1), corner(-1, 1), corner(-1, -1), corner(1, -1), corner(1, 1)];
}

export default {
  id: 'sat-boxes',
  nav: 'SAT step by step',
  title: 'The separating axis test for boxes, axis by axis',

  intro: String.raw`
    <p>Two convex shapes are apart exactly when some axis $\mathbf L$ separates them: their projections on
    $\mathbf L$ are intervals that do not overlap. A box with centre $\mathbf c$, axes $\mathbf u_i$ and half
    sizes $h_i$ projects onto $\mathbf c\cdot\mathbf L \pm r$, with $r = \sum_i h_i\,|\mathbf u_i\cdot\mathbf L|$,
    so on each axis</p>
    $$s(\mathbf L) = |(\mathbf c_B - \mathbf c_A)\cdot\mathbf L| - r_A - r_B$$
    <p>is the gap ($s > 0$: separated) or minus the overlap. For two boxes 15 axes suffice (Gottschalk, Lin and
    Manocha 1996, "OBBTree"; Ericson, <i>Real-Time Collision Detection</i> §4.4): the 3 face normals of A, the 3
    of B, and the 9 cross products $\mathbf a_i \times \mathbf b_j$ of an edge direction of each (skipped when the
    edges are parallel: the face axes decide). One axis with $s > 0$ proves a miss; if all overlap, the axis of
    least penetration is the contact normal and $-s$ the depth (a face axis is kept over a nearly as shallow
    edge axis, so that resting boxes keep face contacts).</p>
    <p>For a face axis the manifold comes from clipping: the other box's face most anti-parallel to the
    reference face (the incident face) is clipped against the reference face's side planes and the points
    below it are kept (Sutherland–Hodgman; Gregorius, GDC 2013). An edge axis gives one point.</p>
    <p>Step through the frames to walk the axes (after the 15th, B turns a little and the walk starts again);
    drag either box, turn them with the sliders.</p>`,

  legend: [
    { color: COLORS.a, label: 'box A and its interval on the axis', square: true, ghost: true },
    { color: COLORS.b, label: 'box B (a three.js OBB) and its interval', square: true, ghost: true },
    { color: COLORS.muted, label: 'the selected axis (moved beside the boxes)' },
    { color: COLORS.impact, label: 'overlap (or gap) of the intervals' },
    { color: COLORS.normal, label: 'least-penetration axis: the contact normal (A → B)' },
    { color: COLORS.point, label: 'manifold points (on B)' },
    { color: COLORS.swept, label: 'reference face; incident face dashed' },
  ],

  params: {
    a: [0, 0, 0], b: [0.9, 1.2, 0.2], turnA: [0, 0, 15], turnB: [10, 25, 35], spinB: 10, halfA: [1.2, 0.6, 0.8], halfB: [0.7, 0.5, 0.6],
  },
  paramControls: [
    { key: 'turnA', name: 'A turned (° about x, y, z)', vector: true, min: -180, max: 180, step: 1 },
    { key: 'turnB', name: 'B turned (° about x, y, z)', vector: true, min: -180, max: 180, step: 1 },
    { key: 'spinB', name: 'B turns about z per round of 15 axes (°)', min: -90, max: 90, step: 1 },
    ...BOX_PAIR_CONTROLS,
  ],

  view: { position: [3.5, 3.5, 9.5], target: [1.4, 0.2, 0], width: 9 },
  time: false, // frames only: nothing in it depends on the slider time t

  setup({ sk, root, params, drag, changed }) {
    const objects = {
      a: draw.box(COLORS.a, { opacity: 0.35 }),
      b: draw.box(COLORS.b, { opacity: 0.35 }),
      axis: draw.segment(COLORS.muted, { dashed: true, opacity: 0.8 }),
      intervalA: draw.segment(COLORS.a),
      intervalB: draw.segment(COLORS.b),
      gap: draw.segment(COLORS.impact),
      normal: draw.arrow(COLORS.normal),
      reference: draw.polyline(COLORS.swept, { capacity: 5 }),
      incident: draw.polyline(COLORS.swept, { dashed: true, capacity: 5 }),
    };
    for (let i = 0; i < MAX_POINTS; i++) objects[`point${i}`] = draw.point(COLORS.point, 0.08);
    const labels = {
      a: draw.label('A', COLORS.a),
      b: draw.label('B', COLORS.b),
      axis: draw.label('', COLORS.muted),
      gap: draw.label('', COLORS.impact),
    };
    return mountBoxPair({ sk, root, params, drag, changed }, objects, labels);
  },

  step(state, k) {
    const { obbA, obbB } = boxesOf(state.params, roundOfFrame(k));
    const trace = state.sk.traceSat(obbA, obbB);
    const contact = state.sk.contact(obbA, obbB);
    state.frame = { k, selected: axisOfFrame(k), obbA, obbB, trace, contact };
  },

  draw(state) {
    const { objects: o, labels } = state;
    const { obbA, obbB, trace, selected } = state.frame;
    draw.setObb(o.a, drawable(obbA));
    draw.setObb(o.b, drawable(obbB));
    labels.a.position.copy(obbA.center).add(new THREE.Vector3(-0.4, -1, 0));
    labels.b.position.copy(obbB.center).add(new THREE.Vector3(0.5, 1, 0));

    // The manifold: the points, the reference face and the incident face.
    for (let i = 0; i < MAX_POINTS; i++) {
      const p = trace.points[i];
      o[`point${i}`].visible = Boolean(p);
      if (p) o[`point${i}`].position.copy(p.pointB);
    }
    const faceOf = (face) => (face.shape === 'A' ? obbA : obbB);
    o.reference.visible = trace.referenceFace !== null;
    o.incident.visible = trace.incidentFace !== null;
    if (trace.referenceFace) draw.setPolyline(o.reference, faceOutline(faceOf(trace.referenceFace), trace.referenceFace));
    if (trace.incidentFace) draw.setPolyline(o.incident, faceOutline(faceOf(trace.incidentFace), trace.incidentFace));
    o.normal.visible = trace.hit;
    if (trace.hit) draw.setArrow(o.normal, new THREE.Vector3().copy(trace.pointB), new THREE.Vector3().copy(trace.normal), 1.2);

    // The selected axis as a line beside the boxes, both intervals on it, and their overlap or gap.
    const axis = trace.axes[selected];
    for (const key of ['axis', 'intervalA', 'intervalB', 'gap']) o[key].visible = !axis.skipped;
    labels.axis.visible = labels.gap.visible = !axis.skipped;
    if (axis.skipped) return;
    const middle = new THREE.Vector3().addVectors(obbA.center, obbB.center).multiplyScalar(0.5);
    const along = lineBeside(new THREE.Vector3().copy(axis.axis), middle, ASIDE);
    const [minA, maxA] = axis.intervalA;
    const [minB, maxB] = axis.intervalB;
    setIntervals(o, along, axis.intervalA, axis.intervalB, 0.6);
    // Between the inner ends: the overlap (s <= 0) or the gap (s > 0).
    const [from, to] = minB - maxA > minA - maxB ? [maxA, minB] : [minA, maxB];
    draw.setSegment(o.gap, along(from), along(to));
    const best = selected === trace.best ? (trace.hit ? ' — least penetration' : ' — separating') : '';
    draw.setLabel(labels.axis, `${selected}: ${axisName(axis)}${best}`, selected === trace.best ? COLORS.normal : COLORS.muted);
    labels.axis.position.copy(along(Math.min(minA, minB) - 0.9, 0.2)); // the low end: clear of the legend above
    draw.setLabel(labels.gap, `${axis.separation > 0 ? 'gap' : 'overlap'} ${formatNumber(Math.abs(axis.separation), 3)}`);
    labels.gap.position.copy(along((from + to) / 2, -0.4));
  },

  readout(state) {
    const { k, selected, trace, contact } = state.frame;
    const axis = trace.axes[selected];
    const text = (interval) => (interval ? `[${formatNumber(interval[0], 3)}, ${formatNumber(interval[1], 3)}]` : '—');
    const face = (f) => (f ? `${f.shape} ${f.sign > 0 ? '+' : '−'}${XYZ[f.axis]}` : '—');
    // The 15 separations in five rows of three (the panel keeps every row in view): ▶ selected, ★ best.
    const list = GROUPS.map((label, g) => ({
      key: `axes-${g}`,
      label,
      value: [0, 1, 2].map((j) => axisListText(trace, 3 * g + j, selected)).join(', '),
    }));
    return [
      frameRow(k),
      { key: 'axis', label: 'selected axis', value: `${selected}: ${axisName(axis)}` },
      { key: 'axis-interval-a', label: 'A on the axis', value: text(axis.intervalA) },
      { key: 'axis-interval-b', label: 'B on the axis', value: text(axis.intervalB) },
      { key: 'axis-separation', label: 'separation (< 0: overlap)', value: separationText(axis) },
      { key: 'best', label: trace.hit ? 'least penetration ★ (axis)' : 'first separating ★ (axis)', value: String(trace.best), from: trace, field: 'best' },
      { key: 'best-axis', label: '★ is', value: axisName(trace.axes[trace.best]) },
      ...contactRows(contact),
      { key: 'points', label: 'manifold points', value: String(trace.points.length) },
      { key: 'reference-face', label: 'reference face', value: face(trace.referenceFace) },
      { key: 'incident-face', label: 'incident face', value: face(trace.incidentFace) },
      ...list,
    ];
  },

  dispose(state) {
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): for frame k, the contact of the two boxes (sk.contact) and the
 * trace's selected axis, separation and manifold point count, asked of the JS API again in Node.
 */
export const e2e = {
  shot: 'frame=1',
  steps: AXES, // into the second round, where B has turned: the contact changes too
  expected(sk, params, k) {
    const { obbA, obbB } = boxesOf(params, roundOfFrame(k));
    const trace = sk.traceSat(obbA, obbB);
    const axis = trace.axes[axisOfFrame(k)];
    return {
      ...contactValues(sk.contact(obbA, obbB)),
      axis: `${axisOfFrame(k)}: ${axisName(axis)}`,
      'axis-separation': axis.skipped ? 'skipped (parallel edges)' : axis.separation,
      points: String(trace.points.length),
    };
  },
};
