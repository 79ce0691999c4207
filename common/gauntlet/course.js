// The gauntlet (issue 13): a published test course for character controllers, built in code from three.js
// geometries. Parallel lanes along +x, 6 m apart in z, each holding one obstacle on its own seeded floor of 1 m
// cells split along random diagonals: stairs of 0.3 m up and down, slopes of 30°, 45° and 50°, a floor folded by
// 2°, a thin (1 cm) wall to slide along and one to run into, a corner, a V-shaped crease, a low ceiling, and two
// kinematic boxes: a platform moving at 3 m/s back and forth and one turning about the vertical axis.
// The static part is one Group of Meshes (world transforms set; `world.addMesh(trianglesOfObject(group))`, saved as
// web/public/gauntlet.glb by scripts/gauntlet-export.mjs); the platforms and the scripted paths are data, which
// the runner (run.js) walks with any controller. Deterministic: the same seed gives the same triangles everywhere.
import { BoxGeometry, BufferAttribute, BufferGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { random } from '../mulberry32.js';
import { lineHeights } from '../folded_floor.js';

/** The character every path is made for: a capsule of this radius whose segment is 2·halfHeight long (m). */
export const GAUNTLET_CAPSULE = Object.freeze({ radius: 0.3, halfHeight: 0.5 });
/** The gap a controller keeps from surfaces (m); start positions stand this far above their floor. */
export const GAUNTLET_SKIN = 0.01;

const LANE = 6; // z between lanes (m)
const SPEED = 3; // walking speed (m/s)
const FLOOR_X = [-2, 14]; // each lane's floor: x from, to (1 m cells), and 5 cells across z
const STAND = GAUNTLET_CAPSULE.radius + GAUNTLET_CAPSULE.halfHeight + GAUNTLET_SKIN; // centre above the feet
const deg = (a) => (a * Math.PI) / 180;

const v = (x, y, z) => ({ x, y, z });
const box3 = (min, max) => ({ min: v(...min), max: v(...max) });

/**
 * A triangular prism (a ramp or a crease side): its cross-section (foot at u = uFoot, y = 0; top at u = uTop,
 * y = height; back face vertical at uTop) extruded over w in [w0, w1]; `alongX` puts u on x and w on z, else u on
 * z and w on x. Triangles wound outwards.
 */
function wedgeGeometry({ uFoot, uTop, height, w0, w1, alongX }) {
  const section = [[uFoot, 0], [uTop, 0], [uTop, height]];
  const point = ([u, y], w) => (alongX ? [u, y, w] : [w, y, u]);
  const corners = [...section.map((s) => point(s, w0)), ...section.map((s) => point(s, w1))];
  const faces = [[0, 1, 2], [3, 4, 5], [0, 1, 4], [0, 4, 3], [1, 2, 5], [1, 5, 4], [0, 2, 5], [0, 5, 3]];
  const centroid = [0, 1, 2].map((k) => corners.reduce((s, c) => s + c[k], 0) / 6);
  return indexedGeometry(corners, faces.map((f) => outwards(corners, f, centroid)));
}

// The face [a, b, c] or [a, c, b], whichever has its normal pointing away from `inside`.
function outwards(points, [a, b, c], inside) {
  const p = points[a], q = points[b], r = points[c];
  const e = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
  const f = [r[0] - p[0], r[1] - p[1], r[2] - p[2]];
  const n = [e[1] * f[2] - e[2] * f[1], e[2] * f[0] - e[0] * f[2], e[0] * f[1] - e[1] * f[0]];
  const d = n[0] * (p[0] - inside[0]) + n[1] * (p[1] - inside[1]) + n[2] * (p[2] - inside[2]);
  return d >= 0 ? [a, b, c] : [a, c, b];
}

function indexedGeometry(points, faces) {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(points.flat()), 3));
  geometry.setIndex(faces.flat());
  geometry.computeVertexNormals();
  return geometry;
}

/**
 * A lane's floor: 1 m cells over x in FLOOR_X and z in [zc − 2.5, zc + 2.5], height heights[j] on the cell line
 * x = FLOOR_X[0] + j (flat: all 0), each cell split along a diagonal drawn from `next` (seeded). Normals +y.
 */
