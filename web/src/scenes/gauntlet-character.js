// Scene "gauntlet-character": a capsule character (world.createCharacter) on the gauntlet, the published test
// course of common/gauntlet/course.js, stepped as the gauntlet's runner steps it (gauntlet-character-run.js). The
// scripted run walks one of the course's paths (or the keyboard walks: W A S D / arrows, Space to jump); each
// frame is one move, traced: the slider t walks the frame's legs (each sweep, the plane it stopped on, the motion
// clipped to it, and that sweep asked again of the plane alone through sk.sweepCapsulePlane). The path of the
// chosen rate (the gauntlet's rates of common/gauntlet/walk.js: 15, 30, 60 or 144 steps per second) is drawn
// beside the same walk at another rate, and the readout gives the distance between their end positions. The debug
// drawing is sweepkit/three's WorldHelper: one LineSegments for the whole World.
import * as THREE from 'three';
import { WorldHelper } from '../../../bindings/three/index.js';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { capsuleAt } from '../../../common/gauntlet/sweepkit_driver.js';
import { RATES, scriptedInput, walkFrames } from '../../../common/gauntlet/walk.js';
import { HOLD_SECONDS, createRun, keyboardInput, loadCourse, pathNamed, scriptedPath } from './gauntlet-character-run.js';
import { meshObject } from './mesh-draw.js';
import { COLORS, disposeAll, frameRow } from './shared.js';

/** Scripted paths longer than this many points are not drawn past it (4 s at 144 steps per second fit). */
const PATH_CAPACITY = 640;
const LANE = 6; // z between the course's lanes (m)
/** The view's centre is this far below the character's centre (m): the floor it walks on shows more. */
const FOLLOW_DROP = 0.5;

/** The rate the reference path is walked at: 144 steps per second, or 15 when the chosen rate is 144. */
export const referenceRate = (rate) => (rate === 144 ? 15 : 144);

/** Frame k's frame of the run: a scripted run starts again after its walk and a short stand; a walk never does. */
export function runFrame(params, path, k) {
  if (!params.scripted) return k;
  return k % (walkFrames(path, params.rate) + Math.round(HOLD_SECONDS * params.rate));
}

/** Which of a frame's n legs the slider time t shows: t in [i/n, (i + 1)/n) shows leg i (t = 1 the last). */
export const legIndex = (n, t) => Math.min(n - 1, Math.floor(t * n));

/**
 * A leg's contact plane {normal (out of the body, towards the character), constant}, through the contact point
 * the move reported for it (the collision with the leg's normal), or null for a leg that met nothing.
 */
export function legPlane(leg, collisions) {
  if (leg.t >= 1) return null;
  const n = leg.normal;
  const hit = collisions.find((c) => c.normal.x === n.x && c.normal.y === n.y && c.normal.z === n.z);
  if (!hit) return null;
  const p = hit.point;
  return { normal: { x: -n.x, y: -n.y, z: -n.z }, constant: n.x * p.x + n.y * p.y + n.z * p.z, point: p };
}

/** The leg shown at slider time t and its sweep asked again of its contact plane alone (through `api`), or null. */
export function legCheck(api, course, result, t) {
  const legs = result.legs;
  const index = legIndex(legs.length, t);
  const leg = legs[index];
  const plane = legPlane(leg, result.collisions);
  const alone = plane
    ? api.sweepCapsulePlane(capsuleAt(course, leg.start), leg.displacement, { normal: plane.normal, constant: plane.constant })
    : null;
  return { index, leg, plane, alone, next: legs[index + 1] ?? null };
}

/** Whether the move's `next` leg carries on from `leg`'s contact with the clipped motion (a slide after a slide). */
const clippedBy = (leg, next) => next !== null && leg.kind === 'slide' && next.kind === 'slide';

const v3 = (v) => new THREE.Vector3(v.x, v.y, v.z);

