#pragma once
// Math shared by the discrete contact tests (contact_*.cpp) and the boolean overlap fast paths
// (overlap_*.cpp). Each touching predicate here is the one its contact test uses, so a fast path and
// the matching contact test always agree on whether two shapes touch.

#include <algorithm>
#include <cmath>
#include <array>
#include <cstring>
#include <utility>

#include "sweepkit/math/midpoint.hpp"
#include "sweepkit/math/min_max.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/tolerance.hpp"
#include "../results/make_contact.hpp"
#include "ray_primitives.hpp"
#include "../shapes/unit_plane.hpp"

namespace sweepkit::detail {

// Below this squared sine of the angle between two segment directions (unitless), the segments count as
// parallel when a normal is needed for crossing segments: |d1 × d2|² <= kParallelSineSquared |d1|² |d2|².
// float32 rounding makes d1 × d2 uncertain by about 1e-7 |d1| |d2|, so at sin = 1e-3 its direction is
// still good to 1e-4 rad; below that a perpendicular of d1 is used, which is as good a normal there.
// (A candidate for tolerance.hpp.)
inline constexpr Real kParallelSineSquared = Real(1e-6);


/// The contact of (b, a) seen as the contact of (a, b): normal negated, points swapped, and an error argument
/// index renumbered (0 <-> 1).
inline Contact mirrored(Contact c) {
  if (c.status == Status::invalid_input) {
    c.error_argument = 1 - c.error_argument;
    return c;
  }
  const Vec3 point_a = c.point_b;
  c.point_b = c.point_a;
  c.point_a = point_a;
  c.normal = -c.normal;
  std::swap(c.sub_shape_a, c.sub_shape_b);
  return c;
}

/// Whether `a` comes first in the canonical order of two shapes of one kind: the lexicographic order of their
/// fields in declaration order (sphere: centre x, y, z, radius; aabb: min, max; capsule: start, end, radius).
/// Pair tests whose rounding depends on the argument order run in this order, so that both orders agree.
template <class S>
bool canonical_first(const S& a, const S& b) {
  using Fields = std::array<Real, sizeof(S) / sizeof(Real)>;
  static_assert(sizeof(Fields) == sizeof(S), "a shape is Real fields only");
  // memcpy, not std::bit_cast: the libc++ of the WebAssembly build (Emscripten 3.1.6) lacks it.
  Fields fa;
  Fields fb;
  std::memcpy(fa.data(), &a, sizeof(S));
  std::memcpy(fb.data(), &b, sizeof(S));
  return !(fb < fa);
}

/// Contact of two shapes of one kind, exactly antisymmetric: `compute` runs on the pair in the canonical
/// order (canonical_first) and the other order gets its result mirrored. So contact(b, a) is contact(a, b)
/// with the normal negated and the points swapped, exactly, whatever the rounding of `compute` in either
/// order. Equal shapes give the same answer both ways (there is no direction between them to negate).
template <class S, class Compute>
Contact symmetric_contact(const S& a, const S& b, Compute compute) {
  if (canonical_first(a, b)) return compute(a, b);
  Contact c = mirrored(compute(b, a));
  c.normal = c.normal + Vec3{};  // + 0: no -0, as a normal computed in this order has none
  return c;
}

/// A unit vector perpendicular to `axis`, the normal used when two cores touch along a segment and no
/// direction between them exists: +y made perpendicular to the axis (y - (y·u) u, normalised), or +x made
/// perpendicular when the axis is within 45° of y (where the +y version would be short and imprecise).
/// +y for a zero-length axis.
inline Vec3 perpendicular_to(Vec3 axis) {
  const Real len2 = length_squared(axis);
  if (len2 <= kZeroLengthSquared) return {0, 1, 0};
  const Vec3 u = axis * (Real(1) / std::sqrt(len2));
  // |y - (y·u) u|² = 1 - u.y², at least 1/2 on the first branch; likewise for x on the second (u.x² <= 1/2).
  const Vec3 v = u.y * u.y <= Real(0.5) ? Vec3{0, 1, 0} - u.y * u : Vec3{1, 0, 0} - u.x * u;
  return v * (Real(1) / length(v));
}

// ---- Spheres, and the closest points of capsule cores --------------------------------------------------

/// Spheres whose centres are `ab` apart (B's centre minus A's) with radii summing to `radius_sum` touch or
/// overlap: |ab| <= radius_sum, compared squared.
inline bool spheres_touch(Vec3 ab, Real radius_sum) { return length_squared(ab) <= radius_sum * radius_sum; }

/// Contact of the touching spheres (ca, ra) and (cb, rb) (reference 003's sphere/sphere): normal along
/// cb - ca, or `fallback` (unit) when the centres (nearly) coincide; depth = ra + rb - |cb - ca|;
/// point_a = ca + ra n, point_b = cb - rb n.
inline Contact sphere_sphere_contact(Vec3 ca, Real ra, Vec3 cb, Real rb, Vec3 fallback) {
  const Vec3 ab = cb - ca;
  const Real len2 = length_squared(ab);
  Vec3 n = fallback;
  Real distance = 0;
  if (len2 > kZeroLengthSquared) {
    distance = std::sqrt(len2);
    n = ab * (Real(1) / distance);
  }
  return make_contact(n, (ra + rb) - distance, ca + ra * n, cb - rb * n);
}

/// The point of segment [start, end] nearest p, relative to p, in double: `offset` = q - p and its squared
/// length. The differences of the float32 inputs are exact in double, and the rest rounds at 1e-16 of the segment's
/// size, so the direction q - p is meaningful down to distances of 1e-12 of it: far from the origin and for a
/// centre placed on the segment by float arithmetic (a few float spacings off it) alike. Ericson §5.1.2.
struct NearestOnSegment {
  double x = 0, y = 0, z = 0;  ///< q - p.
  double length_squared = 0;   ///< |q - p|².
  double scale = 0;            ///< The larger of |start - p| and |end - start| in max norm (0 for a point at p).
};

/// Below this fraction of NearestOnSegment::scale, q - p is rounding noise of double (2^-40: 4096 times its epsilon)
/// and p counts as on the segment.
inline constexpr double kCoincidentOnSegment = 1.0 / 1099511627776.0;

inline NearestOnSegment nearest_on_segment(Vec3 start, Vec3 end, Vec3 p) {
  using W = double;
  const W sx = W(start.x) - W(p.x), sy = W(start.y) - W(p.y), sz = W(start.z) - W(p.z);
  const W dx = W(end.x) - W(start.x), dy = W(end.y) - W(start.y), dz = W(end.z) - W(start.z);
  const W dd = dx * dx + dy * dy + dz * dz;
  W f = 0;
  if (dd > 0) f = std::clamp(-(sx * dx + sy * dy + sz * dz) / dd, W(0), W(1));
  NearestOnSegment q;
  q.x = sx + f * dx;
  q.y = sy + f * dy;
  q.z = sz + f * dz;
  q.length_squared = q.x * q.x + q.y * q.y + q.z * q.z;
  q.scale = std::max({std::fabs(sx), std::fabs(sy), std::fabs(sz), std::fabs(dx), std::fabs(dy), std::fabs(dz)});
  return q;
}

/// Largest |component| of v.
inline Real max_magnitude(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }

/// The coordinate magnitude that sets the rounding of a point computed on the segment [start, end]
/// (start + s (end - start)): the larger of its ends' largest components; 0 for a point, which is exact.
inline Real segment_scale(Vec3 start, Vec3 end) {
  if (length_squared(end - start) <= kZeroLengthSquared) return 0;
  return std::max(max_magnitude(start), max_magnitude(end));
}

/// sphere_sphere_contact for centres found by a closest-point computation on segments whose coordinates reach
/// `scale` in magnitude (segment_scale): centres within kCoincidentRelative * scale of each other are taken as
/// meeting (the direction between them is rounding noise), so the contact uses `meeting_normal` with the full
/// depth ra + rb at their midpoint m: point_a = m + ra n, point_b = m - rb n.
inline Contact core_contact(Vec3 ca, Real ra, Vec3 cb, Real rb, Vec3 meeting_normal, Real scale) {
  const Real coincident = kCoincidentRelative * scale;
  if (length_squared(cb - ca) > coincident * coincident) {
    return sphere_sphere_contact(ca, ra, cb, rb, meeting_normal);
  }
  const Vec3 m = midpoint(ca, cb);
  return make_contact(meeting_normal, ra + rb, m + ra * meeting_normal, m - rb * meeting_normal);
}

// ---- Boxes ----------------------------------------------------------------------------------------------

/// The closest point of box b to p: p clamped to [min, max] on each axis (Ericson §5.1.3).
inline Vec3 clamp_to_box(Vec3 p, const Aabb& b) {
  return {clamp_of(p.x, b.min.x, b.max.x), clamp_of(p.y, b.min.y, b.max.y), clamp_of(p.z, b.min.z, b.max.z)};
}

/// Boxes touch or overlap: their intervals overlap (or meet) on all three axes (Ericson §4.2.1).
inline bool aabbs_touch(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

/// The axis of least penetration of two touching boxes.
struct AxisPush {
  int axis = 0;      ///< 0 = x, 1 = y, 2 = z.
  Real sign = 1;     ///< +1: B is pushed along +axis; -1: along -axis.
  Real depth = 0;    ///< How far B moves along sign * axis to separate (to touching).
};

/// Per axis, B separates from A by moving a.max - b.min along +axis or b.max - a.min along -axis; the shorter
/// of the two is along the sign of the centres' difference (B's centre minus A's: pos <= neg <=> cb >= ca),
/// + when they are equal. The axis with the least such depth wins; ties go to x, then y, then z.
/// Reference 003's six face distances, as three signed axes.
inline AxisPush least_penetration(const Aabb& a, const Aabb& b) {
  AxisPush best;
  for (int axis = 0; axis < 3; ++axis) {
    const Real pos = a.max[axis] - b.min[axis];
    const Real neg = b.max[axis] - a.min[axis];
    const AxisPush push = pos <= neg ? AxisPush{axis, Real(1), pos} : AxisPush{axis, Real(-1), neg};
    if (axis == 0 || push.depth < best.depth) best = push;
  }
  return best;
}

/// Contact of two touching boxes: normal along the axis of least penetration (least_penetration); point_a
/// and point_b on A's and B's faces across that axis (A's face towards B, B's face towards A), both at the
/// centre of the boxes' overlap region in the other two axes, so point_a - point_b = depth * normal.
inline Contact aabb_aabb_contact(const Aabb& a, const Aabb& b) {
  const AxisPush push = least_penetration(a, b);
  // Centre of the overlap region [max(mins), min(maxes)]; its `push.axis` component is replaced below.
  const Vec3 lo{max_of(a.min.x, b.min.x), max_of(a.min.y, b.min.y), max_of(a.min.z, b.min.z)};
  const Vec3 hi{min_of(a.max.x, b.max.x), min_of(a.max.y, b.max.y), min_of(a.max.z, b.max.z)};
  Vec3 point_a = midpoint(lo, hi);
  Vec3 point_b = point_a;
  point_a[push.axis] = (push.sign > 0 ? a.max : a.min)[push.axis];
  point_b[push.axis] = (push.sign > 0 ? b.min : b.max)[push.axis];
  return make_contact(axis_vector(push.axis, push.sign), push.depth, point_a, point_b);
}

// ---- Planes (two-sided) -----------------------------------------------------------------------------------

/// +1 when a shape's reference point at signed distance d is on the plane's positive side or on the plane,
/// -1 otherwise; the contact normal from the shape towards the plane is -side * n (as in sweep_sphere_plane).
constexpr Real plane_side(Real d) { return d >= 0 ? Real(1) : Real(-1); }

/// A box as seen from a plane: its centre's signed distance and its projected radius onto the unit normal.
struct BoxOnPlane {
  Vec3 center;
  Real distance = 0;  ///< Signed distance of the box's centre from the normalised plane.
  Real radius = 0;    ///< Half the box's extent along the unit normal: e·|n| (Ericson §5.2.3).
};

/// The box against the plane as given (any accepted normal length), measured in Wide: min + max and max - min
/// are exact in double for float32 corners, and so is each product with a float32 normal, so the centre's
/// distance does not carry the rounding of the float centre at large coordinates (see unit_plane.hpp).
inline BoxOnPlane box_on_plane(const Aabb& box, const Plane& given) {
  using W = double;
  const W inv = inverse_length(given);
  W distance = 0, radius = 0;
  for (int axis = 0; axis < 3; ++axis) {
    const W n = given.normal[axis];
    distance += n * (W(box.min[axis]) + W(box.max[axis]));
    radius += std::fabs(n) * (W(box.max[axis]) - W(box.min[axis]));
  }
  return {midpoint(box.min, box.max), Real((0.5 * distance + W(given.constant)) * inv), Real(0.5 * radius * inv)};
}

/// A shape whose points reach `extent` either side of a reference point at signed distance d touches the
/// two-sided plane: |d| <= extent.
inline bool touches_plane(Real d, Real extent) { return std::fabs(d) <= extent; }

}  // namespace sweepkit::detail
