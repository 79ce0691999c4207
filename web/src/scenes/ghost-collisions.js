// Scene "ghost-collisions": a ball sliding over a tessellated floor with gentle folds, two copies side by side: on
// the left the mesh is built with internal-edge handling off (sk.createTriangleMesh(…, {fixInternalEdges: false}):
// every edge active), on the right with it on (the default). Frame k is one step of the slide at `speed` m/s and
// 60 Hz: the ball, sunk 0.1 mm into the floor (a resting contact after a solver's drift), swept by the step with a
// 1 mm drop against each mesh (TriangleMesh.sweep), as tests/core/mesh/sweep_mesh_test.cpp's expect_face_normals
// does. A contact whose normal is more than 0.5° off the normal of the triangle it names is a ghost collision:
// drawn in red and counted. Every answer is the core's; the face normals are the input triangles' own.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { faceNormal, foldedFloor, groundHeight } from '../../../common/folded_floor.js';
import { meshObject, setTriangle, triangleMarker } from './mesh-draw.js';
import { COLORS, disposeAll, frameRow, sweepRows } from './shared.js';
import { sweepValues } from './spec-values.js';

/** A contact normal further than this from its triangle's face normal is a ghost (degrees; the bound). */
export const GHOST_DEGREES = 0.5;
/** Cells of each floor across (x) and along the slide (−z). */
const WIDTH = 5;
const LENGTH = 16;
/** The slide runs from s = 1 m to LENGTH − 1 m along −z, where the ball is on the floor with room to spare. */
const START = 1;
/** Steps per second of the slide (the step is speed / HZ metres). */
const HZ = 60;
/** The drop of each step's sweep (metres): enough to keep the sunk ball touching. */
const DROP = 1e-3;
/** Where the ball crosses each floor: this far from its left edge (not on a grid line). */
const LANE = 2.37;

/** The two floors: edge handling off on the left, on on the right. */
export const SIDES = [
  { key: 'off', x0: -WIDTH - 0.5, fixInternalEdges: false, title: 'left', label: 'edge handling off' },
  { key: 'on', x0: 0.5, fixInternalEdges: true, title: 'right', label: 'edge handling on' },
];

/** The frames of one slide along the floor (frame k shows step k mod frameCount). */
export const frameCount = (params) => Math.floor((LENGTH - 2 * START) / (params.speed / HZ)) + 1;

/** Both floors' arrays (positions, indices, heights) for the parameters, by side key. */
export function floorsOf(params) {
  return Object.fromEntries(SIDES.map(({ key, x0 }) =>
    [key, foldedFloor({ width: WIDTH, length: LENGTH, x0, foldDegrees: params.fold, seed: params.seed })]));
}

/** Builds both floors' meshes in the core (dispose them with disposeMeshes). */
export function meshesOf(api, floors) {
  return Object.fromEntries(SIDES.map(({ key, fixInternalEdges }) =>
    [key, api.createTriangleMesh(floors[key].positions, floors[key].indices, { fixInternalEdges })]));
}

export const disposeMeshes = (meshes) => Object.values(meshes).forEach((mesh) => mesh.dispose());

/** Step j of the slide on one side: the ball {center, radius} at its start and its motion over the step. */
export function ballAt(params, floor, x0, j) {
  const s = START + (j * params.speed) / HZ;
  const y = groundHeight(floor.heights, s) + params.radius - params.sink / 1000;
  return {
    ball: { center: { x: x0 + LANE, y, z: -s }, radius: params.radius },
    motion: { x: 0, y: -DROP, z: -params.speed / HZ },
  };
}

