// Scene "aabb-aabb": box A circles box B. At every instant the core's contactAabbAabb says whether they
// overlap, by how much (depth) and along which axis to separate them (the axis of least penetration). Beside
// the core's normal the scene draws the direction between the centres, the tempting wrong answer, and A
// pushed back by the depth along each: only the core's normal separates the boxes. The per-axis overlaps
// and the overlap region are display-only arithmetic on the boxes' bounds.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { boxAround, COLORS, contactRows, disposeAll, draggable, frameRow, sliderRow, vec, writeVec } from './shared.js';
import { contactValues } from './spec-values.js';

const PERIOD = 16; // frames per turn of A around B
const AXES = ['x', 'y', 'z'];

/** A's offset from its orbit centre at time τ = k + t (frames): an ellipse around B. */
function orbit(params, tau) {
  if (!params.orbit) return new THREE.Vector3();
  const theta = 0.9 + (2 * Math.PI * tau) / PERIOD;
  return new THREE.Vector3(2.0 * Math.cos(theta), 1.0 * Math.sin(theta), 0.25 * Math.sin(2 * theta));
}

/** Both boxes at time τ. */
export function boxesAt(params, tau) {
  const b = vec(params.b);
  const a = b.clone().add(vec(params.a)).add(orbit(params, tau));
  return { aabbA: boxAround(a, params.halfA), aabbB: boxAround(b, params.halfB) };
}

/** Overlap of the two boxes' extents on each axis (negative: a gap). Display only. */
function axisOverlaps(aabbA, aabbB) {
  return AXES.map((axis) => Math.min(aabbA.max[axis], aabbB.max[axis]) - Math.max(aabbA.min[axis], aabbB.min[axis]));
}

