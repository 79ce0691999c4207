// Scene "turning-door": a door (a triangle mesh of two triangles) swings on its hinge into a character standing in
// its way (a capsule). Each frame is one step of a collision World: the door a kinematic mesh body turned to its
// angle at the frame's start and given the frame's turn (world.setMotion with a rotation vector about its
// position, the hinge), the character a static capsule. The step sweeps the turning mesh against the capsule
// (sweep_shape_turning_mesh in the core: each triangle by conservative advancement with the angular bound), so
// the begin event's t, normal and point are the first contact inside the frame, never after it. Every number shown
// comes from the core; the door drawn at the slider time, at the event's t and the arc of its edge are the
// motion's definition (the angle at time τ is τ · ω), display only.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { meshObject } from './mesh-draw.js';
import { COLORS, contactRows, disposeAll, draggable, frameRow, sliderRow, writeVec } from './shared.js';
import { contactValues } from './spec-values.js';

/** The door in its own space: the quad x = 0, y in [0, HEIGHT], z in [0, WIDTH], hinged on the y axis. */
export const WIDTH = 2;
export const HEIGHT = 2.2;
export const DOOR = {
  positions: new Float32Array([0, 0, 0, 0, HEIGHT, 0, 0, HEIGHT, WIDTH, 0, 0, WIDTH]),
  indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
};
/** Points on the arc of the door's free edge. */
const ARC = 48;
const DEG = 180 / Math.PI;
const Y = new THREE.Vector3(0, 1, 0);

/** The door's rotation vector over one frame: `swing` turns about +y. */
export const omegaOf = (params) => 2 * Math.PI * params.swing;

/** The door's angle about +y (radians) at time τ (frames since frame 0). */
export const angleAt = (params, tau) => (omegaOf(params) * tau) % (2 * Math.PI);

/** The rotation about +y by `angle` as the core reads it (a unit quaternion). */
const turnBy = (angle) => ({ x: 0, y: Math.sin(angle / 2), z: 0, w: Math.cos(angle / 2) });

/** The character: a standing capsule at `character` (its feet), `radius` wide. */
export function capsuleOf(params) {
  const [x, y, z] = params.character;
  return { start: { x, y: y + params.radius, z }, end: { x, y: y + 1.8 - params.radius, z }, radius: params.radius };
}

/**
 * Frame k as the World steps it: the door at its angle at the frame's start, turning by ω about its hinge, and the
 * character still. @returns {{event: object | null}} the begin event (normal from the door to the character).
 */
export function frameOf(api, params, mesh, k) {
  const world = api.createWorld();
  try {
    const door = world.addMesh(mesh, { kind: 'kinematic', rotation: turnBy(angleAt(params, k)) });
    world.addBody(capsuleOf(params), { kind: 'static' });
    world.setMotion(door, { linear: { x: 0, y: 0, z: 0 }, angular: { x: 0, y: omegaOf(params), z: 0 } });
    world.step();
    const event = world.events().find((e) => e.type === 'begin') ?? null;
    return { event };
  } finally {
    world.dispose();
  }
}

/** The readout values of a frame (shared by the readout and the e2e spec). */
export function frameValues(params, k, { event }) {
  return {
    'angle-start': formatNumber(angleAt(params, k) * DEG, 2),
    'event-type': event ? (event.transient ? 'begin (transient)' : 'begin') : 'none',
    'event-t': event ? event.t : '—',
    'event-angle': event ? formatNumber(angleAt(params, k + event.t) * DEG, 2) : '—',
    'event-normal': event ? event.normal : '—',
    'event-point': event ? event.point : '—',
  };
}

/**
 * The door's panel at time τ as an oriented box of zero thickness (half sizes (0, HEIGHT/2, WIDTH/2) about its
 * middle): what sk.contact is asked at the slider time, against the character.
 */
export function panelAt(params, tau) {
  const angle = angleAt(params, tau);
  return {
    center: { x: (WIDTH / 2) * Math.sin(angle), y: HEIGHT / 2, z: (WIDTH / 2) * Math.cos(angle) },
    halfSize: { x: 0, y: HEIGHT / 2, z: WIDTH / 2 },
    rotation: turnBy(angle),
  };
}

