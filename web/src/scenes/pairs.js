// Scene "pairs": N spheres and boxes drift around; which pairs overlap? The plain answer tests every pair
// once, N(N − 1)/2 overlap tests (overlapSphereSphere, overlapSphereAabb, overlapAabbAabb in the core), and
// the count grows with the square of N. A broadphase (sort and sweep, a grid, a tree) that skips pairs far
// apart comes with the world API; until then the scene shows the O(N²) loop, its test count and its time.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { createPlot } from '../render/plot.js';
import { formatNumber } from '../format.js';
import { COLORS, contactRows, disposeAll, random } from './shared.js';

const MAX_OBJECTS = 400;
const MAX_LINES = 4000;

/** The objects: kind, size, and a smooth closed-form drift (a sum of sines) from the seed. */
export function makeObjects(params) {
  const rand = random(params.seed);
  const span = new THREE.Vector3(5.2, 3, 2);
  return Array.from({ length: params.count }, () => ({
    box: rand() < params.boxes,
    size: params.size * (0.5 + 0.5 * rand()),
    centre: new THREE.Vector3((rand() * 2 - 1) * span.x, (rand() * 2 - 1) * span.y, (rand() * 2 - 1) * span.z),
    amplitude: new THREE.Vector3(0.4 + 1.6 * rand(), 0.3 + 1.0 * rand(), 0.2 + 0.6 * rand()),
    speed: new THREE.Vector3(0.08 + 0.2 * rand(), 0.08 + 0.2 * rand(), 0.08 + 0.2 * rand()),
    phase: new THREE.Vector3(rand() * 6.283, rand() * 6.283, rand() * 6.283),
    sphere: new THREE.Sphere(new THREE.Vector3(), 0),
    aabb: new THREE.Box3(),
    at: new THREE.Vector3(),
  }));
}

/** Moves every object to time τ = k + t (frames). */
export function placeAt(objects, tau) {
  for (const o of objects) {
    o.at.set(
      o.centre.x + o.amplitude.x * Math.sin(o.speed.x * tau + o.phase.x),
      o.centre.y + o.amplitude.y * Math.sin(o.speed.y * tau + o.phase.y),
      o.centre.z + o.amplitude.z * Math.sin(o.speed.z * tau + o.phase.z),
    );
    if (o.box) o.aabb.set(o.aabb.min.copy(o.at).subScalar(o.size), o.aabb.max.copy(o.at).addScalar(o.size));
    else o.sphere.set(o.sphere.center.copy(o.at), o.size);
  }
}

/** The core's overlap test for objects a and b, whatever their kinds (`api`: raw or recording). */
function overlap(api, a, b) {
  if (!a.box && !b.box) return api.overlapSphereSphere(a.sphere, b.sphere);
  if (a.box && b.box) return api.overlapAabbAabb(a.aabb, b.aabb);
  return a.box ? api.overlapSphereAabb(b.sphere, a.aabb) : api.overlapSphereAabb(a.sphere, b.aabb);
}

/** The core's contact for a pair (the readout's example), A the first object. */
function contact(api, a, b) {
  if (!a.box && !b.box) return api.contactSphereSphere(a.sphere, b.sphere);
  if (a.box && b.box) return api.contactAabbAabb(a.aabb, b.aabb);
  return a.box ? api.contactAabbSphere(a.aabb, b.sphere) : api.contactAabbSphere(b.aabb, a.sphere);
}

