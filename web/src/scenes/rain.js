// Scene "rain": hundreds of fast spheres and boxes fall through tilted planes. Every frame, every object is
// swept against every plane by the core (sweepSpherePlane, sweepAabbPlane): a few thousand sweeps, timed
// with performance.now(). Each new impact is marked where it happened and fades over the next frames.
// Objects fall in straight lines and wrap from the bottom to the top, so frame k is a function of k alone.
// Each plane can be dragged along its normal (its offset is a parameter, so it is in the URL too).
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { COLORS, disposeAll, draggable, frameRow, random, sweepRows } from './shared.js';

const TOP = 6.5;
const BOTTOM = -6.5;
const HALF_WIDTH = 4.6;
/** Impacts stay on screen this many frames, fading. */
const KEEP_FRAMES = 14;
const MAX_OBJECTS = 1000;
const MAX_MARKERS = 16384;
const PLANE_COLORS = ['#2dd4bf', '#a78bfa', '#f472b6', '#facc15'];

/** Directions the planes lean towards, in turn (all towards the camera, so none is seen edge-on). */
const LEANS = [[1, 0], [0, 1], [0.7, -0.7], [-0.7, 0.7]];

/** Parameter keys of the planes' offsets along their normals (dragged, or typed in the panel). */
const OFFSETS = ['plane1', 'plane2', 'plane3', 'plane4'];

/** Where plane i of `count` crosses the y axis before its offset. */
const planeHeight = (count, i) => (count === 1 ? 0 : 4 - (8 * i) / (count - 1));

/**
 * The planes: `count` of them stacked between TOP and BOTTOM, each leaning `tilt` degrees its own way and
 * moved along its normal by its offset parameter.
 */
export function makePlanes(params) {
  const { planes: count, tilt } = params;
  const a = THREE.MathUtils.degToRad(tilt);
  return Array.from({ length: count }, (_, i) => {
    const [x, z] = LEANS[i];
    const normal = new THREE.Vector3(x * Math.sin(a), Math.cos(a), z * Math.sin(a)).normalize();
    const point = new THREE.Vector3(0, planeHeight(count, i), 0).addScaledVector(normal, params[OFFSETS[i]]);
    return new THREE.Plane().setFromNormalAndCoplanarPoint(normal, point);
  });
}

/** The objects: fixed kinds, sizes, lanes, velocities and phases from the seed. */
export function makeObjects(params) {
  const rand = random(params.seed);
  return Array.from({ length: params.count }, () => {
    const box = rand() < params.boxes;
    const size = 0.06 + 0.08 * rand();
    const velocity = new THREE.Vector3((rand() - 0.5) * 0.12, -params.speed * (0.75 + 0.5 * rand()), (rand() - 0.5) * 0.12);
    const life = (TOP - BOTTOM) / -velocity.y; // frames from top to bottom
    return {
      box, size, velocity, life,
      x: (rand() * 2 - 1) * HALF_WIDTH,
      z: (rand() * 2 - 1) * HALF_WIDTH,
      phase: rand() * life,
      // Reused shapes: the sweep reads them, nothing keeps them.
      sphere: new THREE.Sphere(new THREE.Vector3(), size),
      aabb: new THREE.Box3(),
      start: new THREE.Vector3(),
    };
  });
}

/** Puts every object at its position at the start of frame k (wrapping from the bottom to the top). */
export function placeAt(objects, k) {
  for (const o of objects) {
    const s = (k + o.phase) % o.life;
    o.start.set(o.x + o.velocity.x * s, TOP + o.velocity.y * s, o.z + o.velocity.z * s);
    if (o.box) {
      o.aabb.min.set(o.start.x - o.size, o.start.y - o.size, o.start.z - o.size);
      o.aabb.max.set(o.start.x + o.size, o.start.y + o.size, o.start.z + o.size);
    } else {
      o.sphere.center.copy(o.start);
    }
  }
}

/**
 * Sweeps every object against every plane for frame k. Returns the new impacts (status 'hit', not objects
 * already touching) as flat arrays, and the milliseconds the sweeps took.
 */
