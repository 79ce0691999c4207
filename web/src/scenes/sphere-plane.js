// Scene "sphere-plane": a fast sphere crosses a tilted plane every frame, from either side. It moves so far
// per frame that it is clear of the plane at both frame ends: a discrete overlap test misses every crossing.
// sweepSpherePlane (the WebAssembly core) finds when it first touches: t, Ci, the contact point and the
// normal. Drag C0 or C1 and the sphere goes back and forth between them instead; drag the plane along its
// normal. Nothing here re-implements a test.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { COLORS, disposeAll, draggable, frameRow, sliderRow, sweepRows, vec, writeVec } from './shared.js';
import { sweepValues } from './spec-values.js';

/** The plane at `offset` along its normal, tilted `tiltDegrees` from horizontal (about z, a third about x). */
function tiltedPlane(tiltDegrees, offset) {
  const a = THREE.MathUtils.degToRad(tiltDegrees);
  const normal = new THREE.Vector3(0, 1, 0).applyEuler(new THREE.Euler(-0.35 * a, 0, -a)).normalize();
  return new THREE.Plane(normal, -offset);
}

/** Unit vectors u, w spanning the plane, with u as close to +x as possible. */
function planeAxes(plane) {
  const u = new THREE.Vector3(1, 0, 0).projectOnPlane(plane.normal).normalize();
  const w = new THREE.Vector3().crossVectors(u, plane.normal);
  return { u, w };
}

/**
 * Zigzag path: the centre at the start of frame k, on the + side of the plane for even k and the − side for
 * odd k, at a height that varies a little, drifting sideways. A function of k alone.
 */
function zigzagAt(params, plane, k) {
  const { u, w } = planeAxes(plane);
  const side = k % 2 === 0 ? 1 : -1;
  const height = (params.speed / 2) * (1 + 0.25 * Math.sin(1.7 * k));
  return new THREE.Vector3()
    .addScaledVector(u, 1.6 * Math.sin(0.9 * k))
    .addScaledVector(w, 1.2 * Math.sin(0.55 * k + 1))
    .addScaledVector(plane.normal, side * height + params.offset);
}

/**
 * The inputs of frame k: the sphere at C0, its displacement C1 − C0, the plane, and C1. On the zigzag C1 is
 * the next frame's C0; back and forth, even frames go from the C0 parameter to C1 and odd frames return.
 * @returns {{ sphere: THREE.Sphere, displacement: THREE.Vector3, plane: THREE.Plane, end: THREE.Vector3 }}
 */
export function frameInputs(params, k) {
  const plane = tiltedPlane(params.tilt, params.offset);
  let start;
  let end;
  if (params.path === 'line') {
    [start, end] = k % 2 === 0 ? [vec(params.c0), vec(params.c1)] : [vec(params.c1), vec(params.c0)];
  } else {
    [start, end] = [zigzagAt(params, plane, k), zigzagAt(params, plane, k + 1)];
    // Starting in contact: the same zigzag, but each frame starts with the centre r/2 from the plane.
    if (params.path === 'touching') {
      const d0 = plane.distanceToPoint(start);
      start.addScaledVector(plane.normal, Math.sign(d0) * 0.5 * params.radius - d0);
    }
  }
  return {
    sphere: new THREE.Sphere(start, params.radius),
    displacement: new THREE.Vector3().subVectors(end, start),
    plane,
    end,
  };
}