/** Sets a door object to its pose at angle `angle`. */
function poseDoor(object, angle) {
  object.quaternion.setFromAxisAngle(Y, angle);
}

export default {
  id: 'turning-door',
  nav: 'turning door',
  title: 'A turning door: sweeping a mesh that rotates',

  intro: String.raw`
    <p>A door is a triangle mesh on a hinge. In a game it is a <em>kinematic</em> body: the game turns it, and
    the collision system must say whether, when and where it meets what stands in its way. Turning it a
    little each frame and testing the overlap at the frame's end is how a fast door swings through a
    character: between two frames its edge sweeps a whole wedge.</p>
    <p>Here each frame is one step of a World. The door is a mesh body whose motion over the frame is the
    rotation vector $\boldsymbol\omega$ (axis × angle) about its position, the hinge; at fraction $t$ a point
    $\mathbf p$ of it is at $R(t\boldsymbol\omega)\,\mathbf p$. The step sweeps each of the door's triangles
    against the character by <em>conservative advancement</em>: with $d$ the distance between the triangle
    and the capsule, no point of the triangle approaches faster than $|\boldsymbol\omega|\,r$ ($r$ its
    furthest reach from the hinge), so time may advance by</p>
    $$\Delta t = d \,/\, |\boldsymbol\omega|\,r$$
    <p>and the shapes cannot touch before. The mesh's tree of boxes is walked by the same bound, nearest
    first, so triangles that cannot be reached in time are never tested. The begin event gives the first
    contact: $t$, the normal from the door to the character, the point.</p>
    <p>Move the slider to turn the door within the frame: past the event's $t$ the panel is inside the
    character (<code>sk.contact</code> of the panel, as a box of zero thickness, and the capsule at the slider
    time). A World reports that pass as a transient begin: the door met the character during the frame and
    is clear of it at the end, so the game must react to it. Drag the character (or change the swing) to see
    where the door meets it, or that it misses.</p>`,

  legend: [
    { color: COLORS.a, label: 'door at the frame start', square: true, ghost: true },
    { color: COLORS.end, label: 'door at the frame end', square: true, ghost: true },
    { color: COLORS.impact, label: 'door at the event’s t', square: true },
    { color: COLORS.now, label: 'door at the slider time t', square: true, ghost: true },
    { color: COLORS.b, label: 'character (drag it)', square: true },
    { color: COLORS.swept, label: 'the free edge’s path over the frame' },
    { color: COLORS.point, label: 'contact point' },
    { color: COLORS.normal, label: 'contact normal (door → character)' },
  ],

  params: { swing: 0.1, character: [1.0, 0, 1.2], radius: 0.3 },
  paramControls: [
    { key: 'swing', name: 'swing (turns per frame)', min: -0.5, max: 0.5, step: 0.005 },
    { key: 'character', name: 'character (feet)', vector: true, min: -3, max: 3, step: 0.01 },
    { key: 'radius', name: 'character radius', min: 0.05, max: 0.8, step: 0.01 },
  ],

  view: { position: [2.2, 6.5, 5.5], target: [0.7, 0.8, 0.9], width: 5 },
  frameSeconds: 0.5,

  setup({ sk, root, params, drag, changed }) {
    const mesh = sk.createTriangleMesh(DOOR.positions, DOOR.indices);
    const objects = {
      start: meshObject(DOOR, COLORS.a, { opacity: 0.18 }),
      end: meshObject(DOOR, COLORS.end, { opacity: 0.18 }),
      impact: meshObject(DOOR, COLORS.impact, { opacity: 0.7 }),
      now: meshObject(DOOR, COLORS.now, { opacity: 0.35 }),
      character: draw.capsule(COLORS.b, { opacity: 0.45 }),
      handle: draw.point(COLORS.b, 0.09),
      arc: draw.polyline(COLORS.swept, { dashed: true, opacity: 0.8, capacity: ARC + 1 }),
      point: draw.point(COLORS.point, 0.07),
      normal: draw.arrow(COLORS.normal),
    };
    const labels = { impact: draw.label('', COLORS.impact), character: draw.label('character', COLORS.b) };
    root.add(...Object.values(objects), ...Object.values(labels));
    draggable(drag, changed, objects.handle, (object) => writeVec(params.character, object.position));
    return { sk, params, mesh, objects, labels, frame: null };
  },

  step(state, k) {
    state.frame = { k, ...frameOf(state.sk, state.params, state.mesh, k) };
  },

  /** The contact of the door's panel and the character at time k + t (where the slider's door is). */
  at(state, t) {
    state.frame.now = state.sk.contact(panelAt(state.params, state.frame.k + t), capsuleOf(state.params));
  },

  draw(state, t) {
    const { objects: o, labels, params } = state;
    const { k, event } = state.frame;
    poseDoor(o.start, angleAt(params, k));
    poseDoor(o.end, angleAt(params, k + 1));
    poseDoor(o.now, angleAt(params, k + t));
    const c = capsuleOf(params);
    draw.setCapsule(o.character, new THREE.Vector3().copy(c.start), new THREE.Vector3().copy(c.end), c.radius);
    o.handle.position.fromArray(params.character);
    labels.character.position.set(c.end.x, c.end.y + c.radius + 0.25, c.end.z);

    o.impact.visible = o.point.visible = o.normal.visible = labels.impact.visible = event !== null;
    if (event) {
      poseDoor(o.impact, angleAt(params, k + event.t));
      o.point.position.copy(event.point);
      draw.setArrow(o.normal, event.point, event.normal, 0.8);
      draw.setLabel(labels.impact, `door meets it at t = ${formatNumber(event.t, 3)}`);
      labels.impact.position.set(event.point.x, HEIGHT + 0.3, event.point.z);
    }

    // The free edge's top corner over the frame: an arc about the hinge.
    const arc = [];
    for (let i = 0; i <= ARC; i++) {
      const angle = angleAt(params, k + i / ARC);
      arc.push(new THREE.Vector3(WIDTH * Math.sin(angle), HEIGHT, WIDTH * Math.cos(angle)));
    }
    draw.setPolyline(o.arc, arc);
  },

  readout(state, t) {
    const { k } = state.frame;
    const values = frameValues(state.params, k, state.frame);
    const vector = (v) => (typeof v === 'string' ? v : formatVec(v));
    return [
      frameRow(k),
      sliderRow(t),
      { key: 'omega', label: '|ω| (rad per frame)', value: formatNumber(Math.abs(omegaOf(state.params)), 3) },
      { key: 'angle-start', label: 'door angle at the frame start (°)', value: values['angle-start'] },
      { key: 'angle-now', label: 'door angle at the slider time (°)', value: formatNumber(angleAt(state.params, k + t) * DEG, 2) },
      { key: 'event-type', label: 'event', value: values['event-type'] },
      { key: 'event-t', label: 't (first contact)', value: typeof values['event-t'] === 'string' ? '—' : formatNumber(values['event-t']) },
      { key: 'event-angle', label: 'door angle there (°)', value: values['event-angle'] },
      { key: 'event-normal', label: 'contact normal (door → character)', value: vector(values['event-normal']) },
      { key: 'event-point', label: 'contact point', value: vector(values['event-point']) },
      ...contactRows(state.frame.now, { prefix: 'now-', normal: 'at the slider: normal (door → character)', pointA: 'at the slider: point on the door', pointB: 'at the slider: point on the character' }),
    ];
  },

  dispose(state) {
    state.mesh.dispose();
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): what the readout must show for frame k, asked of the JS API again
 * (in Node, its own WebAssembly instance): a World of its own with the door turning into the character.
 */
export const e2e = {
  shot: 'frame=0&t=0.9',
  expected(sk, params, k, t) {
    const mesh = sk.createTriangleMesh(DOOR.positions, DOOR.indices);
    try {
      return {
        ...frameValues(params, k, frameOf(sk, params, mesh, k)),
        ...contactValues(sk.contact(panelAt(params, k + t), capsuleOf(params)), 'now-'),
      };
    } finally {
      mesh.dispose();
    }
  },
};
