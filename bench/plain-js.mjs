// Plain-JS versions of the sweeps, used only as the benchmark's baseline (and cross-checked against
// the WASM core before timing). Same math and result shape as core/src/query/*.cpp, in float64.

const ZERO = Object.freeze({ x: 0, y: 0, z: 0 });

/** The sphere–plane sweep, into a new result object with three new vectors (as sweepkit's new-object form). */
export function jsSweepSpherePlane(sphere, d, plane) {
  const result = {
    hit: false, status: 'miss', t: 0, position: { x: 0, y: 0, z: 0 }, point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 },
  };
  return jsSweepSpherePlaneInto(sphere, d, plane, result);
}

/**
 * The sphere–plane sweep (core/src/query/sweep_sphere_plane.cpp) writing into a caller-owned `target`
 * ({ hit, status, t, position, point, normal }, the vectors already there: plain objects or THREE.Vector3),
 * component by component; allocates nothing. One block of stores at the end (no helper call per outcome: a
 * call V8 does not inline boxes its float arguments).
 */
export function jsSweepSpherePlaneInto(sphere, d, plane, target) {
  const c = sphere.center;
  const n = plane.normal;
  const r = sphere.radius;
  const d0 = n.x * c.x + n.y * c.y + n.z * c.z + plane.constant;
  const d1 = d0 + n.x * d.x + n.y * d.y + n.z * d.z;
  const side = d0 >= 0 ? 1 : -1;
  const s0 = side * d0;
  const s1 = side * d1;
  let status = 'hit';
  let t = 0;
  let px = c.x, py = c.y, pz = c.z; // position: the centre at t
  let qx = 0, qy = 0, qz = 0; // point of contact
  let nx = -side * n.x, ny = -side * n.y, nz = -side * n.z;
  if (Math.abs(d0) <= r) {
    status = 'initialOverlap';
    qx = c.x - d0 * n.x;
    qy = c.y - d0 * n.y;
    qz = c.z - d0 * n.z;
  } else if (s1 > r) {
    status = 'miss';
    t = 1;
    px += d.x;
    py += d.y;
    pz += d.z;
    nx = ny = nz = 0;
  } else {
    t = Math.min(1, Math.max(0, (s0 - r) / (s0 - s1)));
    px += t * d.x;
    py += t * d.y;
    pz += t * d.z;
    qx = px - side * r * n.x;
    qy = py - side * r * n.y;
    qz = pz - side * r * n.z;
  }
  target.hit = status !== 'miss';
  target.status = status;
  target.t = t;
  const { position, point, normal } = target;
  position.x = px;
  position.y = py;
  position.z = pz;
  point.x = qx;
  point.y = qy;
  point.z = qz;
  normal.x = nx;
  normal.y = ny;
  normal.z = nz;
  return target;
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

// Batch versions over the batch layout (bindings/js/batch.d.ts): spheres 4 floats, displacements 3, planes 4
// (or one plane for all), results 8 (t, point, normal, status). Same checks and math as the batch kernels
// (core/src/query/batch.cpp), in float64, written into a Float32Array. Return the number of hits.

const LIMIT = 1e8; // kMaxMagnitude: NaN, infinity and magnitudes beyond are invalid
const ok = (x) => Math.abs(x) <= LIMIT;
const UNIT_LO = (1 - 1e-4) ** 2; // kUnitNormalTolerance on |n|, as |n|²
const UNIT_HI = (1 + 1e-4) ** 2;

function store(out, o, status, t, px, py, pz, nx, ny, nz) {
  out[o] = t;
  out[o + 1] = px;
  out[o + 2] = py;
  out[o + 3] = pz;
  out[o + 4] = nx;
  out[o + 5] = ny;
  out[o + 6] = nz;
  out[o + 7] = status;
}

export function jsSweepSpherePlaneBatch(spheres, displacements, planes, out) {
  const n = spheres.length >> 2;
  const onePlane = planes.length === 4;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const s = 4 * i;
    const d = 3 * i;
    const p = onePlane ? 0 : s;
    const o = 8 * i;
    const cx = spheres[s], cy = spheres[s + 1], cz = spheres[s + 2], r = spheres[s + 3];
    const dx = displacements[d], dy = displacements[d + 1], dz = displacements[d + 2];
    const nx = planes[p], ny = planes[p + 1], nz = planes[p + 2], k = planes[p + 3];
    const len2 = nx * nx + ny * ny + nz * nz;
    if (!(ok(cx) && ok(cy) && ok(cz) && ok(r) && r >= 0 && ok(dx) && ok(dy) && ok(dz) && ok(nx) && ok(ny) &&
          ok(nz) && ok(k) && len2 >= UNIT_LO && len2 <= UNIT_HI)) {
      store(out, o, 3, 0, 0, 0, 0, 0, 0, 0);
      continue;
    }
    const d0 = nx * cx + ny * cy + nz * cz + k;
    const d1 = d0 + nx * dx + ny * dy + nz * dz;
    const side = d0 >= 0 ? 1 : -1;
    if (Math.abs(d0) <= r) {
      store(out, o, 2, 0, cx - d0 * nx, cy - d0 * ny, cz - d0 * nz, -side * nx, -side * ny, -side * nz);
      hits++;
      continue;
    }
    const s0 = side * d0;
    const s1 = side * d1;
    if (s1 > r) {
      store(out, o, 0, 1, 0, 0, 0, 0, 0, 0);
      continue;
    }
    const t = Math.min(1, Math.max(0, (s0 - r) / (s0 - s1)));
    const mx = -side * nx, my = -side * ny, mz = -side * nz;
    store(out, o, 1, t, cx + t * dx + r * mx, cy + t * dy + r * my, cz + t * dz + r * mz, mx, my, mz);
    hits++;
  }
  return hits;
}

