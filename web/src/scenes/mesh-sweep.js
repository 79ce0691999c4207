// Scene "mesh-sweep": a sphere or a capsule swept into a game level (common/level.js: stairs, a landing, a
// 20° ramp, walls, a small terrain) merged into one TriangleMesh by sweepkit/three's trianglesOfObject. Each frame
// is one shot (a drop onto the landing, into a stair's nosing edge, into a stair's corner, onto the ramp, into the
// landing's side); the slider t walks the shot, and the shape stops where TriangleMesh.sweep says it first touches.
// The triangle that stopped it is highlighted, the feature it touched (face, edge, vertex) marked and named. For
// comparison the shape is also swept against that triangle's plane alone (sweepSpherePlane / sweepCapsulePlane):
// the same t when the feature is the face, an earlier one when the plane reaches past the triangle's edge.
import * as THREE from 'three';
import { trianglesOfObject } from '../../../bindings/three/index.js';
import { buildLevel } from '../../../common/level.js';
import * as draw from '../render/debug-draw.js';
import { formatVec } from '../format.js';
import { featureOf, meshObject, setTriangle, triangleCorners, triangleMarker } from './mesh-draw.js';
import { withMesh } from './mesh-spec.js';
import { COLORS, disposeAll, frameRow, sliderRow, sweepRows, vec } from './shared.js';
import { sweepValues } from './spec-values.js';

/**
 * The shots, one a frame (frame k shows shot k mod 5): the shape's centre at the start and its motion over the
 * frame (metres). The level's stairs climb along +x from x = 4 (0.25 m rise, 0.4 m run, z from 2.5 to 5.5), its
 * landing spans x 7.2 to 9.2 with its top at y = 2, the ramp runs down along −x on z from −5.5 to −2.5.
 */
export const SHOTS = [
  { name: 'dropped onto the landing', start: [8.6, 4, 1.5], motion: [0, -3, 0] },
  { name: 'into the nosing of stair 2', start: [3, 0.65, 4], motion: [2, 0, 0] },
  { name: 'into the corner of stair 2', start: [3, 0.65, 5.6], motion: [2, 0, 0] },
  { name: 'dropped onto the 20° ramp', start: [5.5, 3, -4], motion: [0, -3, 0] },
  { name: 'into the landing\'s side', start: [5.5, 1.2, -1], motion: [3, 0, 0] },
];

/** The level's triangles (merged in world space) with a small terrain, as the scene and its tests build them. */
export function levelTriangles() {
  return trianglesOfObject(buildLevel({ terrainSegments: 16, steps: 8 }));
}

/** Shot k's shape (a sphere {center, radius} or a capsule {start, end, radius} lying along z) and its motion. */
export function shotOf(params, k) {
  const shot = SHOTS[k % SHOTS.length];
  const c = vec(shot.start);
  const half = new THREE.Vector3(0, 0, params.halfLength);
  const shape = params.shape === 'capsule'
    ? { start: c.clone().sub(half), end: c.clone().add(half), radius: params.radius }
    : { center: c, radius: params.radius };
  return { shot, shape, motion: vec(shot.motion) };
}

/** The plane {normal, constant} through input triangle `triangle`, normal on its counter-clockwise side. */
export function trianglePlane(arrays, triangle) {
  const [a, b, c] = triangleCorners(arrays, triangle);
  const normal = new THREE.Vector3().subVectors(b, a).cross(new THREE.Vector3().subVectors(c, a)).normalize();
  return new THREE.Plane(normal, -normal.dot(a));
}

/**
 * Frame k: shot k swept into the level mesh, and (when it hit) swept against the touched triangle's plane alone
 * through `api` (the playground's recording API: sweepSpherePlane or sweepCapsulePlane).
 */
export function sweepFrame(api, params, arrays, mesh, k) {
  const { shot, shape, motion } = shotOf(params, k);
  const hit = mesh.sweep(shape, motion);
  let plane = null;
  if (hit.hit) {
    const facePlane = trianglePlane(arrays, hit.triangle);
    plane = params.shape === 'capsule' ? api.sweepCapsulePlane(shape, motion, facePlane) : api.sweepSpherePlane(shape, motion, facePlane);
  }
  return { k, shot, shape, motion, hit, plane };
}

