#include "sweepkit/query/batch.hpp"

#include <cmath>
#include <cstddef>

#include "sweepkit/tolerance.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace sweepkit {

// The kernels below repeat the arithmetic of sweep_sphere_plane.cpp and sweep_sphere_sphere.cpp operation for
// operation (same operands, same order, no contraction: -ffp-contract=off), so every result is bit for bit the
// single call's (tests/core/query/batch_test.cpp checks this on random and edge-case inputs). What differs is
// the control flow: every outcome is computed and the right one selected, with no early return, so that the
// loops have no branches and the compiler can run several entries per SIMD instruction. An invalid entry's
// lanes compute garbage (NaN, infinity) that is never selected.

namespace {

// Argument checks of core/src/validate.hpp, reduced to valid / invalid (the single call says which field).
// Fields are read into scalars (a struct passed by value leaves vector-typed values in the loop on x86-64, which
// stops the vectoriser), and conditions are combined with `&` and `|` on named bools: `&&` and `||` become
// branches that the vectoriser cannot always turn back into selects.
[[gnu::always_inline]] inline bool in_range(Real x) { return std::fabs(x) <= kMaxMagnitude; }  // false for NaN, inf
[[gnu::always_inline]] inline bool in_range(Real x, Real y, Real z) {
  const bool bx = in_range(x), by = in_range(y), bz = in_range(z);
  return bx & by & bz;
}
[[gnu::always_inline]] inline bool valid_radius(Real r) { return in_range(r) & (r >= 0); }
/// len2 = x * x + y * y + z * z, the normal's squared length (length_squared).
[[gnu::always_inline]] inline bool valid_normal(Real x, Real y, Real z, Real len2) {
  constexpr Real lo = (1 - kUnitNormalTolerance) * (1 - kUnitNormalTolerance);
  constexpr Real hi = (1 + kUnitNormalTolerance) * (1 + kUnitNormalTolerance);
  // len2 >= lo implies len2 >= kZeroLengthSquared: the zero-normal check of validate.hpp is covered.
  const bool finite = in_range(x, y, z);
  return finite & (len2 >= lo) & (len2 <= hi);
}

constexpr Real kMiss = static_cast<Real>(Status::miss);
constexpr Real kHit = static_cast<Real>(Status::hit);
constexpr Real kInitialOverlap = static_cast<Real>(Status::initial_overlap);
constexpr Real kInvalid = static_cast<Real>(Status::invalid_input);

/// Writes one entry, choosing between the outcomes computed for every entry, and returns its status.
/// `point` and `normal` are the hit's or the initial overlap's; a miss and invalid input get zero vectors.
[[gnu::always_inline]] inline Real store(BatchSweepHit& out, bool invalid, bool overlap, bool miss, Real t, Real px,
                                         Real py, Real pz, Real nx, Real ny, Real nz) {
  const bool zero = invalid | (!overlap & miss);
  out.t = (invalid | overlap) ? Real(0) : (miss ? Real(1) : t);
  out.point.x = zero ? Real(0) : px;
  out.point.y = zero ? Real(0) : py;
  out.point.z = zero ? Real(0) : pz;
  out.normal.x = zero ? Real(0) : nx;
  out.normal.y = zero ? Real(0) : ny;
  out.normal.z = zero ? Real(0) : nz;
  out.status = invalid ? kInvalid : (overlap ? kInitialOverlap : (miss ? kMiss : kHit));
  return out.status;
}

/// sweep_sphere_plane (sweep_sphere_plane.cpp), branch-free; the comments give the single call's expressions.
[[gnu::always_inline]] inline Real sweep_sphere_plane_entry(const Sphere& sphere, const Vec3& displacement,
                                                            const Plane& plane, BatchSweepHit& out) {
  const Real cx = sphere.center.x, cy = sphere.center.y, cz = sphere.center.z, r = sphere.radius;
  const Real dx = displacement.x, dy = displacement.y, dz = displacement.z;
  const Real gx = plane.normal.x, gy = plane.normal.y, gz = plane.normal.z, given_constant = plane.constant;
  const Real len2 = gx * gx + gy * gy + gz * gz;
  const bool center_ok = in_range(cx, cy, cz), radius_ok = valid_radius(r), displacement_ok = in_range(dx, dy, dz);
  const bool normal_ok = valid_normal(gx, gy, gz, len2), constant_ok = in_range(given_constant);
  const bool invalid = !(center_ok & radius_ok & displacement_ok & normal_ok & constant_ok);
  // The unit normal n = given * inv_length, and distances in Wide (double), as the single call.
  const Real inv_length = Real(1) / std::sqrt(len2);
  const Real nx = gx * inv_length, ny = gy * inv_length, nz = gz * inv_length;
  using Wide = double;
  const Wide wr = r;
  // wide_signed_distance(given, c0) * inv_length; d0 + wide_dot(given, displacement) * inv_length.
  const Wide d0 = (Wide(gx) * cx + Wide(gy) * cy + Wide(gz) * cz + given_constant) * inv_length;
  const Wide d1 = d0 + (Wide(gx) * dx + Wide(gy) * dy + Wide(gz) * dz) * inv_length;
  const Wide side = d0 >= 0 ? Wide(1) : Wide(-1);
  const bool overlap = std::fabs(d0) <= wr;
  const Wide s0 = side * d0;
  const Wide s1 = side * d1;
  const bool miss = s1 > wr;
  const Real t_raw = Real((s0 - wr) / (s0 - s1));
  const Real t = t_raw < 0 ? Real(0) : (1 < t_raw ? Real(1) : t_raw);  // std::clamp(t_raw, 0, 1)
  const Real flip = Real(-side);                                       // normal = -side * n
  const Real mx = flip * nx, my = flip * ny, mz = flip * nz;
  // Initial overlap: point = c0 - d0 * n. Hit: position = c0 + t * displacement, point = position + r * normal.
  const Real d0_real = Real(d0);
  const Real px = overlap ? cx - d0_real * nx : (cx + t * dx) + r * mx;
  const Real py = overlap ? cy - d0_real * ny : (cy + t * dy) + r * my;
  const Real pz = overlap ? cz - d0_real * nz : (cz + t * dz) + r * mz;
  return store(out, invalid, overlap, miss, t, px, py, pz, mx, my, mz);
}

/// sweep_sphere_sphere (sweep_sphere_sphere.cpp, with its fill_contact), branch-free.
[[gnu::always_inline]] inline Real sweep_sphere_sphere_entry(const Sphere& a, const Vec3& displacement_a,
                                                             const Sphere& b, const Vec3& displacement_b,
                                                             BatchSweepHit& out) {
  const Real ax = a.center.x, ay = a.center.y, az = a.center.z, ra = a.radius;
  const Real bx = b.center.x, by = b.center.y, bz = b.center.z, rb = b.radius;
  const Real dax = displacement_a.x, day = displacement_a.y, daz = displacement_a.z;
  const Real dbx = displacement_b.x, dby = displacement_b.y, dbz = displacement_b.z;
  const bool ca_ok = in_range(ax, ay, az), ra_ok = valid_radius(ra), da_ok = in_range(dax, day, daz);
  const bool cb_ok = in_range(bx, by, bz), rb_ok = valid_radius(rb), db_ok = in_range(dbx, dby, dbz);
  const bool invalid = !(ca_ok & ra_ok & da_ok & cb_ok & rb_ok & db_ok);

  const Real radius_sum = ra + rb;
  const Real sx = bx - ax, sy = by - ay, sz = bz - az;        // s = B relative to A at t = 0
  const Real vx = dbx - dax, vy = dby - day, vz = dbz - daz;  // v = B's motion relative to A
  const Real c = (sx * sx + sy * sy + sz * sz) - radius_sum * radius_sum;
  const bool overlap = c <= 0;
  const Real vv = vx * vx + vy * vy + vz * vz;
  const Real sv = sx * vx + sy * vy + sz * vz;
  const Real kx = sy * vz - sz * vy, ky = sz * vx - sx * vz, kz = sx * vy - sy * vx;  // s × v
  const Real disc = vv * radius_sum * radius_sum - (kx * kx + ky * ky + kz * kz);
  // A negative disc is a miss whose root is never selected; clamping it keeps NaN out of the lane anyway.
  const Real root = c / (-sv + std::sqrt(disc < 0 ? Real(0) : disc));
  const bool miss = (sv >= 0) | (disc < 0) | (root > 1);
  const Real t = root < 0 ? Real(0) : root;  // std::max(root, 0)

  // fill_contact at t = 0 from the start positions (not start + 0 * motion, which would turn a -0 into +0) and
  // at t from the positions at t: A's centre ca and B relative to A, ab.
  const Real cax = overlap ? ax : ax + dax * t, cay = overlap ? ay : ay + day * t, caz = overlap ? az : az + daz * t;
  const Real abx = overlap ? sx : sx + vx * t, aby = overlap ? sy : sy + vy * t, abz = overlap ? sz : sz + vz * t;
  const Real cbx = cax + abx, cby = cay + aby, cbz = caz + abz;
  const Real len2 = abx * abx + aby * aby + abz * abz;
  const Real inv_len = Real(1) / std::sqrt(len2);
  const bool apart = len2 > kZeroLengthSquared;  // else the centres coincide: normal +y
  const Real nx = apart ? abx * inv_len : Real(0), ny = apart ? aby * inv_len : Real(1),
             nz = apart ? abz * inv_len : Real(0);
  // point = midway between A's surface point ca + ra n and B's cb - rb n.
  const Real px = ((cax + nx * ra) + (cbx - nx * rb)) * Real(0.5);
  const Real py = ((cay + ny * ra) + (cby - ny * rb)) * Real(0.5);
  const Real pz = ((caz + nz * ra) + (cbz - nz * rb)) * Real(0.5);
  return store(out, invalid, overlap, miss, t, px, py, pz, nx, ny, nz);
}

/// The summary's counts, summed branch-free over the entries' statuses (vectorisable reductions).
struct Counts {
  std::int32_t hits = 0;
  std::int32_t invalid = 0;
  void add(Real status) {
    hits += (status == kHit) + (status == kInitialOverlap);
    invalid += status == kInvalid;
  }
};

#if defined(__wasm_simd128__) && !defined(SWEEPKIT_DOUBLE)
// ---- WebAssembly SIMD: sphere–plane, 4 entries per step ------------------------------------------------------
// clang vectorises the loops below for WebAssembly too, but it gathers the interleaved x, y, z fields into lanes
// one scalar at a time (and scatters the results likewise): ~40 lane moves per 4 entries. Here each group of 4
// entries is loaded as whole vectors and transposed with shuffles (a sphere and a plane are 4 floats, 4
// displacements are 3 vectors), and the results are transposed back into two vectors per entry. The arithmetic
// is sweep_sphere_plane_entry's, operation for operation on each lane, so the results are the same bits.

using F4 = v128_t;

[[gnu::always_inline]] inline F4 splat(float x) { return wasm_f32x4_splat(x); }
[[gnu::always_inline]] inline F4 select(F4 mask, F4 if_true, F4 if_false) {
  return wasm_v128_bitselect(if_true, if_false, mask);
}
[[gnu::always_inline]] inline F4 in_range4(F4 x) { return wasm_f32x4_le(wasm_f32x4_abs(x), splat(kMaxMagnitude)); }

// Double lanes: a float32 vector's lanes 0-1 (half 0) or 2-3 (half 1) as an f64x2, and back.
using F2 = v128_t;
struct F2Pair {
  F2 h[2];
};
[[gnu::always_inline]] inline F2 widen(F4 x, int half) {
  return wasm_f64x2_promote_low_f32x4(half == 0 ? x : wasm_i32x4_shuffle(x, x, 2, 3, 2, 3));
}
[[gnu::always_inline]] inline F4 narrow(F2 lo, F2 hi) {
  return wasm_i32x4_shuffle(wasm_f32x4_demote_f64x2_zero(lo), wasm_f32x4_demote_f64x2_zero(hi), 0, 1, 4, 5);
}
/// Two f64x2 comparison masks (64-bit lanes of all ones or zeros) as one 32-bit-lane mask.
[[gnu::always_inline]] inline F4 narrow_mask(F2 lo, F2 hi) { return wasm_i32x4_shuffle(lo, hi, 0, 2, 4, 6); }

/// Rows a, b, c, d (4 floats each) to columns: out[k] = {a[k], b[k], c[k], d[k]}.
[[gnu::always_inline]] inline void transpose(F4 a, F4 b, F4 c, F4 d, F4 out[4]) {
  const F4 ab_lo = wasm_i32x4_shuffle(a, b, 0, 4, 1, 5), cd_lo = wasm_i32x4_shuffle(c, d, 0, 4, 1, 5);
  const F4 ab_hi = wasm_i32x4_shuffle(a, b, 2, 6, 3, 7), cd_hi = wasm_i32x4_shuffle(c, d, 2, 6, 3, 7);
  out[0] = wasm_i32x4_shuffle(ab_lo, cd_lo, 0, 1, 4, 5);
  out[1] = wasm_i32x4_shuffle(ab_lo, cd_lo, 2, 3, 6, 7);
  out[2] = wasm_i32x4_shuffle(ab_hi, cd_hi, 0, 1, 4, 5);
  out[3] = wasm_i32x4_shuffle(ab_hi, cd_hi, 2, 3, 6, 7);
}

/// 4 consecutive Vec3s (12 floats at p) as x, y, z columns.
[[gnu::always_inline]] inline void load_vec3x4(const float* p, F4& x, F4& y, F4& z) {
  const F4 v0 = wasm_v128_load(p);      // x0 y0 z0 x1
  const F4 v1 = wasm_v128_load(p + 4);  // y1 z1 x2 y2
  const F4 v2 = wasm_v128_load(p + 8);  // z2 x3 y3 z3
  x = wasm_i32x4_shuffle(wasm_i32x4_shuffle(v0, v1, 0, 3, 6, 6), v2, 0, 1, 2, 5);
  y = wasm_i32x4_shuffle(wasm_i32x4_shuffle(v0, v1, 1, 4, 7, 7), v2, 0, 1, 2, 6);
  z = wasm_i32x4_shuffle(wasm_i32x4_shuffle(v0, v1, 2, 5, 5, 5), v2, 0, 1, 4, 7);
}

template <bool kOne>
Counts sweep_sphere_plane_simd(std::size_t n, const float* __restrict spheres, const float* __restrict displacements,
                               const float* __restrict planes, float* __restrict results) {
  Counts counts;
  F4 hits = wasm_i32x4_splat(0), invalids = wasm_i32x4_splat(0);
  F4 plane[4];
  if (kOne) {
    for (int k = 0; k < 4; ++k) plane[k] = splat(planes[k]);
  }
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    F4 sphere[4];
    const float* s = spheres + 4 * i;
    transpose(wasm_v128_load(s), wasm_v128_load(s + 4), wasm_v128_load(s + 8), wasm_v128_load(s + 12), sphere);
    if (!kOne) {
      const float* p = planes + 4 * i;
      transpose(wasm_v128_load(p), wasm_v128_load(p + 4), wasm_v128_load(p + 8), wasm_v128_load(p + 12), plane);
    }
    F4 dx, dy, dz;
    load_vec3x4(displacements + 3 * i, dx, dy, dz);
    const F4 cx = sphere[0], cy = sphere[1], cz = sphere[2], r = sphere[3];
    const F4 gx = plane[0], gy = plane[1], gz = plane[2], given_constant = plane[3];

    // valid_* and in_range, as in sweep_sphere_plane_entry.
    constexpr float lo = (1 - kUnitNormalTolerance) * (1 - kUnitNormalTolerance);
    constexpr float hi = (1 + kUnitNormalTolerance) * (1 + kUnitNormalTolerance);
    const F4 len2 =
        wasm_f32x4_add(wasm_f32x4_add(wasm_f32x4_mul(gx, gx), wasm_f32x4_mul(gy, gy)), wasm_f32x4_mul(gz, gz));
    F4 ok = wasm_v128_and(wasm_v128_and(in_range4(cx), in_range4(cy)), in_range4(cz));
    ok = wasm_v128_and(ok, wasm_v128_and(in_range4(r), wasm_f32x4_ge(r, splat(0))));
    ok = wasm_v128_and(ok, wasm_v128_and(wasm_v128_and(in_range4(dx), in_range4(dy)), in_range4(dz)));
    ok = wasm_v128_and(ok, wasm_v128_and(wasm_v128_and(in_range4(gx), in_range4(gy)), in_range4(gz)));
    ok = wasm_v128_and(ok, wasm_v128_and(wasm_f32x4_ge(len2, splat(lo)), wasm_f32x4_le(len2, splat(hi))));
    ok = wasm_v128_and(ok, in_range4(given_constant));
    const F4 invalid = wasm_v128_not(ok);
    // The unit normal, and the distances in double (two lanes per f64x2), as sweep_sphere_plane_entry.
    const F4 inv_length = wasm_f32x4_div(splat(1), wasm_f32x4_sqrt(len2));
    const F4 nx = wasm_f32x4_mul(gx, inv_length), ny = wasm_f32x4_mul(gy, inv_length);
    const F4 nz = wasm_f32x4_mul(gz, inv_length);
    F2Pair d0, d1;
    for (int half = 0; half < 2; ++half) {
      const auto w = [half](F4 x) { return widen(x, half); };
      const F2 inv = w(inv_length);
      const F2 dist = wasm_f64x2_add(
          wasm_f64x2_add(wasm_f64x2_add(wasm_f64x2_mul(w(gx), w(cx)), wasm_f64x2_mul(w(gy), w(cy))),
                         wasm_f64x2_mul(w(gz), w(cz))),
          w(given_constant));
      const F2 rate = wasm_f64x2_add(wasm_f64x2_add(wasm_f64x2_mul(w(gx), w(dx)), wasm_f64x2_mul(w(gy), w(dy))),
                                     wasm_f64x2_mul(w(gz), w(dz)));
      d0.h[half] = wasm_f64x2_mul(dist, inv);
      d1.h[half] = wasm_f64x2_add(d0.h[half], wasm_f64x2_mul(rate, inv));
    }
    F2Pair s0, s1, t_wide;
    F4 side_mask, overlap, miss;
    {
      F2 ge[2], le[2], gt[2];
      for (int half = 0; half < 2; ++half) {
        const F2 r2 = widen(r, half);
        ge[half] = wasm_f64x2_ge(d0.h[half], wasm_f64x2_splat(0));
        const F2 side = wasm_v128_bitselect(wasm_f64x2_splat(1), wasm_f64x2_splat(-1), ge[half]);
        le[half] = wasm_f64x2_le(wasm_f64x2_abs(d0.h[half]), r2);
        s0.h[half] = wasm_f64x2_mul(side, d0.h[half]);
        s1.h[half] = wasm_f64x2_mul(side, d1.h[half]);
        gt[half] = wasm_f64x2_gt(s1.h[half], r2);
        t_wide.h[half] = wasm_f64x2_div(wasm_f64x2_sub(s0.h[half], r2), wasm_f64x2_sub(s0.h[half], s1.h[half]));
      }
      side_mask = narrow_mask(ge[0], ge[1]);
      overlap = narrow_mask(le[0], le[1]);
      miss = narrow_mask(gt[0], gt[1]);
    }
    const F4 side = select(side_mask, splat(1), splat(-1));
    const F4 t_raw = narrow(t_wide.h[0], t_wide.h[1]);
    const F4 t =
        select(wasm_f32x4_lt(t_raw, splat(0)), splat(0), select(wasm_f32x4_lt(splat(1), t_raw), splat(1), t_raw));
    const F4 flip = wasm_f32x4_neg(side);
    const F4 mx = wasm_f32x4_mul(flip, nx), my = wasm_f32x4_mul(flip, ny), mz = wasm_f32x4_mul(flip, nz);
    const F4 d0_real = narrow(d0.h[0], d0.h[1]);
    const auto point = [&](F4 c, F4 nc, F4 dc, F4 mc) {
      return select(overlap, wasm_f32x4_sub(c, wasm_f32x4_mul(d0_real, nc)),
                    wasm_f32x4_add(wasm_f32x4_add(c, wasm_f32x4_mul(t, dc)), wasm_f32x4_mul(r, mc)));
    };
    const F4 px = point(cx, nx, dx, mx), py = point(cy, ny, dy, my), pz = point(cz, nz, dz, mz);

    // store(), on 4 lanes.
    const F4 zero = wasm_v128_or(invalid, wasm_v128_andnot(miss, overlap));
    const F4 t_out = select(wasm_v128_or(invalid, overlap), splat(0), select(miss, splat(1), t));
    const F4 status = select(invalid, splat(kInvalid),
                             select(overlap, splat(kInitialOverlap), select(miss, splat(kMiss), splat(kHit))));
    const F4 none = splat(0);
    F4 first[4], second[4];
    transpose(t_out, select(zero, none, px), select(zero, none, py), select(zero, none, pz), first);
    transpose(select(zero, none, mx), select(zero, none, my), select(zero, none, mz), status, second);
    for (std::size_t k = 0; k < 4; ++k) {
      wasm_v128_store(results + 8 * (i + k), first[k]);
      wasm_v128_store(results + 8 * (i + k) + 4, second[k]);
    }
    // Counts: comparison masks are -1 per true lane.
    hits = wasm_i32x4_sub(hits, wasm_v128_and(wasm_v128_not(invalid), wasm_v128_or(overlap, wasm_v128_not(miss))));
    invalids = wasm_i32x4_sub(invalids, invalid);
  }
  counts.hits = wasm_i32x4_extract_lane(hits, 0) + wasm_i32x4_extract_lane(hits, 1) +
                wasm_i32x4_extract_lane(hits, 2) + wasm_i32x4_extract_lane(hits, 3);
  counts.invalid = wasm_i32x4_extract_lane(invalids, 0) + wasm_i32x4_extract_lane(invalids, 1) +
                   wasm_i32x4_extract_lane(invalids, 2) + wasm_i32x4_extract_lane(invalids, 3);
  // The last n % 4 entries one by one.
  for (; i < n; ++i) {
    counts.add(sweep_sphere_plane_entry(reinterpret_cast<const Sphere*>(spheres)[i],
                                        reinterpret_cast<const Vec3*>(displacements)[i],
                                        reinterpret_cast<const Plane*>(planes)[kOne ? 0 : i],
                                        reinterpret_cast<BatchSweepHit*>(results)[i]));
  }
  return counts;
}
#endif