function floorGeometry(zc, heights, next) {
  const columns = FLOOR_X[1] - FLOOR_X[0];
  const rows = 5;
  const points = [];
  for (let j = 0; j <= columns; j++) {
    for (let k = 0; k <= rows; k++) points.push([FLOOR_X[0] + j, heights[j], zc - rows / 2 + k]);
  }
  const id = (j, k) => j * (rows + 1) + k;
  const faces = [];
  for (let j = 0; j < columns; j++) {
    for (let k = 0; k < rows; k++) {
      const a = id(j, k), b = id(j + 1, k), c = id(j + 1, k + 1), d = id(j, k + 1);
      faces.push(...(next() < 0.5 ? [[a, b, c], [a, c, d]] : [[a, b, d], [b, c, d]]));
    }
  }
  const below = (f) => [points[f[0]][0], -1e3, points[f[0]][2]];
  return indexedGeometry(points, faces.map((f) => outwards(points, f, below(f))));
}

/**
 * The gauntlet.
 * @param {{seed?: number, origin?: {x: number, y: number, z: number}}} [options]  seed of the floors' diagonals;
 *   origin: where the course's own origin sits in the world (m; default (0, 0, 0)). Everything below (triangles,
 *   platforms, starts, goals) is given relative to it and moved there, so the same course can be walked far from
 *   the world's origin, where a level a few hundred metres out lives.
 * @returns {{
 *   group: import('three').Group,  the static course (named meshes, world matrices updated)
 *   platforms: Array<{name: string, halfSize: {x,y,z}, poseAt: (t: number) => {center: {x,y,z}, yaw: number}}>,
 *     kinematic boxes: centre (m) and turn about +y (radians) at time t (s) since the start of a path
 *   paths: Array<{name: string, start: {x,y,z}, velocity: {x,y,z}, duration: number,
 *     goal: {min: {x,y,z}, max: {x,y,z}}, along?: {x,y,z}, groundedFlips?: boolean, compareRates?: boolean}>,
 *     start: the character's centre (m); velocity: the horizontal walk (m/s) held for `duration` (s, whole seconds,
 *     so that every rate ends on the same instant); goal: the box the centre must end in; along: the direction of
 *     the wall or crease it is pushed along (stuck frames are counted along it); groundedFlips: count `grounded`
 *     changes; compareRates: compare the end positions at 30 and 120 steps per second
 *   capsule: {radius: number, halfHeight: number}, skin: number }}
 */
