// Scene "character": a sphere character walks through a small level (a floor plane, walls and pillars as
// static bodies of a collision World) and slides along whatever it meets. Each frame the character asks
// world.moveAndSlide for its wanted motion (a walk that keeps turning, plus gravity): the core sweeps it to
// the first contact, moves it there, keeps the rest of the motion along the surface and sweeps again. For
// comparison the page shows where a single sweep (world.sphereCast) would stop it, the same sweep asked of
// the generic free function against the body it hit (sk.sweep), and a look-ahead ray (world.raycast).
//
// Frame k depends on k alone: the positions of frames 0…k are replayed from the start position whenever the
// parameters change or the frame goes back beyond what is cached.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { COLORS, disposeAll, frameRow, sweepRows } from './shared.js';
import { sweepValues } from './spec-values.js';

const DEG = Math.PI / 180;
/** How far the look-ahead ray reaches (length units). */
export const RAY_LENGTH = 4;
/** The arrow of the wanted motion is drawn this many times longer than one frame's motion. */
const ARROW_SCALE = 6;
const TRAIL = 240;

/** The level: a floor plane and static boxes (walls around a 12 × 12 yard, three pillars), named. */
export function makeLevel() {
  const box = (name, [x0, y0, z0], [x1, y1, z1]) => ({ name, shape: { min: { x: x0, y: y0, z: z0 }, max: { x: x1, y: y1, z: z1 } } });
  return [
    { name: 'floor', shape: { normal: { x: 0, y: 1, z: 0 }, constant: 0 } },
    box('west wall', [-6.3, 0, -6.3], [-6, 1.5, 6.3]),
    box('east wall', [6, 0, -6.3], [6.3, 1.5, 6.3]),
    box('north wall', [-6, 0, -6.3], [6, 1.5, -6]),
    box('south wall', [-6, 0, 6], [6, 1.5, 6.3]),
    box('pillar 1', [-1.4, 0, -2.7], [-0.4, 1.6, -1.7]),
    box('pillar 2', [2, 0, -3], [3, 1.6, -2]),
    box('pillar 3', [1, 0, 2.5], [2.4, 1.6, 3.5]),
  ];
}

/** The character at frame 0: a sphere resting just above the floor. */
export function startSphere(params) {
  return { center: { x: -4, y: params.radius + 0.01, z: -3.5 }, radius: params.radius };
}

/** The motion the character wants in frame k: `speed` along a heading that turns by `turn` degrees a frame, plus gravity. */
export function wantedAt(params, k) {
  const heading = (params.heading + params.turn * k) * DEG;
  return { x: params.speed * Math.cos(heading), y: -params.gravity, z: params.speed * Math.sin(heading) };
}

/** A world holding the level as static bodies; returns {world, names: Map(handle -> name), shapes: Map(handle -> shape)}. */
export function buildLevel(api) {
  const world = api.createWorld();
  const names = new Map();
  const shapes = new Map();
  for (const { name, shape } of makeLevel()) {
    const handle = world.addBody(shape, { kind: 'static' });
    names.set(handle, name);
    shapes.set(handle, shape);
  }
  return { world, names, shapes };
}

/** The slide options of the parameters. */
export const slideOptions = (params) => ({ maxIterations: params.iterations });

/** The character's centre at the start of frames 0…k: positions[j + 1] = moveAndSlide(positions[j], wanted j). */
export function replay(world, params, k, positions = [startSphere(params).center]) {
  while (positions.length <= k) {
    const j = positions.length - 1;
    const sphere = { center: positions[j], radius: params.radius };
    positions.push(world.moveAndSlide(sphere, wantedAt(params, j), slideOptions(params)).position);
  }
  return positions;
}

/** The horizontal unit direction of a motion (the look-ahead ray's direction), or +x when it has none. */
export function lookDirection(d) {
  const length = Math.hypot(d.x, d.z);
  return length > 0 ? { x: d.x / length, y: 0, z: d.z / length } : { x: 1, y: 0, z: 0 };
}

const v3 = (v) => new THREE.Vector3(v.x, v.y, v.z);

