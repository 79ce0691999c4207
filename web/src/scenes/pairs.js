// Scene "pairs": N spheres and boxes drift around; which pairs touch? Two answers side by side, both from
// the core. The O(N²) loop calls the core's generic contact test (sk.contact, which picks the pair's
// function) on every pair at the frame's end: N(N − 1)/2 calls. A collision World
// (sk.createWorld()) holds the same N objects as bodies; its step() files the boxes swept over the frame in
// a uniform grid and hands the narrowphase only the pairs whose swept boxes overlap (stepInfo.pairsTested).
// The page counts the tests, times both, shows the world's begin / stay / end events, and checks pair by
// pair that both find the same touching pairs.
//
// Frame k moves every body by its displacement from its pose at k to its pose at k + 1 (a smooth closed-form
// drift; the world adds it in float32). The loop and the drawing read the bodies back from the world
// (getBody), before and after the frame's step. The world is stepped once per frame while playing forward; any other frame (Step back, a link,
// a new parameter) disposes it, builds a fresh one and replays frames 0…k, so frame k depends on k alone.
import * as THREE from 'three';
import { aabbLines, WorldHelper } from '../../../bindings/three/index.js';
import * as draw from '../render/debug-draw.js';
import { createPlot } from '../render/plot.js';
import { formatNumber } from '../format.js';
import { COLORS, contactRows, disposeAll, frameRow, random, sliderRow } from './shared.js';
import { contactValues } from './spec-values.js';

const MAX_OBJECTS = 4000;
/** Above this N the O(N²) loop is skipped (2,000 objects: two million core calls, about 0.1 s per frame). */
export const LOOP_LIMIT = 2000;
/**
 * With `shrink` on, sizes and motions are as given up to this N and shrink as N^(−1/3) beyond it: the same
 * scene seen from farther away, so the density of objects and of their swept boxes stays the same.
 */
const REFERENCE_N = 120;
const MAX_LINES = 8000;
/** The N at which the plot measures the world's pair tests (frame 0, the current settings). */
const CURVE_N = [50, 100, 200, 400, 1000, 2000, 4000];

/** How much sizes and motions shrink for N objects: (120 / N)^(1/3) above 120 with `shrink` on, else 1. */
function sizeScale(params) {
  return params.shrink && params.count > REFERENCE_N ? Math.cbrt(REFERENCE_N / params.count) : 1;
}

/** The objects: kind, size, and a smooth closed-form drift (a sum of sines) from the seed. */
export function makeObjects(params) {
  const rand = random(params.seed);
  const span = new THREE.Vector3(5.2, 3, 2);
  const scale = sizeScale(params);
  return Array.from({ length: params.count }, () => ({
    box: rand() < params.boxes,
    size: params.size * (0.5 + 0.5 * rand()) * scale,
    centre: new THREE.Vector3((rand() * 2 - 1) * span.x, (rand() * 2 - 1) * span.y, (rand() * 2 - 1) * span.z),
    amplitude: new THREE.Vector3(0.4 + 1.6 * rand(), 0.3 + 1.0 * rand(), 0.2 + 0.6 * rand()).multiplyScalar(scale),
    speed: new THREE.Vector3(0.08 + 0.2 * rand(), 0.08 + 0.2 * rand(), 0.08 + 0.2 * rand()),
    phase: new THREE.Vector3(rand() * 6.283, rand() * 6.283, rand() * 6.283),
  }));
}

/** The pose of object o at time τ (frames): its centre, into `out`. */
function poseAt(o, tau, out) {
  return out.set(
    o.centre.x + o.amplitude.x * Math.sin(o.speed.x * tau + o.phase.x),
    o.centre.y + o.amplitude.y * Math.sin(o.speed.y * tau + o.phase.y),
    o.centre.z + o.amplitude.z * Math.sin(o.speed.z * tau + o.phase.z),
  );
}

/**
 * The bodies at frame 0 as the world stores them (float32): {center, radius} for a sphere, {min, max} for
 * a box (half size `size`), centred on the pose at τ = 0.
 */