export default {
  id: 'pairs',
  nav: 'pairs',
  title: 'Finding the pairs: N² tests',

  intro: String.raw`
    <p>Before any pair can be tested, we must decide which pairs to test. The plain answer is every pair
    once: object $i$ against every $j > i$,</p>
    $$\binom{N}{2} = \frac{N(N-1)}{2}\ \text{tests}$$
    <p>Double the objects and the tests quadruple: 100 objects need 4,950 tests per step, 400 need
    79,800, although only a handful of pairs ever touch. A <em>broadphase</em> first finds the pairs whose
    bounding boxes are near each other (sorting along an axis, a grid, a tree) and tests only those. It
    comes with the world API; for now this scene runs the O(N²) loop and times it.</p>`,

  legend: [
    { color: COLORS.a, label: 'sphere' },
    { color: COLORS.b, label: 'box', square: true },
    { color: COLORS.impact, label: 'in an overlapping pair' },
    { color: COLORS.point, label: 'overlapping pair (centres joined)' },
  ],

  params: { count: 120, boxes: 0.4, size: 0.34, seed: 2 },
  paramControls: [
    { key: 'count', name: 'objects N', min: 2, max: MAX_OBJECTS, step: 1 },
    { key: 'boxes', name: 'share of boxes', min: 0, max: 1, step: 0.05 },
    { key: 'size', name: 'largest radius / half size', min: 0.1, max: 1, step: 0.05 },
    { key: 'seed', name: 'seed', min: 1, max: 99, step: 1 },
  ],

  view: { position: [1.5, 2.5, 15.5], target: [0, -0.3, 0], width: 14 },
  frameSeconds: 0.25,

  setup({ sk, raw, root, params, overlay }) {
    const objects = {
      spheres: draw.instanced('sphere', MAX_OBJECTS, { segments: 14 }),
      boxes: draw.instanced('box', MAX_OBJECTS),
      links: new THREE.LineSegments(
        new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(MAX_LINES * 6, 3)),
        // Over everything: the centres it joins are inside the objects.
        new THREE.LineBasicMaterial({ color: COLORS.point, depthTest: false, transparent: true }),
      ),
    };
    objects.links.frustumCulled = false;
    objects.links.renderOrder = 9;
    root.add(...Object.values(objects));
    const plot = createPlot(overlay, { label: 'Pair tests per step against N', width: 260, height: 150 });
    return { sk, raw, params, objects, plot, key: '', list: [], frame: null };
  },

  step(state, k) {
    const key = JSON.stringify(state.params);
    if (key !== state.key) {
      state.key = key;
      state.list = makeObjects(state.params);
    }
    state.frame = { k };
  },

  /** The O(N²) loop at time k + t, timed; the first overlapping pair's contact, recorded. */
  at(state, t) {
    const { raw, sk, list } = state;
    const tau = state.frame.k + t;
    placeAt(list, tau);
    const pairs = [];
    let tests = 0;
    const begin = performance.now();
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        tests++;
        if (overlap(raw, list[i], list[j])) pairs.push(i, j);
      }
    }
    const ms = performance.now() - begin;
    const [i, j] = pairs.length ? pairs : [0, 1];
    const example = list.length > 1 ? { i, j, result: contact(sk, list[i], list[j]) } : null;
    Object.assign(state.frame, { tau, pairs, tests, ms, example, result: example?.result ?? null });
  },

  draw(state) {
    const { objects: o, list, plot, params } = state;
    const { pairs } = state.frame;
    const touching = new Set(pairs);
    const colors = { sphere: new THREE.Color(COLORS.a), box: new THREE.Color(COLORS.b), hit: new THREE.Color(COLORS.impact) };
    const size = new THREE.Vector3();
    let spheres = 0;
    let boxes = 0;
    list.forEach((object, i) => {
      const color = touching.has(i) ? colors.hit : object.box ? colors.box : colors.sphere;
      if (object.box) draw.setInstance(o.boxes, boxes++, object.at, size.setScalar(object.size * 2), color);
      else draw.setInstance(o.spheres, spheres++, object.at, object.size, color);
    });
    o.spheres.count = spheres;
    o.boxes.count = boxes;
    draw.markInstancesChanged(o.spheres);
    draw.markInstancesChanged(o.boxes);

    const position = o.links.geometry.getAttribute('position');
    const lines = Math.min(pairs.length / 2, MAX_LINES);
    for (let p = 0; p < lines; p++) {
      const a = list[pairs[2 * p]].at;
      const b = list[pairs[2 * p + 1]].at;
      position.setXYZ(2 * p, a.x, a.y, a.z);
      position.setXYZ(2 * p + 1, b.x, b.y, b.z);
    }
    position.needsUpdate = true;
    o.links.geometry.setDrawRange(0, lines * 2);

    const n = params.count;
    const top = (MAX_OBJECTS * (MAX_OBJECTS - 1)) / 2;
    plot.draw({
      x: [0, MAX_OBJECTS], y: [0, top * 1.05],
      title: `N(N−1)/2 = ${((n * (n - 1)) / 2).toLocaleString('en')} tests`,
      xLabel: 'N',
      xTicks: [0, 100, 200, 300],
      yTicks: [0, 40000, 80000],
      curves: [{ f: (x) => (x * (x - 1)) / 2, color: COLORS.swept }],
      dots: [{ x: n, y: (n * (n - 1)) / 2, color: COLORS.impact }],
      description: `${n} objects need ${(n * (n - 1)) / 2} tests`,
    });
  },

  readout(state, t) {
    const { k, pairs, tests, ms, example } = state.frame;
    const n = state.list.length;
    const rows = [
      { key: 'frame', label: 'frame', value: String(k) },
      { key: 'slider-t', label: 'slider t', value: t.toFixed(3) },
      { key: 'objects', label: 'objects N', value: String(n) },
      { key: 'tests', label: 'pair tests (O(N²))', value: String(tests) },
      { key: 'formula', label: 'N(N − 1)/2', value: String((n * (n - 1)) / 2) },
      { key: 'pairs', label: 'overlapping pairs', value: String(pairs.length / 2) },
      { key: 'useful', label: 'tests that found one', value: tests ? `${formatNumber((50 * pairs.length) / tests, 2)} %` : '—' },
      { key: 'ms', label: 'loop time', value: `${formatNumber(ms, 3)} ms`, volatile: true },
      { key: 'per-test', label: 'per test', value: `${formatNumber((ms * 1e6) / Math.max(1, tests), 0)} ns`, volatile: true },
      { key: 'broadphase', label: 'broadphase', value: 'comes with the world API' },
    ];
    if (example) {
      rows.push({ key: 'example', label: 'example pair', value: `${example.i} – ${example.j}` });
      rows.push(...contactRows(example.result, { prefix: 'ex-' }).slice(0, 3));
    }
    return rows;
  },

  dispose(state) {
    state.plot.dispose();
    disposeAll(draw, state.objects);
  },
};
