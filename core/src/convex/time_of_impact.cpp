#include "sweepkit/convex/time_of_impact.hpp"

#include <algorithm>
#include <cmath>

#include "convex_checks.hpp"
#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

Real max_abs(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }

InputError check(const Motion& m) {
  return detail::in_range(m.linear) && detail::in_range(m.angular) ? InputError::none : InputError::vector_not_finite;
}

}  // namespace

Real time_of_impact_target(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const ConvexProxy& b,
                           const Pose& pose_b, const Motion& motion_b) {
  const Real size = std::max(a.core_extent() + a.radius, b.core_extent() + b.radius);
  const Real coordinates = std::max({max_abs(pose_a.position), max_abs(pose_a.position + motion_a.linear),
                                     max_abs(pose_b.position), max_abs(pose_b.position + motion_b.linear)});
  return std::max(kTimeOfImpactTargetRelative * size, kTimeOfImpactTargetCoordinate * coordinates);
}

SweepHit time_of_impact(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const ConvexProxy& b,
                        const Pose& pose_b, const Motion& motion_b, int* iterations, ToiTrace* trace) {
  SweepHit out;
  if (iterations != nullptr) *iterations = 0;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(pose_a), 1) ||
      detail::reject(out, check(motion_a), 2) || detail::reject(out, detail::check(b), 3) ||
      detail::reject(out, detail::check(pose_b), 4) || detail::reject(out, check(motion_b), 5)) {
    return out;
  }
  const Pose start_a = detail::unit_pose(pose_a);
  const Pose start_b = detail::unit_pose(pose_b);
  const Real target = time_of_impact_target(a, start_a, motion_a, b, start_b, motion_b);
  const Real radii = a.radius + b.radius;
  const Real angular_bound = length(motion_a.angular) * a.core_extent() + length(motion_b.angular) * b.core_extent();
  const Vec3 relative_linear = motion_a.linear - motion_b.linear;
  // The normal and point of shapes that touch or overlap at the current t: contact_convex's, or GJK's own when
  // contact_convex (which normalises the poses once more) sees them a rounding apart at a borderline touch.
  const auto touching_contact = [&](const GjkResult& gjk, const Pose& pa, const Pose& pb, SweepHit& hit) {
    const Contact c = contact_convex(a, pa, b, pb);
    if (c.hit()) {
      hit.normal = c.normal;
      hit.point = (c.point_a + c.point_b) * Real(0.5);
    } else {
      hit.normal = detail::unit_normal(gjk.normal, pb.position - pa.position);
      hit.point = (gjk.point_a + gjk.point_b) * Real(0.5);
    }
  };

  Real t = 0;
  Real t_safe = 0;  // the last t measured apart (the start, once it is known not to touch)
  int steps = 0;
  // Each step's GJK starts from the previous step's simplex (the poses move little between steps).
  Simplex cache;
  GjkOptions options;
  for (;;) {
    const Pose pa = t == 0 ? start_a : pose_at(start_a, motion_a, t);
    const Pose pb = t == 0 ? start_b : pose_at(start_b, motion_b, t);
    const GjkResult gjk = gjk_distance(a, pa, b, pb, options);
    cache = gjk.simplex;
    options.warm_start = &cache;
    ++steps;
    const Real separation = gjk.distance - radii;
    if (t > 0 && (gjk.overlap || separation < 0) && steps < kTimeOfImpactMaxIterations) {
      // Stepped past the first contact (GJK's normal or distance a little off at a step): back off halfway to
      // the last t measured apart, until a t within the target (found by a later pass of this loop) or the cap.
      if (trace != nullptr) trace->steps.push_back({t, separation, gjk.point_a, gjk.point_b});
      t = t_safe + (t - t_safe) * Real(0.5);
      continue;
    }
    if (trace != nullptr) trace->steps.push_back({t, separation, gjk.point_a, gjk.point_b});
    if (t == 0 && (gjk.overlap || separation <= 0)) {
      out.status = Status::initial_overlap;
      out.t = 0;
      out.position = pa.position;
      touching_contact(gjk, pa, pb, out);
      break;
    }
    if (gjk.overlap || separation <= target || steps >= kTimeOfImpactMaxIterations) {
      out.status = Status::hit;
      out.t = t;
      out.position = pa.position;
      if (gjk.distance > 0) {
        out.normal = detail::unit_normal(gjk.normal, pb.position - pa.position);
        const Vec3 surface_a = gjk.point_a + out.normal * a.radius;
        const Vec3 surface_b = gjk.point_b - out.normal * b.radius;
        out.point = (surface_a + surface_b) * Real(0.5);
      } else {
        touching_contact(gjk, pa, pb, out);  // the cores touch (radii 0 and a target below GJK's rounding)
      }
      break;
    }
    // The separation along a unit n of the cores' support points is never more than the distance, and for a fixed
    // n it shrinks at most at `approach` (Box2D's b2ShapeCast advances the same way): any n gives a safe advance.
    // GJK's distance and feature normal alone can each be a little off (which let an advance step past the
    // contact), so both candidate normals are measured, the feature's and the closest points' difference, and the
    // one that separates more is kept.
    const auto along = [&](Vec3 n) {
      const Vec3 support_a = world_point(a, pa, a.support(to_local_direction(pa, n)));
      const Vec3 support_b = world_point(b, pb, b.support(to_local_direction(pb, -n)));
      return dot(support_b - support_a, n) - radii;
    };
    Vec3 n = gjk.normal;
    Real along_n = along(n);
    const Vec3 between = gjk.point_b - gjk.point_a;
    const Real between_length = length(between);
    if (between_length > 0) {
      const Vec3 m = between * (Real(1) / between_length);
      const Real along_m = along(m);
      if (along_m > along_n) {
        n = m;
        along_n = along_m;
      }
    }
    along_n = std::min(separation, along_n);
    t_safe = t;
    const Real approach = dot(relative_linear, n) + angular_bound;
    const Real dt = approach > 0 ? std::max(Real(0), (along_n - target * Real(0.5)) / approach) : Real(2);
    if (!(t + dt < 1)) {
      out = SweepHit{};
      out.status = Status::miss;
      out.t = 1;
      out.position = start_a.position + motion_a.linear;
      break;
    }
    t += dt;
  }
  if (iterations != nullptr) *iterations = steps;
  return out;
}

}  // namespace sweepkit