export function startShapes(objects) {
  const f = Math.fround;
  const p = new THREE.Vector3();
  return objects.map((o) => {
    poseAt(o, 0, p);
    const s = o.size;
    return o.box
      ? { min: { x: f(p.x - s), y: f(p.y - s), z: f(p.z - s) }, max: { x: f(p.x + s), y: f(p.y + s), z: f(p.z + s) } }
      : { center: { x: f(p.x), y: f(p.y), z: f(p.z) }, radius: f(s) };
  });
}

/**
 * Frame k's displacements: each object's pose at k + 1 minus its pose at k, rounded to float32, into
 * out[3i … 3i + 2] (a Float32Array of 3N).
 */
export function frameDisplacements(objects, k, out) {
  const a = new THREE.Vector3();
  const b = new THREE.Vector3();
  objects.forEach((o, i) => {
    poseAt(o, k, a);
    poseAt(o, k + 1, b);
    out[3 * i] = b.x - a.x;
    out[3 * i + 1] = b.y - a.y;
    out[3 * i + 2] = b.z - a.z;
  });
  return out;
}

/** A fresh world holding `shapes` (as bodies 0…N−1, kinematic), with its handles. */
function buildWorld(raw, shapes) {
  const world = raw.createWorld();
  const handles = Int32Array.from(shapes, (shape) => world.addBody(shape));
  return { world, handles };
}

/**
 * The world's bodies as it holds them now: their shapes ({center, radius} or {min, max}), and the same as
 * flat numbers for drawing, 6 per object ([centre, radius, 0, 0] or [min, max]).
 */
function readBodies(world, handles, objects) {
  const shapes = Array.from(handles, (h) => world.getBody(h).shape);
  const flat = new Float32Array(6 * shapes.length);
  shapes.forEach((s, i) => {
    const o = 6 * i;
    if (objects[i].box) flat.set([s.min.x, s.min.y, s.min.z, s.max.x, s.max.y, s.max.z], o);
    else flat.set([s.center.x, s.center.y, s.center.z, s.radius], o);
  });
  return { shapes, flat };
}

/** The world's pair tests at frame 0 for several N, the other settings as now: the plot's measured curve. */
function measureCurve(raw, params) {
  return CURVE_N.map((n) => {
    const objects = makeObjects({ ...params, count: n });
    const { world, handles } = buildWorld(raw, startShapes(objects));
    try {
      world.setDisplacements(handles, frameDisplacements(objects, 0, new Float32Array(3 * n)));
      world.step();
      return { n, tests: world.stepInfo.pairsTested };
    } finally {
      world.dispose();
    }
  });
}

/** A tick on a log axis: 10^e as 10, 100, 1k, 10k, 100k, 1M, 10M. */
const powerOfTen = (e) => ['1', '10', '100', '1k', '10k', '100k', '1M', '10M'][Math.round(e)] ?? String(10 ** e);

/**
 * A time in ms; 0 means "below the timer's resolution" (browsers round performance.now(), often to 0.1 ms).
 */
const ms = (x, digits) => (x > 0 ? `${formatNumber(x, digits)} ms` : 'under the timer’s resolution');

/** "1,234" */
const count = (x) => x.toLocaleString('en');

