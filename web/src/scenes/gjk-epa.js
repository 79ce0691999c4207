// Scene "gjk-epa": GJK and EPA step by step. An oriented box A and a shape B (a capsule, a box or a sphere; drag
// either, turn them with the sliders); beside them their Minkowski difference B − A (the cores' difference, hulled
// by the core's quickhull) with the origin marked. Frame 0 is the question (is the origin in B − A?); frames 1, 2, …
// are the core's own iterations (sk.traceGjk: the computation of sk.contact): GJK's simplex, its point closest to
// the origin, the search direction and the new support point, then EPA's polytope growing until its face nearest
// the origin gives the depth. Every point and number shown is the core's; the hull is drawn from the core's faces.
import * as THREE from 'three';
import * as draw from '../render/debug-draw.js';
import { lines, points, setLines, setPoints, setTriangles, triangles } from '../render/polytope-draw.js';
import { formatNumber, formatVec } from '../format.js';
import { COLORS, disposeAll, draggable, frameRow, vec, writeVec } from './shared.js';

/** Where B − A is drawn: its origin sits here, beside the shapes. */
export const OFFSET = new THREE.Vector3(5, 0, 0);
const Z = new THREE.Vector3(0, 0, 1);
/** Most faces an EPA polytope of the scene's shapes reaches (its wireframe's capacity). */
const MAX_FACES = 128;

const turn = (degrees) => {
  const q = new THREE.Quaternion().setFromAxisAngle(Z, THREE.MathUtils.degToRad(degrees));
  return { x: q.x, y: q.y, z: q.z, w: q.w };
};
const plainVec = (array) => ({ x: array[0], y: array[1], z: array[2] });

/**
 * The two shapes as the core reads them: A an oriented box turned by `angleA` degrees about z; B, by `pair`, a
 * capsule (half length `halfB[0]` along its turned x, radius `radiusB`), an oriented box or a sphere.
 */
export function shapesOf(params) {
  const a = { center: plainVec(params.a), halfSize: plainVec(params.halfA), rotation: turn(params.angleA) };
  const center = vec(params.b);
  let b;
  if (params.pair === 'capsule') {
    const half = new THREE.Vector3(params.halfB[0], 0, 0).applyAxisAngle(Z, THREE.MathUtils.degToRad(params.angleB));
    const start = center.clone().sub(half);
    const end = center.clone().add(half);
    b = { start: { x: start.x, y: start.y, z: start.z }, end: { x: end.x, y: end.y, z: end.z }, radius: params.radiusB };
  } else if (params.pair === 'obb') {
    b = { center: plainVec(params.b), halfSize: plainVec(params.halfB), rotation: turn(params.angleB) };
  } else {
    b = { center: plainVec(params.b), radius: params.radiusB };
  }
  return { a, b };
}

/** The core points of a shape (world): a box's corners, a capsule's segment ends, a sphere's centre. Display only. */
function corePoints(shape) {
  if (shape.start) return [vec([shape.start.x, shape.start.y, shape.start.z]), vec([shape.end.x, shape.end.y, shape.end.z])];
  if (!shape.halfSize) return [new THREE.Vector3().copy(shape.center)];
  const q = new THREE.Quaternion().copy(shape.rotation);
  const points = [];
  for (let i = 0; i < 8; i++) {
    const h = shape.halfSize;
    const local = new THREE.Vector3(i & 1 ? h.x : -h.x, i & 2 ? h.y : -h.y, i & 4 ? h.z : -h.z);
    points.push(local.applyQuaternion(q).add(shape.center));
  }
  return points;
}

/** The number of frames that show a step: frame 0, then one per GJK step and one per EPA step. */
export const stepCount = (trace) => trace.gjk.steps.length + (trace.epa?.steps.length ?? 0);

/**
 * What frame k shows of a trace: {phase, gjk?, epa?, index, of}. Frame 0 shows no step; frames past the last
 * step show the last one.
 */