export function jsSweepSphereSphereBatch(spheresA, displacementsA, spheresB, displacementsB, out) {
  const n = spheresA.length >> 2;
  const oneB = spheresB.length === 4;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const a = 4 * i, da = 3 * i, b = oneB ? 0 : a, db = oneB ? 0 : da, o = 8 * i;
    const ax = spheresA[a], ay = spheresA[a + 1], az = spheresA[a + 2], ra = spheresA[a + 3];
    const bx = spheresB[b], by = spheresB[b + 1], bz = spheresB[b + 2], rb = spheresB[b + 3];
    const vax = displacementsA[da], vay = displacementsA[da + 1], vaz = displacementsA[da + 2];
    const vbx = displacementsB[db], vby = displacementsB[db + 1], vbz = displacementsB[db + 2];
    if (!(ok(ax) && ok(ay) && ok(az) && ok(ra) && ra >= 0 && ok(bx) && ok(by) && ok(bz) && ok(rb) && rb >= 0 &&
          ok(vax) && ok(vay) && ok(vaz) && ok(vbx) && ok(vby) && ok(vbz))) {
      store(out, o, 3, 0, 0, 0, 0, 0, 0, 0);
      continue;
    }
    const R = ra + rb;
    const sx = bx - ax, sy = by - ay, sz = bz - az;
    const vx = vbx - vax, vy = vby - vay, vz = vbz - vaz;
    const c = sx * sx + sy * sy + sz * sz - R * R;
    let t = 0;
    let status = 2;
    if (c > 0) {
      const vv = vx * vx + vy * vy + vz * vz;
      const sv = sx * vx + sy * vy + sz * vz;
      const kx = sy * vz - sz * vy, ky = sz * vx - sx * vz, kz = sx * vy - sy * vx;
      const disc = vv * R * R - (kx * kx + ky * ky + kz * kz);
      t = sv < 0 && disc >= 0 ? c / (-sv + Math.sqrt(disc)) : 2;
      if (t > 1) {
        store(out, o, 0, 1, 0, 0, 0, 0, 0, 0);
        continue;
      }
      status = 1;
    }
    const ox = sx + t * vx, oy = sy + t * vy, oz = sz + t * vz;
    const len = Math.sqrt(ox * ox + oy * oy + oz * oz);
    const nx = len > 1e-12 ? ox / len : 0, ny = len > 1e-12 ? oy / len : 1, nz = len > 1e-12 ? oz / len : 0;
    const k = (ra + len - rb) * 0.5; // midway between the surfaces, from A's centre
    store(out, o, status, t, ax + t * vax + k * nx, ay + t * vay + k * ny, az + t * vaz + k * nz, nx, ny, nz);
    hits++;
  }
  return hits;
}
