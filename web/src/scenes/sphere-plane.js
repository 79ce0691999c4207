// Scene "sphere-plane": a fast sphere zigzags through a tilted plane, crossing it every frame.
// It moves so far per frame that it is clear of the plane at both frame ends: a discrete overlap test
// misses every crossing. sweepSpherePlane (the WebAssembly core) finds when it first touches: t, Ci,
// the contact point and the normal. Nothing here re-implements that test.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';

const COLORS = {
  plane: '#7f8ea8',
  planeNormal: '#cbd5e1',
  start: '#38bdf8',
  end: '#c084fc',
  swept: '#fbbf24',
  impact: '#f43f5e',
  point: '#fef08a',
  normal: '#4ade80',
  now: '#2dd4bf',
};

/** The plane through the origin, tilted `tiltDegrees` from horizontal (about z, and a third of it about x). */
function tiltedPlane(tiltDegrees) {
  const a = THREE.MathUtils.degToRad(tiltDegrees);
  const normal = new THREE.Vector3(0, 1, 0).applyEuler(new THREE.Euler(-0.35 * a, 0, -a)).normalize();
  return new THREE.Plane(normal, 0);
}

/** Unit vectors u, w spanning the plane, with u as close to +x as possible. */
function planeAxes(plane) {
  const u = new THREE.Vector3(1, 0, 0).projectOnPlane(plane.normal).normalize();
  const w = new THREE.Vector3().crossVectors(u, plane.normal);
  return { u, w };
}

/**
 * Centre of the sphere at the start of frame k: on the + side of the plane for even k, the − side for
 * odd k, at a height that varies a little, drifting sideways. A function of k alone.
 */
function centreAt(params, plane, k) {
  const { u, w } = planeAxes(plane);
  const side = k % 2 === 0 ? 1 : -1;
  const height = (params.speed / 2) * (1 + 0.25 * Math.sin(1.7 * k));
  return new THREE.Vector3()
    .addScaledVector(u, 1.6 * Math.sin(0.9 * k))
    .addScaledVector(w, 1.2 * Math.sin(0.55 * k + 1))
    .addScaledVector(plane.normal, side * height);
}

/**
 * The inputs of frame k: the sphere at C0, its displacement C1 − C0 (C1 is the next frame's C0), the plane.
 * @returns {{ sphere: THREE.Sphere, displacement: THREE.Vector3, plane: THREE.Plane, end: THREE.Vector3 }}
 */
export function frameInputs(params, k) {
  const plane = tiltedPlane(params.tilt);
  const start = centreAt(params, plane, k);
  const end = centreAt(params, plane, k + 1);
  return {
    sphere: new THREE.Sphere(start, params.radius),
    displacement: new THREE.Vector3().subVectors(end, start),
    plane,
    end,
  };
}