export default {
  id: 'gauntlet-character',
  nav: 'character on the gauntlet',
  title: 'Character on the gauntlet: a capsule controller, leg by leg',

  intro: String.raw`
    <p>The gauntlet is a test course for character controllers: stairs of 0.3 m, slopes of 30°, 45° and 50°,
    2° folds, a 1 cm wall, a corner, a V crease, a low ceiling and two moving platforms. A capsule character
    (<code>world.createCharacter</code>) walks one of its paths, the same walk the gauntlet's tests and benchmark
    run. Each frame the platforms move (<code>world.step()</code>), then the character asks for its walk plus
    gravity, $\mathbf d = (\mathbf v\,\Delta t,\ v_y\,\Delta t)$, and <code>character.move(d)</code> sweeps it in
    <em>legs</em>: sweep to the first contact at $t$ with normal $\mathbf n$, keep the rest of the motion clipped
    to the surface, sweep again:</p>
    $$\mathbf r = (1 - t)\,\mathbf d, \qquad \mathbf r' = \mathbf r - (\mathbf r \cdot \mathbf n)\,\mathbf n
      \quad (\mathbf r \cdot \mathbf n > 0)$$
    <p>Stairs add <em>stepUp</em>, <em>stepForward</em> and <em>stepDown</em> casts, a platform a <em>carry</em>
    leg, the ground a <em>snap</em>. Pause and slide $t$ to walk the frame's legs; each contact's sweep is asked
    again of its plane alone. Switch the rate: the path stays the same (the faint path is the same walk at another
    rate). Turn the scripted run off and press the Play button to walk with W A S D or the arrows, Space to jump (these
    keys then walk instead of stepping and playing); each frame's keys are kept, so stepping back replays the walk.</p>`,

  legend: [
    { color: COLORS.end, label: 'the character after the move', objects: ['character'] },
    { color: COLORS.a, label: 'the leg\'s start and its path at this rate', ghost: true, objects: ['legStart', 'path'] },
    { color: COLORS.impact, label: 'where the leg\'s sweep stopped', objects: ['legStop'] },
    { color: COLORS.swept, label: 'the leg\'s motion', objects: ['legMotion'] },
    { color: COLORS.normal, label: 'contact normal (character → body)', objects: ['normal'] },
    { color: COLORS.plane, label: 'the contact plane', objects: ['plane'] },
    { color: COLORS.now, label: 'the clipped motion (the next leg)', objects: ['clipped'] },
    { color: COLORS.muted, label: 'the same walk at the reference rate', objects: ['reference'] },
    { color: COLORS.b, label: 'kinematic platforms', square: true },
  ],

  params: { path: 'crease', rate: 60, scripted: true, debug: true, bvhDepth: 0 },
  paramControls: [
    { key: 'path', name: 'scripted path', options: Object.fromEntries(loadCourse().paths.map(({ name }) => [name, name])) },
    { key: 'rate', name: 'steps per second', options: Object.fromEntries(RATES.map((rate) => [`${rate} /s`, rate])) },
    { key: 'scripted', name: 'scripted run (off: walk with the keyboard)' },
    { key: 'debug', name: 'debug drawing (WorldHelper)' },
    { key: 'bvhDepth', name: 'its BVH level (0: none)', min: 0, max: 10, step: 1 },
  ],

  view: { position: [2, 7.5, 6.5], target: [5, 0.6, 0], width: 12 },
  frameSeconds: 1 / 60,

  setup({ sk, raw, root, params, view }) {
    const course = loadCourse();
    const objects = {
      course: meshObject(course.triangles, '#64748b', { opacity: 1, edgeOpacity: 0.12 }),
      platforms: new THREE.Group(),
      character: draw.capsule(COLORS.end, { opacity: 0.3 }),
      legStart: draw.capsule(COLORS.a, { opacity: 0.2 }),
      legStop: draw.capsule(COLORS.impact, { opacity: 0.35 }),
      legMotion: draw.segment(COLORS.swept),
      normal: draw.arrow(COLORS.normal),
      plane: draw.planeQuad(COLORS.plane, { size: 1.2, divisions: 4, opacity: 0.35 }),
      clipped: draw.arrow(COLORS.now),
      path: draw.polyline(COLORS.a, { capacity: PATH_CAPACITY }),
      reference: draw.polyline(COLORS.muted, { dashed: true, opacity: 0.6, capacity: PATH_CAPACITY }),
    };
    const boxes = course.platforms.map(() => draw.box(COLORS.b, { opacity: 0.6 }));
    objects.platforms.add(...boxes);
    root.add(...Object.values(objects));
    const state = {
      sk, raw, root, params, view, course, objects, boxes, key: '', run: null, helper: null, positions: [], inputs: [],
      paths: new Map(), frame: null, leg: null,
    };
    state.keyboard = keyboardInput(() => !state.params.scripted);
    return state;
  },

  step(state, k) {
    const { raw, params, course } = state;
    const path = pathNamed(course, params.path);
    const key = `${params.path}@${params.rate}:${params.scripted}`;
    if (key !== state.key) {
      state.key = key;
      state.inputs = [];
      resetRun(state, path);
    }
    const j = runFrame(params, path, k);
    if (state.frame?.j === j && state.run.frames === j + 1) {
      state.frame.k = k;
      return;
    }
    if (state.run.frames > j) resetRun(state, path);
    const inputAt = (i) => (params.scripted ? scriptedInput(path, params.rate, i) : (state.inputs[i] ??= state.keyboard.current()));
    while (state.run.frames < j) state.positions.push(state.run.advance(inputAt(state.run.frames)).position);
    const start = state.run.character.position;
    const result = state.run.advance(inputAt(j), true);
    state.positions.push(result.position);
    state.helper.setMoveResult(state.run.character, result).update();
    const rates = [params.rate, referenceRate(params.rate)].map((rate) => {
      const id = `${params.path}@${rate}`;
      if (!state.paths.has(id)) state.paths.set(id, scriptedPath(raw, course, path, rate));
      return state.paths.get(id);
    });
    state.frame = { k, j, path, start, result, scripted: rates[0], reference: rates[1] };
  },

  at(state, t) {
    state.leg = legCheck(state.sk, state.course, state.frame.result, t);
  },

  draw(state) {
    const { objects: o, root, params, course, frame, helper } = state;
    const { leg, plane, next } = state.leg;
    root.position.z = -LANE * Math.round(frame.path.start.z / LANE); // the path's lane in view
    if (params.debug) root.add(helper);
    else root.remove(helper);
    if (helper.show.bvh !== params.bvhDepth > 0 || (params.bvhDepth > 0 && helper.bvhDepth !== params.bvhDepth)) {
      helper.show.bvh = params.bvhDepth > 0;
      if (helper.show.bvh) helper.bvhDepth = params.bvhDepth;
      helper.update();
    }
    const capsule = (mesh, c) => {
      const s = capsuleAt(course, c);
      draw.setCapsule(mesh, v3(s.start), v3(s.end), s.radius);
    };
    capsule(o.character, frame.result.position);
    // The camera follows the character (keeping the angle the user orbited to): the paths run 9 m and more.
    const { x, y, z } = frame.result.position;
    state.view?.follow({ x, y: y - FOLLOW_DROP, z: z + root.position.z });
    const from = v3(leg.start);
    const d = v3(leg.displacement);
    const stop = from.clone().addScaledVector(d, leg.t);
    capsule(o.legStart, from);
    capsule(o.legStop, stop);
    draw.setSegment(o.legMotion, from, from.clone().add(d));
    o.normal.visible = o.plane.visible = plane !== null;
    if (plane) {
      draw.setArrow(o.normal, v3(plane.point).sub(v3(leg.normal).multiplyScalar(0.5)), v3(leg.normal), 0.5);
      draw.setPlaneQuad(o.plane, plane);
      o.plane.position.copy(plane.point);
    }
    o.clipped.visible = plane !== null && clippedBy(leg, next) && v3(next.displacement).lengthSq() > 1e-12;
    if (o.clipped.visible) {
      const r = v3(next.displacement);
      draw.setArrow(o.clipped, v3(next.start), r.clone().normalize(), Math.max(r.length(), 0.05));
    }
    const walked = params.scripted ? frame.scripted : state.positions;
    draw.setPolyline(o.path, walked.slice(-PATH_CAPACITY).map(v3));
    o.reference.visible = params.scripted;
    draw.setPolyline(o.reference, frame.reference.slice(0, PATH_CAPACITY).map(v3));
    const time = (frame.j + 1) / params.rate;
    course.platforms.forEach((p, i) => {
      const { center, yaw } = p.poseAt(time);
      draw.setObb(state.boxes[i], { center, halfSize: p.halfSize, rotation: new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), yaw) });
    });
  },

  readout(state) {
    const { params, course, frame } = state;
    const { index, leg, alone } = state.leg;
    const { result } = frame;
    const { radius, halfHeight } = course.capsule;
    const legs = result.legs;
    const end = frame.scripted.at(-1);
    const reference = frame.reference.at(-1);
    const mm = 1000 * Math.hypot(end.x - reference.x, end.y - reference.y, end.z - reference.z);
    const scripted = params.scripted;
    return [
      frameRow(frame.k),
      { key: 'run', label: 'run', value: `${scripted ? params.path : 'keyboard'}: move ${frame.j + 1}` },
      { key: 'position', label: 'centre after the move', value: formatVec(result.position, 4) },
      { key: 'feet', label: 'capsule bottom y', value: formatNumber(result.position.y - halfHeight - radius) },
      { key: 'grounded', label: 'grounded', value: String(result.grounded) },
      { key: 'ground-normal', label: 'ground normal', value: result.grounded ? formatVec(result.groundNormal) : '—' },
      { key: 'leg', label: 'leg (slide t)', value: `${index + 1} of ${legs.length}: ${legs.map((l) => l.kind).join(', ')}` },
      { key: 'leg-kind', label: 'its kind', value: leg.kind },
      { key: 'leg-t', label: 'its t', value: formatNumber(leg.t) },
      { key: 'leg-normal', label: 'its normal', value: leg.t < 1 ? formatVec(leg.normal) : '—' },
      { key: 'leg-start', label: 'its start (centre)', value: formatVec(leg.start, 4) },
      alone
        ? { key: 'plane-t', label: 'its plane alone: t', value: formatNumber(alone.t), from: alone, field: 't' }
        : { key: 'plane-t', label: 'its plane alone: t', value: '—' },
      { key: 'end', label: `end of the walk at ${params.rate} /s`, value: scripted ? formatVec(end, 4) : '—' },
      { key: 'ref-end', label: `at ${referenceRate(params.rate)} /s`, value: scripted ? formatVec(reference, 4) : '—' },
      // A path the gauntlet compares across rates must end within 1 mm at both (shown in red otherwise).
      { key: 'rate-diff', label: 'their distance (mm)', value: scripted ? mm.toFixed(3) : '—', alert: scripted && frame.path.compareRates === true && mm > 1 },
    ];
  },

  dispose(state) {
    state.keyboard.dispose();
    state.run?.dispose();
    state.helper?.dispose();
    disposeAll(draw, state.objects);
  },
};