export default {
  id: 'character',
  nav: 'slide',
  title: 'Move and slide: a character that never tunnels or sticks',

  intro: String.raw`
    <p>A game character wants to move by $\mathbf d$ this frame, but walls are in the way. Moving it
    and then testing for overlap (the discrete way) lets a fast character pass through a thin wall and
    leaves a slow one half inside it. A single sweep fixes the tunnelling: the character stops at the
    first contact, at the fraction $t$ of the motion. But then it <em>sticks</em>: walking into a wall at
    an angle, it stops dead instead of gliding along.</p>
    <p><code>world.moveAndSlide</code> keeps the part of the motion that the surface allows. Sweep the
    sphere by $\mathbf d$; at the first contact, at $t$ with contact normal $\mathbf n$ (from the sphere
    into the body), move it to $\mathbf c + t\,\mathbf d$ less a small skin $s$ along the motion, and keep
    the rest of the motion with its component into the surface removed:</p>
    $$\mathbf r = (1 - t)\,\mathbf d, \qquad
      \mathbf r' = \begin{cases} \mathbf r - (\mathbf r \cdot \mathbf n)\,\mathbf n & \mathbf r \cdot \mathbf n > 0 \\
      \mathbf r & \text{otherwise} \end{cases}$$
    <p>Then sweep again with $\mathbf r'$, up to a few legs. In a corner the second surface's slide would
    run into the first, so the motion follows their crease, $\mathbf r'' = \frac{(\mathbf r' \cdot \mathbf e)}{|\mathbf e|^2}\,\mathbf e$
    with $\mathbf e = \mathbf n_1 \times \mathbf n_2$; a third surface stops it. Each leg is a sweep
    against the world's bodies, found through its broadphase, so the character never passes through a
    wall however fast it walks; the skin keeps it a hair away from every surface, so that the next leg
    does not start touching. Gravity is just part of $\mathbf d$: the floor removes the downward
    component and the character slides along it.</p>
    <p>The page also asks the world for a single sweep (<code>world.sphereCast</code>, where a
    stop-at-first-contact character would end), the generic free function <code>sk.sweep</code> against
    the body that cast hit (the same $t$), and a look-ahead ray (<code>world.raycast</code>). Set the
    slide iterations to 1 to see the character stick on every wall.</p>`,

  legend: [
    { color: COLORS.a, label: 'character at the frame start', objects: ['start', 'trail'] },
    { color: COLORS.end, label: 'after moveAndSlide', objects: ['end'] },
    { color: COLORS.impact, label: 'where a single sweep stops', ghost: true, objects: ['stop'] },
    { color: COLORS.swept, label: `wanted motion (×${ARROW_SCALE})`, objects: ['wanted'] },
    { color: COLORS.normal, label: 'last contact normal', objects: ['normal'] },
    { color: COLORS.point, label: 'look-ahead ray hit', objects: ['ray', 'rayHit'] },
    { color: COLORS.b, label: 'static bodies', square: true },
  ],

  params: { speed: 0.12, turn: 0.6, heading: 20, gravity: 0.02, radius: 0.5, iterations: 4 },
  paramControls: [
    { key: 'speed', name: 'walk per frame', min: 0.01, max: 2, step: 0.01 },
    { key: 'turn', name: 'turn per frame (°)', min: -5, max: 5, step: 0.1 },
    { key: 'heading', name: 'heading at frame 0 (°)', min: -180, max: 180, step: 1 },
    { key: 'gravity', name: 'gravity per frame', min: 0, max: 0.5, step: 0.01 },
    { key: 'radius', name: 'radius', min: 0.1, max: 1, step: 0.05 },
    { key: 'iterations', name: 'slide iterations', min: 1, max: 8, step: 1 },
  ],

  view: { position: [0, 15.5, 12.5], target: [0, 0, 1], width: 14 },
  time: false, // frames only: nothing in it depends on the slider time t
  frameSeconds: 0.05,

  setup({ sk, raw, root, params }) {
    const { world, names, shapes } = buildLevel(raw);
    const objects = {
      floor: draw.planeQuad(COLORS.plane, { size: 13, divisions: 13 }),
      start: draw.sphere(COLORS.a, { opacity: 0.5 }),
      end: draw.sphere(COLORS.end, { opacity: 0.35 }),
      stop: draw.sphere(COLORS.impact, { opacity: 0.3 }),
      wanted: draw.arrow(COLORS.swept),
      normal: draw.arrow(COLORS.normal),
      trail: draw.polyline(COLORS.a, { dashed: true, opacity: 0.7, capacity: TRAIL }),
      ray: draw.segment(COLORS.point, { dashed: true }),
      rayHit: draw.point(COLORS.point, 0.1),
    };
    const boxes = [];
    for (const { shape } of makeLevel()) {
      if (!shape.min) continue;
      const mesh = draw.box(COLORS.b, { opacity: 0.55 });
      draw.setBox(mesh, new THREE.Box3(v3(shape.min), v3(shape.max)));
      boxes.push(mesh);
    }
    draw.setPlaneQuad(objects.floor, new THREE.Plane(new THREE.Vector3(0, 1, 0), 0));
    const labels = { start: draw.label('C', COLORS.a), stop: draw.label('single sweep', COLORS.impact) };
    root.add(...Object.values(objects), ...boxes, ...Object.values(labels));
    return { sk, raw, params, world, names, shapes, objects, labels, boxes, key: '', positions: null, frame: null };
  },

  step(state, k) {
    const { sk, params, world, names, shapes } = state;
    const key = JSON.stringify(params);
    if (key !== state.key) {
      state.key = key;
      state.positions = null;
    }
    state.positions = replay(world, params, k + 1, state.positions ?? undefined);
    const center = state.positions[k];
    const sphere = { center, radius: params.radius };
    const wanted = wantedAt(params, k);
    const slide = world.moveAndSlide(sphere, wanted, slideOptions(params));
    const cast = world.sphereCast(sphere, wanted);
    // The same sweep as the free function, against the body the cast hit (or the floor when it hit nothing).
    const target = cast.body ?? [...names.keys()][0];
    const free = sk.sweep(sphere, wanted, shapes.get(target), { x: 0, y: 0, z: 0 });
    const ray = world.raycast({ origin: center, direction: lookDirection(wanted) }, RAY_LENGTH);
    state.frame = { k, sphere, wanted, slide, cast, free, target, ray };
    return state.frame;
  },

  draw(state) {
    const { objects: o, labels, params } = state;
    const { sphere, wanted, slide, cast, ray } = state.frame;
    const r = params.radius;
    const c = v3(sphere.center);
    draw.setSphere(o.start, c, r);
    draw.setSphere(o.end, v3(slide.position), r * 0.999);
    o.stop.visible = labels.stop.visible = cast.hit;
    if (cast.hit) {
      draw.setSphere(o.stop, v3(cast.position), r * 0.998);
      draw.setLabelBeside(labels.stop, v3(cast.position), r, -1);
    }
    const d = v3(wanted);
    o.wanted.visible = d.lengthSq() > 0;
    if (o.wanted.visible) draw.setArrow(o.wanted, c, d.clone().normalize(), d.length() * ARROW_SCALE);
    o.normal.visible = slide.hit;
    if (slide.hit) draw.setArrow(o.normal, v3(slide.position), v3(slide.normal), 1.2);
    draw.setLabelBeside(labels.start, c, r, 1);
    const from = Math.max(0, state.frame.k - TRAIL + 1);
    draw.setPolyline(o.trail, state.positions.slice(from, state.frame.k + 1).map(v3));
    const end = ray.hit ? v3(ray.point) : c.clone().addScaledVector(v3(lookDirection(wanted)), RAY_LENGTH);
    draw.setSegment(o.ray, c, end);
    o.rayHit.visible = ray.hit;
    if (ray.hit) o.rayHit.position.copy(end);
  },

  readout(state) {
    const { names } = state;
    const { k, sphere, wanted, slide, cast, free, target, ray } = state.frame;
    const name = (body) => (body === null ? '—' : names.get(body));
    const [status, tRow, position, point, normal] = sweepRows(free, { prefix: 'free-', position: 'position at t' });
    return [
      frameRow(k),
      { key: 'start', label: 'C (frame start)', value: formatVec(sphere.center) },
      { key: 'wanted', label: 'wanted d', value: formatVec(wanted) },
      { key: 'slide-position', label: 'moveAndSlide → C', value: formatVec(slide.position) },
      { key: 'slide-collisions', label: 'contacts met', value: String(slide.collisions) },
      { key: 'slide-body', label: 'last contact', value: name(slide.body) },
      { key: 'slide-normal', label: 'its normal', value: slide.hit ? formatVec(slide.normal) : '—' },
      { key: 'cast-status', label: 'single sweep', value: cast.status },
      { key: 'cast-t', label: 'single sweep t', value: formatNumber(cast.t) },
      { key: 'cast-body', label: 'single sweep hits', value: name(cast.body) },
      { key: 'free-target', label: 'sk.sweep against', value: name(target) },
      { ...status, label: 'sk.sweep status' },
      { ...tRow, label: 'sk.sweep t' },
      { ...position, label: 'sk.sweep position' },
      { ...normal, label: 'sk.sweep normal' },
      point,
      { key: 'ray-body', label: `ray (${RAY_LENGTH} ahead) hits`, value: ray.hit ? name(ray.body) : 'nothing' },
      { key: 'ray-t', label: 'ray t', value: ray.hit ? formatNumber(ray.t) : '—' },
    ];
  },

  dispose(state) {
    state.world.dispose();
    disposeAll(draw, state.objects, state.labels);
    for (const mesh of state.boxes) draw.disposeObject(mesh);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=26',
  expected(sk, params, k) {
    // A world of its own holding the level; the character replayed through frames 0…k − 1 with moveAndSlide.
    const { world, names, shapes } = buildLevel(sk);
    try {
      const center = replay(world, params, k)[k];
      const sphere = { center, radius: params.radius };
      const wanted = wantedAt(params, k);
      const slide = world.moveAndSlide(sphere, wanted, slideOptions(params));
      const cast = world.sphereCast(sphere, wanted);
      const target = cast.body ?? [...names.keys()][0];
      const free = sk.sweep(sphere, wanted, shapes.get(target), { x: 0, y: 0, z: 0 });
      const ray = world.raycast({ origin: center, direction: lookDirection(wanted) }, RAY_LENGTH);
      const name = (body) => (body === null ? '—' : names.get(body));
      return {
        start: center,
        wanted,
        'slide-position': slide.position,
        'slide-collisions': String(slide.collisions),
        'slide-body': name(slide.body),
        'slide-normal': slide.hit ? slide.normal : '—',
        'cast-status': cast.status,
        'cast-t': cast.t,
        'cast-body': name(cast.body),
        'free-target': name(target),
        ...sweepValues(free, { prefix: 'free-' }),
        'ray-body': ray.hit ? name(ray.body) : 'nothing',
        'ray-t': ray.hit ? ray.t : '—',
      };
    } finally {
      world.dispose();
    }
  },
};
