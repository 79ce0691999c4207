// Scene "bvh-at-work": a ray or a sphere cast against the Stanford bunny (npm `bunny`: 3,674 triangles), and the BVH
// nodes its walk entered, level by level: frame k draws the boxes of the nodes entered at depths 1 … k + 1, those of
// depth k + 1 highlighted. The walk is the core's own (sk.traceMeshRaycast / sk.traceMeshSweep: raycast_mesh's and
// sweep_shape_mesh's node trace); the answer is mesh.raycast's / mesh.sweep's, asked again beside it. For the first
// node of the level, the entry time is also asked of the pair query alone (raycastAabb, or sweepAabbAabb of the
// sphere's box), as an independent check of the trace's.
import * as THREE from 'three';
import bunny from 'bunny';
import * as draw from '../render/debug-draw.js';
import { formatNumber } from '../format.js';
import { meshObject, setTriangle, triangleCorners, triangleMarker } from './mesh-draw.js';
import { withMesh } from './mesh-spec.js';
import { COLORS, disposeAll, frameRow, vec } from './shared.js';

/** Most node boxes drawn per group (earlier levels, this level). */
const MAX_BOXES = 512;
const ZERO = Object.freeze({ x: 0, y: 0, z: 0 });

/** The bunny as the flat arrays sk.createTriangleMesh takes. */
export function bunnyArrays() {
  return {
    positions: Float32Array.from(bunny.positions.flat()),
    indices: Uint32Array.from(bunny.cells.flat()),
  };
}

/** The query of the parameters: a ray from `from` through `to` (t = 1 at `to`), or a sphere moving from → to. */
export function queryOf(params) {
  const from = vec(params.from);
  const motion = vec(params.to).sub(from);
  return params.query === 'sphere'
    ? { kind: 'sphere', sphere: { center: from, radius: params.radius }, motion }
    : { kind: 'ray', ray: { origin: from, direction: motion } };
}

/** The query's trace (the walk and its answer) and the mesh's own answer to the same query. */
export function traceOf(api, mesh, query) {
  return query.kind === 'ray'
    ? { trace: api.traceMeshRaycast(mesh, query.ray), answer: mesh.raycast(query.ray) }
    : { trace: api.traceMeshSweep(mesh, query.sphere, query.motion), answer: mesh.sweep(query.sphere, query.motion) };
}

/** The deepest level the walk entered (1 for the root alone; 0 when it missed the root's box). */
export const deepestLevel = (trace) => trace.steps.reduce((d, s) => Math.max(d, s.depth), 0);

/** The level frame k shows: k + 1, held at the deepest level entered. */
export const levelOfFrame = (trace, k) => Math.min(k + 1, deepestLevel(trace));

/**
 * Frame k's counts: the nodes entered at the level, at it and above, and the triangles tested in those nodes.
 */
export function levelCounts(trace, level) {
  const upTo = trace.steps.filter((s) => s.depth <= level);
  return {
    atLevel: upTo.filter((s) => s.depth === level).length,
    upTo: upTo.length,
    tested: upTo.reduce((n, s) => n + s.tested, 0),
  };
}

/**
 * The entry time of a node's box asked of the pair queries alone, as the mesh walks enter nodes: the ray against
 * the box (raycastAabb); for a sphere, its bounding box swept against the box (sweepAabbAabb) and, for a box less
 * than 4 radii across, the later of that and the sphere swept against the box's bounding sphere (sweepSphereSphere).
 */
export function entryCheck(api, query, box) {
  if (query.kind === 'ray') return api.raycastAabb(query.ray, box, Infinity);
  const { center, radius } = query.sphere;
  const r = new THREE.Vector3(radius, radius, radius);
  const bounds = { min: new THREE.Vector3().copy(center).sub(r), max: new THREE.Vector3().copy(center).add(r) };
  const slabs = api.sweepAabbAabb(bounds, query.motion, box, ZERO);
  const diagonal = new THREE.Vector3().subVectors(box.max, box.min).length();
  if (!slabs.hit || diagonal >= 4 * radius) return slabs;
  const around = { center: new THREE.Vector3().addVectors(box.min, box.max).multiplyScalar(0.5), radius: diagonal / 2 };
  const ball = api.sweepSphereSphere(query.sphere, query.motion, around, ZERO);
  return ball.hit && ball.t > slabs.t ? ball : slabs;
}

