// Helpers shared by the scenes: the palette, vectors from parameters, the seeded random generator (common/
// mulberry32.js's), dragging a handle into parameters, the frame and slider-time rows every readout has, and the
// readout rows of the core's two result types (Contact and SweepHit), each linked to its source call.
import * as THREE from 'three';
import { formatNumber, formatVec } from '../format.js';

export { random } from '../../../common/mulberry32.js';

/** One palette for every scene, so a colour means the same thing everywhere. */
export const COLORS = {
  a: '#38bdf8', // shape A / the moving shape at its start
  b: '#fb923c', // shape B / the obstacle
  end: '#c084fc', // the moving shape at the frame's end
  swept: '#fbbf24', // swept volumes
  impact: '#f43f5e', // the shape at the time of impact; misses and false positives
  point: '#fef08a', // contact points
  normal: '#4ade80', // the core's contact normal
  wrong: '#f87171', // a tempting but wrong answer (centre direction)
  now: '#2dd4bf', // the shape at the slider time t
  plane: '#7f8ea8',
  muted: '#94a3b8',
  wall: '#cbd5e1',
};

/** A THREE.Vector3 from an [x, y, z] parameter. */
export const vec = (array) => new THREE.Vector3().fromArray(array);

/** Writes a vector into an [x, y, z] parameter, rounded to 0.001 (what the URL keeps). */
export function writeVec(array, v) {
  array[0] = round(v.x);
  array[1] = round(v.y);
  array[2] = round(v.z);
}

const round = (x) => Math.round(x * 1000) / 1000;

/** The box {min, max} of half-extents `half` ([x, y, z] or a Vector3) around `center`. */
export function boxAround(center, half) {
  const h = Array.isArray(half) ? vec(half) : half;
  return new THREE.Box3(new THREE.Vector3().subVectors(center, h), new THREE.Vector3().addVectors(center, h));
}


/**
 * Lets the user drag `object` (a mesh the scene draws) with the gizmo: `write(object)` turns its new
 * position into parameters, then the scene recomputes the frame (`changed`, from setup's arguments).
 * @param {ReturnType<import('../render/drag.js').createDrag>} drag
 * @param {() => void} changed
 * @param {THREE.Object3D} object
 * @param {(object: THREE.Object3D) => void} write
 * @param {{axes?: string, space?: string}} options  the gizmo's axes ('X', 'Z', …) and space ('local').
 */
export function draggable(drag, changed, object, write, options = {}) {
  drag.add(object, {
    ...options,
    onDrag(dragged) {
      write(dragged);
      changed();
    },
  });
}

/** The readout row of the frame number k. */
export const frameRow = (k) => ({ key: 'frame', label: 'frame', value: String(k) });

/** The readout row of the slider time t within the frame. */
export const sliderRow = (t) => ({ key: 'slider-t', label: 'slider t', value: t.toFixed(3) });

/**
 * The readout rows of a Contact (hit, depth, normal, points), each linked to the call that returned it.
 * A miss has no normal or points (the core returns zeros): they show as "—".
 */
export function contactRows(contact, labels = {}) {
  const { prefix = '', normal = 'normal (A → B)', pointA = 'point on A', pointB = 'point on B' } = labels;
  const row = (key, label, value, field) => ({ key: `${prefix}${key}`, label, value, from: contact, field });
  const vector = (key, label) =>
    (contact.hit ? row(key, label, formatVec(contact[key]), key) : { key: `${prefix}${key}`, label, value: '—' });
  return [
    row('hit', 'hit', String(contact.hit), 'hit'),
    row('depth', 'depth', formatNumber(contact.depth), 'depth'),
    vector('normal', normal),
    vector('pointA', pointA),
    vector('pointB', pointB),
  ];
}

/**
 * The readout rows of a SweepHit (status, t, position, point, normal), linked to their call. `caption`
 * starts every label (e.g. 'rotating: '), for a readout that shows two sweeps.
 */
export function sweepRows(hit, { prefix = '', position = 'position at t', caption = '' } = {}) {
  const row = (key, label, value, field) => ({ key: `${prefix}${key}`, label: `${caption}${label}`, value, from: hit, field });
  // A miss has no contact point or normal (the core returns zeros): they show as "—".
  const vector = (key, label) =>
    (hit.hit ? row(key, label, formatVec(hit[key]), key) : { key: `${prefix}${key}`, label: `${caption}${label}`, value: '—' });
  return [
    row('status', 'status', hit.status, 'status'),
    row('t', 't (impact)', formatNumber(hit.t), 't'),
    row('position', position, formatVec(hit.position), 'position'),
    vector('point', 'contact point'),
    vector('normal', 'contact normal'),
  ];
}

/** Disposes every object of a scene's `objects` and `labels` maps (see debug-draw's disposeObject). */
export function disposeAll(draw, ...maps) {
  for (const map of maps) for (const object of Object.values(map)) draw.disposeObject(object);
}