export function buildGauntlet({ seed = 13, origin = v(0, 0, 0) } = {}) {
  const group = new Group();
  group.name = 'gauntlet';
  group.position.set(origin.x, origin.y, origin.z);
  const material = new MeshStandardMaterial({ color: 0x8c9aa6 });
  const next = random(seed);
  const add = (name, geometry, position = [0, 0, 0]) => {
    const mesh = new Mesh(geometry, material);
    mesh.name = name;
    mesh.position.set(...position);
    mesh.updateMatrixWorld(true);
    group.add(mesh);
  };
  const box = (name, size, center) => add(name, new BoxGeometry(...size), center);
  const flat = new Array(FLOOR_X[1] - FLOOR_X[0] + 1).fill(0);
  const lane = (i, heights = flat) => {
    const zc = LANE * i;
    add(`floor-${i}`, floorGeometry(zc, heights, next));
    return zc;
  };
  const paths = [];
  const walk = (name, start, duration, goal, extra = {}, velocity = v(SPEED, 0, 0)) =>
    paths.push({ name, start, velocity, duration, goal, ...extra });

  // 0: flat floor of random diagonals.
  let z = lane(0);
  walk('flat', v(0, STAND, z), 3, box3([8.95, 0.79, z - 0.05], [9.05, 0.83, z + 0.05]), { compareRates: true });

  // 1: folds of 2° (slopes 0, 0, +2°, +2°, 0, 0, −2°, −2° … between cell lines: at most 7 cm high).
  z = lane(1, lineHeights(FLOOR_X[1] - FLOOR_X[0], 2));
  walk('folds', v(0, STAND, z), 3, box3([8.9, 0.79, z - 0.05], [9.1, 0.9, z + 0.05]), { compareRates: true });

  // 2: stairs, 5 rises of 0.3 m (runs of 0.4 m) up to a landing at 1.5 m, then 5 down.
  z = lane(2);
  for (let i = 0; i < 4; i++) box(`stairs-up-${i}`, [0.4, 0.3 * (i + 1), 3], [3.2 + 0.4 * i, 0.15 * (i + 1), z]);
  box('landing', [4.4, 1.5, 3], [6.8, 0.75, z]);
  for (let i = 0; i < 4; i++) box(`stairs-down-${i}`, [0.4, 1.2 - 0.3 * i, 3], [9.2 + 0.4 * i, 0.6 - 0.15 * i, z]);
  walk('stairs-up', v(0, STAND, z), 2, box3([5.8, 1.5 + STAND - 0.03, z - 0.05], [6.2, 1.5 + STAND + 0.05, z + 0.05]));
  walk('stairs-down', v(6.5, 1.5 + STAND, z), 2, box3([12.3, STAND - 0.03, z - 0.05], [12.7, STAND + 0.05, z + 0.05]),
    { groundedFlips: true });

  // 3: a 30° slope up to a plateau at 1.5 m.
  z = lane(3);
  const top30 = 3 + 1.5 / Math.tan(deg(30));
  add('slope-30', wedgeGeometry({ uFoot: 3, uTop: top30, height: 1.5, w0: z - 1.5, w1: z + 1.5, alongX: true }));
  box('plateau-30', [12 - top30, 1.5, 3], [(12 + top30) / 2, 0.75, z]);
  walk('slope-30', v(0, STAND, z), 3, box3([6, 1.5 + STAND - 0.03, z - 0.05], [10, 1.5 + STAND + 0.05, z + 0.05]),
    { compareRates: true });

  // 4: down a 45° slope from a plateau at 1.5 m.
  z = lane(4);
  box('plateau-45', [6, 1.5, 3], [1, 0.75, z]);
  add('slope-45', wedgeGeometry({ uFoot: 5.5, uTop: 4, height: 1.5, w0: z - 1.5, w1: z + 1.5, alongX: true }));
  walk('slope-45', v(0, 1.5 + STAND, z), 3, box3([7, STAND - 0.03, z - 0.05], [9.5, STAND + 0.05, z + 0.05]),
    { compareRates: true });

  // 5: into a 50° slope (steeper than a climbable 45°): the character stays at its foot (x = 4).
  z = lane(5);
  const top50 = 4 + 2 / Math.tan(deg(50));
  add('slope-50', wedgeGeometry({ uFoot: 4, uTop: top50, height: 2, w0: z - 1.5, w1: z + 1.5, alongX: true }));
  box('plateau-50', [12 - top50, 2, 3], [(12 + top50) / 2, 1, z]);
  walk('slope-50', v(0, STAND, z), 2, box3([3.5, STAND - 0.03, z - 0.05], [4.2, STAND + 0.3, z + 0.05]),
    { compareRates: true });

  // 6: along a thin (1 cm) wall at z + 1 (faces at z + 0.995 and z + 1.005), pushed into it at 1 m/s.
  z = lane(6);
  box('thin-wall-along', [14, 3, 0.01], [5, 1.5, z + 1]);
  const against = z + 0.995 - GAUNTLET_CAPSULE.radius - 0.02;
  walk('thin-wall-along', v(0, STAND, z), 3, box3([8, STAND - 0.03, against - 0.05], [9.2, STAND + 0.05, z + 0.995 - 0.3]),
    { along: v(1, 0, 0) }, v(SPEED, 0, 1));

  // 7: head-on into a thin (1 cm) wall at x = 5 at 8 m/s (0.53 m a frame at 15 steps per second).
  z = lane(7);
  box('thin-wall-across', [0.01, 3, 4], [5, 1.5, z]);
  walk('thin-wall-head-on', v(0, STAND, z), 1, box3([4.6, STAND - 0.03, z - 0.05], [4.995 - 0.3, STAND + 0.05, z + 0.05]),
    {}, v(8, 0, 0));

  // 8: a corner of two 0.3 m walls (faces x = 6 and z = zc + 1.5), walked into diagonally.
  z = lane(8);
  box('corner-x', [6.3, 3, 0.3], [2.85, 1.5, z + 1.65]);
  box('corner-z', [0.3, 3, 4.3], [6.15, 1.5, z - 0.35]);
  const cx = 6 - GAUNTLET_CAPSULE.radius;
  const cz = z + 1.5 - GAUNTLET_CAPSULE.radius;
  walk('corner', v(0, STAND, z), 3, box3([cx - 0.05, STAND - 0.03, cz - 0.05], [cx, STAND + 0.05, cz]), {}, v(SPEED, 0, 1));

  // 9: a V-shaped crease along x: two 60° sides (walls, not ground) meeting on the floor at z = zc.
  z = lane(9);
  const side = 1.5 / Math.tan(deg(60));
  add('crease-left', wedgeGeometry({ uFoot: z, uTop: z - side, height: 1.5, w0: -2, w1: 14, alongX: false }));
  add('crease-right', wedgeGeometry({ uFoot: z, uTop: z + side, height: 1.5, w0: -2, w1: 14, alongX: false }));
  // Resting on both sides: the lower sphere's centre r / cos 60° above the crease line (skin included).
  const inCrease = (GAUNTLET_CAPSULE.radius + GAUNTLET_SKIN) / Math.cos(deg(60)) + GAUNTLET_CAPSULE.halfHeight;
  walk('crease', v(0, inCrease, z), 3, box3([8, inCrease - 0.05, z - 0.1], [9.2, inCrease + 0.05, z + 0.1]),
    { along: v(1, 0, 0) }, v(SPEED, 0, 0.5));

  // 10: under a low ceiling (underside at 1.65 m: 4 cm above the standing capsule's top).
  z = lane(10);
  box('low-ceiling', [4, 0.3, 5], [5, 1.8, z]);
  walk('low-ceiling', v(0, STAND, z), 3, box3([8.9, STAND - 0.03, z - 0.05], [9.1, STAND + 0.03, z + 0.05]));

  // 11: a platform 3 × 0.3 × 3 m (top at 1 m) moving along x at 3 m/s, 3 m out and back every 2 s.
  z = lane(11);
  const platforms = [];
  const zMoving = z; // (the poses below are read later: they keep their own lane's z)
  const shuttle = (t) => {
    const s = t % 2;
    return 2 + SPEED * (s <= 1 ? s : 2 - s);
  };
  platforms.push({ name: 'moving', halfSize: v(1.5, 0.15, 1.5), poseAt: (t) => ({ center: v(shuttle(t), 0.85, zMoving), yaw: 0 }) });
  // Walking across it at 0.3 m/s: after 4 s the platform is back at x = 2, the character 1.2 m further in z.
  walk('moving-platform', v(2, 1 + STAND, z - 0.6), 4, box3([1.95, 1 + STAND - 0.03, z + 0.55], [2.05, 1 + STAND + 0.05, z + 0.65]),
    {}, v(0, 0, 0.3));

  // 12: a platform 5 × 0.3 × 5 m (top at 1 m) turning about +y through its centre at 1 rad/s.
  z = lane(12);
  const zRotating = z;
  const spin = 1;
  platforms.push({ name: 'rotating', halfSize: v(2.5, 0.15, 2.5), poseAt: (t) => ({ center: v(5, 0.85, zRotating), yaw: spin * t }) });
  // Standing 1.5 m from the axis: carried round by 4 rad, to (5 + 1.5 cos 4, ·, z − 1.5 sin 4).
  const ex = 5 + 1.5 * Math.cos(4 * spin);
  const ez = z - 1.5 * Math.sin(4 * spin);
  walk('rotating-platform', v(6.5, 1 + STAND, z), 4, box3([ex - 0.05, 1 + STAND - 0.03, ez - 0.05], [ex + 0.05, 1 + STAND + 0.05, ez + 0.05]),
    {}, v(0, 0, 0));

  group.updateMatrixWorld(true);
  const at = (p) => v(p.x + origin.x, p.y + origin.y, p.z + origin.z);
  return {
    group,
    platforms: platforms.map((p) => ({ ...p, poseAt: (t) => { const pose = p.poseAt(t); return { ...pose, center: at(pose.center) }; } })),
    paths: paths.map((p) => ({ ...p, start: at(p.start), goal: { min: at(p.goal.min), max: at(p.goal.max) } })),
    capsule: GAUNTLET_CAPSULE,
    skin: GAUNTLET_SKIN,
  };
}
