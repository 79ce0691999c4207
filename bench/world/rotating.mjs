// The rotating scene of the World benchmark (issue 11, "Speed"): the scene of bench/world/world.mjs (N moving spheres
// and boxes, 10 m³ per body) with a quarter of the bodies — every other box — an oriented box turning by up to
// 0.1 rad per frame about a random axis. world.mjs's benchSweepkit sets their motions with World.setMotion (an
// angular part), its benchRapier their next rotations; it runs them at N = 20,000 for bench/world/REPORT.md.

/** Hamilton product a ⊗ b of quaternions {x, y, z, w}. */
function multiply(a, b) {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

/** The unit quaternion of rotation vector v (axis × angle, radians). */
function fromRotationVector(v) {
  const angle = Math.hypot(v.x, v.y, v.z);
  if (angle === 0) return { x: 0, y: 0, z: 0, w: 1 };
  const s = Math.sin(angle / 2) / angle;
  return { x: v.x * s, y: v.y * s, z: v.z * s, w: Math.cos(angle / 2) };
}

/**
 * The scene of makeScene(n) with every other box (bodies 1, 5, 9, …: a quarter) an oriented box: a random start
 * rotation and a turn `w` per frame (a random axis, 0.02–0.1 rad). Frames alternate +d, +w and −d, −w, so the
 * scene stays statistically the same, as in world.mjs.
 */
export function makeRotatingScene(makeScene, mulberry32, n) {
  const rng = mulberry32(777);
  const unit = () => {
    const v = { x: rng.range(-1, 1), y: rng.range(-1, 1), z: rng.range(-1, 1) };
    const l = Math.hypot(v.x, v.y, v.z) || 1;
    return { x: v.x / l, y: v.y / l, z: v.z / l };
  };
  return makeScene(n).map((body, i) => {
    if (i % 4 !== 1) return body;
    const axis = unit();
    const angle = rng.range(0.02, 0.1);
    const start = fromRotationVector({ x: axis.x * rng.range(0, 3), y: axis.y * rng.range(0, 3), z: axis.z * rng.range(0, 3) });
    const w = { x: axis.x * angle, y: axis.y * angle, z: axis.z * angle };
    return { ...body, rotation: start, w, turned: multiply(fromRotationVector(w), start) };
  });
}

/** The motion of a turning body `b` on a frame of sign `s` (+1, −1): its translation and turn, for setMotion. */
export function turningMotion(b, s) {
  return { linear: { x: s * b.d.x, y: s * b.d.y, z: s * b.d.z }, angular: { x: s * b.w.x, y: s * b.w.y, z: s * b.w.z } };
}
