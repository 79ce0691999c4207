// Scene "tunnelling": shots of a sphere and of a box fired at thin walls, in four lanes. In the two
// "discrete" lanes the only test is an overlap test at each frame end (overlapSphereAabb, overlapAabbAabb):
// a fast shot steps over the wall and flies on. In the two "sweep" lanes the test is the sweep over the frame
// (the generic sk.sweep, which is sweepSphereAabb or sweepAabbAabb here): the shot stops where it first
// touches. Counters add up, shot by shot,
// how many hits each test missed. Every answer comes from the core; shots are functions of the frame number.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber } from '../format.js';
import { boxAround, COLORS, disposeAll, draggable, frameRow } from './shared.js';

/** Shots start this far left of x = 0 (and frames per shot cover them to x = +START and beyond). */
const START = 5;
/** Golden-ratio sampling: each shot's frame ends fall at a different place relative to the wall. */
const PHI = 0.6180339887;

export const LANES = [
  { key: 'sphereDiscrete', shape: 'sphere', test: 'discrete', y: 2.55, title: 'sphere · discrete test' },
  { key: 'sphereSweep', shape: 'sphere', test: 'sweep', y: 0.85, title: 'sphere · sweep' },
  { key: 'boxDiscrete', shape: 'box', test: 'discrete', y: -0.85, title: 'box · discrete test' },
  { key: 'boxSweep', shape: 'box', test: 'sweep', y: -2.55, title: 'box · sweep' },
];

/** Frames per shot: enough to cross from −START to +START, and one more. */
export const framesPerShot = (speed) => Math.ceil((2 * START) / speed) + 1;

/** Where shot `s` is at the start of its frame j (centre x). */
function shotX(params, s, j) {
  const phase = (((s + 0.5) * PHI) % 1) * params.speed;
  return -START - phase + j * params.speed;
}

/** The wall of a lane: a thin box across it at x = params.wallX. */
const wallOf = (params, y) => new THREE.Box3(
  new THREE.Vector3(params.wallX - params.wall / 2, y - 0.75, -0.75),
  new THREE.Vector3(params.wallX + params.wall / 2, y + 0.75, 0.75),
);

/** The box of half size r around a centre. */
const cube = (center, r) => boxAround(center, new THREE.Vector3().setScalar(r));

/** The projectile of a lane with its centre at x: {center, radius} or {min, max}. */
function shapeAt(params, lane, x) {
  const center = new THREE.Vector3(x, lane.y, 0);
  return lane.shape === 'sphere' ? new THREE.Sphere(center, params.size) : cube(center, params.size);
}

/** Where a shot stopped (its centre x): at its first contact (sweep) or at the frame end that caught it. */
function stopX(params, lane, shot, whole) {
  return lane.test === 'sweep'
    ? shotX(params, shot, whole.stoppedAt) + whole.t * params.speed
    : shotX(params, shot, whole.stoppedAt + 1);
}

/**
 * Frame j of shot s in one lane: the shot at the frame's start (`shape`) and end (`end`), its displacement,
 * and the lane's wall.
 */
export function frameShapes(params, lane, s, j) {
  const x0 = shotX(params, s, j);
  return {
    shape: shapeAt(params, lane, x0),
    end: shapeAt(params, lane, x0 + params.speed),
    displacement: new THREE.Vector3(params.speed, 0, 0),
    wall: wallOf(params, lane.y),
  };
}

/**
 * Frame j of shot s in one lane: the core's answer. Discrete: does the shape overlap the wall at the frame's
 * end? Sweep: does it touch the wall during the frame, and when? Returns {hit, t, result, inputs}.
 */
function testFrame(api, params, lane, s, j) {
  const { shape, end, displacement: d, wall } = frameShapes(params, lane, s, j);
  if (lane.test === 'discrete') {
    const hit = lane.shape === 'sphere' ? api.overlapSphereAabb(end, wall) : api.overlapAabbAabb(end, wall);
    return { hit, t: 1, result: hit, inputs: { shape: end, wall } };
  }
  const still = new THREE.Vector3();
  const result = api.sweep(shape, d, wall, still); // sweepSphereAabb or sweepAabbAabb, by the shot's shape
  return { hit: result.hit, t: result.t, result, inputs: { shape, displacement: d, wall } };
}

/**
 * The whole of shot s in one lane: the frame it was stopped in (and at which t), or −1 when it flew
 * through; and `decided`, the frame from which its outcome is known (stopped, or past the wall).
 */