/** Box outlines (draw.setBoxOutlines fills it), drawn over the bunny. */
function boxLines(color, opacity) {
  const lines = draw.lines(color, MAX_BOXES * 12, { opacity, depthTest: false });
  lines.renderOrder = 8;
  return lines;
}

export default {
  id: 'bvh-at-work',
  nav: 'BVH at work',
  title: 'A BVH at work: a ray and a sphere cast against the bunny',

  intro: String.raw`
    <p>The bunny's 3,674 triangles sit in a bounding volume hierarchy: each node's box holds its two children, each
    leaf a few triangles. A cast enters the root, then each child box it reaches, the nearer first, and skips any
    box it would enter after the closest hit found so far: the ray parameter (or the sphere's $t$) where it enters
    a box, $t_\text{enter}$, is a lower bound for every triangle inside, so</p>
    $$t_\text{enter}(\text{node}) > t_\text{best} \;\Rightarrow\; \text{skip the node}$$
    <p>Step through the levels: the boxes entered at this depth are highlighted, the earlier ones faint. A sphere
    cast sweeps its bounding box against the node boxes the same way (slab intervals). Against a box less than
    $4r$ across, the cube's corners reach up to $0.73\,r$ beyond the sphere, so the walk also asks when the sphere
    first meets the box's bounding sphere (radius $R$, half the diagonal: $|c(t) - m| = r + R$) and takes the later
    of the two times: on a terrain of cells smaller than the sphere, a cast grazing it enters far fewer leaves.</p>`,

  legend: [
    { color: COLORS.b, label: 'the bunny (npm bunny)', square: true, ghost: true },
    { color: COLORS.swept, label: 'node boxes entered at this level' },
    { color: COLORS.muted, label: 'node boxes entered at earlier levels' },
    { color: COLORS.a, label: 'the ray (or the sphere at its start and its path)' },
    { color: COLORS.impact, label: 'the hit: its triangle and point (the sphere at impact)' },
  ],

  params: { query: 'ray', from: [-9, 7, 7], to: [1, 3, -1], radius: 0.6 },
  paramControls: [
    { key: 'query', name: 'cast', options: { 'a ray': 'ray', 'a sphere': 'sphere' } },
    { key: 'from', name: 'from', vector: true, min: -15, max: 15, step: 0.1 },
    { key: 'to', name: 'towards (t = 1)', vector: true, min: -15, max: 15, step: 0.1 },
    { key: 'radius', name: 'sphere radius', min: 0.05, max: 2, step: 0.05 },
  ],

  view: { position: [-6, 12, 17], target: [-1.5, 4, 0], width: 16 },
  time: false, // frames only: nothing in it depends on the slider time t
  frameSeconds: 0.4,

  setup({ sk, raw, root, params }) {
    const arrays = bunnyArrays();
    const mesh = raw.createTriangleMesh(arrays.positions, arrays.indices);
    const objects = {
      bunny: meshObject(arrays, COLORS.b, { opacity: 0.35, edgeOpacity: 0.12 }),
      earlier: boxLines(COLORS.muted, 0.35),
      level: boxLines(COLORS.swept, 1),
      ray: draw.segment(COLORS.a),
      start: draw.sphere(COLORS.a, { opacity: 0.35 }),
      impact: draw.sphere(COLORS.impact, { opacity: 0.5 }),
      triangle: triangleMarker(COLORS.impact),
      point: draw.point(COLORS.point, 0.09),
    };
    root.add(...Object.values(objects));
    return { sk, raw, params, arrays, mesh, objects, labels: {}, frame: null };
  },

  step(state, k) {
    const query = queryOf(state.params);
    const { trace, answer } = traceOf(state.raw, state.mesh, query);
    const level = levelOfFrame(trace, k);
    const first = trace.steps.find((s) => s.depth === level);
    const check = first ? entryCheck(state.sk, query, first.box) : null;
    state.frame = { k, query, trace, answer, level, first, check };
  },

  draw(state) {
    const { objects: o, frame, arrays } = state;
    const { query, trace, answer, level } = frame;
    draw.setBoxOutlines(o.earlier, trace.steps.filter((s) => s.depth < level).slice(0, MAX_BOXES).map((s) => s.box));
    draw.setBoxOutlines(o.level, trace.steps.filter((s) => s.depth === level).slice(0, MAX_BOXES).map((s) => s.box));
    const sphere = query.kind === 'sphere';
    const from = sphere ? query.sphere.center : query.ray.origin;
    const along = sphere ? query.motion : query.ray.direction;
    const end = new THREE.Vector3().copy(from).addScaledVector(along, answer.hit ? answer.t : sphere ? 1 : 1.5);
    draw.setSegment(o.ray, from, end);
    o.start.visible = sphere;
    o.impact.visible = sphere && answer.hit;
    if (sphere) {
      draw.setSphere(o.start, from, query.sphere.radius);
      if (answer.hit) draw.setSphere(o.impact, answer.position, query.sphere.radius);
    }
    o.triangle.visible = o.point.visible = answer.hit;
    if (answer.hit) {
      setTriangle(o.triangle, triangleCorners(arrays, answer.triangle));
      o.point.position.copy(answer.point);
    }
  },

  readout(state) {
    const { k, trace, answer, level, first, check, query } = state.frame;
    const counts = levelCounts(trace, level);
    const what = query.kind === 'ray' ? 'raycastAabb' : 'sweepAabbAabb (and sweepSphereSphere)';
    return [
      frameRow(k),
      { key: 'level', label: `level shown (tree depth ${trace.depth})`, value: `${level} of ${deepestLevel(trace)} entered` },
      { key: 'at-level', label: 'nodes entered at this level', value: String(counts.atLevel) },
      { key: 'entered-so-far', label: 'nodes entered down to it', value: String(counts.upTo) },
      { key: 'tested-so-far', label: 'triangles tested down to it', value: String(counts.tested) },
      { key: 'visited', label: 'nodes entered by the whole walk', value: `${trace.steps.length} of ${trace.nodeCount}` },
      { key: 'tested', label: 'triangles tested by the whole walk', value: `${levelCounts(trace, Infinity).tested} of ${state.mesh.triangleCount}` },
      { key: 'first-node', label: 'first node entered at this level', value: first ? `node ${first.node}, t_enter ${formatNumber(first.tEnter)}` : '—' },
      ...(check ? [{ key: 'entry-t', label: `its entry t by ${what} alone`, value: formatNumber(check.t), from: check, field: 't' }] : []),
      { key: 'trace-t', label: 'hit t (the traced walk)', value: trace.hit ? formatNumber(trace.t) : 'miss' },
      { key: 't', label: `hit t (mesh.${query.kind === 'ray' ? 'raycast' : 'sweep'})`, value: answer.hit ? formatNumber(answer.t) : 'miss' },
      { key: 'triangle', label: 'triangle hit (input index)', value: answer.hit ? String(answer.triangle) : '—' },
    ];
  },

  dispose(state) {
    state.mesh.dispose();
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): frame k's level counts and hit, and the entry time of the level's
 * first node by the pair query alone, asked of the JS API again in Node (its own bunny mesh).
 */
export const e2e = {
  shot: 'frame=4',
  expected(sk, params, k) {
    const query = queryOf(params);
    const { trace, answer } = withMesh(sk, bunnyArrays(), (mesh) => traceOf(sk, mesh, query));
    const level = levelOfFrame(trace, k);
    const counts = levelCounts(trace, level);
    const first = trace.steps.find((s) => s.depth === level);
    return {
      'at-level': String(counts.atLevel),
      'entered-so-far': String(counts.upTo),
      'tested-so-far': String(counts.tested),
      visited: `${trace.steps.length} of ${trace.nodeCount}`,
      'entry-t': entryCheck(sk, query, first.box).t,
      t: answer.t,
      triangle: String(answer.triangle),
    };
  },
};