/** The angle (degrees) between a sweep's normal (ball → mesh) and the face normal of the triangle it names. */
export function angleOffFace(floor, hit) {
  const f = faceNormal(floor, hit.triangle);
  const cos = -(hit.normal.x * f[0] + hit.normal.y * f[1] + hit.normal.z * f[2]);
  return (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
}

/** Step j on one side: the mesh's sweep, its angle off the face normal, and whether that makes it a ghost. */
function sweepStep(params, floor, mesh, x0, j) {
  const { ball, motion } = ballAt(params, floor, x0, j);
  const hit = mesh.sweep(ball, motion);
  const angle = hit.hit ? angleOffFace(floor, hit) : 0;
  return { ball, motion, hit, angle, ghost: hit.hit && angle > GHOST_DEGREES };
}

/** The plane {normal, constant} of input triangle `triangle`, normal up (its counter-clockwise side). */
function facePlane(floor, triangle) {
  const [x, y, z] = faceNormal(floor, triangle);
  const i = 3 * floor.indices[3 * triangle];
  const p = floor.positions;
  return { normal: { x, y, z }, constant: -(x * p[i] + y * p[i + 1] + z * p[i + 2]) };
}

/**
 * Frame k: steps 0 … j (j = k mod frameCount) on both sides, the ghosts among them, and for step j the ball swept
 * against the plane of the face the right side touched (`api.sweepSpherePlane`: the answer without any edge).
 * `api` makes that one call (the playground passes its recording API); the meshes make the rest.
 */
export function ghostFrame(api, params, floors, meshes, k) {
  const j = k % frameCount(params);
  const sides = {};
  for (const { key, x0 } of SIDES) {
    const steps = [];
    for (let i = 0; i <= j; i++) steps.push(sweepStep(params, floors[key], meshes[key], x0, i));
    sides[key] = { steps, now: steps[j], ghosts: steps.filter((step) => step.ghost).length };
  }
  const { ball, motion, hit } = sides.on.now;
  const plane = hit.hit ? api.sweepSpherePlane(ball, motion, facePlane(floors.on, hit.triangle)) : null;
  return { k, j, sides, plane };
}

/** Ghosts over the whole slide on one side (every step of frameCount). */
export function ghostsOverSlide(params, floor, mesh, x0) {
  let ghosts = 0;
  for (let j = 0; j < frameCount(params); j++) ghosts += sweepStep(params, floor, mesh, x0, j).ghost;
  return ghosts;
}

const degrees = (angle) => `${formatNumber(angle, 3)}°`;
const featureText = (hit) => (hit.hit ? `${hit.feature} of triangle ${hit.triangle}` : 'miss');
const countText = (ghosts, steps) => `${ghosts} of ${steps} steps`;

/** The readout values of one side (keys prefixed by its key), as text or {x, y, z}. */
function sideValues(key, side, whole) {
  const { hit, angle } = side.now;
  return {
    [`${key}-feature`]: featureText(hit),
    [`${key}-normal`]: hit.hit ? hit.normal : '—',
    [`${key}-angle`]: hit.hit ? degrees(angle) : '—',
    [`${key}-ghosts`]: countText(side.ghosts, side.steps.length),
    [`${key}-ghosts-slide`]: whole,
  };
}

const ARROW_LENGTH = 0.5;
/** The rows of the face plane's sweep the readout shows (its t is 0 and its point under the centre: left out). */
const PLANE_ROWS = ['plane-position', 'plane-normal'];

export default {
  id: 'ghost-collisions',
  nav: 'ghost collisions',
  title: 'Ghost collisions: a ball sliding over a folded floor',

  intro: String.raw`
    <p>Both floors are the same triangles: cells folded by $2°$ at every other line, split along random
    diagonals. The ball rests $0.1$ mm into the floor and each step sweeps it $\frac{1}{6}$ m on with a $1$ mm
    drop. Against a lone triangle, an edge answers with the direction to its nearest point, which is not the face
    normal: a <i>ghost collision</i> that kicks a sliding ball. On the left every edge is active; on the right
    (the default) edges between faces within the flat angle answer with the face normal, so every contact
    normal $\mathbf n$ keeps</p>
    $$\theta = \arccos(-\mathbf n\cdot\mathbf n_\text{face}) \le 0.5°$$
    <p>Step through the slide: each step's normal is drawn where it touched, red when it is a ghost.</p>`,

  legend: [
    { color: COLORS.b, label: 'the floor (same triangles both sides)', square: true, ghost: true },
    { color: COLORS.a, label: 'the ball at this step', ghost: true },
    { color: COLORS.normal, label: 'contact normal, drawn out of the floor (within 0.5° of the face)' },
    { color: COLORS.impact, label: 'ghost collision: normal > 0.5° off the face, its triangle' },
    { color: COLORS.swept, label: 'the triangle touched this step' },
  ],

  params: { speed: 10, fold: 2, seed: 7, radius: 0.5, sink: 0.1 },
  paramControls: [
    { key: 'speed', name: 'speed (m/s at 60 steps/s)', min: 2, max: 30, step: 0.5 },
    { key: 'fold', name: 'fold angle (°)', min: 0, max: 4, step: 0.5 },
    { key: 'seed', name: 'diagonals seed', min: 1, max: 99, step: 1 },
    { key: 'radius', name: 'ball radius (m)', min: 0.2, max: 1, step: 0.05 },
    { key: 'sink', name: 'ball sunk into the floor (mm)', min: 0, max: 1, step: 0.05 },
  ],

  view: { position: [0, 10, 8.5], target: [0, 0, -7.5], width: 12.5 },
  time: false, // frames only: nothing in it depends on the slider time t
  frameSeconds: 0.25,

  setup({ sk, raw, root, params }) {
    const objects = {};
    const labels = {};
    for (const { key, label } of SIDES) {
      objects[`${key}-ball`] = draw.sphere(COLORS.a, { opacity: 0.45 });
      objects[`${key}-touched`] = triangleMarker(COLORS.swept, { opacity: 0.7 });
      objects[`${key}-point`] = draw.point(COLORS.point, 0.05);
      labels[key] = draw.label(label, COLORS.muted);
    }
    root.add(...Object.values(objects), ...Object.values(labels));
    return { sk, raw, root, params, objects, labels, arrows: { off: [], on: [] }, floorKey: '', frame: null };
  },

  step(state, k) {
    const { params } = state;
    const floorKey = JSON.stringify([params.fold, params.seed]);
    if (floorKey !== state.floorKey) {
      // The floors depend on the fold and the seed only: rebuilt (meshes and drawings) when they change.
      if (state.meshes) {
        disposeMeshes(state.meshes);
        disposeAll(draw, state.floorObjects);
      }
      state.floors = floorsOf(params);
      state.meshes = meshesOf(state.raw, state.floors);
      state.floorObjects = Object.fromEntries(SIDES.map(({ key }) => [key, meshObject(state.floors[key], COLORS.b)]));
      state.root.add(...Object.values(state.floorObjects));
      state.floorKey = floorKey;
    }
    const slideKey = JSON.stringify(params);
    if (slideKey !== state.slideKey) {
      state.slide = Object.fromEntries(SIDES.map(({ key, x0 }) =>
        [key, ghostsOverSlide(params, state.floors[key], state.meshes[key], x0)]));
      state.slideKey = slideKey;
    }
    state.frame = ghostFrame(state.sk, params, state.floors, state.meshes, k);
  },

  draw(state) {
    const { objects: o, labels, frame, floors, root, arrows } = state;
    for (const { key, x0 } of SIDES) {
      const side = frame.sides[key];
      const { hit, ball, ghost } = side.now;
      draw.setSphere(o[`${key}-ball`], hit.hit ? hit.position : ball.center, ball.radius);
      o[`${key}-touched`].visible = o[`${key}-point`].visible = hit.hit;
      if (hit.hit) {
        const corners = [0, 1, 2].map((c) => {
          const i = 3 * floors[key].indices[3 * hit.triangle + c];
          return new THREE.Vector3().fromArray(floors[key].positions, i);
        });
        setTriangle(o[`${key}-touched`], corners);
        o[`${key}-touched`].material.color.set(ghost ? COLORS.impact : COLORS.swept);
        o[`${key}-point`].position.copy(hit.point);
      }
      // One arrow per step so far, from its contact point along −normal (out of the floor).
      while (arrows[key].length < side.steps.length) {
        const arrow = draw.arrow(COLORS.normal);
        arrows[key].push(arrow);
        root.add(arrow);
      }
      arrows[key].forEach((arrow, i) => {
        const step = side.steps[i];
        arrow.visible = Boolean(step?.hit.hit);
        if (!arrow.visible) return;
        const up = new THREE.Vector3().copy(step.hit.normal).negate();
        draw.setArrow(arrow, step.hit.point, up, step.ghost ? ARROW_LENGTH * 1.5 : ARROW_LENGTH);
        arrow.setColor(step.ghost ? COLORS.impact : COLORS.normal);
      });
      // At the far end, each beside the gap between the floors, on its own floor's side of it: however narrow
      // the view, the two never overlap.
      const inner = x0 < 0 ? x0 + WIDTH : x0;
      labels[key].center.set(x0 < 0 ? 1 : 0, 0.5);
      labels[key].position.set(inner, 0.6, -LENGTH - 0.5);
    }
  },

  readout(state) {
    const { frame, slide, params } = state;
    const { k, j, sides, plane } = frame;
    const steps = frameCount(params);
    const rows = [frameRow(k), { key: 'step', label: 'step of the slide', value: `${j + 1} of ${steps}` }];
    const labels = { feature: 'touched', normal: 'normal', angle: 'off the face by', ghosts: 'ghosts so far', 'ghosts-slide': 'ghosts, whole slide' };
    for (const { key, title } of SIDES) {
      const values = sideValues(key, sides[key], countText(slide[key], steps));
      for (const [name, label] of Object.entries(labels)) {
        const value = values[`${key}-${name}`];
        rows.push({ key: `${key}-${name}`, label: `${title}: ${label}`, value: typeof value === 'object' ? formatVec(value) : value });
      }
    }
    // The right face's plane alone (sweepSpherePlane): the ball's centre and the plane's normal, to compare.
    if (plane) rows.push(...sweepRows(plane, { prefix: 'plane-', caption: 'plane alone: ', position: 'centre' }).filter((row) => PLANE_ROWS.includes(row.key)));
    return rows;
  },

  dispose(state) {
    if (state.meshes) disposeMeshes(state.meshes);
    disposeAll(draw, state.objects, state.labels, state.floorObjects ?? {});
    for (const arrow of [...state.arrows.off, ...state.arrows.on]) draw.disposeObject(arrow);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): frame k's values on both sides and the face plane's sweep, asked of
 * the JS API again in Node (its own meshes, the same triangles).
 */
export const e2e = {
  shot: 'frame=12',
  steps: 12, // the ball on a grid line across the slope: a ghost on the left
  expected(sk, params, k) {
    const floors = floorsOf(params);
    const meshes = meshesOf(sk, floors);
    try {
      const frame = ghostFrame(sk, params, floors, meshes, k);
      const steps = frameCount(params);
      const values = {};
      for (const { key, x0 } of SIDES) {
        Object.assign(values, sideValues(key, frame.sides[key], countText(ghostsOverSlide(params, floors[key], meshes[key], x0), steps)));
      }
      const plane = frame.plane ? sweepValues(frame.plane, { prefix: 'plane-' }) : {};
      return { ...values, ...Object.fromEntries(PLANE_ROWS.map((key) => [key, plane[key]])) };
    } finally {
      disposeMeshes(meshes);
    }
  },
};
