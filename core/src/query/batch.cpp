#include "sweepkit/query/batch.hpp"

#include <cmath>
#include <cstddef>

#include "sweepkit/tolerance.hpp"

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
[[gnu::always_inline]] inline bool valid_normal(Real x, Real y, Real z) {
  constexpr Real lo = (1 - kUnitNormalTolerance) * (1 - kUnitNormalTolerance);
  constexpr Real hi = (1 + kUnitNormalTolerance) * (1 + kUnitNormalTolerance);
  const Real len2 = x * x + y * y + z * z;
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
  const Real nx = plane.normal.x, ny = plane.normal.y, nz = plane.normal.z, constant = plane.constant;
  const bool center_ok = in_range(cx, cy, cz), radius_ok = valid_radius(r), displacement_ok = in_range(dx, dy, dz);
  const bool normal_ok = valid_normal(nx, ny, nz), constant_ok = in_range(constant);
  const bool invalid = !(center_ok & radius_ok & displacement_ok & normal_ok & constant_ok);

  const Real d0 = nx * cx + ny * cy + nz * cz + constant;  // signed_distance(plane, c0)
  const Real d1 = d0 + (nx * dx + ny * dy + nz * dz);      // d0 + dot(n, displacement)
  const Real side = d0 >= 0 ? Real(1) : Real(-1);
  const bool overlap = std::fabs(d0) <= r;
  const Real s0 = side * d0;
  const Real s1 = side * d1;
  const bool miss = s1 > r;
  const Real t_raw = (s0 - r) / (s0 - s1);
  const Real t = t_raw < 0 ? Real(0) : (1 < t_raw ? Real(1) : t_raw);  // std::clamp(t_raw, 0, 1)
  const Real flip = -side;                                             // normal = -side * n
  const Real mx = nx * flip, my = ny * flip, mz = nz * flip;
  // Initial overlap: point = c0 - d0 * n. Hit: position = c0 + t * displacement, point = position + r * normal.
  const Real px = overlap ? cx - nx * d0 : (cx + dx * t) + mx * r;
  const Real py = overlap ? cy - ny * d0 : (cy + dy * t) + my * r;
  const Real pz = overlap ? cz - nz * d0 : (cz + dz * t) + mz * r;
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
  const Counts counts =
      planes.size() == 1
          ? sweep_sphere_plane_loop<true>(n, spheres.data(), displacements.data(), planes.data(), results.data())
          : sweep_sphere_plane_loop<false>(n, spheres.data(), displacements.data(), planes.data(), results.data());
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
