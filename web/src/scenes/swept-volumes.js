// Scene "swept-volumes": an object moves across a ring of obstacles in one frame, in a new direction every
// frame. Three cheap stand-ins for "everything it passes through" are tested against each obstacle by the
// core (overlap tests): a bounding sphere around both ends, a capsule, and a box around both ends. The
// exact answer is the core's sweep. An obstacle a stand-in flags but the sweep does not touch is a false
// positive: wasted narrow-phase work. The mover's start and every obstacle can be dragged (the obstacles'
// offsets from their seeded places are parameters, so they are in the URL too).
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { boxAround, COLORS, disposeAll, draggable, frameRow, random, sliderRow, sweepRows, vec, writeVec } from './shared.js';

const VOLUMES = [
  { key: 'sphere', name: 'bounding sphere', color: '#a78bfa' },
  { key: 'capsule', name: 'capsule', color: COLORS.swept },
  { key: 'box', name: 'swept box', color: '#22d3ee' },
];
const OBSTACLES = 9;
/** Parameter keys of the obstacles' offsets from their seeded places (dragged, or typed in the panel). */
const OFFSETS = Array.from({ length: OBSTACLES }, (_, i) => `o${i + 1}`);

/** The obstacles: spheres and boxes on a ring around the path's centre, fixed by the seed, each moved by its offset. */
export function makeObstacles(params) {
  const rand = random(params.seed);
  const centre = vec(params.centre);
  return Array.from({ length: OBSTACLES }, (_, i) => {
    const angle = (2 * Math.PI * (i + 0.3 * rand())) / OBSTACLES;
    const distance = 1.3 + 1.6 * rand();
    const at = centre.clone().add(new THREE.Vector3(Math.cos(angle), Math.sin(angle), 0).multiplyScalar(distance));
    at.z += (rand() - 0.5) * 0.6;
    if (params[OFFSETS[i]]) at.add(vec(params[OFFSETS[i]]));
    const size = 0.25 + 0.25 * rand();
    if (i % 3 === 1) return { kind: 'box', shape: boxAround(at, new THREE.Vector3(size, size * 0.8, size)) };
    return { kind: 'sphere', shape: new THREE.Sphere(at, size) };
  });
}

/** The mover in frame k: its shape at the start, the displacement, and its bounding radius. */
export function moverAt(params, k) {
  const angle = THREE.MathUtils.degToRad(params.angle + params.turn * k);
  const d = new THREE.Vector3(Math.cos(angle), Math.sin(angle), 0).multiplyScalar(params.length);
  const start = vec(params.centre).addScaledVector(d, -0.5);
  const half = new THREE.Vector3().setScalar(params.size);
  const shape = params.mover === 'sphere' ? new THREE.Sphere(start, params.size) : boxAround(start, half);
  // For a box, the capsule and bounding sphere must hold its corners: radius = half diagonal.
  const radius = params.mover === 'sphere' ? params.size : half.length();
  return { shape, start, displacement: d, end: start.clone().add(d), radius, half };
}

/** The three stand-in volumes of a move (plain shapes the core takes). */
export function volumesOf({ shape, start, end, displacement, radius }) {
  const middle = start.clone().lerp(end, 0.5);
  const startBox = shape.min ? shape : new THREE.Box3().setFromCenterAndSize(start, new THREE.Vector3().setScalar(2 * radius));
  return {
    sphere: new THREE.Sphere(middle, displacement.length() / 2 + radius),
    capsule: { start: start.clone(), end: end.clone(), radius },
    box: startBox.clone().union(startBox.clone().translate(displacement)),
  };
}

/** Does a stand-in volume overlap an obstacle? (the core's overlap and contact tests) */
function flags(sk, key, volume, obstacle) {
  const o = obstacle.shape;
  if (obstacle.kind === 'sphere') {
    if (key === 'sphere') return sk.overlapSphereSphere(volume, o);
    if (key === 'capsule') return sk.overlapSphereCapsule(o, volume);
    return sk.overlapSphereAabb(o, volume);
  }
  if (key === 'sphere') return sk.overlapSphereAabb(volume, o);
  if (key === 'capsule') return sk.contact(volume, o).hit; // contactCapsuleAabb
  return sk.overlapAabbAabb(volume, o);
}