// The loops, as functions so that `__restrict` on their parameters tells the compiler that the results do not
// overlap the inputs. kOne: entry 0 of the second shape's arrays for every i.

template <bool kOne>
Counts sweep_sphere_plane_loop(std::size_t n, const Sphere* __restrict spheres, const Vec3* __restrict displacements,
                               const Plane* __restrict planes, BatchSweepHit* __restrict results) {
  Counts counts;
  for (std::size_t i = 0; i < n; ++i) {
    counts.add(sweep_sphere_plane_entry(spheres[i], displacements[i], planes[kOne ? 0 : i], results[i]));
  }
  return counts;
}

template <bool kOne>
Counts sweep_sphere_sphere_loop(std::size_t n, const Sphere* __restrict spheres_a,
                                const Vec3* __restrict displacements_a, const Sphere* __restrict spheres_b,
                                const Vec3* __restrict displacements_b, BatchSweepHit* __restrict results) {
  Counts counts;
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t j = kOne ? 0 : i;
    counts.add(
        sweep_sphere_sphere_entry(spheres_a[i], displacements_a[i], spheres_b[j], displacements_b[j], results[i]));
  }
  return counts;
}

BatchSummary summarise(Counts counts, std::span<const BatchSweepHit> results) {
  BatchSummary summary{static_cast<std::int32_t>(results.size()), counts.hits, counts.invalid, -1};
  if (counts.invalid > 0) {
    for (std::size_t i = 0; i < results.size(); ++i) {
      if (results[i].status == kInvalid) {
        summary.first_invalid = static_cast<std::int32_t>(i);
        break;
      }
    }
  }
  return summary;
}

}  // namespace