/** The rows of the plane's sweep the readout shows: when, and which way (the rest is the mesh sweep's). */
const PLANE_ROWS = ['plane-t', 'plane-normal'];

/** The shape's reference point (sphere centre, capsule start) at time t of the frame. */
const referenceAt = (shape, motion, t) => new THREE.Vector3().copy(shape.center ?? shape.start).addScaledVector(motion, t);

/** The readout values of the mesh sweep (keys as the rows), vectors as {x, y, z}. */
function meshValues(hit) {
  return {
    ...sweepValues(hit),
    triangle: hit.hit ? String(hit.triangle) : '—',
    feature: hit.hit ? hit.feature : '—',
  };
}

export default {
  id: 'mesh-sweep',
  nav: 'sweep into a mesh',
  title: 'Sweeping a sphere or a capsule into a level mesh',

  intro: String.raw`
    <p>The level (stairs, a landing, a $20°$ ramp, walls, a terrain: three.js boxes and a plane) is one triangle
    mesh. A sweep walks its BVH with the box the shape sweeps and sweeps the shape exactly against each triangle
    it may meet; the first contact over all of them is the answer, never a later one:</p>
    $$t^\ast = \min_i\, t_i,$$
    $$t_i = \text{first } t \in [0,1] \text{ with } \operatorname{dist}(S + t\,\mathbf d,\ \triangle_i) = 0$$
    <p>Each triangle can be met on its face, one of its edges or one of its corners; the marked one is where the
    shape touched first. Each frame is another shot; slide $t$ to walk it.</p>`,

  legend: [
    { color: COLORS.a, label: 'the shape at the start of the shot', ghost: true },
    { color: COLORS.now, label: 'the shape at the slider time t (stopped at impact)' },
    { color: COLORS.impact, label: 'the shape at impact t*', ghost: true },
    { color: COLORS.swept, label: 'the triangle that stopped it' },
    { color: COLORS.point, label: 'the feature touched (face, edge or vertex) and the contact point' },
    { color: COLORS.normal, label: 'contact normal (shape → mesh)' },
  ],

  params: { shape: 'sphere', radius: 0.3, halfLength: 0.4 },
  paramControls: [
    { key: 'shape', name: 'shape', options: { sphere: 'sphere', capsule: 'capsule' } },
    { key: 'radius', name: 'radius (m)', min: 0.05, max: 0.6, step: 0.01 },
    { key: 'halfLength', name: 'capsule half length along z (m)', min: 0, max: 1, step: 0.01 },
  ],

  view: { position: [0.5, 7.5, 13], target: [6, 1, 0], width: 12 },
  frameSeconds: 0.45,

  setup({ sk, raw, root, params }) {
    const arrays = levelTriangles();
    const mesh = raw.createTriangleMesh(arrays.positions, arrays.indices);
    const objects = {
      level: meshObject(arrays, '#64748b', { opacity: 1, edgeOpacity: 0.25 }),
      startSphere: draw.sphere(COLORS.a, { opacity: 0.25 }),
      nowSphere: draw.sphere(COLORS.now),
      impactSphere: draw.sphere(COLORS.impact, { opacity: 0.4 }),
      startCapsule: draw.capsule(COLORS.a, { opacity: 0.25 }),
      nowCapsule: draw.capsule(COLORS.now, { opacity: 1 }),
      impactCapsule: draw.capsule(COLORS.impact, { opacity: 0.4 }),
      path: draw.segment(COLORS.muted, { dashed: true }),
      triangle: triangleMarker(COLORS.swept, { opacity: 0.75 }),
      edge: draw.segment(COLORS.point),
      vertex: draw.point(COLORS.point, 0.09),
      point: draw.point(COLORS.point, 0.05),
      normal: draw.arrow(COLORS.normal),
    };
    const labels = { feature: draw.label('', COLORS.point) };
    root.add(...Object.values(objects), ...Object.values(labels));
    return { sk, params, arrays, mesh, objects, labels, frame: null };
  },

  step(state, k) {
    state.frame = sweepFrame(state.sk, state.params, state.arrays, state.mesh, k);
  },

  draw(state, t) {
    const { objects: o, labels, frame, params, arrays } = state;
    const { shape, motion, hit } = frame;
    const capsule = params.shape === 'capsule';
    const place = (sphere, capsuleMesh, reference, visible = true) => {
      sphere.visible = visible && !capsule;
      capsuleMesh.visible = visible && capsule;
      if (!visible) return;
      if (capsule) {
        const axis = new THREE.Vector3().subVectors(shape.end, shape.start);
        draw.setCapsule(capsuleMesh, reference, reference.clone().add(axis), shape.radius);
      } else {
        draw.setSphere(sphere, reference, shape.radius);
      }
    };
    place(o.startSphere, o.startCapsule, referenceAt(shape, motion, 0));
    place(o.nowSphere, o.nowCapsule, referenceAt(shape, motion, Math.min(t, hit.t)));
    place(o.impactSphere, o.impactCapsule, referenceAt(shape, motion, hit.t), hit.hit);
    const middle = capsule ? new THREE.Vector3().addVectors(shape.start, shape.end).multiplyScalar(0.5) : shape.center;
    draw.setSegment(o.path, middle, middle.clone().add(motion));

    for (const key of ['triangle', 'point', 'normal']) o[key].visible = hit.hit;
    labels.feature.visible = hit.hit;
    o.edge.visible = o.vertex.visible = false;
    if (!hit.hit) return;
    const corners = triangleCorners(arrays, hit.triangle);
    setTriangle(o.triangle, corners);
    const feature = featureOf(corners, hit.feature);
    if (feature.kind === 'edge') {
      o.edge.visible = true;
      draw.setSegment(o.edge, feature.ends[0], feature.ends[1]);
    } else if (feature.kind === 'vertex') {
      o.vertex.visible = true;
      o.vertex.position.copy(feature.at);
    }
    o.point.position.copy(hit.point);
    draw.setArrow(o.normal, new THREE.Vector3().copy(hit.point).addScaledVector(hit.normal, -0.6), hit.normal, 0.6);
    draw.setLabel(labels.feature, `${hit.feature} of triangle ${hit.triangle}`);
    labels.feature.position.copy(hit.point).add(new THREE.Vector3(0, -0.35, 0.3));
  },

  readout(state, t) {
    const { k, shot, hit, plane } = state.frame;
    const rows = [
      frameRow(k),
      sliderRow(t),
      { key: 'shot', label: `shot (level: ${state.mesh.triangleCount} triangles)`, value: `${(k % SHOTS.length) + 1} of ${SHOTS.length}: ${shot.name}` },
      ...sweepRows(hit, { position: 'position at t*' }),
      { key: 'triangle', label: 'triangle (input index)', value: hit.hit ? String(hit.triangle) : '—' },
      { key: 'feature', label: 'feature touched', value: hit.hit ? hit.feature : '—' },
      { key: 'now', label: 'shape at the slider t', value: formatVec(referenceAt(state.frame.shape, state.frame.motion, Math.min(t, hit.t))) },
    ];
    if (plane) rows.push(...sweepRows(plane, { prefix: 'plane-', caption: 'its plane alone: ' }).filter((row) => PLANE_ROWS.includes(row.key)));
    return rows;
  },

  dispose(state) {
    state.mesh.dispose();
    disposeAll(draw, state.objects, state.labels);
  },
};

/**
 * End-to-end spec (tests/e2e/scenes.test.js): frame k's sweep into the level and against the touched triangle's
 * plane, asked of the JS API again in Node (its own level mesh, built from the same three.js level).
 */
export const e2e = {
  shot: 'frame=1&t=0.45',
  expected(sk, params, k) {
    const arrays = levelTriangles();
    const frame = withMesh(sk, arrays, (mesh) => sweepFrame(sk, params, arrays, mesh, k));
    const plane = frame.plane ? sweepValues(frame.plane, { prefix: 'plane-' }) : {};
    return { ...meshValues(frame.hit), ...Object.fromEntries(PLANE_ROWS.filter((key) => key in plane).map((key) => [key, plane[key]])) };
  },
};
