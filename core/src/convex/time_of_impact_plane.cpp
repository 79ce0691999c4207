#include "sweepkit/convex/time_of_impact_plane.hpp"

#include <algorithm>
#include <cmath>

#include "../shapes/unit_plane.hpp"
#include "convex_checks.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/tolerance.hpp"
#include "turning_advance.hpp"

namespace sweepkit {

Real time_of_impact_plane_target(const ConvexProxy& a) {
  return std::max(kTimeOfImpactTargetRelative, kTimeOfImpactTargetPrecision) * (a.core_extent() + a.radius);
}

SweepHit time_of_impact_plane(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const Plane& plane,
                              Vec3 plane_linear, int* iterations) {
  SweepHit out;
  if (iterations != nullptr) *iterations = 0;
  const InputError motion_error = detail::in_range(motion_a.linear) && detail::in_range(motion_a.angular)
                                      ? InputError::none
                                      : InputError::vector_not_finite;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(pose_a), 1) ||
      detail::reject(out, motion_error, 2) || detail::reject(out, detail::check(plane), 3) ||
      detail::reject(out, detail::check_vector(plane_linear), 4)) {
    return out;
  }
  using detail::Wide;
  const Real inv_length = detail::inverse_length(plane);
  const Vec3 n = plane.normal * inv_length;
  const Vec3 relative = motion_a.linear - plane_linear;
  // The pose position's signed distance at t is d0 + t · rate (Wide: no cancellation of a far position against a
  // far constant); a core point's is that plus n · its offset from the pose position (small numbers).
  const Wide d0 = detail::wide_signed_distance(plane, pose_a.position) * inv_length;
  const Wide rate = detail::wide_dot(plane, relative) * inv_length;
  const Real side = d0 >= 0 ? Real(1) : Real(-1);
  const Vec3 towards = n * -side;  // from A's side into the plane
  const Real target = time_of_impact_plane_target(a);
  const Pose start{pose_a.position, normalized(pose_a.rotation)};
  detail::TurningSide turn;
  turn.proxy = &a;
  turn.angular = motion_a.angular;
  turn.reach = detail::axis_reach(a, start.rotation, motion_a.angular);
  turn.d = towards;
  const bool turning = length_squared(motion_a.angular) > 0;

  Real t = 0;
  int steps = 0;
  for (;;) {
    const Quat rotation = t == 0 ? start.rotation : from_rotation_vector(motion_a.angular * t) * start.rotation;
    const Vec3 local_towards = to_local_direction(Pose{Vec3{}, rotation}, towards);
    const Vec3 offset = rotate(rotation, a.points()[a.support(local_towards)]) + towards * a.radius;
    // A's deepest point's distance from the plane on A's side (negative: past it).
    const Real distance = Real(side * (d0 + rate * Wide(t)) - Wide(dot(towards, offset)));
    ++steps;
    const auto answer = [&](Status status) {
      out.status = status;
      out.t = t;
      out.position = pose_a.position + motion_a.linear * t;
      out.normal = towards;
      // The deepest point, moved along the normal onto the plane where it is at t.
      out.point = out.position + offset + towards * distance;
    };
    if (distance <= 0 && t == 0) {
      answer(Status::initial_overlap);
      break;
    }
    if (distance <= target) {
      answer(Status::hit);
      break;
    }
    const Real slack = distance - target * Real(0.5);
    // The distance's linear part grows at side · rate; the support value along `towards` as A turns.
    const Real linear_rate = Real(side * rate);
    Real dt;
    if (turning) {
      turn.rotation = to_mat3(rotation);
      dt = detail::turning_advance(slack, linear_rate, &turn, 1, Real(2));
    } else {
      dt = linear_rate < 0 ? slack / -linear_rate : Real(2);
    }
    if (t + dt == t && dt < 1) {
      // The step is below the spacing of t: the contact is within one representable t of here (a target below
      // what t can resolve at this approach, for a tiny shape).
      answer(Status::hit);
      break;
    }
    if (!(t + dt < 1) || steps >= kTimeOfImpactMaxIterations) {
      // Clear until the end (or, at the cap, undecided: no contact is claimed that was not found).
      out = SweepHit{};
      out.position = pose_a.position + motion_a.linear;
      break;
    }
    t += dt;
  }
  if (iterations != nullptr) *iterations = steps;
  return out;
}

}  // namespace sweepkit