BatchSummary sweep_sphere_plane_batch(std::span<const Sphere> spheres, std::span<const Vec3> displacements,
                                      std::span<const Plane> planes, std::span<BatchSweepHit> results) {
  const std::size_t n = spheres.size();
  if (n == 0 || displacements.size() != n || (planes.size() != 1 && planes.size() != n) || results.size() < n) {
    return {};
  }
#if defined(__wasm_simd128__) && !defined(SWEEPKIT_DOUBLE)
  const auto* s = reinterpret_cast<const float*>(spheres.data());
  const auto* d = reinterpret_cast<const float*>(displacements.data());
  const auto* p = reinterpret_cast<const float*>(planes.data());
  auto* r = reinterpret_cast<float*>(results.data());
  const Counts counts = planes.size() == 1 ? sweep_sphere_plane_simd<true>(n, s, d, p, r)
                                           : sweep_sphere_plane_simd<false>(n, s, d, p, r);
#else
  const Counts counts =
      planes.size() == 1
          ? sweep_sphere_plane_loop<true>(n, spheres.data(), displacements.data(), planes.data(), results.data())
          : sweep_sphere_plane_loop<false>(n, spheres.data(), displacements.data(), planes.data(), results.data());
#endif
  return summarise(counts, results.first(n));
}

BatchSummary sweep_sphere_sphere_batch(std::span<const Sphere> spheres_a, std::span<const Vec3> displacements_a,
                                       std::span<const Sphere> spheres_b, std::span<const Vec3> displacements_b,
                                       std::span<BatchSweepHit> results) {
  const std::size_t n = spheres_a.size();
  const std::size_t nb = spheres_b.size();
  if (n == 0 || displacements_a.size() != n || displacements_b.size() != nb || (nb != 1 && nb != n) ||
      results.size() < n) {
    return {};
  }
  const Counts counts = nb == 1
                            ? sweep_sphere_sphere_loop<true>(n, spheres_a.data(), displacements_a.data(),
                                                             spheres_b.data(), displacements_b.data(), results.data())
                            : sweep_sphere_sphere_loop<false>(n, spheres_a.data(), displacements_a.data(),
                                                              spheres_b.data(), displacements_b.data(), results.data());
  return summarise(counts, results.first(n));
}

}  // namespace sweepkit