function sweepFrame(raw, objects, planes, k) {
  placeAt(objects, k);
  const points = [];
  const times = [];
  const plane = [];
  let sweeps = 0;
  const begin = performance.now();
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    for (let p = 0; p < planes.length; p++) {
      const hit = o.box
        ? raw.sweepAabbPlane(o.aabb, o.velocity, planes[p])
        : raw.sweepSpherePlane(o.sphere, o.velocity, planes[p]);
      sweeps++;
      if (hit.status === 'hit') {
        points.push(hit.point.x, hit.point.y, hit.point.z);
        times.push(hit.t);
        plane.push(p);
      }
    }
  }
  const ms = performance.now() - begin;
  return { points, times, plane, ms, sweeps };
}

export default {
  id: 'rain',
  nav: 'rain',
  title: 'Rain: hundreds of sweeps per frame',

  intro: String.raw`
    <p>Hundreds of spheres and boxes fall fast through tilted planes. Each frame every object is swept
    against every plane: $N \times P$ sweeps, each a few multiplications. A box is swept like a sphere
    whose radius is the box's extent along the plane's normal:</p>
    $$r_p = e_x\lvert n_x\rvert + e_y\lvert n_y\rvert + e_z\lvert n_z\rvert$$
    <p>Each new impact is marked where it happened, in the plane's colour, and fades over the next frames.
    Objects already touching a plane at the start of a frame report an initial overlap, not a new impact.
    The time the sweeps take each frame is measured on the page; the goal is under 2&nbsp;ms for 500
    objects. Click a plane and drag it along its normal.</p>`,

  legend: [
    { color: COLORS.a, label: 'sphere' },
    { color: COLORS.b, label: 'box', square: true },
    { color: PLANE_COLORS[0], label: 'plane 1 and its impacts', ghost: true },
    { color: PLANE_COLORS[1], label: 'plane 2 and its impacts', ghost: true },
    { color: PLANE_COLORS[2], label: 'plane 3 and its impacts', ghost: true },
  ],

  params: { count: 500, boxes: 0.5, planes: 3, speed: 1.1, tilt: 16, seed: 1, plane1: 0, plane2: 0, plane3: 0, plane4: 0 },
  paramControls: [
    { key: 'count', name: 'objects N', min: 10, max: MAX_OBJECTS, step: 10 },
    { key: 'boxes', name: 'share of boxes', min: 0, max: 1, step: 0.05 },
    { key: 'planes', name: 'planes P', min: 1, max: 4, step: 1 },
    { key: 'speed', name: 'fall per frame', min: 0.2, max: 4, step: 0.05 },
    { key: 'tilt', name: 'plane tilt (°)', min: 0, max: 25, step: 1 },
    { key: 'seed', name: 'seed', min: 1, max: 99, step: 1 },
    ...OFFSETS.map((key, i) => ({ key, name: `plane ${i + 1} offset`, min: -3, max: 3, step: 0.01, folder: 'plane offsets' })),
  ],

  view: { position: [12.5, 8.5, 15.5], target: [0, -0.6, 0], width: 14 },
  frameSeconds: 1 / 15,

  setup({ sk, raw, root, params, overlay, perf, drag, changed }) {
    const objects = {
      spheres: draw.instanced('sphere', MAX_OBJECTS, { segments: 10 }),
      boxes: draw.instanced('box', MAX_OBJECTS),
      planes: PLANE_COLORS.map((color) => draw.planeQuad(color, { size: 11, divisions: 4, opacity: 0.18 })),
      markers: markerPoints(),
    };
    root.add(objects.spheres, objects.boxes, ...objects.planes, objects.markers);
    // A plane drags along its normal (the quad's local z): its offset is how far it moved from its height.
    objects.planes.forEach((quad, i) => draggable(drag, changed, quad, (object) => {
      const normal = new THREE.Vector3(0, 0, 1).applyQuaternion(object.quaternion);
      const offset = object.position.dot(normal) - planeHeight(params.planes, i) * normal.y;
      params[OFFSETS[i]] = Math.round(Math.min(3, Math.max(-3, offset)) * 1000) / 1000;
    }, { axes: 'Z', space: 'local' }));
    const meter = document.createElement('div');
    meter.className = 'counter';
    meter.setAttribute('role', 'status');
    meter.setAttribute('aria-label', 'Collision work per frame');
    overlay.append(meter);
    return {
      sk, raw, params, perf, objects, meter,
      cache: new Map(), key: '', world: null, frame: null,
      recent: [], lastK: -2, avgMs: 0, // collision times of the last frames played in order
    };
  },

  step(state, k) {
    const { params, raw, sk, cache } = state;
    const key = JSON.stringify(params);
    if (key !== state.key) {
      state.key = key;
      state.world = { objects: makeObjects(params), planes: makePlanes(params) };
      cache.clear();
    }
    const { objects, planes } = state.world;
    // This frame's sweeps, timed (always recomputed: this is the measurement), and the frames before it
    // that are still on screen (from the cache, or recomputed after a jump).
    const current = sweepFrame(raw, objects, planes, k);
    cache.set(k, current);
    for (let j = Math.max(0, k - KEEP_FRAMES + 1); j < k; j++) {
      if (!cache.has(j)) cache.set(j, sweepFrame(raw, objects, planes, j));
    }
    for (const j of cache.keys()) if (j <= k - KEEP_FRAMES || j > k) cache.delete(j);
    // The mean over the last 30 frames computed while playing forward (playback may skip frames when
    // rendering is slow); stepping back, a jump or a parameter change starts it afresh.
    if (!(k > state.lastK && k - state.lastK <= KEEP_FRAMES)) state.recent = [];
    state.recent = [...state.recent.slice(-29), current.ms];
    state.lastK = k;
    state.avgMs = state.recent.reduce((sum, ms) => sum + ms, 0) / state.recent.length;

    // Object 0 against each plane again, through the recording API: the readout's sample, replayable.
    placeAt(objects, k);
    const o = objects[0];
    const shape = o.box ? o.aabb : o.sphere;
    // The generic sweep (the same answer as sweepSpherePlane / sweepAabbPlane, which the timed loop calls).
    const still = { x: 0, y: 0, z: 0 };
    const sample = planes.map((plane) => sk.sweep(shape, o.velocity, plane, still));
    const inputs = { object: shape.clone(), displacement: o.velocity.clone(), plane: planes[0] };
    state.frame = { k, current, sample, result: sample[0], inputs };
  },

  draw(state, t) {
    const { objects: o, world } = state;
    const { k } = state.frame;
    world.planes.forEach((plane, i) => draw.setPlaneQuad(o.planes[i], plane));
    o.planes.forEach((quad, i) => (quad.visible = i < world.planes.length));

    // Objects at time t of the frame (one draw call for the spheres, one for the boxes).
    const colorSphere = new THREE.Color(COLORS.a);
    const colorBox = new THREE.Color(COLORS.b);
    const position = new THREE.Vector3();
    const size = new THREE.Vector3();
    let spheres = 0;
    let boxes = 0;
    for (const object of world.objects) {
      position.copy(object.start).addScaledVector(object.velocity, t);
      if (object.box) draw.setInstance(o.boxes, boxes++, position, size.setScalar(object.size * 2), colorBox);
      else draw.setInstance(o.spheres, spheres++, position, object.size, colorSphere);
    }
    o.spheres.count = spheres;
    o.boxes.count = boxes;
    draw.markInstancesChanged(o.spheres);
    draw.markInstancesChanged(o.boxes);

    // Impacts: this frame's once the slider passes their t, earlier frames' fading with age.
    const positions = o.markers.geometry.getAttribute('position');
    const colors = o.markers.geometry.getAttribute('color');
    const colour = new THREE.Color();
    let n = 0;
    for (let j = k; j > k - KEEP_FRAMES && j >= 0; j--) {
      const frame = state.cache.get(j);
      if (!frame) continue;
      const fade = 1 - (k - j) / KEEP_FRAMES;
      for (let h = 0; h < frame.times.length && n < MAX_MARKERS; h++) {
        if (j === k && frame.times[h] > t) continue;
        positions.setXYZ(n, frame.points[3 * h], frame.points[3 * h + 1], frame.points[3 * h + 2]);
        colour.set(PLANE_COLORS[frame.plane[h]]).multiplyScalar(0.25 + 0.75 * fade);
        colors.setXYZ(n, colour.r, colour.g, colour.b);
        n++;
      }
    }
    o.markers.geometry.setDrawRange(0, n);
    positions.needsUpdate = true;
    colors.needsUpdate = true;
    state.markerCount = n;

    const { current } = state.frame;
    const fps = state.perf.intervalMs > 0 ? 1000 / state.perf.intervalMs : 0;
    state.meter.innerHTML = `<strong>collision work</strong> ${formatNumber(current.ms, 2)} ms this frame `
      + `(avg ${formatNumber(state.avgMs, 2)} ms)<br>${current.sweeps} sweeps · ${current.times.length} new impacts`
      + `<br>frame time ${formatNumber(state.perf.intervalMs, 1)} ms (${formatNumber(fps, 0)} fps)`
      + ` · render ${formatNumber(state.perf.renderMs, 1)} ms`;
  },

  readout(state) {
    const { k, current, sample, inputs } = state.frame;
    const { world } = state;
    const boxes = world.objects.filter((o) => o.box).length;
    const [status, tRow, position] = sweepRows(sample[0], { prefix: 'o0-', position: 'object 0 at t' });
    return [
      frameRow(k),
      { key: 'objects', label: 'objects', value: `${world.objects.length} (${world.objects.length - boxes} spheres, ${boxes} boxes)` },
      { key: 'sweeps', label: 'sweeps this frame', value: String(current.sweeps) },
      { key: 'impacts', label: 'new impacts', value: String(current.times.length) },
      { key: 'collision-ms', label: 'collision work', value: `${formatNumber(current.ms, 3)} ms`, volatile: true },
      { key: 'collision-avg', label: 'average', value: `${formatNumber(state.avgMs, 3)} ms`, volatile: true },
      { key: 'per-sweep', label: 'per sweep', value: `${formatNumber((current.ms * 1e6) / current.sweeps, 0)} ns`, volatile: true },
      { key: 'o0', label: 'object 0', value: describe(inputs.object) },
      { ...status, label: 'object 0 · plane 1' },
      tRow,
      position,
    ];
  },

  dispose(state) {
    state.meter.remove();
    state.objects.markers.material.map.dispose();
    const { planes, ...rest } = state.objects;
    disposeAll(draw, rest, planes);
  },
};

