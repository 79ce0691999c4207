#pragma once
// Ray primitives shared by the casts and by the sweeps that reduce to casts: a moving sphere is its
// centre cast against the other shape inflated by the radius (sweep_sphere_aabb, sweep_sphere_capsule),
// two moving boxes are one corner cast against their Minkowski difference (sweep_aabb_aabb).
// Private to core/src; the math lives here once.
//
// Each `*_entry` function answers where a ray origin + t d, t >= 0, first enters a solid shape whose
// surface it starts OUTSIDE of; callers test for a start inside or on the shape first (the `*_contains`
// functions) because that answer (initial overlap) is theirs to shape. Origins are passed relative to
// the shape (origin - anchor), which keeps the numbers small when both are far from the world origin.
// `d` need not be unit length (t is a multiple of d) and may be zero (no entry then).
// No function here divides by a quantity that can be zero, and none returns NaN.

#include <algorithm>
#include <cmath>
#include <limits>

#include "sweepkit/math/min_max.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit::detail {

/// Where a ray first enters a solid shape.
struct RayEntry {
  bool hit = false;  ///< The ray enters the shape at some t >= 0.
  Real t = 0;        ///< Entry fraction along d (>= 0; may exceed the caller's max, which the caller checks).
  Vec3 normal;       ///< Unit outward surface normal of the shape at the entry point.
};

/// `sign` times the unit vector of `axis`.
constexpr Vec3 axis_vector(int axis, Real sign) {
  return {axis == 0 ? sign : Real(0), axis == 1 ? sign : Real(0), axis == 2 ? sign : Real(0)};
}

/// v scaled to unit length, or `fallback` when v is (near) zero.
inline Vec3 unit_or(Vec3 v, Vec3 fallback) {
  const Real len2 = length_squared(v);
  return len2 > kZeroLengthSquared ? v * (Real(1) / std::sqrt(len2)) : fallback;
}

/// Some unit vector perpendicular to `axis` (+y when axis is zero): the normal we report when a
/// sphere centre lies exactly on a capsule's core segment and no direction is preferred.
inline Vec3 unit_perpendicular(Vec3 axis) {
  const Real ax = std::fabs(axis.x);
  const Real ay = std::fabs(axis.y);
  const Real az = std::fabs(axis.z);
  // Cross with the coordinate axis `axis` is least aligned with: the cross product is never short.
  const Vec3 e = (ax <= ay && ax <= az) ? Vec3{1, 0, 0} : (ay <= az ? Vec3{0, 1, 0} : Vec3{0, 0, 1});
  return unit_or(cross(axis, e), Vec3{0, 1, 0});
}

// ---- sphere -------------------------------------------------------------------------------------------

/// The entry time of ray_sphere_entry below (+infinity: no entry), without its normal: for callers that need
/// the normal of the earliest of several entries only.
inline Real ray_sphere_entry_time(Vec3 m, Vec3 d, Real r) {
  constexpr Real kNone = std::numeric_limits<Real>::infinity();
  const Real c = length_squared(m) - r * r;
  if (c <= 0) return kNone;
  const Real b = dot(m, d);
  if (b >= 0) return kNone;
  const Real dd = length_squared(d);
  const Real disc = dd * r * r - length_squared(cross(m, d));
  if (disc < 0) return kNone;
  // Both terms of the denominator are >= 0 and -b > 0: no cancellation, no division by zero. The earliest
  // root comes no later than the closest approach, t = -b / (d·d); a path grazing within rounding (disc
  // rounded up to >= 0) while barely approaching (b ~ 0) would otherwise put it arbitrarily far beyond that
  // (an endless ray "hit" at t = 1e31, whose normal then overflowed to zero), so it is capped there.
  return min_of(c / (-b + std::sqrt(disc)), -b / dd);
}

/// The outward unit normal of ray_sphere_entry's entry at time t: at the entry point m + t d has length r; a
/// point sphere (r = 0) hit dead on faces the ray instead.
inline Vec3 ray_sphere_entry_normal(Vec3 m, Vec3 d, Real t) {
  return unit_or(m + t * d, unit_or(-d, Vec3{0, 1, 0}));
}