export default {
  id: 'pairs',
  nav: 'pairs',
  title: 'Finding the pairs: N² tests or a grid',

  intro: String.raw`
    <p>Before any pair can be tested, we must decide which pairs to test. The plain answer is every pair
    once, object $i$ against every $j > i$:</p>
    $$\binom{N}{2} = \frac{N(N-1)}{2}\ \text{tests}$$
    <p>Double the objects and the tests quadruple: 400 objects need 79,800 tests per frame, 2,000 need
    1,999,000, though each object touches only a few neighbours. A <em>broadphase</em> cheaply throws out
    the pairs that cannot touch, and the narrowphase tests the rest.</p>
    <p>Objects move, so the broadphase must cover the whole frame: each object is replaced by its
    <em>swept box</em>, the smallest axis-aligned box that holds it at every moment $t \in [0, 1]$ of its
    motion by $\mathbf d$. For a straight motion it is the box around its boxes at the start and the
    end, per axis:</p>
    $$\mathbf{lo} = \min(\mathbf b_{\min},\, \mathbf b_{\min} + \mathbf d), \quad
      \mathbf{hi} = \max(\mathbf b_{\max},\, \mathbf b_{\max} + \mathbf d)$$
    <p>Two objects that touch at some $t$ are both inside their swept boxes at that moment, so swept boxes
    that do not overlap prove that the pair never meets during the frame. Overlapping swept boxes only
    make a candidate: the exact sweep of the narrowphase settles it.</p>
    <p>The world files the swept boxes in a <em>uniform grid</em> of cubes of edge $c$ (the core takes
    1.5 times the median box side), each box in the one cell that holds its lower corner:</p>
    $$\operatorname{cell}(\mathbf{lo}) = \bigl(\lfloor lo_x / c\rfloor,\ \lfloor lo_y / c\rfloor,\
      \lfloor lo_z / c\rfloor\bigr)$$
    <p>A box no wider than $c$ can overlap only boxes filed in its own cell or the 26 around it, so it is
    compared with the boxes of those cells alone (of half of them, 14, so that each pair is met once).
    Filing costs $O(N)$; with the objects spread at a bounded density, at most $k$ per cell, each box
    meets at most about $14k$ others, and the whole search is</p>
    $$T_{\text{grid}} \approx a N + b\,k N = O(N) \quad\text{instead of}\quad \tfrac12 N^2 .$$
    <p>Larger boxes go to coarser grids with cells twice as large. The bound is only as good as the
    density: that is why, above 120 objects, sizes and motions here shrink as $N^{-1/3}$ (the same scene
    seen from farther away). Switch that off and the same space fills up until the touching pairs
    themselves grow as $N^2$, which no broadphase can avoid.</p>
    <p>Both sides find the pairs touching at the frame's end, the loop with the core's contact test on
    every pair, the world with one <code>step()</code>, and the page compares the two lists pair by pair.
    The loop pays one call from JavaScript into WebAssembly per pair and is skipped above
    ${count(LOOP_LIMIT)} objects; the world runs up to ${count(MAX_OBJECTS)}. In frame 0 every touching pair
    begins; later frames report which pairs begin, stay and end.</p>`,

  legend: [
    { color: COLORS.a, label: 'sphere' },
    { color: COLORS.b, label: 'box', square: true },
    { color: COLORS.impact, label: 'in a touching pair (frame end)' },
    { color: COLORS.point, label: 'touching pair (centres joined)' },
    { color: COLORS.swept, label: 'swept box over the frame', ghost: true, square: true },
    { color: COLORS.wrong, label: 'pair the two methods disagree on' },
  ],

  params: { count: 400, boxes: 0.4, size: 0.34, seed: 2, shrink: true, swept: true, debug: false },
  paramControls: [
    { key: 'count', name: 'objects N', min: 2, max: MAX_OBJECTS, step: 1 },
    { key: 'boxes', name: 'share of boxes', min: 0, max: 1, step: 0.05 },
    { key: 'size', name: 'largest radius / half size', min: 0.1, max: 1, step: 0.05 },
    { key: 'seed', name: 'seed', min: 1, max: 99, step: 1 },
    { key: 'shrink', name: 'shrink sizes and motions as N grows (same density)' },
    { key: 'swept', name: 'show swept boxes' },
    { key: 'debug', name: 'debug drawing of the world at the frame end (sweepkit/three WorldHelper)' },
  ],

  view: { position: [1.5, 2.5, 15.5], target: [0, -0.3, 0], width: 14 },
  frameSeconds: 0.25,

  setup({ sk, raw, root, params, overlay }) {
    const objects = {
      spheres: draw.instanced('sphere', MAX_OBJECTS, { segments: 14 }),
      boxes: draw.instanced('box', MAX_OBJECTS),
      // Over everything: the centres they join are inside the objects.
      links: draw.lines(COLORS.point, MAX_LINES, { depthTest: false, transparent: true }),
      wrong: draw.lines(COLORS.wrong, MAX_LINES, { depthTest: false, transparent: true }),
      swept: draw.lines(COLORS.swept, MAX_OBJECTS * 12, { opacity: 0.35, depthWrite: false }),
      debug: new THREE.Group(), // the world's WorldHelper, made with each world (syncDebug)
    };
    objects.links.renderOrder = 9;
    objects.wrong.renderOrder = 10;
    root.add(...Object.values(objects));
    const meter = document.createElement('div');
    meter.className = 'counter';
    meter.setAttribute('role', 'status');
    meter.setAttribute('aria-label', 'Pair tests, touching pairs and times of both methods');
    overlay.append(meter);
    const plot = createPlot(overlay, { label: 'Pair tests per frame against N, log-log', width: 260, height: 164 });
    return {
      sk, raw, params, objects, plot, meter, key: '', curveKey: '', curve: [], sim: null, frame: null,
      recent: [], lastK: -2, avg: null, // times of the last frames played in order
    };
  },

  step(state, k) {
    const { params, raw, sk } = state;
    // What the bodies depend on (not the drawing options), and what the plot's curve depends on (not N).
    const { swept, debug, ...bodies } = params;
    const key = JSON.stringify(bodies);
    if (key !== state.key) {
      state.key = key;
      state.lastK = -2;
      dropWorld(state);
      const { count: _, ...rest } = bodies;
      const curveKey = JSON.stringify(rest);
      if (curveKey !== state.curveKey) {
        state.curveKey = curveKey;
        state.curve = measureCurve(raw, params);
      }
    }
    // The world after frame k: step it once from frame k − 1, or rebuild it and replay frames 0…k.
    if (state.sim && state.sim.next > k + 1) dropWorld(state);
    if (!state.sim) {
      const objects = makeObjects(params);
      const { world, handles } = buildWorld(raw, startShapes(objects));
      state.sim = {
        objects, world, handles,
        index: new Map(Array.from(handles, (h, i) => [h, i])),
        end: null, // the bodies as the world holds them after the last step shown: {shapes, flat}
        start: null, // before it
        d: new Float32Array(3 * objects.length),
        next: 0, // the frame the world steps next
        last: null, // what the last step found
        helper: null, // its WorldHelper while `debug` is on (syncDebug)
      };
    }
    const sim = state.sim;
    syncDebug(state);
    while (sim.next <= k) stepWorld(sim, sim.next === k);

    // The O(N²) loop on the same bodies at the frame's end, timed; then both lists of touching pairs compared.
    const { objects, last } = sim;
    const { shapes } = sim.end;
    const n = objects.length;
    let loop = null;
    if (n <= LOOP_LIMIT) {
      const pairs = [];
      let tests = 0;
      const begin = performance.now();
      for (let i = 0; i < n; i++) {
        const a = shapes[i];
        for (let j = i + 1; j < n; j++) {
          tests++;
          if (raw.contact(a, shapes[j]).hit) pairs.push(i, j);
        }
      }
      loop = { pairs, tests, ms: performance.now() - begin };
    }
    const disagree = loop ? differences(loop.pairs, last.pairs) : [];

    // The world's first touching pair, through the recording API (the generic contact, normal from i to j):
    // the readout's example, replayable.
    const [i, j] = last.pairs.length ? last.pairs : [0, 1];
    const example = n > 1 ? { i, j, result: sk.contact(shapes[i], shapes[j]) } : null;
    state.frame = { k, n, world: last, loop, disagree, example, result: example?.result ?? null };

    // Mean times over the last 30 frames computed while playing forward (a jump, new settings or the first
    // frame, whose loop runs before the JavaScript engine has optimised it, start afresh).
    if (k === state.lastK + 1) state.recent = [...state.recent.slice(-29), { loop: loop?.ms ?? NaN, world: last.ms }];
    else state.recent = [];
    state.lastK = k;
    const mean = (field) => state.recent.reduce((sum, r) => sum + r[field], 0) / state.recent.length;
    state.avg = { loop: mean('loop'), world: mean('world'), frames: state.recent.length };
  },

  draw(state, t) {
    const { objects: o, plot, params, meter, sim, curve } = state;
    const { n, world, loop, disagree } = state.frame;
    const { objects, d } = sim;
    const [start, end] = [sim.start.flat, sim.end.flat];
    const touching = new Uint8Array(n);
    for (const i of world.pairs) touching[i] = 1;
    const colors = { sphere: new THREE.Color(COLORS.a), box: new THREE.Color(COLORS.b), hit: new THREE.Color(COLORS.impact) };
    // Object i at time t of the frame: its centre moved by t·d from the start of the frame.
    const centres = new Float32Array(3 * n);
    for (let i = 0; i < n; i++) {
      const s = 6 * i;
      for (let a = 0; a < 3; a++) {
        const c = objects[i].box ? (start[s + a] + start[s + 3 + a]) / 2 : start[s + a];
        centres[3 * i + a] = c + t * d[3 * i + a];
      }
    }
    const at = new THREE.Vector3();
    const size = new THREE.Vector3();
    let spheres = 0;
    let boxes = 0;
    objects.forEach((object, i) => {
      const color = touching[i] ? colors.hit : object.box ? colors.box : colors.sphere;
      at.fromArray(centres, 3 * i);
      const s = 6 * i;
      if (object.box) draw.setInstance(o.boxes, boxes++, at, size.set(start[s + 3] - start[s], start[s + 4] - start[s + 1], start[s + 5] - start[s + 2]), color);
      else draw.setInstance(o.spheres, spheres++, at, start[s + 3], color);
    });
    o.spheres.count = spheres;
    o.boxes.count = boxes;
    draw.markInstancesChanged(o.spheres);
    draw.markInstancesChanged(o.boxes);

    setLinks(o.links, world.pairs, centres);
    setLinks(o.wrong, disagree.flatMap(({ i, j }) => [i, j]), centres);
    o.swept.visible = params.swept;
    if (params.swept) setSweptBoxes(o.swept, objects, start, end);

    // Log-log: N(N − 1)/2 against the world's measured pair tests (frame 0, several N) and this frame's.
    const lg = Math.log10;
    const points = curve.filter(({ tests }) => tests > 0).map(({ n: x, tests }) => ({ x: lg(x), y: lg(tests) }));
    plot.draw({
      x: [1, lg(MAX_OBJECTS * 1.25)], y: [0, 7.2],
      title: `N(N−1)/2 = ${count((n * (n - 1)) / 2)} · grid ${count(world.pairsTested)}`,
      xLabel: 'N',
      xTicks: [1, 2, 3],
      yTicks: [1, 3, 5, 7],
      xTickLabel: powerOfTen,
      yTickLabel: powerOfTen,
      curves: [{ f: (x) => lg((10 ** x * (10 ** x - 1)) / 2), color: COLORS.swept }],
      segments: points.slice(1).map((p, s) => ({ from: points[s], to: p, color: COLORS.a })),
      texts: [
        { x: 1.08, y: 3.7, text: 'N(N−1)/2', color: COLORS.swept },
        { x: lg(MAX_OBJECTS * 1.2), y: 1.3, text: 'grid, measured', color: COLORS.a, align: 'right' },
      ],
      dots: [
        ...points.map((p) => ({ ...p, color: COLORS.a })),
        { x: lg(Math.max(n, 10)), y: lg(Math.max(1, (n * (n - 1)) / 2)), color: COLORS.swept },
        { x: lg(Math.max(n, 10)), y: lg(Math.max(1, world.pairsTested)), color: COLORS.impact },
      ],
      description: `${n} objects: ${(n * (n - 1)) / 2} pair tests in the O(N²) loop, ${world.pairsTested} after the world's grid`,
    });

    const agree = !loop || disagree.length === 0;
    meter.innerHTML = `<strong>pair tests</strong> O(N²) ${loop ? count(loop.tests) : `skipped (N > ${count(LOOP_LIMIT)})`}`
      + ` · grid ${count(world.pairsTested)}`
      + `<br><strong>touching</strong> loop ${loop ? count(loop.pairs.length / 2) : '—'} · world ${count(world.touching)}`
      + (loop ? ` · <span class="${agree ? 'good' : 'bad'}">${agree ? 'same pairs' : `${disagree.length} differ`}</span>` : '')
      + `<br><strong>time</strong> loop ${loop ? ms(loop.ms, 2) : '—'} · world ${world.ms > 0 ? ms(world.ms, 3) : '&lt; timer resolution'}`
      + (state.avg.frames > 1
        ? ` <span title="mean of the last ${state.avg.frames} frames">(mean ${loop ? `${formatNumber(state.avg.loop, 2)} · ` : ''}${formatNumber(state.avg.world, 3)})</span>`
        : '')
      + `<br><strong>events</strong> begin ${world.begin} · stay ${world.stay} · end ${world.end}`;
  },

  readout(state, t) {
    const { k, n, world, loop, disagree, example } = state.frame;
    const all = (n * (n - 1)) / 2;
    const skipped = `skipped (N > ${count(LOOP_LIMIT)})`;
    const onlyLoop = disagree.filter((p) => p.in === 'loop').length;
    const rows = [
      frameRow(k),
      sliderRow(t),
      { key: 'objects', label: 'objects N', value: String(n) },
      { key: 'formula', label: 'N(N − 1)/2', value: String(all) },
      { key: 'tests', label: 'pair tests, O(N²) loop', value: loop ? String(loop.tests) : skipped },
      { key: 'world-tests', label: 'pair tests, world (grid)', value: String(world.pairsTested) },
      { key: 'share', label: 'grid tests / N(N − 1)/2', value: all ? `${formatNumber((100 * world.pairsTested) / all, 2)} %` : '—' },
      { key: 'pairs', label: 'touching pairs, loop', value: loop ? String(loop.pairs.length / 2) : skipped },
      { key: 'world-touching', label: 'touching pairs, world', value: String(world.touching) },
      {
        key: 'agree',
        label: 'same pairs?',
        value: !loop ? 'not compared (loop skipped)'
          : disagree.length === 0 ? 'yes'
            : `NO: ${onlyLoop} only in the loop, ${disagree.length - onlyLoop} only in the world`,
        alert: disagree.length > 0,
      },
      { key: 'begin', label: 'events: begin', value: `${world.begin}${world.transient ? ` (${world.transient} transient)` : ''}` },
      { key: 'stay', label: 'events: stay', value: String(world.stay) },
      { key: 'end', label: 'events: end', value: String(world.end) },
      { key: 'ms', label: 'loop time', value: loop ? ms(loop.ms, 3) : '—', volatile: true },
      { key: 'per-test', label: 'loop, per test', value: loop ? `${formatNumber((loop.ms * 1e6) / Math.max(1, loop.tests), 0)} ns` : '—', volatile: true },
      { key: 'world-ms', label: 'world step time', value: ms(world.ms, 3), volatile: true },
      { key: 'speed-up', label: 'world vs loop', value: loop && world.ms > 0 ? `${formatNumber(loop.ms / world.ms, 0)}× faster` : '—', volatile: true },
    ];
    if (example) {
      rows.push({ key: 'example', label: 'example pair', value: `${example.i} – ${example.j}` });
      rows.push(...contactRows(example.result, { prefix: 'ex-', normal: 'normal (i → j)' }).slice(0, 3));
    }
    return rows;
  },

  dispose(state) {
    dropWorld(state);
    state.meter.remove();
    state.plot.dispose();
    disposeAll(draw, state.objects);
  },
};

