// Scene "aabb-sphere": a sphere loops around and through a box. The core's contactSphereAabb finds the box
// point closest to the sphere's centre by clamping the centre to the box, and from it the normal (sphere →
// box, the library's A → B with the sphere as A) and the depth; a centre inside the box is pushed out through the nearest face. Every answer is
// the core's (P and "centre inside" too); the clamp drawn axis by axis and the path are display only.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { boxAround, COLORS, contactRows, disposeAll, draggable, frameRow, sliderRow, vec, writeVec } from './shared.js';
import { contactValues } from './spec-values.js';

const PERIOD = 16; // frames per loop of the sphere
const AXES = ['x', 'y', 'z'];

/** The sphere centre's offset from the path centre at time τ = k + t: a figure of eight through the box. */
function loop(params, tau) {
  if (!params.loop) return new THREE.Vector3();
  const theta = 0.62 + (2 * Math.PI * tau) / PERIOD;
  return new THREE.Vector3(2.2 * Math.sin(theta), 1.12 * Math.sin(2 * theta) + 0.15, 0.3 * Math.cos(theta));
}

/** The box and the sphere at time τ. */
export function shapesAt(params, tau) {
  const box = vec(params.box);
  const center = box.clone().add(vec(params.path)).add(loop(params, tau));
  return { aabb: boxAround(box, params.half), sphere: new THREE.Sphere(center, params.radius) };
}