function runShot(api, params, lane, s) {
  const frames = framesPerShot(params.speed);
  for (let j = 0; j < frames; j++) {
    const { hit, t } = testFrame(api, params, lane, s, j);
    if (hit) return { stoppedAt: j, t, decided: j };
  }
  const past = params.wallX + params.wall / 2 + params.size;
  let decided = 0;
  while (decided < frames - 1 && shotX(params, s, decided + 1) <= past) decided++;
  return { stoppedAt: -1, t: 1, decided };
}

export default {
  id: 'tunnelling',
  nav: 'tunnelling',
  title: 'Tunnelling: a discrete test steps over a thin wall',

  intro: String.raw`
    <p>A game moves objects in steps: each frame the shot jumps $v\,\Delta t$ ahead. A discrete test only
    looks at where the shot is at the end of each step, so it can see the wall only if some frame ends with
    the centre inside a band of width $w + 2r$ around it ($w$ the wall's thickness, $r$ the shot's radius
    or half size). A step longer than that band can jump clean over it:</p>
    $$v\,\Delta t > w + 2r \;\Rightarrow\; \text{the hit can be missed}$$
    <p>The sweep tests the whole step at once: it finds the first $t \in [0, 1]$ at which the moving shape
    touches the wall, however fast it goes. Top lanes of each pair: discrete test, the shot flies on.
    Bottom lanes: sweep, the shot stops at its first contact. Slow the shots down to see the discrete
    test catch them again; click a wall to drag the walls along the lanes.</p>`,

  legend: [
    { color: COLORS.wall, label: 'thin wall', square: true },
    { color: COLORS.a, label: 'shot (at the slider time t)' },
    { color: COLORS.muted, label: 'where the discrete test looked', ghost: true },
    { color: COLORS.swept, label: 'swept volume of this frame', ghost: true },
    { color: COLORS.impact, label: 'first contact found by the sweep' },
    { color: COLORS.normal, label: 'caught by the discrete test' },
  ],

  params: { speed: 2.5, wall: 0.1, size: 0.3, wallX: 0 },
  paramControls: [
    { key: 'wallX', name: 'wall position x', min: -3, max: 3, step: 0.01 },
    { key: 'speed', name: 'speed (units per frame)', min: 0.2, max: 6, step: 0.05 },
    { key: 'wall', name: 'wall thickness w', min: 0.02, max: 1.5, step: 0.01 },
    { key: 'size', name: 'shot radius / half size r', min: 0.1, max: 0.8, step: 0.01 },
  ],

  view: { position: [0.4, 0.8, 15], target: [0, 0.35, 0], width: 13.5 },
  frameSeconds: 0.35,

  setup({ sk, raw, root, params, overlay, drag, changed }) {
    const lanes = LANES.map((lane) => {
      const make = (color, options) => (lane.shape === 'sphere' ? draw.sphere(color, options) : draw.box(color, options));
      const objects = {
        wall: draw.box(COLORS.wall, { opacity: 0.85 }),
        shot: make(COLORS.a),
        impact: make(COLORS.impact, { opacity: 0.55 }),
        swept: lane.shape === 'sphere'
          ? draw.capsule(COLORS.swept, { opacity: 0.15 })
          : draw.box(COLORS.swept, { opacity: 0.15, edges: false }),
        track: draw.segment(COLORS.muted, { dashed: true, opacity: 0.5 }),
        seen: Array.from({ length: 40 }, () => make(COLORS.muted, { opacity: 0.16 })),
      };
      const title = draw.label(lane.title, lane.test === 'discrete' ? COLORS.muted : COLORS.swept);
      const status = draw.label('', COLORS.muted);
      title.position.set(-3.6, lane.y + 0.95, 0);
      status.position.set(2.4, lane.y + 0.95, 0);
      root.add(objects.wall, objects.shot, objects.impact, objects.swept, objects.track, ...objects.seen, title, status);
      // Any wall drags all four along the lanes: the same experiment in every lane.
      draggable(drag, changed, objects.wall, (object) => {
        params.wallX = Math.round(Math.min(3, Math.max(-3, object.position.x)) * 1000) / 1000;
      }, { axes: 'X' });
      return { ...lane, objects, labels: { title, status } };
    });

    const counter = document.createElement('div');
    counter.className = 'counter';
    counter.setAttribute('role', 'status');
    counter.setAttribute('aria-label', 'Missed hits');
    overlay.append(counter);
    return { sk, raw, params, lanes, counter, shots: new Map(), shotsKey: '', frame: null };
  },

  step(state, k) {
    const { sk, raw, params } = state;
    // Outcomes of whole shots are kept until a parameter changes (they depend on nothing else).
    const key = JSON.stringify(params);
    if (key !== state.shotsKey) {
      state.shots.clear();
      state.shotsKey = key;
    }
    const outcome = (lane, s) => {
      const id = `${lane.key}:${s}`;
      if (!state.shots.has(id)) state.shots.set(id, runShot(raw, params, lane, s));
      return state.shots.get(id);
    };

    const frames = framesPerShot(params.speed);
    const shot = Math.floor(k / frames);
    const j = k % frames;
    const lanes = {};
    for (const lane of state.lanes) {
      const whole = outcome(lane, shot);
      // This frame's test (recorded for the readout), unless the shot was stopped in an earlier frame.
      const now = whole.stoppedAt >= 0 && whole.stoppedAt < j ? null : testFrame(sk, params, lane, shot, j);
      // Shots so far whose outcome is known: the earlier ones, and this one once stopped or past the wall.
      let decided = 0;
      let missed = 0;
      for (let s = 0; s <= shot; s++) {
        const o = outcome(lane, s);
        if (s === shot && j < o.decided) break;
        decided++;
        if (o.stoppedAt < 0) missed++;
      }
      lanes[lane.key] = { now, whole, decided, missed };
    }
    const sample = lanes.sphereSweep.now;
    state.frame = { k, shot, j, frames, lanes, result: sample?.result ?? null, inputs: sample?.inputs ?? null };
  },

  draw(state, t) {
    const { params } = state;
    const { shot, j, lanes } = state.frame;
    for (const lane of state.lanes) {
      const { objects: o, labels } = lane;
      const { now, whole } = lanes[lane.key];
      draw.setBox(o.wall, wallOf(params, lane.y));
      const x0 = shotX(params, shot, j);
      const stoppedBefore = whole.stoppedAt >= 0 && whole.stoppedAt < j;
      const stoppingNow = whole.stoppedAt === j;

      // Where the shot is at time t of this frame: once stopped, it stays.
      let x = x0 + t * params.speed;
      if (stoppedBefore) x = stopX(params, lane, shot, whole);
      else if (stoppingNow && lane.test === 'sweep') x = x0 + Math.min(t, whole.t) * params.speed;
      place(o.shot, shapeAt(params, lane, x));

      // The frame ends the discrete test looked at (so far in this shot).
      const looked = lane.test === 'discrete' ? (whole.stoppedAt >= 0 ? Math.min(j, whole.stoppedAt) : j) + 1 : 0;
      o.seen.forEach((ghost, i) => {
        ghost.visible = i < looked;
        if (ghost.visible) place(ghost, shapeAt(params, lane, shotX(params, shot, i + 1)));
      });
      const reach = START + params.speed;
      draw.setSegment(o.track, new THREE.Vector3(-reach, lane.y, 0), new THREE.Vector3(reach, lane.y, 0));

      // This frame's swept volume (sweep lanes), and the first contact.
      o.swept.visible = lane.test === 'sweep' && !stoppedBefore;
      if (o.swept.visible) {
        const a = new THREE.Vector3(x0, lane.y, 0);
        const b = new THREE.Vector3(x0 + params.speed, lane.y, 0);
        if (lane.shape === 'sphere') draw.setCapsule(o.swept, a, b, params.size);
        else draw.setBox(o.swept, cube(a, params.size).union(cube(b, params.size)));
      }
      const stopped = whole.stoppedAt >= 0 && whole.stoppedAt <= j;
      o.impact.visible = stopped && lane.test === 'sweep';
      if (o.impact.visible) place(o.impact, shapeAt(params, lane, stopX(params, lane, shot, whole)), 1.01);
      // Caught by the discrete test: green; stopped by the sweep (the shot at its first contact): red, the
      // colour of the first contact it sits in (a blue shot inside the red ghost would blend to neither).
      const atContact = lane.test === 'sweep' && (stoppedBefore || (stoppingNow && t >= whole.t));
      o.shot.material.color.set(stopped && lane.test === 'discrete' ? COLORS.normal : atContact ? COLORS.impact : COLORS.a);

      const [text, color] = laneStatus(lane, now, whole, j);
      draw.setLabel(labels.status, text, color);
    }
    const count = ({ missed, decided }, tone) => `<b class="${tone}">${missed}</b>/${decided}`;
    const l = state.frame.lanes;
    state.counter.innerHTML = '<strong>missed hits</strong> (of shots that reached the wall)<br>'
      + `discrete: sphere ${count(l.sphereDiscrete, 'bad')}, box ${count(l.boxDiscrete, 'bad')}<br>`
      + `sweep: sphere ${count(l.sphereSweep, 'good')}, box ${count(l.boxSweep, 'good')}`;
  },

  readout(state) {
    const { k, shot, j, frames, lanes } = state.frame;
    const { params } = state;
    const band = params.wall + 2 * params.size;
    const rows = [
      frameRow(k),
      { key: 'shot', label: 'shot, frame in shot', value: `${shot}, ${j} of ${frames}` },
      {
        key: 'band',
        label: 'step vs w + 2r',
        value: `${formatNumber(params.speed, 2)} vs ${formatNumber(band, 2)}: ${params.speed > band ? 'can' : 'cannot'} tunnel`,
      },
    ];
    for (const lane of state.lanes) {
      const { now, whole, missed, decided } = lanes[lane.key];
      const prefix = `${lane.shape}-${lane.test}`;
      const stopped = `stopped in frame ${whole.stoppedAt}`;
      if (lane.test === 'discrete') {
        const value = now ? (now.hit ? 'hit' : 'miss') : stopped;
        rows.push({ key: prefix, label: `${lane.shape}: overlap at frame end`, value });
      } else if (!now) {
        rows.push({ key: `${prefix}-status`, label: `${lane.shape}: sweep status`, value: stopped });
        rows.push({ key: `${prefix}-t`, label: `${lane.shape}: sweep t`, value: `${formatNumber(whole.t)} (then)` });
      } else {
        const { result } = now;
        rows.push({ key: `${prefix}-status`, label: `${lane.shape}: sweep status`, value: result.status, from: result, field: 'status' });
        rows.push({ key: `${prefix}-t`, label: `${lane.shape}: sweep t`, value: formatNumber(result.t), from: result, field: 't' });
      }
      rows.push({ key: `${prefix}-missed`, label: `${lane.shape}: ${lane.test} missed`, value: `${missed} of ${decided} shots` });
    }
    return rows;
  },

  dispose(state) {
    state.counter.remove();
    for (const lane of state.lanes) {
      const { seen, ...rest } = lane.objects;
      disposeAll(draw, rest, lane.labels, seen);
    }
  },
};