/** Disposes the scene's world, if any (a new one is built on demand), and its WorldHelper. */
function dropWorld(state) {
  if (state.sim?.helper) dropHelper(state.sim);
  state.sim?.world.dispose();
  state.sim = null;
}

/**
 * The debug drawing: with `debug` on, sweepkit/three's WorldHelper over the world's bodies, drawn after each frame's
 * step (every body's outline, that step's contacts and normals, the volumes swept over it); made for each world.
 */
function syncDebug(state) {
  const { sim, params, objects } = state;
  if (params.debug && !sim.helper) {
    sim.helper = new WorldHelper(sim.world, { normalLength: 0.3, segments: 16 });
    for (const h of sim.handles) sim.helper.addBody(h);
    objects.debug.add(sim.helper.update());
  } else if (!params.debug && sim.helper) {
    dropHelper(sim);
  }
}

function dropHelper(sim) {
  sim.helper.removeFromParent();
  sim.helper.dispose();
  sim.helper = null;
}

/**
 * Steps the world over frame `sim.next`: displacements in, one step. `record`: also read the bodies before
 * and after, time the step and read its events (the frame shown; replayed frames skip this).
 */
function stepWorld(sim, record) {
  const { objects, world, handles, d } = sim;
  frameDisplacements(objects, sim.next, d);
  if (record) sim.start = readBodies(world, handles, objects);
  if (record) sim.helper?.update(); // the bodies at the frame's start, for the swept volumes
  const begin = performance.now();
  world.setDisplacements(handles, d);
  world.step();
  const ms = performance.now() - begin;
  sim.next++;
  if (!record) return;
  sim.helper?.update();
  sim.end = readBodies(world, handles, objects);
  // Touching at the frame's end: a begin that is not transient, or a stay. Events come sorted by (a, b),
  // and handles grow with the object index, so the pairs come in the loop's order.
  const { count: events, ints, stride } = world.eventData();
  const last = { ms, ...world.stepInfo, pairs: [], begin: 0, transient: 0, stay: 0, end: 0 };
  for (let e = 0; e < events; e++) {
    const o = e * stride;
    const [type, flags] = [ints[o], ints[o + 1]];
    const transient = (flags & 1) !== 0;
    if (type === 0) last.begin++;
    if (type === 0 && transient) last.transient++;
    if (type === 1) last.stay++;
    if (type === 2) last.end++;
    if ((type === 0 && !transient) || type === 1) last.pairs.push(sim.index.get(ints[o + 2]), sim.index.get(ints[o + 3]));
  }
  sim.last = last;
}

