#include "sweepkit/convex/contact_convex.hpp"

#include <cmath>

#include "../query/contact_shared.hpp"
#include "convex_checks.hpp"
#include "sweepkit/convex/epa.hpp"
#include "sweepkit/convex/gjk.hpp"

namespace sweepkit {

namespace {

/// `n` made exactly unit: GJK's and EPA's normals are unit to their rounding, which near a degenerate touch
/// (a depth of 1e-19, a simplex with no volume) can be a few percent off. A zero `n` takes the direction from A's
/// pose position to B's, and +y when those coincide (as contact_sphere_sphere's coincident centres).
Vec3 unit_normal(Vec3 n, Vec3 a_to_b) {
  const Real l2 = length_squared(n);
  if (l2 > kZeroLengthSquared) return n * (Real(1) / std::sqrt(l2));
  const Real d2 = length_squared(a_to_b);
  if (d2 > kZeroLengthSquared) return a_to_b * (Real(1) / std::sqrt(d2));
  return {0, 1, 0};
}

}  // namespace

Contact contact_convex(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       int* iterations) {
  Contact out;
  if (iterations != nullptr) *iterations = 0;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(pose_a), 1) ||
      detail::reject(out, detail::check(b), 2) || detail::reject(out, detail::check(pose_b), 3)) {
    return out;
  }
  const Pose pa = detail::unit_pose(pose_a);
  const Pose pb = detail::unit_pose(pose_b);
  const Real radii = a.radius + b.radius;
  const GjkResult gjk = gjk_distance(a, pa, b, pb);
  if (iterations != nullptr) *iterations = gjk.iterations;
  if (!gjk.overlap) {
    if (gjk.distance > radii) return out;
    const Vec3 n = unit_normal(gjk.normal, pb.position - pa.position);
    const Vec3 point_a = gjk.point_a + n * a.radius;
    return detail::make_contact(n, radii - gjk.distance, point_a, point_a - n * (radii - gjk.distance));
  }
  const EpaResult epa = epa_penetration(a, pa, b, pb, gjk);
  if (iterations != nullptr) *iterations += epa.iterations;
  const Real depth = epa.depth + radii;
  const Vec3 n = unit_normal(epa.normal, pb.position - pa.position);
  const Vec3 point_a = epa.point_a + n * a.radius;
  return detail::make_contact(n, depth, point_a, point_a - n * depth);
}

}  // namespace sweepkit