/** The exact answer: the core's generic sweep of the mover against the still obstacle (status and t). */
function sweep(sk, mover, obstacle) {
  return sk.sweep(mover.shape, mover.displacement, obstacle.shape, new THREE.Vector3());
}

export default {
  id: 'swept-volumes',
  nav: 'swept volumes',
  title: 'Swept volumes and their false positives',

  intro: String.raw`
    <p>A cheap way to catch a fast object: wrap everything it passes through in one volume and test that.
    The wrapper must hold the object at both ends of the step, $P_0$ and $P_1 = P_0 + \mathbf d$, and
    everything between:</p>
    <p><b>bounding sphere</b>: centre $\tfrac12(P_0 + P_1)$, radius $\tfrac12\lVert\mathbf d\rVert + r$.
    Simple, but fat across the path. <b>Capsule</b>: the segment $P_0P_1$ grown by $r$, exactly what a
    moving sphere covers. <b>Swept box</b>: the box around the start and end boxes; tight for motion along
    an axis, loose on diagonals.</p>
    $$\text{false positive} = \text{volume overlaps} \wedge \neg\,\text{sweep hits}$$
    <p>Each frame turns the motion by a few degrees. Obstacles hit by the exact sweep are red; those only
    the chosen volume flags are amber. Even the capsule is only a filter for a box, and two movers whose
    volumes overlap may still never meet: the sweep decides. Click the mover at $P_0$ or an obstacle
    to drag it.</p>`,

  legend: [
    { color: COLORS.a, label: 'mover at P0, at t, at P1', ghost: true },
    ...VOLUMES.map(({ color, name }) => ({ color, label: name, ghost: true })),
    { color: COLORS.impact, label: 'obstacle the sweep hits' },
    { color: COLORS.swept, label: 'false positive of the shown volume', square: true },
    { color: COLORS.muted, label: 'obstacle left alone' },
  ],

  params: {
    mover: 'sphere', show: 'box', size: 0.45, length: 4.2, angle: 20, turn: 23, seed: 4, centre: [0, 0, 0],
    ...Object.fromEntries(OFFSETS.map((key) => [key, [0, 0, 0]])),
  },
  paramControls: [
    { key: 'mover', name: 'moving object', options: { sphere: 'sphere', box: 'box' } },
    { key: 'show', name: 'false positives of', options: Object.fromEntries(VOLUMES.map(({ key, name }) => [name, key])) },
    { key: 'size', name: 'radius / half size r', min: 0.1, max: 1.2, step: 0.05 },
    { key: 'length', name: 'step length |d|', min: 0.5, max: 7, step: 0.1 },
    { key: 'angle', name: 'direction at frame 0 (°)', min: 0, max: 360, step: 1 },
    { key: 'turn', name: 'turn per frame (°)', min: 0, max: 90, step: 1 },
    { key: 'seed', name: 'obstacle layout', min: 1, max: 50, step: 1 },
    { key: 'centre', name: 'path centre', vector: true, min: -5, max: 5, step: 0.01, folder: 'positions' },
    ...OFFSETS.map((key, i) => ({ key, name: `obstacle ${i + 1} offset`, vector: true, min: -5, max: 5, step: 0.01, folder: 'obstacle offsets' })),
  ],

  view: { position: [0.8, -1.2, 11.5], target: [0, 0, 0], width: 8.5 },

  setup({ sk, root, params, drag, overlay, changed }) {
    const moverMesh = (opacity) => moverMarker(params.mover, opacity);
    const objects = {
      start: moverMesh(0.3), end: moverMesh(0.3), now: moverMesh(1),
      path: draw.segment('#e2e8f0', { dashed: true, opacity: 0.6 }),
      vsphere: draw.sphere(VOLUMES[0].color, { opacity: 0.1 }),
      vcapsule: draw.capsule(VOLUMES[1].color, { opacity: 0.16 }),
      vbox: draw.box(VOLUMES[2].color, { opacity: 0.08 }),
    };
    const obstacles = { spheres: [], boxes: [] };
    const labels = { p0: draw.label('P0', COLORS.a), p1: draw.label('P1', COLORS.a) };
    root.add(...Object.values(objects), ...Object.values(labels));
    const table = document.createElement('div');
    table.className = 'counter';
    table.setAttribute('role', 'status');
    table.setAttribute('aria-label', 'Obstacles flagged by each volume');
    overlay.append(table);
    const state = { sk, root, params, objects, obstacles, labels, table, moverKind: params.mover, frame: null, drag, changed };
    // Dragging the mover at P0 moves the path's centre (registered again when the mover's mesh changes).
    state.handle = (mesh) => draggable(drag, changed, mesh, (object) => {
      writeVec(params.centre, object.position.clone().addScaledVector(state.frame.mover.displacement, 0.5));
    });
    state.handle(objects.start);
    return state;
  },

  step(state, k) {
    const { params, sk } = state;
    const mover = moverAt(params, k);
    const volumes = volumesOf(mover);
    const obstacles = makeObstacles(params);
    const results = obstacles.map((obstacle) => ({
      sweep: sweep(sk, mover, obstacle),
      ...Object.fromEntries(VOLUMES.map(({ key }) => [key, flags(sk, key, volumes[key], obstacle)])),
    }));
    const counts = Object.fromEntries(VOLUMES.map(({ key }) => [key, {
      flagged: results.filter((r) => r[key]).length,
      falsePositives: results.filter((r) => r[key] && !r.sweep.hit).length,
    }]));
    const hits = results.filter((r) => r.sweep.hit).length;
    const inputs = { mover: mover.shape, displacement: mover.displacement, obstacle: obstacles[0].shape };
    state.frame = { k, mover, volumes, obstacles, results, counts, hits, result: results[0].sweep, inputs };
  },

  draw(state, t) {
    const { objects: o, labels, params, root } = state;
    const { mover, volumes, obstacles, results, counts, hits } = state.frame;
    if (state.moverKind !== params.mover) rebuildMover(state);
    const place = (mesh, centre) => (mover.shape.radius !== undefined
      ? draw.setSphere(mesh, centre, mover.radius)
      : draw.setBox(mesh, boxAround(centre, mover.half)));
    place(o.start, mover.start);
    place(o.end, mover.end);
    place(o.now, mover.start.clone().addScaledVector(mover.displacement, t));
    draw.setSegment(o.path, mover.start, mover.end);
    labels.p0.position.copy(mover.start).addScaledVector(mover.displacement, -0.2);
    labels.p1.position.copy(mover.end).addScaledVector(mover.displacement, 0.2);
    draw.setSphere(o.vsphere, volumes.sphere.center, volumes.sphere.radius);
    draw.setCapsule(o.vcapsule, volumes.capsule.start, volumes.capsule.end, volumes.capsule.radius);
    draw.setBox(o.vbox, volumes.box);
    o.vsphere.material.opacity = params.show === 'sphere' ? 0.16 : 0.05;
    o.vcapsule.material.opacity = params.show === 'capsule' ? 0.22 : 0.06;
    o.vbox.material.opacity = params.show === 'box' ? 0.14 : 0.04;

    // Obstacles: one marker each, coloured by what the chosen volume and the sweep say.
    const meshes = obstacleMeshes(state, root, obstacles);
    obstacles.forEach((obstacle, i) => {
      const r = results[i];
      const color = r.sweep.hit ? COLORS.impact : r[params.show] ? COLORS.swept : COLORS.muted;
      meshes[i].material.color.set(color);
      meshes[i].userData.obstacle = i;
      if (obstacle.kind === 'sphere') draw.setSphere(meshes[i], obstacle.shape.center, obstacle.shape.radius);
      else draw.setBox(meshes[i], obstacle.shape);
    });

    state.table.innerHTML = `<strong>obstacles flagged</strong> (sweep hits ${hits})<br>`
      + VOLUMES.map(({ key, name }) => {
        const { flagged, falsePositives } = counts[key];
        return `${name}: ${flagged}, false positives <b class="bad">${falsePositives}</b>`;
      }).join('<br>');
  },

  readout(state, t) {
    const { k, mover, counts, hits, results } = state.frame;
    const rows = [
      frameRow(k),
      sliderRow(t),
      { key: 'd', label: 'displacement d', value: formatVec(mover.displacement) },
      { key: 'hits', label: 'sweep hits', value: `${hits} of ${OBSTACLES}` },
      ...VOLUMES.map(({ key, name }) => ({
        key: `fp-${key}`,
        label: `${name}: flags, false +`,
        value: `${counts[key].flagged}, ${counts[key].falsePositives}`,
      })),
    ];
    const [status, tRow] = sweepRows(results[0].sweep, { prefix: 'o0-' });
    rows.push({ ...status, label: 'obstacle 1: sweep' }, { ...tRow, label: 'obstacle 1: t' });
    return rows;
  },

  dispose(state) {
    state.table.remove();
    disposeAll(draw, state.objects, state.labels, state.obstacles.spheres, state.obstacles.boxes);
  },
};