/** The pairs in one sorted flat list [i0, j0, i1, j1, …] and not the other: [{i, j, in: 'loop' | 'world'}]. */
function differences(loopPairs, worldPairs) {
  const out = [];
  let a = 0;
  let b = 0;
  const key = (list, p) => list[p] * MAX_OBJECTS + list[p + 1];
  while (a < loopPairs.length || b < worldPairs.length) {
    const ka = a < loopPairs.length ? key(loopPairs, a) : Infinity;
    const kb = b < worldPairs.length ? key(worldPairs, b) : Infinity;
    if (ka === kb) {
      a += 2;
      b += 2;
    } else if (ka < kb) {
      out.push({ i: loopPairs[a], j: loopPairs[a + 1], in: 'loop' });
      a += 2;
    } else {
      out.push({ i: worldPairs[b], j: worldPairs[b + 1], in: 'world' });
      b += 2;
    }
  }
  return out;
}

/** Segments joining the centres of the pairs in `pairs` (flat [i, j, …]); `centres` holds 3 per object. */
function setLinks(segments, pairs, centres) {
  const buffer = draw.clearLines(segments);
  const lines = Math.min(pairs.length / 2, MAX_LINES);
  for (let p = 0; p < lines; p++) {
    const [a, b] = [3 * pairs[2 * p], 3 * pairs[2 * p + 1]];
    buffer.segment(centres[a], centres[a + 1], centres[a + 2], centres[b], centres[b + 1], centres[b + 2]);
  }
  buffer.commit();
}

