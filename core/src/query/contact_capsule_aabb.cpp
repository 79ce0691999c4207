#include "sweepkit/query/contact_capsule_aabb.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/tolerance.hpp"
#include "closest_segment_aabb.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

namespace {

// The box's face axis of least penetration for the capsule: its bounding box (the segment's bounds grown by r)
// pushed off the box as contact_aabb_aabb does (on a face axis the capsule reaches exactly its bounding box).
detail::AxisPush face_axis(const Capsule& a, const Aabb& b) {
  const Real r = a.radius;
  const Vec3 rr{r, r, r};
  const Vec3 lo{std::min(a.start.x, a.end.x), std::min(a.start.y, a.end.y), std::min(a.start.z, a.end.z)};
  const Vec3 hi{std::max(a.start.x, a.end.x), std::max(a.start.y, a.end.y), std::max(a.start.z, a.end.z)};
  return detail::least_penetration(Aabb{lo - rr, hi + rr}, b);
}

// The contact on face axis `push`: point_a the capsule's deepest point along the normal, r beyond the segment end
// further along it; when neither end is (the segment lies across the axis), r beyond `middle` (the middle of the
// stretch inside the box). Its coordinate there is the bounding box's face, so moving it onto B's face gives
// point_b, and point_a - point_b = depth * normal.
Contact face_contact(const Capsule& a, const Aabb& b, const detail::AxisPush& push, Vec3 middle) {
  const Vec3 n = detail::axis_vector(push.axis, push.sign);
  const Real along_start = push.sign * a.start[push.axis];
  const Real along_end = push.sign * a.end[push.axis];
  const Vec3 core = along_start > along_end ? a.start : (along_end > along_start ? a.end : middle);
  const Vec3 point_a = core + a.radius * n;
  Vec3 point_b = point_a;
  point_b[push.axis] = (push.sign > 0 ? b.min : b.max)[push.axis];
  return detail::make_contact(n, push.depth, point_a, point_b);
}

// The best of the three axes d × e_i (d the segment, e_i the box's edge directions): on each, the segment
// projects to one value (it is perpendicular to the axis), the box to [m - R, m + R] about its centre's m, so
// B moves along +l by s - (m - R) or along -l by (m + R) - s to clear the segment; + r for the capsule.
// Computed relative to the box's centre (the differences first: the answer does not depend on where the pair
// sits). An axis whose edges are (nearly) parallel (|d̂ × e_i|² <= kParallelEdgeSineSquared) is skipped: the
// face axes decide there. axis = -1 when every axis is skipped (a point capsule, or one along a box edge).
struct EdgeAxis {
  int axis = -1;  // the box edge direction i
  Vec3 normal;    // unit, towards B
  Real depth = 0;
};

EdgeAxis edge_axis(const Capsule& a, const Aabb& b) {
  EdgeAxis best;
  const Vec3 centre = (b.min + b.max) * Real(0.5);
  const Vec3 half = (b.max - b.min) * Real(0.5);
  const Vec3 p = a.start - centre, q = a.end - centre;
  const Vec3 d = q - p;
  const Real dd = length_squared(d);
  if (!(dd > kZeroLengthSquared)) return best;
  for (int i = 0; i < 3; ++i) {
    const Vec3 l = cross(d, detail::axis_vector(i, 1));
    const Real ll = length_squared(l);
    if (ll <= kParallelEdgeSineSquared * dd) continue;
    const Vec3 u = l * (Real(1) / std::sqrt(ll));
    const Real radius = half.x * std::fabs(u.x) + half.y * std::fabs(u.y) + half.z * std::fabs(u.z);
    const Real s_hi = std::max(dot(u, p), dot(u, q)), s_lo = std::min(dot(u, p), dot(u, q));
    const Real pos = s_hi + radius, neg = radius - s_lo;  // B along +u, along -u
    const Real depth = (pos <= neg ? pos : neg) + a.radius;
    if (best.axis < 0 || depth < best.depth) best = {i, pos <= neg ? u : -u, depth};
  }
  return best;
}

// The contact on edge axis `edge`: point_b on B's edge along e_i that is deepest against the normal (each other
// coordinate at the box's bound on the normal's far side), at its closest approach to the segment's line;
// point_a = point_b + depth * normal, r beyond the segment there.
Contact edge_contact(const Capsule& a, const Aabb& b, const EdgeAxis& edge) {
  const Vec3 centre = (b.min + b.max) * Real(0.5);
  const Vec3 half = (b.max - b.min) * Real(0.5);
  Vec3 corner;  // the edge's end at -half along e_i, relative to the centre
  for (int j = 0; j < 3; ++j) corner[j] = j == edge.axis ? -half[j] : (edge.normal[j] > 0 ? -half[j] : half[j]);
  const Vec3 e = detail::axis_vector(edge.axis, 2 * half[edge.axis]);
  const SegmentClosestPoints c = closest_points_segment_segment(a.start - centre, a.end - centre, corner, corner + e);
  const Vec3 point_b = c.point2 + centre;
  return detail::make_contact(edge.normal, edge.depth, point_b + edge.depth * edge.normal, point_b);
}

// The contact of a capsule and a box given in the pair's own frame (see contact_capsule_aabb).
Contact contact_local(const Capsule& a, const Aabb& b) {
  Contact out;
  const Real r = a.radius;
  const detail::SegmentAabbClosest closest = detail::closest_points_segment_aabb(a.start, a.end, b);
  // Closest points within the rounding of the segment's point (kCoincidentRelative of its coordinates) have no
  // meaningful direction between them: the segment is taken to meet the box, whatever r is. (A point capsule is
  // exact.) Decided before the radius test: a segment through a flat box (min = max on an axis) crosses its plane
  // at a point that rounds a float spacing off it, and with r below that spacing the test would call a segment
  // deep through the box a miss.
  const Real coincident = kCoincidentRelative * detail::segment_scale(a.start, a.end);
  const bool meets = closest.distance_squared <= kZeroLengthSquared || closest.distance_squared <= coincident * coincident;
  if (!meets && closest.distance_squared > r * r) return out;
  if (!meets) {
    // The segment stays outside the box: the sphere of radius r at the closest point against the box point.
    const Real distance = std::sqrt(closest.distance_squared);
    const Vec3 n = (closest.on_box - closest.on_segment) * (Real(1) / distance);
    return detail::make_contact(n, r - distance, closest.on_segment + r * n, closest.on_box);
  }
  // The segment meets the box: no direction between closest points exists. The least translation is the
  // separating axis test of the segment against the box, plus r: the candidate axes are the box's face normals
  // and the crosses of the segment with the box's edges (the segment has no face). Face axes first.
  const detail::AxisPush face = face_axis(a, b);
  const EdgeAxis edge = edge_axis(a, b);
  const Real size = std::max({b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z, length(a.end - a.start)}) * Real(0.5) + r;
  if (edge.axis >= 0 && edge.depth < face.depth - kSatAxisPreferenceRelative * size) return edge_contact(a, b, edge);
  return face_contact(a, b, face, closest.on_segment);
}

}  // namespace

Contact contact_capsule_aabb(const Capsule& a, const Aabb& b) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  // In the pair's own frame (the segment's start at the origin): the closest points, and the rounding that decides
  // whether the segment meets the box, are then those of the pair's size, not of where it sits (the world frame's
  // coincidence threshold, kCoincidentRelative of the coordinates, is 2 cm at 1e4).
  const Vec3 o = a.start;
  Contact c = contact_local({Vec3{}, a.end - o, a.radius}, {b.min - o, b.max - o});
  if (c.hit()) {
    c.point_a = c.point_a + o;
    c.point_b = c.point_b + o;
  }
  return c;
}

}  // namespace sweepkit