export default {
  id: 'sphere-plane',
  nav: 'sphere · plane',
  title: 'A sphere sweeps through a plane',

  intro: String.raw`
    <p>The sphere (radius $r$) moves from $C_0$ to $C_1$ in one frame. With the plane written
    $\mathbf n\cdot\mathbf p + c = 0$, the signed distances of its centre at the two ends are
    $d_0 = \mathbf n\cdot C_0 + c$ and $d_1 = \mathbf n\cdot C_1 + c$. The centre moves in a straight line,
    so its distance changes linearly and the sphere first touches when that distance is $r$:</p>
    $$t = \frac{d_0 - r}{d_0 - d_1}, \qquad C_i = C_0 + t\,(C_1 - C_0)$$
    <p>From the negative side, negate $d_0$ and $d_1$. If $|d_0| \le r$ the sphere touches at the start:
    $t = 0$ (choose the path "starts in contact"). A discrete test that looks only at $C_0$ and $C_1$ sees the sphere clear of the plane both
    times and misses the hit; the sweep finds it.</p>`,

  legend: [
    { color: COLORS.a, label: 'sphere at C0 (frame start)', ghost: true, objects: ['start'] },
    { color: COLORS.end, label: 'sphere at C1 (frame end)', ghost: true, objects: ['end'] },
    { color: COLORS.swept, label: 'swept volume', ghost: true, objects: ['swept'] },
    { color: COLORS.impact, label: 'sphere at impact, Ci', objects: ['impact'] },
    { color: COLORS.point, label: 'contact point', objects: ['point'] },
    { color: COLORS.normal, label: 'contact normal (sphere → plane)', objects: ['normal'] },
    { color: COLORS.now, label: 'sphere at the slider time t', objects: ['now'] },
    { color: COLORS.plane, label: 'plane', ghost: true, objects: ['plane'] },
  ],

  params: { path: 'zigzag', radius: 0.5, speed: 6, tilt: 20, offset: 0, c0: [-1.5, 2.8, 0.6], c1: [1.2, -2.6, 0.9] },
  paramControls: [
    {
      key: 'path',
      name: 'path',
      options: { 'zigzag through the plane': 'zigzag', 'starts in contact': 'touching', 'back and forth C0 ↔ C1': 'line' },
    },
    { key: 'radius', name: 'radius r', min: 0.05, max: 2.5, step: 0.05 },
    { key: 'speed', name: 'zigzag speed', min: 0.5, max: 12, step: 0.1 },
    { key: 'tilt', name: 'plane tilt (°)', min: 0, max: 60, step: 1 },
    { key: 'offset', name: 'plane offset', min: -4, max: 4, step: 0.01 },
    { key: 'c0', name: 'C0', vector: true, min: -8, max: 8, step: 0.01, folder: 'back-and-forth ends' },
    { key: 'c1', name: 'C1', vector: true, min: -8, max: 8, step: 0.01, folder: 'back-and-forth ends' },
  ],

  view: { position: [4.5, 3.8, 13.5], target: [0, -0.2, 0] },

  setup({ sk, root, params, drag, changed }) {
    const objects = {
      plane: draw.planeQuad(COLORS.plane, { size: 12, divisions: 12 }),
      planeNormal: draw.arrow('#cbd5e1'),
      path: draw.segment('#e2e8f0', { dashed: true, opacity: 0.7 }),
      swept: draw.capsule(COLORS.swept, { opacity: 0.18 }),
      start: draw.sphere(COLORS.a, { opacity: 0.35 }),
      end: draw.sphere(COLORS.end, { opacity: 0.35 }),
      impact: draw.sphere(COLORS.impact),
      point: draw.point(COLORS.point, 0.09),
      normal: draw.arrow(COLORS.normal),
      now: draw.sphere(COLORS.now),
    };
    const labels = {
      start: draw.label('C0', COLORS.a),
      end: draw.label('C1', COLORS.end),
      impact: draw.label('Ci', COLORS.impact),
      now: draw.label('C(t)', COLORS.now),
      normal: draw.label('normal', COLORS.normal),
      planeNormal: draw.label('plane n', '#cbd5e1'),
    };
    root.add(...Object.values(objects), ...Object.values(labels));
    const state = { sk, params, objects, labels, frame: null };

    // Dragging an end fixes the path: the sphere then goes back and forth between the frame's two ends.
    const dragEnd = (object) => {
      const { k, inputs } = state.frame;
      const start = object === objects.start ? object.position : inputs.sphere.center;
      const end = object === objects.end ? object.position : inputs.end;
      const [c0, c1] = k % 2 === 0 ? [start, end] : [end, start];
      writeVec(params.c0, c0);
      writeVec(params.c1, c1);
      params.path = 'line';
    };
    draggable(drag, changed, objects.start, dragEnd);
    draggable(drag, changed, objects.end, dragEnd);
    // Along the plane's normal: the quad's local z.
    draggable(drag, changed, objects.plane, (object) => {
      params.offset = Math.round(object.position.dot(state.frame.inputs.plane.normal) * 1000) / 1000;
    }, { axes: 'Z', space: 'local' });
    return state;
  },

  /** Computes frame k from k alone and asks the core about it. */
  step(state, k) {
    const { sk, params } = state;
    const inputs = frameInputs(params, k);
    const { sphere, displacement, plane, end } = inputs;
    const result = sk.sweepSpherePlane(sphere, displacement, plane);
    // The discrete test at the frame ends, for comparison: the core's overlap test, at C0 and at C1.
    const discrete = {
      start: sk.overlapSpherePlane(sphere, plane),
      end: sk.overlapSpherePlane(new THREE.Sphere(end, sphere.radius), plane),
    };
    // Plane distances for the readout only: d = n·C + constant.
    const d0 = plane.distanceToPoint(sphere.center);
    const d1 = plane.distanceToPoint(end);
    state.frame = { k, inputs, result, discrete, d0, d1 };
    return state.frame;
  },

  /** Moves the objects to the current frame, with the "now" sphere at time `t` of it. */
  draw(state, t) {
    const { objects: o, labels } = state;
    const { inputs, result } = state.frame;
    const { sphere, displacement, plane, end } = inputs;
    const r = sphere.radius;
    const start = sphere.center;
    const lift = new THREE.Vector3(0, r + 0.28, 0);

    draw.setPlaneQuad(o.plane, plane);
    const { u, w } = planeAxes(plane);
    const corner = o.plane.position.clone().addScaledVector(u, -3.5).addScaledVector(w, 3);
    draw.setArrow(o.planeNormal, corner, plane.normal, 1.4);
    labels.planeNormal.position.copy(corner).addScaledVector(plane.normal, 1.7);

    draw.setSegment(o.path, start, end);
    draw.setCapsule(o.swept, start, end, r);
    draw.setSphere(o.start, start, r);
    draw.setSphere(o.end, end, r);
    labels.start.position.copy(start).add(lift);
    labels.end.position.copy(end).add(lift);

    for (const key of ['impact', 'point', 'normal']) o[key].visible = result.hit;
    labels.impact.visible = labels.normal.visible = result.hit;
    if (result.hit) {
      draw.setSphere(o.impact, result.position, r);
      o.point.position.copy(result.point);
      draw.setArrow(o.normal, result.point, result.normal, 1.2);
      // Ci's label sits beside the sphere (along the plane) so it does not cover C(t) or the arrow.
      labels.impact.position.copy(result.position).addScaledVector(u, -(r + 0.45));
      labels.normal.position.copy(result.point).addScaledVector(result.normal, 1.45);
    }

    const now = new THREE.Vector3().copy(start).addScaledVector(displacement, t);
    draw.setSphere(o.now, now, r * 0.999); // a hair smaller: no z-fighting with Ci at t = t_impact
    labels.now.position.copy(now).addScaledVector(u, r + 0.5);
  },

  /** The readout rows for the current frame and slider time. */
  readout(state, t) {
    const { k, inputs, result, discrete, d0, d1 } = state.frame;
    const { sphere, displacement } = inputs;
    const r = sphere.radius;
    const now = new THREE.Vector3().copy(sphere.center).addScaledVector(displacement, t);
    // The hand formula with the numbers on screen; from the − side it holds with d0 and d1 negated.
    const n = (x) => (x < 0 ? `(−${formatNumber(-x)})` : formatNumber(x));
    const byHand = d0 >= 0
      ? `(${n(d0)} − ${n(r)}) / (${n(d0)} − ${n(d1)})`
      : `(−${n(d0)} − ${n(r)}) / (${n(d1)} − ${n(d0)})`;
    const formula = {
      hit: `${byHand} = ${formatNumber((Math.abs(d0) - r) / Math.abs(d0 - d1))}`,
      initialOverlap: '|d0| ≤ r: touching at the start, so t = 0',
      miss: 'the sphere stops short of the plane: no contact',
    }[result.status];
    const ends = (touch) => (touch ? 'touching' : 'clear');
    const [status, tRow, ci, point, normal] = sweepRows(result);
    return [
      frameRow(k),
      { key: 'r', label: 'r', value: formatNumber(r) },
      { key: 'd0', label: 'd0', value: formatNumber(d0) },
      { key: 'd1', label: 'd1', value: formatNumber(d1) },
      tRow,
      { key: 'formula', label: 't by hand', value: formula },
      { ...ci, key: 'ci', label: 'Ci' },
      point,
      normal,
      { key: 'hit', label: 'hit', value: String(result.hit), from: result, field: 'hit' },
      status,
      {
        key: 'discrete',
        label: 'discrete test',
        value: discrete.start || discrete.end
          ? `sees it (C0 ${ends(discrete.start)}, C1 ${ends(discrete.end)})`
          : 'misses it (C0 and C1 clear)',
      },
      sliderRow(t),
      { key: 'c-now', label: 'C(t) = C0 + t·d', value: formatVec(now) },
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
  shot: 't=0.7',
  expected(sk, params, k) {
    const { sphere, displacement, plane, end } = frameInputs(params, k);
    const hit = sk.sweepSpherePlane(sphere, displacement, plane);
    const { position, ...rest } = sweepValues(hit);
    const atStart = sk.overlapSpherePlane(sphere, plane);
    const atEnd = sk.overlapSpherePlane(new THREE.Sphere(end, sphere.radius), plane);
    return {
      ...rest,
      ci: position,
      hit: hit.hit,
      r: sphere.radius,
      d0: plane.distanceToPoint(sphere.center),
      d1: plane.distanceToPoint(end),
      ...(!atStart && !atEnd ? { discrete: 'misses it (C0 and C1 clear)' } : {}),
    };
  },
};