/** "sphere at (x, y, z)" or "box at (min)". */
function describe(shape) {
  return shape.radius !== undefined ? `sphere at ${formatVec(shape.center)}` : `box from ${formatVec(shape.min)}`;
}

/** The impact markers: round dots, coloured per point, in one draw call. */
function markerPoints() {
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(MAX_MARKERS * 3, 3).setUsage(THREE.DynamicDrawUsage));
  geometry.setAttribute('color', new THREE.Float32BufferAttribute(MAX_MARKERS * 3, 3).setUsage(THREE.DynamicDrawUsage));
  geometry.setDrawRange(0, 0);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(32, 32, 28, 0, 2 * Math.PI);
  g.fill();
  const map = new THREE.CanvasTexture(canvas);
  const material = new THREE.PointsMaterial({ size: 0.2, vertexColors: true, map, alphaTest: 0.5 });
  const points = new THREE.Points(geometry, material);
  points.frustumCulled = false;
  points.renderOrder = 3;
  return points;
}

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query), whether to play first (warm timings),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=30',
  warm: true,
  expected(sk, params, k) {
    const objects = makeObjects(params);
    const planes = makePlanes(params);
    placeAt(objects, k);
    let impacts = 0;
    const sweep = (o, plane) => (o.box ? sk.sweepAabbPlane(o.aabb, o.velocity, plane) : sk.sweepSpherePlane(o.sphere, o.velocity, plane));
    for (const o of objects) for (const plane of planes) if (sweep(o, plane).status === 'hit') impacts++;
    const first = sweep(objects[0], planes[0]);
    return {
      sweeps: String(objects.length * planes.length),
      impacts: String(impacts),
      'o0-status': first.status,
      'o0-t': first.t,
      'o0-position': first.position,
    };
  },
};