/// First entry into the sphere of radius r centred at the origin, of the ray m + t d (m = origin - centre).
/// The quadratic |m + t d|² = r², i.e. (d·d) t² + 2 (m·d) t + (m·m - r²) = 0, solved for its earlier root
/// without cancellation: t = c / (-b + sqrt(disc)) with b = m·d < 0, c = m·m - r² > 0 and the
/// discriminant disc = (d·d) r² - |m × d|² (Lagrange's identity; no difference of two large squares).
/// disc = 0 (grazing) is an entry, at the closest approach -b / (d·d), which caps t. No entry for an
/// origin inside or on the sphere, or when the ray does not approach the centre (b >= 0, which includes d = 0).
/// Also the ray against an infinite cylinder, given m and d with their components along the axis removed.
/// Source: Ericson, Real-Time Collision Detection §5.3.2; Haines et al., "Precision Improvements for
/// Ray/Sphere Intersection", Ray Tracing Gems (2019) ch. 7.
inline RayEntry ray_sphere_entry(Vec3 m, Vec3 d, Real r) {
  RayEntry e;
  e.t = ray_sphere_entry_time(m, d, r);
  if (!(e.t < std::numeric_limits<Real>::infinity())) return RayEntry{};
  e.hit = true;
  e.normal = ray_sphere_entry_normal(m, d, e.t);
  return e;
}

// ---- axis-aligned box -------------------------------------------------------------------------------

/// True when p lies inside or on the box [lo, hi].
inline bool box_contains(Vec3 lo, Vec3 hi, Vec3 p) {
  return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y && p.z >= lo.z && p.z <= hi.z;
}

/// First entry of the ray o + t d into the box [lo, hi] by slabs: on each axis the ray is inside the
/// slab lo <= x <= hi for t between the two plane crossings; the box is entered at the latest slab
/// entry if that is no later than the earliest slab exit. An axis with d = 0 (motion parallel to the
/// slab) divides by nothing: inside the slab it never restricts t, outside it there is no entry.
/// `normal` is the outward normal of the face of the last slab entered (ties: the lowest axis).
/// For an origin inside or on the box the answer is t = 0 (callers test that case first).
/// With `grow` > 0 the box is [lo - grow, hi + grow], grow added to the differences lo - o and hi - o
/// rather than to the bounds: a small grow (a millimetre radius) added to a large bound (1e5) would be
/// absorbed by its rounding, while the differences are small (and exact) wherever the ray meets the box.
/// Source: Ericson, Real-Time Collision Detection §5.3.3 (IntersectRayAABB).
inline RayEntry ray_box_entry(Vec3 o, Vec3 d, Vec3 lo, Vec3 hi, Real grow = 0) {
  RayEntry e;
  Real t_enter = -std::numeric_limits<Real>::infinity();
  Real t_exit = std::numeric_limits<Real>::infinity();
  int axis = -1;
  Real outward = 0;
  for (int i = 0; i < 3; ++i) {
    const Real oi = o[i];
    const Real di = d[i];
    // Distances from the origin to the slab's planes (for grow = 0 exactly lo_i - oi and hi_i - oi).
    const Real to_lo = (lo[i] - oi) - grow;
    const Real to_hi = (hi[i] - oi) + grow;
    if (di == 0) {
      if (to_lo > 0 || to_hi < 0) return e;
      continue;
    }
    // Two divisions rather than a reciprocal: a tiny d gives ±infinity, never 0 * infinity = NaN.
    const Real t_lo = to_lo / di;
    const Real t_hi = to_hi / di;
    const Real t_near = di > 0 ? t_lo : t_hi;
    const Real t_far = di > 0 ? t_hi : t_lo;
    if (t_near > t_enter) {
      t_enter = t_near;
      axis = i;
      outward = di > 0 ? Real(-1) : Real(1);  // moving up the axis enters through the lo face
    }
    t_exit = min_of(t_exit, t_far);
  }
  if (axis < 0 || t_enter > t_exit || t_exit < 0) return e;
  e.hit = true;
  e.t = max_of(t_enter, Real(0));
  e.normal = axis_vector(axis, outward);
  return e;
}

/// A face of a box: the outward normal is axis_vector(axis, outward).
struct BoxFace {
  int axis = 0;
  Real outward = -1;
  Real distance = 0;  ///< Distance from the query point to the face's plane, >= 0 for a point inside.
};

/// The face of the box [lo, hi] nearest to p, a point inside or on it (ties: the lowest axis, then the
/// hi face, as the contact tests break them). Moving p by `distance` along the face's outward normal takes
/// it to the surface.
inline BoxFace nearest_box_face(Vec3 lo, Vec3 hi, Vec3 p) {
  BoxFace best{0, 1, std::numeric_limits<Real>::infinity()};
  for (int i = 0; i < 3; ++i) {
    const Real to_hi = hi[i] - p[i];
    const Real to_lo = p[i] - lo[i];
    if (to_hi < best.distance) best = {i, 1, to_hi};
    if (to_lo < best.distance) best = {i, -1, to_lo};
  }
  return best;
}