/** Obstacle markers, made on first use and kept (spheres and boxes kept apart, reused by index). */
function obstacleMeshes(state, root, obstacles) {
  const pools = state.obstacles;
  let spheres = 0;
  let boxes = 0;
  return obstacles.map(({ kind }) => {
    const pool = kind === 'sphere' ? pools.spheres : pools.boxes;
    const index = kind === 'sphere' ? spheres++ : boxes++;
    if (!pool[index]) {
      const mesh = kind === 'sphere' ? draw.sphere(COLORS.muted) : draw.box(COLORS.muted);
      pool[index] = mesh;
      root.add(mesh);
      // Dragging an obstacle moves it from where the seed put it: its offset parameter follows.
      draggable(state.drag, state.changed, mesh, (object) => {
        const i = object.userData.obstacle;
        const key = OFFSETS[i];
        const shape = state.frame.obstacles[i].shape;
        const centre = shape.center ?? shape.getCenter(new THREE.Vector3());
        writeVec(state.params[key], object.position.clone().sub(centre).add(vec(state.params[key])));
      });
    }
    pool[index].visible = true;
    return pool[index];
  });
}

/** A marker for the mover: a sphere or a box. */
function moverMarker(kind, opacity) {
  return kind === 'sphere' ? draw.sphere(COLORS.a, { opacity }) : draw.box(COLORS.a, { opacity });
}