export default {
  id: 'sphere-plane',
  title: 'A sphere sweeps through a plane',

  intro: `
    <p>The sphere (radius <var>r</var>) moves from <var>C0</var> to <var>C1</var> in one frame,
    several times its own size. <var>d0</var> and <var>d1</var> are the signed distances of its centre
    from the plane at the start and end of the frame (positive on the side the plane's normal
    points to).</p>
    <p>It first touches the plane when its centre is <var>r</var> away from it. The centre moves in a
    straight line, so that happens after the fraction
    <var>t</var>&nbsp;=&nbsp;(<var>d0</var>&nbsp;−&nbsp;<var>r</var>)&nbsp;/&nbsp;(<var>d0</var>&nbsp;−&nbsp;<var>d1</var>)
    of the frame, with the centre at <var>Ci</var>&nbsp;=&nbsp;<var>C0</var>&nbsp;+&nbsp;<var>t</var>·(<var>C1</var>&nbsp;−&nbsp;<var>C0</var>).
    Coming from the other side (<var>d0</var>&nbsp;&lt;&nbsp;0), flip the signs of <var>d0</var> and <var>d1</var>.</p>
    <p>A discrete test that only checks the frame ends sees the sphere clear of the plane both times
    and misses the hit: the sphere tunnels through. The sweep finds it. Every <var>t</var>,
    <var>Ci</var>, contact point and normal here comes from <code>sweepSpherePlane</code> in the
    WebAssembly core.</p>`,

  legend: [
    { color: COLORS.start, label: 'sphere at C0 (frame start)', ghost: true },
    { color: COLORS.end, label: 'sphere at C1 (frame end)', ghost: true },
    { color: COLORS.swept, label: 'swept volume', ghost: true },
    { color: COLORS.impact, label: 'sphere at impact, Ci' },
    { color: COLORS.point, label: 'contact point' },
    { color: COLORS.normal, label: 'contact normal (sphere → plane)' },
    { color: COLORS.now, label: 'sphere at the slider time t' },
    { color: COLORS.plane, label: 'plane', ghost: true },
  ],

  /** Defaults; the playground binds a copy to lil-gui. */
  params: { radius: 0.5, speed: 6, tilt: 20 },
  paramControls: [
    { key: 'radius', name: 'radius r', min: 0.05, max: 2.5, step: 0.05 },
    { key: 'speed', name: 'speed across plane', min: 0.5, max: 12, step: 0.1 },
    { key: 'tilt', name: 'plane tilt (°)', min: 0, max: 60, step: 1 },
  ],

  /** Camera position and target framing the whole motion at the default speed. */
  view: { position: [4.5, 3.8, 13.5], target: [0, -0.2, 0] },

  /** Builds the scene's objects under `root`. */
  setup({ sk, root, params }) {
    const objects = {
      plane: draw.planeQuad(COLORS.plane, { size: 12, divisions: 12 }),
      planeNormal: draw.arrow(COLORS.planeNormal),
      path: draw.segment('#e2e8f0', { dashed: true, opacity: 0.7 }),
      swept: draw.capsule(COLORS.swept, { opacity: 0.18 }),
      start: draw.sphere(COLORS.start, { opacity: 0.35 }),
      end: draw.sphere(COLORS.end, { opacity: 0.35 }),
      impact: draw.sphere(COLORS.impact),
      point: draw.point(COLORS.point, 0.09),
      normal: draw.arrow(COLORS.normal),
      now: draw.sphere(COLORS.now),
    };
    const labels = {
      start: draw.label('C0', COLORS.start),
      end: draw.label('C1', COLORS.end),
      impact: draw.label('Ci', COLORS.impact),
      now: draw.label('C(t)', COLORS.now),
      normal: draw.label('normal', COLORS.normal),
      planeNormal: draw.label('plane n', COLORS.planeNormal),
    };
    for (const object of Object.values(objects)) root.add(object);
    for (const object of Object.values(labels)) root.add(object);
    return { sk, root, params, objects, labels, frame: null };
  },

  /** Computes frame k from k alone and asks the core about it. */
  step(state, k) {
    const { sk, params } = state;
    const inputs = frameInputs(params, k);
    const { sphere, displacement, plane, end } = inputs;
    const result = sk.sweepSpherePlane(sphere, displacement, plane);

    // For comparison, a discrete test at the two frame ends. It is the same core query with no motion:
    // a sphere that does not move touches the plane only if it does at t = 0.
    const still = new THREE.Vector3();
    const discrete = {
      start: sk.sweepSpherePlane(sphere, still, plane).hit,
      end: sk.sweepSpherePlane(new THREE.Sphere(end, sphere.radius), still, plane).hit,
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
    const corner = new THREE.Vector3().addScaledVector(u, -3.5).addScaledVector(w, 3);
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

  /** The readout rows for the current frame and slider time: [{key, label, value}]. */
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
    return [
      { key: 'frame', label: 'frame', value: String(k) },
      { key: 'r', label: 'r', value: formatNumber(r) },
      { key: 'd0', label: 'd0', value: formatNumber(d0) },
      { key: 'd1', label: 'd1', value: formatNumber(d1) },
      { key: 't', label: 't (impact)', value: formatNumber(result.t) },
      { key: 'formula', label: 't by hand', value: formula },
      { key: 'ci', label: 'Ci', value: formatVec(result.position) },
      { key: 'point', label: 'contact point', value: result.hit ? formatVec(result.point) : '—' },
      { key: 'normal', label: 'contact normal', value: result.hit ? formatVec(result.normal) : '—' },
      { key: 'hit', label: 'hit', value: String(result.hit) },
      { key: 'status', label: 'status', value: result.status },
      {
        key: 'discrete',
        label: 'discrete test',
        value: discrete.start || discrete.end
          ? `sees it (C0 ${ends(discrete.start)}, C1 ${ends(discrete.end)})`
          : `misses it (C0 and C1 clear)`,
      },
      { key: 'slider-t', label: 'slider t', value: t.toFixed(3) },
      { key: 'c-now', label: 'C(t) = C0 + t·d', value: formatVec(now) },
    ];
  },

  dispose(state) {
    for (const object of [...Object.values(state.objects), ...Object.values(state.labels)]) draw.disposeObject(object);
  },
};