/** A fresh run (World, platforms, character) from the path's start, with its debug drawing. */
function resetRun(state, path) {
  state.run?.dispose();
  state.helper?.removeFromParent();
  state.helper?.dispose();
  const run = createRun(state.raw, state.course, path, state.params.rate);
  const helper = new WorldHelper(run.world, { sk: state.raw, normalLength: 0.4 });
  helper.addBody(run.mesh, { triangles: state.course.triangles });
  for (const handle of run.platforms) helper.addBody(handle);
  helper.addCharacter(run.character);
  Object.assign(state, { run, helper, positions: [{ ...path.start }], frame: null });
}

/**
 * End-to-end spec (tests/e2e/scenes.test.js): frame k's move and the leg the slider shows, asked of the JS API
 * again in Node (its own World on the same course, the same scripted walk).
 */
export const e2e = {
  shot: 'path=stairs-up&frame=55&t=0.1',
  expected(sk, params, k, t) {
    const course = loadCourse();
    const path = pathNamed(course, params.path);
    const j = runFrame(params, path, k);
    const run = createRun(sk, course, path, params.rate);
    try {
      for (let i = 0; i < j; i++) run.advance(scriptedInput(path, params.rate, i));
      const result = run.advance(scriptedInput(path, params.rate, j), true);
      const { leg, alone } = legCheck(sk, course, result, t);
      return {
        position: result.position,
        grounded: result.grounded,
        'leg-kind': leg.kind,
        'leg-t': leg.t,
        'leg-start': leg.start,
        'leg-normal': leg.t < 1 ? leg.normal : '—',
        'plane-t': alone ? alone.t : '—',
        end: scriptedPath(sk, course, path, params.rate).at(-1),
      };
    } finally {
      run.dispose();
    }
  },
};