export default {
  id: 'aabb-aabb',
  nav: 'box · box',
  title: 'Box against box: the axis of least penetration',

  intro: String.raw`
    <p>Two axis-aligned boxes overlap only if their extents overlap on all three axes. On each axis the
    overlap is</p>
    $$o_x = \min(A^{max}_x, B^{max}_x) - \max(A^{min}_x, B^{min}_x)$$
    <p>and the boxes touch when $o_x, o_y, o_z \ge 0$. To separate them, push along the axis that needs the
    shortest push, the axis of least penetration: depth $= \min(o_x, o_y, o_z)$, normal $= \pm$ that axis
    (pointing from A towards B).</p>
    <p>The direction between the centres is <em>not</em> the normal: a box resting on a wide one, off to the
    side, would be pushed sideways along it, and a resting stack would slide and gain energy. The ghosts
    show A pushed back by the depth along each direction: only the least-penetration push separates.</p>`,

  legend: [
    { color: COLORS.a, label: 'box A (moves)', square: true, ghost: true },
    { color: COLORS.b, label: 'box B', square: true, ghost: true },
    { color: COLORS.impact, label: 'overlap region', square: true },
    { color: COLORS.normal, label: 'core normal (A → B) and A pushed back along it' },
    { color: COLORS.wrong, label: 'centre direction and A pushed back along it' },
    { color: COLORS.point, label: 'contact points on A and on B' },
  ],

  params: { orbit: true, a: [0, 0, 0], b: [0, 0, 0], halfA: [0.7, 0.5, 0.6], halfB: [1.5, 0.6, 0.8] },
  paramControls: [
    { key: 'orbit', name: 'A circles B over the frames' },
    { key: 'halfA', name: 'A half size', vector: true, min: 0.1, max: 3, step: 0.05, folder: 'sizes' },
    { key: 'halfB', name: 'B half size', vector: true, min: 0.1, max: 3, step: 0.05, folder: 'sizes' },
    { key: 'a', name: 'A offset', vector: true, min: -6, max: 6, step: 0.01, folder: 'positions' },
    { key: 'b', name: 'B centre', vector: true, min: -6, max: 6, step: 0.01, folder: 'positions' },
  ],

  view: { position: [1.7, 2.3, 7], target: [0.3, 0.15, 0] },

  setup({ sk, root, params, drag, changed }) {
    const objects = {
      a: draw.box(COLORS.a, { opacity: 0.4 }),
      b: draw.box(COLORS.b, { opacity: 0.4 }),
      overlap: draw.box(COLORS.impact, { opacity: 0.8 }),
      pushedGood: draw.box(COLORS.normal, { opacity: 0.12 }),
      pushedBad: draw.box(COLORS.wrong, { opacity: 0.12 }),
      normal: draw.arrow(COLORS.normal),
      centres: draw.arrow(COLORS.wrong),
      centreLine: draw.segment(COLORS.wrong, { dashed: true, opacity: 0.8 }),
      pointA: draw.point(COLORS.point, 0.06),
      pointB: draw.point(COLORS.point, 0.06),
    };
    const labels = {
      a: draw.label('A', COLORS.a),
      b: draw.label('B', COLORS.b),
      normal: draw.label('normal', COLORS.normal),
      centres: draw.label('centre direction', COLORS.wrong),
    };
    objects.overlap.renderOrder = 3; // over the two boxes it lies in
    root.add(...Object.values(objects), ...Object.values(labels));
    const state = { sk, params, objects, labels, frame: null };

    draggable(drag, changed, objects.a, (object) => {
      // The parameter is A's offset from B before the orbit.
      writeVec(params.a, object.position.clone().sub(vec(params.b)).sub(orbit(params, state.frame.tau)));
    });
    draggable(drag, changed, objects.b, (object) => writeVec(params.b, object.position));
    return state;
  },

  step(state, k) {
    state.frame = { k, tau: k };
  },

  /** The contact test at time k + t of the motion. */
  at(state, t) {
    const { k } = state.frame;
    const tau = k + t;
    const inputs = boxesAt(state.params, tau);
    const result = state.sk.contactAabbAabb(inputs.aabbA, inputs.aabbB);
    const overlaps = axisOverlaps(inputs.aabbA, inputs.aabbB);
    const centreA = inputs.aabbA.getCenter(new THREE.Vector3());
    const centreB = inputs.aabbB.getCenter(new THREE.Vector3());
    const centres = centreB.clone().sub(centreA).normalize();
    Object.assign(state.frame, { tau, inputs, result, overlaps, centreA, centreB, centres });
  },

  draw(state) {
    const { objects: o, labels } = state;
    const { inputs, result, centreA, centreB, centres } = state.frame;
    const { aabbA, aabbB } = inputs;
    draw.setBox(o.a, aabbA);
    draw.setBox(o.b, aabbB);
    labels.a.position.copy(centreA).setY(aabbA.max.y + 0.3);
    labels.b.position.copy(centreB).setY(aabbB.min.y - 0.3);
    draw.setSegment(o.centreLine, centreA, centreB);

    const onHit = ['overlap', 'pushedGood', 'pushedBad', 'normal', 'centres', 'pointA', 'pointB'];
    for (const key of onHit) o[key].visible = result.hit;
    labels.normal.visible = labels.centres.visible = result.hit;
    if (!result.hit) return;
    draw.setBox(o.overlap, aabbA.clone().intersect(aabbB));
    // A moved back by the depth along −normal: touching B, no longer overlapping.
    const normal = new THREE.Vector3().copy(result.normal);
    draw.setBox(o.pushedGood, aabbA.clone().translate(normal.clone().multiplyScalar(-result.depth)));
    // The same push along the centre direction: still overlapping (unless the two agree).
    draw.setBox(o.pushedBad, aabbA.clone().translate(centres.clone().multiplyScalar(-result.depth)));
    o.pointA.position.copy(result.pointA);
    o.pointB.position.copy(result.pointB);
    // Both directions from A's centre, so that they can be compared.
    draw.setArrow(o.normal, centreA, result.normal, 1.5);
    draw.setArrow(o.centres, centreA, centres, 1.5);
    labels.normal.position.copy(centreA).addScaledVector(result.normal, 1.8);
    labels.centres.position.copy(centreA).addScaledVector(centres, 1.85);
  },

  readout(state, t) {
    const { k, result, overlaps, centres } = state.frame;
    const least = overlaps.indexOf(Math.min(...overlaps));
    const overlapText = overlaps.map((v, i) => `${AXES[i]} ${formatNumber(v, 3)}`).join(' · ');
    const n = new THREE.Vector3().copy(result.normal);
    const angle = result.hit ? THREE.MathUtils.radToDeg(n.angleTo(centres)) : 0;
    return [
      frameRow(k),
      sliderRow(t),
      { key: 'overlaps', label: 'overlap per axis', value: overlapText },
      {
        key: 'least',
        label: 'least overlap',
        value: overlaps.every((v) => v >= 0)
          ? `${AXES[least]} (${formatNumber(overlaps[least], 4)})`
          : `none: a gap on ${AXES.filter((_, i) => overlaps[i] < 0).join(', ')}`,
      },
      ...contactRows(result),
      { key: 'centres', label: 'centre direction', value: formatVec(centres) },
      { key: 'angle', label: 'angle to normal', value: result.hit ? `${formatNumber(angle, 1)}°` : '—' },
    ];
  },

  dispose(state) {
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: '',
  expected(sk, params, k, t) {
    const { aabbA, aabbB } = boxesAt(params, k + t);
    return contactValues(sk.contactAabbAabb(aabbA, aabbB));
  },
};