/** Puts a sphere or box marker on a shape ({center, radius} or {min, max}), optionally a little larger. */
function place(mesh, shape, grow = 1) {
  if (shape.radius !== undefined) draw.setSphere(mesh, shape.center, shape.radius * grow);
  else draw.setBox(mesh, grow === 1 ? shape : shape.clone().expandByScalar((grow - 1) * 0.3));
}

/** The label beside a lane's wall: what its test says about this frame. */
function laneStatus(lane, now, whole, j) {
  if (lane.test === 'discrete') {
    if (!now || whole.stoppedAt === j) return ['caught at a frame end ✓', COLORS.normal];
    if (whole.stoppedAt < 0 && j >= whole.decided) return ['missed: flew through ✗', COLORS.impact];
    return [now.hit ? 'overlap at frame end' : 'frame end: no overlap', COLORS.muted];
  }
  if (!now) return ['stopped at first contact ✓', COLORS.swept];
  if (now.hit) return [`hit at t = ${formatNumber(now.t, 3)} ✓`, COLORS.swept];
  if (whole.stoppedAt < 0 && j >= whole.decided) return ['missed ✗', COLORS.impact];
  return ['sweep: no contact this frame', COLORS.muted];
}

/**
 * End-to-end spec (tests/e2e/scenes.test.js): the state the screenshot shows (a URL query), the frames Step forward takes,
 * and what the readout must show for frame k at slider time t, asked of the JS API again (in Node, its own
 * WebAssembly instance): which query answers which question, and how its answer becomes the readout's
 * numbers, is written out here again, apart from step() and readout(). Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=52&t=0.6',
  steps: 2,
  expected(sk, params, k) {
    // Valid while no shot has been stopped in an earlier frame of its run (the first frames of a shot).
    const frames = framesPerShot(params.speed);
    const [shot, j] = [Math.floor(k / frames), k % frames];
    const values = {};
    for (const lane of LANES) {
      const { shape, end, displacement, wall } = frameShapes(params, lane, shot, j);
      const still = { x: 0, y: 0, z: 0 };
      const prefix = `${lane.shape}-${lane.test}`;
      if (lane.test === 'discrete') {
        const hit = lane.shape === 'sphere' ? sk.overlapSphereAabb(end, wall) : sk.overlapAabbAabb(end, wall);
        values[prefix] = hit ? 'hit' : 'miss';
      } else {
        const hit = lane.shape === 'sphere'
          ? sk.sweepSphereAabb(shape, displacement, wall, still)
          : sk.sweepAabbAabb(shape, displacement, wall, still);
        values[`${prefix}-status`] = hit.status;
        values[`${prefix}-t`] = hit.t;
      }
    }
    return values;
  },
};
