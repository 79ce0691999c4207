#include "sweepkit/convex/time_of_impact.hpp"

#include <algorithm>
#include <cmath>

#include "convex_checks.hpp"
#include "convex_kernels.hpp"
#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/tolerance.hpp"
#include "turning_advance.hpp"

namespace sweepkit {
namespace {

InputError check(const Motion& m) {
  return detail::in_range(m.linear) && detail::in_range(m.angular) ? InputError::none : InputError::vector_not_finite;
}

}  // namespace

Real time_of_impact_target(const ConvexProxy& a, const ConvexProxy& b) {
  const Real size_a = a.core_extent() + a.radius;
  const Real size_b = b.core_extent() + b.radius;
  // The larger size, not yet the smaller (issue 24): the character controller's corner scene
  // (CharacterScenes.StopsInACornerAndSlidesAlongAVCrease, boxes) ends 4 mm low with the smaller shape's size.
  return std::max(kTimeOfImpactTargetRelative * std::max(size_a, size_b),
                  kTimeOfImpactTargetPrecision * (size_a + size_b));
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
  return detail::time_of_impact(a, pose_a, motion_a, b, pose_b, motion_b, iterations, trace);
}

SweepHit detail::time_of_impact(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const ConvexProxy& b,
                                const Pose& pose_b, const Motion& motion_b, int* iterations, ToiTrace* trace) {
  SweepHit out;
  if (iterations != nullptr) *iterations = 0;
  // The pair's local frame: A's start position is the origin, so every pose below (and GJK's points) is a small
  // number however far out the pair sits; points are translated back to world space when the answer is made.
  const Vec3 origin = pose_a.position;
  const Pose start_a{Vec3{}, normalized(pose_a.rotation)};
  const Pose start_b{pose_b.position - pose_a.position, normalized(pose_b.rotation)};
  const Real target = time_of_impact_target(a, b);
  const Real radii = a.radius + b.radius;
  const bool turning = length_squared(motion_a.angular) > 0 || length_squared(motion_b.angular) > 0;
  // Turning: the directional and second-order bounds of turning_advance, with each shape's reach from its axis.
  detail::TurningSide sides[2];
  if (turning) {
    sides[0].proxy = &a;
    sides[0].angular = motion_a.angular;
    sides[0].reach = detail::axis_reach(a, start_a.rotation, motion_a.angular);
    sides[1].proxy = &b;
    sides[1].angular = motion_b.angular;
    sides[1].reach = detail::axis_reach(b, start_b.rotation, motion_b.angular);
  }
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
  const auto world_step = [&](Real t, Real separation, const GjkResult& gjk) {
    if (trace != nullptr) trace->steps.push_back({t, separation, gjk.point_a + origin, gjk.point_b + origin});
  };

  Real t = 0;
  Real t_safe = 0;  // the last t measured apart (the start, once it is known not to touch)
  bool stuck = false;  // the last step was below the spacing of t
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
      world_step(t, separation, gjk);
      t = t_safe + (t - t_safe) * Real(0.5);
      continue;
    }
    world_step(t, separation, gjk);
    if (t == 0 && (gjk.overlap || separation <= 0)) {
      out.status = Status::initial_overlap;
      out.t = 0;
      out.position = pose_a.position;
      touching_contact(gjk, pa, pb, out);
      out.point = out.point + origin;
      break;
    }
    if (gjk.overlap || separation <= target || stuck) {
      out.status = Status::hit;
      out.t = t;
      out.position = pose_a.position + motion_a.linear * t;
      if (gjk.distance > 0) {
        out.normal = detail::unit_normal(gjk.normal, pb.position - pa.position);
        const Vec3 surface_a = gjk.point_a + out.normal * a.radius;
        const Vec3 surface_b = gjk.point_b - out.normal * b.radius;
        out.point = (surface_a + surface_b) * Real(0.5);
      } else {
        touching_contact(gjk, pa, pb, out);  // the cores touch (radii 0 and a target below GJK's rounding)
      }
      out.point = out.point + origin;
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
    const Real slack = along_n - target * Real(0.5);
    Real dt = 0;
    if (slack > 0) {
      if (turning) {
        sides[0].rotation = to_mat3(pa.rotation);
        sides[0].d = n;
        sides[1].rotation = to_mat3(pb.rotation);
        sides[1].d = -n;
        dt = detail::turning_advance(slack, -dot(relative_linear, n), sides, 2, Real(2));
      } else {
        const Real approach = dot(relative_linear, n);
        dt = approach > 0 ? slack / approach : Real(2);
      }
    }
    if (t + dt == t && dt < 1 && t > 0) {
      // The step is below the spacing of t: the contact is within one representable t of here (a target below
      // what t can resolve at this approach, for a tiny shape). Reported at t, by the next pass.
      stuck = true;
      continue;
    }
    if (!(t + dt < 1) || steps >= kTimeOfImpactMaxIterations) {
      // Clear until the end (or, at the cap, undecided: no contact is claimed that was not found).
      out = SweepHit{};
      out.status = Status::miss;
      out.t = 1;
      out.position = pose_a.position + motion_a.linear;
      break;
    }
    t += dt;
  }
  if (iterations != nullptr) *iterations = steps;
  return out;
}

}  // namespace sweepkit