/** Swaps the mover's meshes when the moving object changes between sphere and box. */
function rebuildMover(state) {
  const { objects: o, params, root } = state;
  for (const key of ['start', 'end', 'now']) {
    const mesh = moverMarker(params.mover, key === 'now' ? 1 : 0.3);
    const old = o[key];
    if (key === 'start') state.drag.remove(old);
    draw.disposeObject(old);
    o[key] = mesh;
    root.add(mesh);
  }
  state.handle(o.start);
  state.moverKind = params.mover;
}

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: 't=0.5',
  expected(sk, params, k) {
    const mover = moverAt(params, k);
    const volumes = volumesOf(mover);
    const still = { x: 0, y: 0, z: 0 };
    const d = mover.displacement;
    const sphereMover = mover.shape.radius !== undefined;
    const rows = makeObstacles(params).map(({ kind, shape }) => {
      const ball = kind === 'sphere';
      let sweep;
      if (sphereMover) sweep = ball ? sk.sweepSphereSphere(mover.shape, d, shape, still) : sk.sweepSphereAabb(mover.shape, d, shape, still);
      else sweep = ball ? sk.sweepSphereAabb(shape, still, mover.shape, d) : sk.sweepAabbAabb(mover.shape, d, shape, still);
      return {
        sweep,
        sphere: ball ? sk.overlapSphereSphere(volumes.sphere, shape) : sk.overlapSphereAabb(volumes.sphere, shape),
        capsule: ball ? sk.overlapSphereCapsule(shape, volumes.capsule) : sk.contactCapsuleAabb(volumes.capsule, shape).hit,
        box: ball ? sk.overlapSphereAabb(shape, volumes.box) : sk.overlapAabbAabb(volumes.box, shape),
      };
    });
    const hits = rows.filter((r) => r.sweep.hit).length;
    const count = (key) => `${rows.filter((r) => r[key]).length}, ${rows.filter((r) => r[key] && !r.sweep.hit).length}`;
    return {
      hits: `${hits} of ${rows.length}`,
      'fp-sphere': count('sphere'),
      'fp-capsule': count('capsule'),
      'fp-box': count('box'),
      'o0-status': rows[0].sweep.status,
      'o0-t': rows[0].sweep.t,
    };
  },
};