export default {
  id: 'aabb-sphere',
  nav: 'box · sphere',
  title: 'Box against sphere: the closest point by clamping',

  intro: String.raw`
    <p>The point of the box closest to the sphere's centre $C$ is $C$ clamped to the box, one axis at a
    time:</p>
    $$P_x = \min\bigl(\max(C_x,\, B^{min}_x),\, B^{max}_x\bigr)$$
    <p>and likewise for $y$ and $z$. The sphere touches the box when $\lVert C - P\rVert \le r$. The normal
    runs from $C$ to $P$ (sphere towards box: the library's normals point from A to B, and the sphere is A)
    and the depth is $r - \lVert C - P\rVert$.</p>
    <p>When the centre is inside the box, clamping changes nothing: $P = C$ and there is no direction to
    push. The core then pushes the sphere out through the nearest face instead, with depth = distance to
    that face $+\; r$.</p>`,

  legend: [
    { color: COLORS.b, label: 'box', square: true, ghost: true },
    { color: COLORS.a, label: 'sphere, centre C', ghost: true },
    { color: COLORS.point, label: 'closest box point P (core)' },
    { color: COLORS.now, label: 'clamping, axis by axis' },
    { color: COLORS.normal, label: 'core normal (sphere → box)' },
    { color: COLORS.impact, label: 'deepest point of the sphere' },
  ],

  params: { loop: true, radius: 0.6, box: [0, 0, 0], half: [1.2, 0.7, 0.8], path: [0, 0, 0] },
  paramControls: [
    { key: 'loop', name: 'sphere loops over the frames' },
    { key: 'radius', name: 'radius r', min: 0.1, max: 2, step: 0.05 },
    { key: 'half', name: 'box half size', vector: true, min: 0.1, max: 3, step: 0.05, folder: 'sizes' },
    { key: 'box', name: 'box centre', vector: true, min: -6, max: 6, step: 0.01, folder: 'positions' },
    { key: 'path', name: 'sphere offset', vector: true, min: -6, max: 6, step: 0.01, folder: 'positions' },
  ],

  view: { position: [2.2, 2.4, 8.2], target: [0, -0.1, 0] },

  setup({ sk, root, params, drag, changed }) {
    const objects = {
      box: draw.box(COLORS.b, { opacity: 0.35 }),
      sphere: draw.sphere(COLORS.a, { opacity: 0.45 }),
      centre: draw.point(COLORS.a, 0.06),
      path: draw.polyline(COLORS.a, { dashed: true, opacity: 0.5, capacity: 200 }),
      clamp: [0, 1, 2].map(() => draw.segment(COLORS.now)),
      toPoint: draw.segment(COLORS.muted, { dashed: true }),
      closest: draw.point(COLORS.point, 0.08),
      deepest: draw.point(COLORS.impact, 0.06),
      normal: draw.arrow(COLORS.normal),
    };
    const labels = {
      c: draw.label('C', COLORS.a),
      p: draw.label('P', COLORS.point),
      inside: draw.label('centre inside: out through the nearest face', COLORS.impact),
    };
    const { clamp, ...single } = objects;
    root.add(...Object.values(single), ...clamp, ...Object.values(labels));
    const state = { sk, params, objects, labels, frame: null };

    draggable(drag, changed, objects.box, (object) => writeVec(params.box, object.position));
    draggable(drag, changed, objects.sphere, (object) => {
      writeVec(params.path, object.position.clone().sub(vec(params.box)).sub(loop(params, state.frame.tau)));
    });
    return state;
  },

  step(state, k) {
    state.frame = { k, tau: k };
  },

  at(state, t) {
    const { sk } = state;
    const tau = state.frame.k + t;
    const inputs = shapesAt(state.params, tau);
    const { aabb, sphere } = inputs;
    const result = sk.contactSphereAabb(sphere, aabb);
    const c = sphere.center;
    // Is the centre inside? The core's overlap test of a sphere of radius 0 at C.
    const inside = sk.overlapSphereAabb(new THREE.Sphere(c.clone(), 0), aabb);
    // The closest box point P: C itself when C is inside; otherwise, from the core, the contact's point on
    // the box when the sphere touches, or that of a sphere at C grown until it surely reaches the box.
    const grown = () => sk.contactSphereAabb(new THREE.Sphere(c.clone(), c.distanceTo(aabb.getCenter(new THREE.Vector3()))), aabb);
    const closestFrom = inside ? null : result.hit ? result : grown();
    const closest = new THREE.Vector3().copy(closestFrom ? closestFrom.pointB : c);
    const clamped = aabb.clampPoint(c, new THREE.Vector3()); // display: the formula's clamp, axis by axis
    Object.assign(state.frame, { tau, inputs, result, closest, closestFrom, clamped, inside });
  },

  draw(state) {
    const { objects: o, labels, params } = state;
    const { inputs, result, clamped, inside, k } = state.frame;
    const { aabb, sphere } = inputs;
    const c = sphere.center;
    draw.setBox(o.box, aabb);
    draw.setSphere(o.sphere, c, sphere.radius);
    o.centre.position.copy(c);
    labels.c.position.copy(c).add(new THREE.Vector3(-0.18, 0.2, 0));

    // The path over this loop, to show where the sphere goes.
    const points = Array.from({ length: 161 }, (_, i) => shapesAt(params, k + (i / 160) * PERIOD).sphere.center);
    o.path.visible = params.loop;
    draw.setPolyline(o.path, points);

    // Clamping: from C, move along x, then y, then z onto the box (segments of zero length vanish).
    let from = c.clone();
    AXES.forEach((axis, i) => {
      const to = from.clone();
      to[axis] = clamped[axis];
      draw.setSegment(o.clamp[i], from, to);
      from = to;
    });

    o.closest.position.copy(state.frame.closest);
    labels.p.position.copy(o.closest.position).add(new THREE.Vector3(0.15, -0.22, 0));
    draw.setSegment(o.toPoint, c, o.closest.position);
    o.normal.visible = o.deepest.visible = result.hit;
    if (result.hit) {
      draw.setArrow(o.normal, result.pointA, result.normal, 1.0);
      o.deepest.position.copy(result.pointA);
    }
    labels.inside.visible = inside;
    labels.inside.position.copy(c).add(new THREE.Vector3(0, sphere.radius + 0.45, 0));
  },

  readout(state, t) {
    const { k, inputs, result, closest, closestFrom, clamped, inside } = state.frame;
    const c = inputs.sphere.center;
    const clampText = AXES.map((axis) => `${axis} ${formatNumber(clamped[axis], 3)}`).join(' · ');
    return [
      frameRow(k),
      sliderRow(t),
      { key: 'centre', label: 'centre C', value: formatVec(c) },
      { key: 'clamped', label: 'C clamped to box', value: clampText },
      { key: 'p', label: 'closest box point P', value: formatVec(closest), ...(closestFrom ? { from: closestFrom, field: 'pointB' } : {}) },
      { key: 'distance', label: '|C − P|, r', value: `${formatNumber(c.distanceTo(closest))}, ${formatNumber(inputs.sphere.radius)}` },
      { key: 'inside', label: 'centre inside box', value: inside ? 'yes' : 'no' },
      ...contactRows(result, {
        normal: 'normal (sphere → box)',
        pointA: 'deepest sphere point',
        pointB: 'contact point on box',
      }),
    ];
  },

  dispose(state) {
    const { clamp, ...rest } = state.objects;
    disposeAll(draw, rest, clamp, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=1&t=0.1',
  expected(sk, params, k, t) {
    const { aabb, sphere } = shapesAt(params, k + t);
    const contact = sk.contactSphereAabb(sphere, aabb);
    const inside = sk.overlapSphereAabb(new THREE.Sphere(sphere.center.clone(), 0), aabb);
    // P by the textbook clamp, to check the page's P (which comes from the core).
    const p = aabb.clampPoint(sphere.center, new THREE.Vector3());
    return { ...contactValues(contact), centre: sphere.center, inside: inside ? 'yes' : 'no', p };
  },
};