export function stepAt(trace, k) {
  if (k === 0) return { phase: 'B − A and the origin' };
  const g = trace.gjk.steps.length;
  const e = trace.epa?.steps.length ?? 0;
  const i = Math.min(k, g + e) - 1;
  if (i < g) return { phase: `GJK iteration ${i + 1} of ${g}`, gjk: trace.gjk.steps[i] };
  return { phase: `EPA iteration ${i - g + 1} of ${e}`, epa: trace.epa.steps[i - g] };
}

/**
 * The readout values of a step, as text or numbers: shared by the readout and the end-to-end spec, so both say
 * the same of the core's numbers.
 */
export function stepValues(step) {
  if (step.gjk) {
    const { simplex, closest, direction, support } = step.gjk;
    return {
      phase: step.phase,
      feature: `simplex of ${simplex.length} point${simplex.length > 1 ? 's' : ''}`,
      closest,
      'step-distance': Math.hypot(closest.x, closest.y, closest.z),
      direction: direction ?? '—',
      support: support ?? '—',
    };
  }
  if (step.epa) {
    const { triangles, closestFace, distance, support } = step.epa;
    // The face's outward unit normal n (EPA's next search direction) and the origin's projection on its plane, n·d.
    const [p, q, r] = triangles[closestFace].map((point) => vec([point.x, point.y, point.z]));
    const n = new THREE.Vector3().crossVectors(q.clone().sub(p), r.clone().sub(p)).normalize();
    const plain = (v) => ({ x: v.x, y: v.y, z: v.z });
    return {
      phase: step.phase,
      feature: `polytope of ${triangles.length} faces`,
      closest: plain(n.clone().multiplyScalar(distance)),
      'step-distance': distance,
      direction: plain(n),
      support,
    };
  }
  return { phase: step.phase, feature: '—', closest: '—', 'step-distance': '—', direction: '—', support: '—' };
}

/** Every edge of a simplex of 1–4 points (a point: none). */
function simplexEdges(points) {
  const edges = [];
  for (let i = 0; i < points.length; i++) for (let j = i + 1; j < points.length; j++) edges.push([points[i], points[j]]);
  return edges;
}

/** The three edges of each triangle. */
const triangleEdges = (list) => list.flatMap(([p, q, r]) => [[p, q], [q, r], [r, p]]);

/** The Minkowski difference of the cores, B − A (a convex hull built by the core from the pairwise differences). */
function minkowskiHull(raw, a, b) {
  const pa = corePoints(a);
  const points = corePoints(b).flatMap((q) => pa.map((p) => ({ x: q.x - p.x, y: q.y - p.y, z: q.z - p.z })));
  return raw.createConvexHull(points);
}

/** Vertex i of a hull, local space. */
const hullVertex = (hull, i) => ({ x: hull.vertices[3 * i], y: hull.vertices[3 * i + 1], z: hull.vertices[3 * i + 2] });

/** A hull's faces as triangles (fans), in its local space (the hull is not moved). */
function hullTriangles(hull) {
  const at = (i) => hullVertex(hull, i);
  return hull.faces.flatMap(({ vertices }) => vertices.slice(1, -1).map((v, i) => [at(vertices[0]), at(v), at(vertices[i + 2])]));
}

/** A hull's face outlines as segments, local space. */
const hullEdges = (hull) => hull.faces.flatMap(({ vertices }) =>
  vertices.map((v, i) => [hullVertex(hull, v), hullVertex(hull, vertices[(i + 1) % vertices.length])]));

