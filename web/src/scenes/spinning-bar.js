// Scene "spinning-bar": a thin bar (an oriented box) turns half a turn per frame beside a small box. The
// core's rotation-aware sweep (sk.sweep with the motion {linear, angular}: conservative advancement) finds
// the first contact inside the frame; the translation-only sweep of the same bar (sk.sweep with the linear
// displacement alone) sees it only at its start orientation and misses. Every number shown comes from the
// core; the poses drawn (the bar at the frame's start and end, at t, and its tips' arcs) are the motion's
// definition (centre + τ·linear, rotation τ·angular), display only. The advancement's own steps come from
// sk.traceTimeOfImpact (the same computation as the rotating sweep): the bar ghosted at each step's t, and at the
// slider time the latest step's closest points and distance.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber } from '../format.js';
import { boxAround, COLORS, disposeAll, draggable, frameRow, sliderRow, sweepRows, vec, writeVec } from './shared.js';
import { sweepValues } from './spec-values.js';

/** The bar's half sizes: long along its local x, thin across. */
export const BAR_HALF = { x: 2, y: 0.05, z: 0.05 };
/** The box's half size. */
const BOX_HALF = [0.2, 0.2, 0.2];
/** Points on each tip's arc. */
const ARC = 48;
/** The most conservative-advancement steps the core takes (kTimeOfImpactMaxIterations): ghost bars kept. */
const MAX_STEPS = 50;

/** The bar's rotation vector over one frame: `spin` turns about +z. */
export const angularOf = (params) => ({ x: 0, y: 0, z: 2 * Math.PI * params.spin });

/** The bar's linear motion over one frame. */
export const linearOf = (params) => ({ x: params.linear[0], y: params.linear[1], z: params.linear[2] });

/**
 * The bar at time τ (frames since frame 0): {center, halfSize, rotation} with a quaternion rotation, as the
 * core reads it. Its pose at the start of frame k is its pose after k frames of its motion.
 */
export function barAt(params, tau) {
  const angle = (2 * Math.PI * params.spin * tau) % (2 * Math.PI);
  const q = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 0, 1), angle);
  const center = vec(params.start).addScaledVector(vec(params.linear), tau);
  return {
    center: { x: center.x, y: center.y, z: center.z },
    halfSize: { ...BAR_HALF },
    rotation: { x: q.x, y: q.y, z: q.z, w: q.w },
  };
}

/** The small box (it stays still). */
export const boxOf = (params) => boxAround(vec(params.box), BOX_HALF);

/** The two sweeps of frame k: rotating (linear and angular motion) and translation only. */
export function sweepsOf(api, params, k) {
  const bar = barAt(params, k);
  const box = boxOf(params);
  const still = { x: 0, y: 0, z: 0 };
  return {
    bar,
    box,
    rotating: api.sweep(bar, motionOf(params), box, still),
    translating: api.sweep(bar, linearOf(params), box, still),
    advance: api.traceTimeOfImpact(bar, motionOf(params), box, still),
  };
}

/** The bar's rotating motion over one frame, as sk.sweep and sk.traceTimeOfImpact take it. */
const motionOf = (params) => ({ linear: linearOf(params), angular: angularOf(params) });

/**
 * The advancement step shown at slider time t: the last of the trace's steps (in the order taken) measured at a
 * time <= t. @returns {{index, step}} (index 0 is the start, t = 0).
 */
export function advanceStepAt(trace, t) {
  let index = 0;
  trace.steps.forEach((step, i) => {
    if (step.t <= t) index = i;
  });
  return { index, step: trace.steps[index] };
}

/** The readout values of the advancement step at slider time t (shared by the readout and the e2e spec). */
export function advanceValues(trace, t) {
  const { index, step } = advanceStepAt(trace, t);
  return {
    'ca-step': `${index + 1} of ${trace.steps.length}, at t = ${formatNumber(step.t)}`,
    'ca-distance': step.distance,
  };
}

/** The bar's tips (local ±x ends) at time τ. */
function tipsAt(params, tau) {
  const { center, rotation } = barAt(params, tau);
  const q = new THREE.Quaternion().copy(rotation);
  return [1, -1].map((side) => new THREE.Vector3(side * BAR_HALF.x, 0, 0).applyQuaternion(q).add(center));
}

