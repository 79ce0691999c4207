// Plain-JS versions of the sweeps, used only as the benchmark's baseline (and cross-checked against
// the WASM core before timing). Same math and result shape as core/src/query/*.cpp, in float64.

const ZERO = Object.freeze({ x: 0, y: 0, z: 0 });

export function jsSweepSpherePlane(sphere, d, plane) {
  const c = sphere.center;
  const n = plane.normal;
  const r = sphere.radius;
  const d0 = n.x * c.x + n.y * c.y + n.z * c.z + plane.constant;
  const d1 = d0 + n.x * d.x + n.y * d.y + n.z * d.z;
  const side = d0 >= 0 ? 1 : -1;
  if (Math.abs(d0) <= r) {
    return {
      hit: true, status: 'initialOverlap', t: 0,
      position: { x: c.x, y: c.y, z: c.z },
      point: { x: c.x - d0 * n.x, y: c.y - d0 * n.y, z: c.z - d0 * n.z },
      normal: { x: -side * n.x, y: -side * n.y, z: -side * n.z },
    };
  }
  const s0 = side * d0;
  const s1 = side * d1;
  if (s1 > r) {
    return { hit: false, status: 'miss', t: 1, position: { x: c.x + d.x, y: c.y + d.y, z: c.z + d.z }, point: ZERO, normal: ZERO };
  }
  const t = Math.min(1, Math.max(0, (s0 - r) / (s0 - s1)));
  const px = c.x + t * d.x;
  const py = c.y + t * d.y;
  const pz = c.z + t * d.z;
  return {
    hit: true, status: 'hit', t,
    position: { x: px, y: py, z: pz },
    point: { x: px - side * r * n.x, y: py - side * r * n.y, z: pz - side * r * n.z },
    normal: { x: -side * n.x, y: -side * n.y, z: -side * n.z },
  };
}

export function jsSweepSphereSphere(a, da, b, db) {
  const R = a.radius + b.radius;
  const sx = b.center.x - a.center.x, sy = b.center.y - a.center.y, sz = b.center.z - a.center.z;
  const vx = db.x - da.x, vy = db.y - da.y, vz = db.z - da.z;
  const c = sx * sx + sy * sy + sz * sz - R * R;
  let t = 0;
  let status = 'initialOverlap';
  if (c > 0) {
    const vv = vx * vx + vy * vy + vz * vz;
    const sv = sx * vx + sy * vy + sz * vz;
    const cx = sy * vz - sz * vy, cy = sz * vx - sx * vz, cz = sx * vy - sy * vx;
    const disc = vv * R * R - (cx * cx + cy * cy + cz * cz);
    t = sv < 0 && disc >= 0 ? c / (-sv + Math.sqrt(disc)) : 2;
    if (t > 1) {
      const ac = a.center;
      return { hit: false, status: 'miss', t: 1, position: { x: ac.x + da.x, y: ac.y + da.y, z: ac.z + da.z }, point: ZERO, normal: ZERO };
    }
    status = 'hit';
  }
  const ox = sx + t * vx, oy = sy + t * vy, oz = sz + t * vz;
  const len = Math.hypot(ox, oy, oz);
  const nx = len > 1e-12 ? ox / len : 0, ny = len > 1e-12 ? oy / len : 1, nz = len > 1e-12 ? oz / len : 0;
  const ax = a.center.x + t * da.x, ay = a.center.y + t * da.y, az = a.center.z + t * da.z;
  const k = (a.radius + len - b.radius) * 0.5;
  return {
    hit: true, status, t,
    position: { x: ax, y: ay, z: az },
    point: { x: ax + k * nx, y: ay + k * ny, z: az + k * nz },
    normal: { x: nx, y: ny, z: nz },
  };
}