export default {
  id: 'gjk-epa',
  nav: 'GJK and EPA',
  title: 'GJK and EPA, step by step',

  intro: String.raw`
    <p>Two convex shapes overlap exactly when their <em>Minkowski difference</em>
    $B - A = \{\mathbf b - \mathbf a\}$ holds the origin, and their distance is the distance from the origin to
    it. GJK (Gilbert, Johnson, Keerthi 1988) never builds $B - A$: it asks for <em>support points</em>, the
    furthest point along a direction, $s(\mathbf d) = s_B(\mathbf d) - s_A(-\mathbf d)$, and keeps a simplex
    (1 to 4 of them). Each iteration finds the simplex's point $\mathbf v$ closest to the origin, drops the
    vertices it does not need, and adds the support point along $-\mathbf v$. It stops when the new point gets
    no closer than</p>
    $$\|\mathbf v\|^2 - \mathbf v\cdot s(-\mathbf v) \le \varepsilon\,\|\mathbf v\|^2$$
    <p>(van den Bergen 1999), or when the simplex holds the origin: the cores overlap. Then EPA (van den
    Bergen 2001; Ericson, <em>Real-Time Collision Detection</em> §9.5) grows that simplex into a polytope inside
    $B - A$: it takes the face nearest the origin, adds the support point beyond it, and repeats until no point
    lies further out. That face's distance is the penetration depth, its normal the contact normal.</p>
    <p>Here $B - A$ is drawn beside the shapes, the origin marked. A capsule's or a sphere's core is its
    segment or centre: the shapes' difference is this hull rounded by the radius. Step forward through the
    iterations; drag the shapes or turn them, and pick the pair, under Parameters.</p>`,

  legend: [
    { color: COLORS.a, label: 'A (an oriented box)', square: true, ghost: true },
    { color: COLORS.b, label: 'B', square: true, ghost: true },
    { color: COLORS.muted, label: 'B − A (cores), and its origin', square: true, ghost: true, objects: ['hull'] },
    { color: COLORS.now, label: 'GJK simplex / EPA polytope', objects: ['simplex', 'vertices', 'polytope'] },
    { color: COLORS.point, label: 'closest point v / nearest face', objects: ['closest', 'face'] },
    { color: COLORS.normal, label: 'search direction (−v; EPA: the face’s normal)', objects: ['direction'] },
    { color: COLORS.impact, label: 'new support point', objects: ['support'] },
    { color: COLORS.end, label: 'the simplex’s points on A and on B', objects: ['onA', 'onB'] },
  ],

  params: {
    pair: 'capsule', a: [0, 0, 0], b: [0.9, 0.6, 0], angleA: 20, angleB: -35, halfA: [1, 0.6, 0.5],
    halfB: [0.8, 0.4, 0.4], radiusB: 0.3,
  },
  paramControls: [
    { key: 'pair', name: 'B is', options: { 'a capsule': 'capsule', 'an oriented box': 'obb', 'a sphere': 'sphere' } },
    { key: 'angleA', name: 'A turned about z (°)', min: -180, max: 180, step: 1 },
    { key: 'angleB', name: 'B turned about z (°)', min: -180, max: 180, step: 1 },
    { key: 'radiusB', name: 'B radius (capsule, sphere)', min: 0.05, max: 1.5, step: 0.01 },
    { key: 'a', name: 'A centre', vector: true, min: -4, max: 4, step: 0.01, folder: 'positions' },
    { key: 'b', name: 'B centre', vector: true, min: -4, max: 4, step: 0.01, folder: 'positions' },
    { key: 'halfA', name: 'A half size', vector: true, min: 0.1, max: 2, step: 0.05, folder: 'sizes' },
    { key: 'halfB', name: 'B half size (x: capsule half length)', vector: true, min: 0.1, max: 2, step: 0.05, folder: 'sizes' },
  ],

  view: { position: [3.2, -1.2, 11], target: [3, 0.3, 0], width: 10.5 },
  time: false, // frames only: nothing in it depends on the slider time t

  setup({ sk, raw, root, params, drag, changed }) {
    const objects = {
      a: draw.box(COLORS.a, { opacity: 0.35 }),
      bBox: draw.box(COLORS.b, { opacity: 0.35 }),
      bCapsule: draw.capsule(COLORS.b, { opacity: 0.35 }),
      bSphere: draw.sphere(COLORS.b, { opacity: 0.35 }),
      hull: triangles(COLORS.muted, 512, 0.18),
      hullEdges: lines(COLORS.muted, 1024, { opacity: 0.6 }),
      origin: draw.point(COLORS.wall, 0.09),
      simplex: lines(COLORS.now, 6),
      polytope: lines(COLORS.now, 3 * MAX_FACES, { opacity: 0.85 }),
      face: triangles(COLORS.point, 1, 0.55),
      vertices: points(COLORS.now, 4),
      closest: draw.point(COLORS.point, 0.08),
      toClosest: draw.segment(COLORS.point, { dashed: true }),
      direction: draw.arrow(COLORS.normal),
      support: draw.point(COLORS.impact, 0.09),
      onA: points(COLORS.end, 4),
      onB: points(COLORS.end, 4),
      witness: draw.segment(COLORS.end, { dashed: true }),
    };
    const labels = {
      a: draw.label('A', COLORS.a),
      b: draw.label('B', COLORS.b),
      hull: draw.label('B − A', COLORS.muted),
      origin: draw.label('origin', COLORS.wall),
    };
    root.add(...Object.values(objects), ...Object.values(labels));
    const state = { sk, raw, params, objects, labels, frame: null, hull: null, hullKey: '' };
    draggable(drag, changed, objects.a, (object) => writeVec(params.a, object.position));
    for (const shape of [objects.bBox, objects.bCapsule, objects.bSphere]) {
      draggable(drag, changed, shape, (object) => writeVec(params.b, object.position));
    }
    return state;
  },

  step(state, k) {
    const { a, b } = shapesOf(state.params);
    const key = JSON.stringify([a, b]);
    if (state.hullKey !== key) {
      state.hull?.dispose();
      state.hull = minkowskiHull(state.raw, a, b);
      state.hullKey = key;
    }
    const contact = state.sk.contact(a, b);
    const trace = k > 0 ? state.sk.traceGjk(a, b) : null;
    state.frame = { k, a, b, contact, trace, step: trace ? stepAt(trace, k) : stepAt(null, 0) };
  },

  draw(state) {
    const { objects: o, labels, params } = state;
    const { a, b, step } = state.frame;
    draw.setObb(o.a, a);
    o.bBox.visible = params.pair === 'obb';
    o.bCapsule.visible = params.pair === 'capsule';
    o.bSphere.visible = params.pair === 'sphere';
    if (params.pair === 'obb') draw.setObb(o.bBox, b);
    else if (params.pair === 'capsule') draw.setCapsule(o.bCapsule, b.start, b.end, b.radius);
    else draw.setSphere(o.bSphere, b.center, b.radius);
    const bCenter = vec(params.b);
    labels.a.position.copy(a.center).add(new THREE.Vector3(-0.5, -1.0, 0));
    labels.b.position.copy(bCenter).add(new THREE.Vector3(0.4, 0.9, 0));

    const hullTris = hullTriangles(state.hull);
    setTriangles(o.hull, hullTris, OFFSET);
    setLines(o.hullEdges, hullEdges(state.hull), OFFSET);
    o.origin.position.copy(OFFSET);
    labels.origin.position.copy(OFFSET).add(new THREE.Vector3(0, -0.45, 0));
    const top = hullTris.flat().reduce((m, p) => Math.max(m, p.y), -Infinity);
    labels.hull.position.copy(OFFSET).add(new THREE.Vector3(vec(params.b).x - vec(params.a).x, top + 0.4, 0));

    const gjk = step.gjk;
    const epa = step.epa;
    const shifted = (p) => new THREE.Vector3().copy(p).add(OFFSET);
    o.simplex.visible = o.closest.visible = o.toClosest.visible = o.vertices.visible = Boolean(gjk);
    o.onA.visible = o.onB.visible = o.witness.visible = Boolean(gjk);
    o.polytope.visible = o.face.visible = Boolean(epa);
    o.direction.visible = Boolean(gjk?.direction || epa);
    o.support.visible = Boolean(gjk?.support || epa);
    if (gjk) {
      const ws = gjk.simplex.map((v) => v.w);
      setLines(o.simplex, simplexEdges(ws), OFFSET);
      setPoints(o.vertices, gjk.simplex.map((v) => shifted(v.w)));
      setPoints(o.onA, gjk.simplex.map((v) => v.pointA));
      setPoints(o.onB, gjk.simplex.map((v) => v.pointB));
      o.closest.position.copy(shifted(gjk.closest));
      draw.setSegment(o.toClosest, OFFSET, shifted(gjk.closest));
      // The closest point's witnesses: Σ weight · pointA on A, Σ weight · pointB on B (|difference| = |v|).
      const witness = (key) => gjk.simplex.reduce((s, v) => s.addScaledVector(v[key], v.weight), new THREE.Vector3());
      draw.setSegment(o.witness, witness('pointA'), witness('pointB'));
      if (gjk.direction) draw.setArrow(o.direction, shifted(gjk.closest), gjk.direction, 0.9);
      if (gjk.support) o.support.position.copy(shifted(gjk.support));
    }
    if (epa) {
      setLines(o.polytope, triangleEdges(epa.triangles), OFFSET);
      setTriangles(o.face, [epa.triangles[epa.closestFace]], OFFSET);
      o.support.position.copy(shifted(epa.support));
      // EPA's search direction: the nearest face's outward normal, from the origin's projection on it.
      const { closest, direction } = stepValues(step);
      draw.setArrow(o.direction, shifted(closest), direction, 0.9);
    }
  },

  readout(state) {
    const { k, contact, trace, step } = state.frame;
    const values = stepValues(step);
    const show = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? formatNumber(value) : formatVec(value));
    const traced = (key, label, field, format) => (trace && trace[field] !== undefined
      ? { key, label, value: format(trace[field]), from: trace, field }
      : { key, label, value: '—' });
    return [
      frameRow(k),
      { key: 'phase', label: 'step', value: values.phase },
      { key: 'feature', label: 'simplex / polytope', value: values.feature },
      { key: 'closest', label: 'closest point v / EPA: n·d', value: show(values.closest) },
      { key: 'step-distance', label: '|v| / EPA: face distance d', value: show(values['step-distance']) },
      { key: 'direction', label: 'search direction −v / EPA: n', value: show(values.direction) },
      { key: 'support', label: 'new support point', value: show(values.support) },
      traced('overlapping', 'traced: overlapping', 'overlapping', String),
      traced('distance', 'traced: distance', 'distance', (x) => formatNumber(x)),
      traced('depth', 'traced: depth (EPA + radii)', 'depth', (x) => formatNumber(x)),
      { key: 'contact-depth', label: 'sk.contact depth', value: formatNumber(contact.depth), from: contact, field: 'depth' },
      {
        key: 'contact-normal', label: 'sk.contact normal (A → B)',
        value: contact.hit ? formatVec(contact.normal) : '—', from: contact, field: 'normal',
      },
    ];
  },

  dispose(state) {
    state.hull?.dispose();
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): what the readout must show at frame k, asked of the JS API again
 * (in Node, its own WebAssembly instance): sk.contact of the two shapes and, from frame 1, sk.traceGjk's step
 * k (stepAt) and its answer, shown as the readout formats them (stepValues).
 */
export const e2e = {
  shot: 'frame=3',
  expected(sk, params, k) {
    const { a, b } = shapesOf(params);
    const contact = sk.contact(a, b);
    const trace = k > 0 ? sk.traceGjk(a, b) : null;
    const values = stepValues(trace ? stepAt(trace, k) : stepAt(null, 0));
    return {
      ...values,
      'contact-depth': contact.depth,
      'contact-normal': contact.hit ? contact.normal : '—',
      overlapping: trace ? trace.overlapping : '—',
      distance: trace ? trace.distance : '—',
      depth: trace?.depth ?? '—',
    };
  },
};