// ---- capsule --------------------------------------------------------------------------------------

/// True when p (relative to the capsule's start) lies within r of the core segment from 0 to ab.
inline bool capsule_contains(Vec3 ab, Real r, Vec3 p) {
  return length_squared(p - closest_point_on_segment(Vec3{}, ab, p)) <= r * r;
}

/// The entry time (+infinity: none) of the ray m + t d (m = origin - segment start) into the side of the capsule
/// of radius r around the segment from 0 to ab: the infinite cylinder, entered within the segment's slab
/// (0 <= axial position <= |ab|); none for a degenerate segment. The cylinder is the sphere quadratic on m and d
/// with their components along ab removed (the projected problem is a circle).
inline Real ray_cylinder_entry_time(Vec3 m, Vec3 d, Vec3 ab, Real r) {
  constexpr Real kNone = std::numeric_limits<Real>::infinity();
  const Real len2 = length_squared(ab);
  if (len2 <= kZeroLengthSquared) return kNone;
  const Vec3 m_perp = m - (dot(m, ab) / len2) * ab;
  const Vec3 d_perp = d - (dot(d, ab) / len2) * ab;
  const Real t = ray_sphere_entry_time(m_perp, d_perp, r);
  if (!(t < kNone)) return kNone;
  const Real axial = dot(m + t * d, ab);  // axial position times |ab|
  return axial >= 0 && axial <= len2 ? t : kNone;
}

/// The outward unit normal (perpendicular to ab) of ray_cylinder_entry_time's entry at time t.
inline Vec3 ray_cylinder_entry_normal(Vec3 m, Vec3 d, Vec3 ab, Real t) {
  const Real len2 = length_squared(ab);
  return ray_sphere_entry_normal(m - (dot(m, ab) / len2) * ab, d - (dot(d, ab) / len2) * ab, t);
}

/// First entry of the ray m + t d (m = origin - capsule start) into the capsule of radius r around the
/// segment from 0 to ab. The capsule is the union of the cylinder around the segment and the spheres at
/// its ends; entering the cylinder through a flat end means entering that end's sphere no later, so the
/// first entry is the earliest of: the infinite cylinder's entry if it lies within the segment's slab
/// (0 <= axial position <= |ab|), and the two sphere entries. The infinite cylinder is the sphere
/// quadratic on m and d with their components along ab removed (the projected problem is a circle).
/// A degenerate segment (ab = 0) is a sphere. Origin inside or on the capsule: no entry.
/// Source: Ericson, Real-Time Collision Detection §5.3.7 (IntersectSegmentCylinder) and §5.5.7.
inline RayEntry ray_capsule_entry(Vec3 m, Vec3 d, Vec3 ab, Real r) {
  RayEntry best = ray_sphere_entry(m, d, r);
  const auto consider = [&best](const RayEntry& e) {
    if (e.hit && (!best.hit || e.t < best.t)) best = e;
  };
  consider(ray_sphere_entry(m - ab, d, r));
  const Real t = ray_cylinder_entry_time(m, d, ab, r);
  if (t < std::numeric_limits<Real>::infinity()) consider({true, t, ray_cylinder_entry_normal(m, d, ab, t)});
  return best;
}

// ---- cast results ---------------------------------------------------------------------------------

/// A cast's miss: t = max_fraction, or the largest finite Real for an endless ray.
inline RaycastHit cast_miss(Real max_fraction) {
  RaycastHit out;
  out.status = Status::miss;
  out.t = std::isfinite(max_fraction) ? max_fraction : std::numeric_limits<Real>::max();
  return out;
}

/// A cast whose origin is inside or on the shape: t = 0, point = origin, normal = (0, 0, 0).
inline RaycastHit cast_initial_overlap(const Ray& ray) {
  RaycastHit out;
  out.status = Status::initial_overlap;
  out.t = 0;
  out.point = ray.origin;
  return out;
}

/// A cast's answer from the entry `e`: a hit when the entry lies within [0, max_fraction] and its point
/// is representable (an entry so far out that origin + t d overflows counts as a miss).
inline RaycastHit cast_result(const Ray& ray, const RayEntry& e, Real max_fraction) {
  if (!e.hit || !(e.t <= max_fraction)) return cast_miss(max_fraction);
  const Vec3 point = ray.origin + e.t * ray.direction;
  if (!std::isfinite(e.t) || !is_finite(point)) return cast_miss(max_fraction);
  RaycastHit out;
  out.status = Status::hit;
  out.t = e.t;
  out.point = point;
  out.normal = e.normal;
  return out;
}

}  // namespace sweepkit::detail
