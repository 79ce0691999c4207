#include "sweepkit/query/sweep_sphere_aabb.hpp"

#include "../validate.hpp"
#include "kernels.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/math/min_max.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {

namespace {

// Entry of the centre's ray (c + t v, world space, the box fixed at its start) into the capsules of radius r
// around the box edges that bound the region where it entered the expanded box: one edge when the entry
// point is beyond the box on two axes, the three edges meeting at the corner when beyond it on all three.
// `beyond_high` has bit i set when the point is past max on axis i, `beyond` when it is past min or max.
detail::RayEntry rounded_edge_entry(Vec3 c, Vec3 v, const Aabb& box, Real r, int beyond, int beyond_high) {
  // The box corner of the region: on each axis beyond the box, the bound it is beyond; min elsewhere.
  const Vec3 corner{(beyond_high & 1) ? box.max.x : box.min.x, (beyond_high & 2) ? box.max.y : box.min.y,
                    (beyond_high & 4) ? box.max.z : box.min.z};
  const Vec3 size = box.max - box.min;
  detail::RayEntry best;
  for (int axis = 0; axis < 3; ++axis) {
    const int bit = 1 << axis;
    // The edge along `axis` through the region's corner. Edge region: only the axis inside the box's
    // range (the corner sits at its min end). Corner region: all three, each from the corner to the
    // other end of the box along its axis.
    const bool edge_region = beyond != 7;
    if (edge_region && (beyond & bit)) continue;
    const Real extent = size[axis];
    const Real along = edge_region || !(beyond_high & bit) ? extent : -extent;
    const Vec3 ab = detail::axis_vector(axis, along);
    // c - corner straight from world coordinates: small and exact near the edge, however far out the box is.
    const detail::RayEntry e = detail::ray_capsule_entry(c - corner, v, ab, r);
    if (e.hit && (!best.hit || e.t < best.t)) best = e;
  }
  return best;
}

}  // namespace

namespace detail {

SweepHit sweep_sphere_aabb(const Sphere& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b) {
  SweepHit out;
  const Real r = a.radius;
  // World coordinates, the box fixed at its start and the centre moving by the relative displacement. Every
  // distance below is a difference of a centre and a box coordinate, taken directly (not via an anchor such
  // as b.min, which would round the centre to the spacing of its distance from the anchor, up to the box's
  // size), so it is small and exact wherever the sphere is near the box.
  const Vec3 c = a.center;
  const Vec3 v = displacement_a - displacement_b;

  // Touching or overlapping at the start: the box's closest point to the centre is within r.
  const Vec3 closest{clamp_of(c.x, b.min.x, b.max.x), clamp_of(c.y, b.min.y, b.max.y),
                     clamp_of(c.z, b.min.z, b.max.z)};
  const Vec3 to_box = closest - c;
  if (length_squared(to_box) <= r * r) {
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.center;
    if (length_squared(to_box) > kZeroLengthSquared) {
      out.normal = detail::unit_or(to_box, Vec3{0, 1, 0});  // centre outside the box: towards its closest point
      out.point = closest;
    } else {
      // Centre inside or on the box (as contact_aabb_sphere): the nearest face; the normal is minus its
      // outward normal.
      const detail::BoxFace face = detail::nearest_box_face(b.min, b.max, c);
      out.normal = detail::axis_vector(face.axis, -face.outward);
      out.point = c + face.distance * detail::axis_vector(face.axis, face.outward);
    }
    return out;
  }

  // Ericson §5.5.7: first the box expanded by r on every side (its faces are the rounded box's faces). r is
  // added to the centre-to-face distances, not to the bounds, where a large bound would absorb it.
  detail::RayEntry e = detail::ray_box_entry(c, v, b.min, b.max, r);
  if (e.hit && e.t <= 1 && r > 0) {
    // Which of the box's 27 regions the entry point lies in. The entry face's axis is beyond the box by r
    // by construction (set from the normal, not from the rounded coordinate); the other two are compared.
    // The entry point's offsets from the box's bounds, each as (c - bound) + t v (exact near the box).
    int beyond = 0;
    int beyond_high = 0;
    for (int axis = 0; axis < 3; ++axis) {
      const Real outward = e.normal[axis];
      const Real step = e.t * v[axis];
      const Real past_max = (c[axis] - b.max[axis]) + step;
      const Real past_min = (c[axis] - b.min[axis]) + step;
      const bool high = outward > 0 || (outward == 0 && past_max > 0);
      const bool low = outward < 0 || (outward == 0 && past_min < 0);
      if (high || low) beyond |= 1 << axis;
      if (high) beyond_high |= 1 << axis;
    }
    // Beyond on one axis: a face region, where the expanded box is exact. Beyond on two or three: the
    // rounded box is entered through the edge capsules there, if at all (a path missing them could only
    // reach a face region through them, so there is no later face entry to look for).
    if (beyond != 1 && beyond != 2 && beyond != 4) e = rounded_edge_entry(c, v, b, r, beyond, beyond_high);
  }
  // r = 0: the box itself, the slab answer is exact (and a region test on a point of its surface would
  // only read rounding).
  if (!e.hit || e.t > 1) {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.center + displacement_a;
    return out;
  }
  out.status = Status::hit;
  out.t = e.t;
  out.position = a.center + e.t * displacement_a;
  out.normal = -e.normal + Vec3{};  // from the sphere towards the box (+ 0: no -0)
  out.point = out.position + r * out.normal;
  return out;
}

}  // namespace detail

SweepHit sweep_sphere_aabb(const Sphere& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_sphere_aabb(a, displacement_a, b, displacement_b);
}

}  // namespace sweepkit
