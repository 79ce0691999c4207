#include "sweepkit/convex/contact_convex.hpp"

#include <cmath>

#include "../results/make_contact.hpp"
#include "convex_checks.hpp"
#include "sweepkit/convex/epa.hpp"
#include "sweepkit/convex/gjk.hpp"

namespace sweepkit {

Contact contact_convex(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       int* iterations, ContactConvexRecord* record) {
  Contact out;
  if (iterations != nullptr) *iterations = 0;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(pose_a), 1) ||
      detail::reject(out, detail::check(b), 2) || detail::reject(out, detail::check(pose_b), 3)) {
    return out;
  }
  const Pose pa = detail::unit_pose(pose_a);
  const Pose pb = detail::unit_pose(pose_b);
  const Real radii = a.radius + b.radius;
  // GJK may stop as soon as a support plane shows the cores further apart than the radii (Jolt's early out):
  // most separated pairs then cost one or two support queries.
  GjkOptions options;
  if (record == nullptr) options.stop_beyond = radii;
  const GjkResult gjk = gjk_distance(a, pa, b, pb, options, record != nullptr ? &record->gjk_trace : nullptr);
  if (record != nullptr) record->gjk = gjk;
  if (iterations != nullptr) *iterations = gjk.iterations;
  if (!gjk.overlap) {
    if (gjk.termination == GjkTermination::separated || gjk.distance > radii) return out;
    const Vec3 n = detail::unit_normal(gjk.normal, pb.position - pa.position);
    const Vec3 point_a = gjk.point_a + n * a.radius;
    return detail::make_contact(n, radii - gjk.distance, point_a, point_a - n * (radii - gjk.distance));
  }
  const EpaResult epa = epa_penetration(a, pa, b, pb, gjk, record != nullptr ? &record->epa_trace : nullptr);
  if (record != nullptr) {
    record->has_epa = true;
    record->epa = epa;
  }
  if (iterations != nullptr) *iterations += epa.iterations;
  const Vec3 n = detail::unit_normal(epa.normal, pb.position - pa.position);
  if (!(is_finite(epa.point_a) && std::isfinite(epa.depth))) {
    // EPA's polytope degenerated: cores so small that its face normals underflow (cross products of subnormal
    // edges are zero). They overlap by less than rounding can tell: touching at GJK's point, depth the radii.
    const Vec3 point_a = gjk.point_a + n * a.radius;
    return detail::make_contact(n, radii, point_a, point_a - n * radii);
  }
  const Real depth = epa.depth + radii;
  const Vec3 point_a = epa.point_a + n * a.radius;
  return detail::make_contact(n, depth, point_a, point_a - n * depth);
}

}  // namespace sweepkit