/** The 12 edges of every object's box swept over the frame (the box around its start and end boxes). */
function setSweptBoxes(segments, objects, start, end) {
  const buffer = draw.clearLines(segments);
  const box = { min: { x: 0, y: 0, z: 0 }, max: { x: 0, y: 0, z: 0 } };
  const axes = ['x', 'y', 'z'];
  objects.forEach((object, i) => {
    const s = 6 * i;
    for (let a = 0; a < 3; a++) {
      const [min0, max0] = object.box ? [start[s + a], start[s + 3 + a]] : [start[s + a] - start[s + 3], start[s + a] + start[s + 3]];
      const [min1, max1] = object.box ? [end[s + a], end[s + 3 + a]] : [end[s + a] - end[s + 3], end[s + a] + end[s + 3]];
      box.min[axes[a]] = Math.min(min0, min1);
      box.max[axes[a]] = Math.max(max0, max1);
    }
    aabbLines(buffer, box);
  });
  buffer.commit();
}

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query), whether to play first (warm timings),
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: '',
  warm: true,
  expected(sk, params, k) {
    // A world of its own, fed frame by frame (one setDisplacement per body), stepped over frames 0…k.
    const objects = makeObjects(params);
    const n = objects.length;
    const world = sk.createWorld();
    const handles = startShapes(objects).map((shape) => world.addBody(shape));
    const d = new Float32Array(3 * n);
    for (let frame = 0; frame <= k; frame++) {
      frameDisplacements(objects, frame, d);
      handles.forEach((h, i) => world.setDisplacement(h, { x: d[3 * i], y: d[3 * i + 1], z: d[3 * i + 2] }));
      world.step();
    }
    const { pairsTested, touching } = world.stepInfo;
    const events = world.events();
    const shapes = handles.map((h) => world.getBody(h).shape); // the bodies at the frame's end
    world.dispose();
    const of = (type, transient) => events.filter((e) => e.type === type && (transient === undefined || e.transient === transient));
    const key = ({ a, b }) => `${handles.indexOf(a)} – ${handles.indexOf(b)}`;
    const worldPairs = [...of('begin', false), ...of('stay')].map(key).sort();

    // The O(N²) loop: the generic contact on every pair of the world's own bodies.
    const all = (n * (n - 1)) / 2;
    const skipped = `skipped (N > ${LOOP_LIMIT.toLocaleString('en')})`;
    const found = [];
    if (n <= LOOP_LIMIT) {
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (sk.contact(shapes[i], shapes[j]).hit) found.push(`${i} – ${j}`);
    }
    const transient = of('begin', true).length;
    const values = {
      objects: String(n),
      formula: String(all),
      tests: n <= LOOP_LIMIT ? String(all) : skipped,
      'world-tests': String(pairsTested),
      'world-touching': String(touching),
      pairs: n <= LOOP_LIMIT ? String(found.length) : skipped,
      agree: n <= LOOP_LIMIT ? (JSON.stringify(found.sort()) === JSON.stringify(worldPairs) ? 'yes' : 'no') : 'not compared (loop skipped)',
      begin: `${of('begin').length}${transient ? ` (${transient} transient)` : ''}`,
      stay: String(of('stay').length),
      end: String(of('end').length),
    };
    // The example: the world's first touching pair (events are sorted), its contact from i towards j.
    const first = [...of('begin', false), ...of('stay')].sort((p, q) => p.a - q.a || p.b - q.b)[0];
    const [i, j] = first ? [handles.indexOf(first.a), handles.indexOf(first.b)] : [0, 1];
    const { 'ex-hit': hit, 'ex-depth': depth, 'ex-normal': normal } = contactValues(sk.contact(shapes[i], shapes[j]), 'ex-');
    return { ...values, example: `${i} – ${j}`, 'ex-hit': hit, 'ex-depth': depth, 'ex-normal': normal };
  },
};