export default {
  id: 'spinning-bar',
  nav: 'spinning bar',
  title: 'A spinning bar: sweeping a rotating shape',

  intro: String.raw`
    <p>The bar turns half a turn in one frame. At the frame's start and at its end it lies flat, clear of
    the box; halfway it stands up straight through it. A sweep that only translates the bar (the way
    most engines cast a shape, rotating it afterwards) tests the bar at its start orientation along the
    linear motion, and misses: the rotated ends pass the box between two frames. Here the motion is
    $\{\mathbf v, \boldsymbol\omega\}$: $\mathbf v$ the displacement and $\boldsymbol\omega$ the rotation
    vector over the frame (axis × angle), about the bar's centre.</p>
    <p>The rotation-aware sweep is <em>conservative advancement</em> (Mirtich 1996; Box2D's
    <code>b2TimeOfImpact</code> bounds the motion the same way). At the current time it measures the
    distance $d$ between the shapes and the closest direction $\mathbf n$. No point of the bar moves
    towards the box faster than</p>
    $$\text{bound} = |\mathbf v \cdot \mathbf n| + |\boldsymbol\omega|\, r$$
    <p>($r$ the bar's largest distance from its centre), so the time can safely advance by</p>
    $$\Delta t = d \,/\, \text{bound}$$
    <p>and the shapes cannot touch before it. Repeated until $d$ is below a small tolerance, it stops at
    the first contact, never after it, or reaches $t = 1$: a miss.</p>
    <p>The grey ghosts are the bar at each step's $t$, as the core took them (<code>sk.traceTimeOfImpact</code>):
    long strides while the bar is far, ever shorter ones as $d$ shrinks. Move the slider: the panel names the
    step reached by then, and the view joins its two closest points.</p>`,

  legend: [
    { color: COLORS.a, label: 'bar at the frame start', square: true, ghost: true },
    { color: COLORS.end, label: 'bar at the frame end', square: true, ghost: true },
    { color: COLORS.impact, label: 'bar at the rotating sweep’s t', square: true },
    { color: COLORS.wrong, label: 'translation only: bar moved, not turned', square: true, ghost: true },
    { color: COLORS.now, label: 'bar at the slider time t', square: true, ghost: true },
    { color: COLORS.b, label: 'box (drag it)', square: true },
    { color: COLORS.swept, label: 'the tips’ paths over the frame' },
    { color: COLORS.point, label: 'contact point' },
    { color: COLORS.normal, label: 'contact normal (bar → box)' },
    { color: COLORS.muted, label: 'the bar at each advancement step’s t', square: true, ghost: true },
    { color: COLORS.end, label: 'closest points at the slider’s step: distance d', objects: ['caA', 'caB', 'caGap'] },
  ],

  params: { spin: 0.5, box: [0.1, 1.4, 0], linear: [0.1, 0, 0], start: [0, 0, 0] },
  paramControls: [
    { key: 'spin', name: 'spin (turns per frame)', min: -1, max: 1, step: 0.01 },
    { key: 'box', name: 'box centre', vector: true, min: -4, max: 4, step: 0.01 },
    { key: 'linear', name: 'bar linear motion', vector: true, min: -2, max: 2, step: 0.01, folder: 'bar' },
    { key: 'start', name: 'bar centre at frame 0', vector: true, min: -4, max: 4, step: 0.01, folder: 'bar' },
  ],

  view: { position: [0.6, -0.8, 9], target: [0.4, 0.2, 0], width: 6.5 },
  frameSeconds: 0.4,

  setup({ sk, root, params, drag, changed }) {
    const objects = {
      start: draw.box(COLORS.a, { opacity: 0.35 }),
      end: draw.box(COLORS.end, { opacity: 0.35 }),
      impact: draw.box(COLORS.impact),
      translated: draw.box(COLORS.wrong, { opacity: 0.3 }),
      now: draw.box(COLORS.now, { opacity: 0.5 }),
      box: draw.box(COLORS.b),
      arcA: draw.polyline(COLORS.swept, { dashed: true, opacity: 0.8, capacity: ARC + 1 }),
      arcB: draw.polyline(COLORS.swept, { dashed: true, opacity: 0.8, capacity: ARC + 1 }),
      point: draw.point(COLORS.point, 0.07),
      normal: draw.arrow(COLORS.normal),
      caA: draw.point(COLORS.end, 0.06),
      caB: draw.point(COLORS.end, 0.06),
      caGap: draw.segment(COLORS.end),
    };
    const ghosts = Array.from({ length: MAX_STEPS }, () => draw.box(COLORS.muted, { opacity: 0.12 }));
    const labels = {
      box: draw.label('box', COLORS.b),
      impact: draw.label('', COLORS.impact),
      translated: draw.label('translation only: miss', COLORS.wrong),
    };
    root.add(...Object.values(objects), ...Object.values(labels), ...ghosts);
    draggable(drag, changed, objects.box, (object) => writeVec(params.box, object.position));
    return { sk, params, objects, labels, ghosts, frame: null };
  },

  step(state, k) {
    state.frame = { k, ...sweepsOf(state.sk, state.params, k) };
  },

  /** The overlap test at time k + t of the motion (where the slider's bar is), and the advancement step there. */
  at(state, t) {
    const now = barAt(state.params, state.frame.k + t);
    state.frame.now = now;
    state.frame.overlapNow = state.sk.overlap(now, state.frame.box);
    state.frame.advanceStep = advanceStepAt(state.frame.advance, t);
  },

  draw(state) {
    const { objects: o, labels, params } = state;
    const { k, bar, box, rotating, translating, now } = state.frame;
    draw.setObb(o.start, bar);
    draw.setObb(o.end, barAt(params, k + 1));
    draw.setObb(o.now, now);
    draw.setBox(o.box, box);
    labels.box.position.copy(box.max).add(new THREE.Vector3(0.1, 0.2, 0));

    // The translation-only sweep moves the bar without turning it: its answer is about this pose.
    const moved = { ...bar, center: vec(params.linear).add(bar.center) };
    const atT = translating.hit ? { ...bar, center: translating.position } : moved;
    draw.setObb(o.translated, atT);
    draw.setLabel(labels.translated, `translation only: ${translating.hit ? `hit at t = ${formatNumber(translating.t, 3)}` : 'miss'}`);
    labels.translated.position.copy(atT.center).add(new THREE.Vector3(0, -0.35, 0));

    // The rotating sweep: the bar where its centre (the core's position) and its turn are at t.
    o.impact.visible = o.point.visible = o.normal.visible = labels.impact.visible = rotating.hit;
    if (rotating.hit) {
      draw.setObb(o.impact, { ...barAt(params, k + rotating.t), center: rotating.position });
      o.point.position.copy(rotating.point);
      draw.setArrow(o.normal, rotating.point, rotating.normal, 0.8);
      draw.setLabel(labels.impact, `rotating: hit at t = ${formatNumber(rotating.t, 3)}`);
      labels.impact.position.set(box.max.x + 1.4, box.min.y - 0.1, box.max.z); // beside the box, clear of the bar
    }

    // Each tip's path over the frame (an arc, or a spiral with linear motion).
    const paths = [[], []];
    for (let i = 0; i <= ARC; i++) tipsAt(params, k + i / ARC).forEach((tip, side) => paths[side].push(tip));
    draw.setPolyline(o.arcA, paths[0]);
    draw.setPolyline(o.arcB, paths[1]);

    // Conservative advancement: the bar at every step's t (where the core measured the distance), and at the
    // slider time the latest step's closest points, d apart.
    const { advance, advanceStep } = state.frame;
    state.ghosts.forEach((ghost, i) => {
      ghost.visible = i < advance.steps.length;
      if (ghost.visible) draw.setObb(ghost, barAt(params, k + advance.steps[i].t));
    });
    o.caA.position.copy(advanceStep.step.pointA);
    o.caB.position.copy(advanceStep.step.pointB);
    draw.setSegment(o.caGap, advanceStep.step.pointA, advanceStep.step.pointB);
  },

  readout(state, t) {
    const { k, rotating, translating, overlapNow, advance } = state.frame;
    const steps = advanceValues(advance, t);
    const omega = Math.abs(angularOf(state.params).z);
    const radius = Math.hypot(BAR_HALF.x, BAR_HALF.y, BAR_HALF.z);
    return [
      frameRow(k),
      sliderRow(t),
      { key: 'omega', label: '|ω| (rad per frame)', value: formatNumber(omega, 3) },
      { key: 'tip-bound', label: '|ω|·r: the tips’ speed', value: formatNumber(omega * radius, 3) },
      ...sweepRows(rotating, { prefix: 'rot-', position: 'centre at t', caption: 'rotating: ' }),
      ...sweepRows(translating, { prefix: 'trans-', position: 'centre at t', caption: 'translation only: ' }),
      { key: 'overlap-now', label: 'overlap at the slider time', value: String(overlapNow) },
      { key: 'ca-step', label: 'advancement step at the slider', value: steps['ca-step'] },
      { key: 'ca-distance', label: 'its distance d', value: formatNumber(steps['ca-distance']) },
    ];
  },

  dispose(state) {
    disposeAll(draw, state.objects, state.labels, state.ghosts);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): what the readout must show for frame k at slider time t,
 * asked of the JS API again (in Node, its own WebAssembly instance): the bar's pose after k frames swept
 * with its rotation and without, the overlap at time k + t, and the advancement step (sk.traceTimeOfImpact) at
 * the slider time t. Values: see spec-values.js.
 */
export const e2e = {
  shot: 'frame=0&t=0.5',
  expected(sk, params, k, t) {
    const bar = barAt(params, k);
    const box = boxOf(params);
    const still = { x: 0, y: 0, z: 0 };
    return {
      ...sweepValues(sk.sweep(bar, motionOf(params), box, still), { prefix: 'rot-' }),
      ...sweepValues(sk.sweep(bar, linearOf(params), box, still), { prefix: 'trans-' }),
      'overlap-now': sk.overlap(barAt(params, k + t), box),
      ...advanceValues(sk.traceTimeOfImpact(bar, motionOf(params), box, still), t),
    };
  },
};
