#pragma once
// How far conservative advancement may step when the shapes turn: a lower bound on a support separation along a
// fixed direction over the rest of the frame, first order (the directional motion bound) and second order (a
// concave bound whose first root is bracketed by two support queries per side). Shared by time_of_impact (two
// proxies) and time_of_impact_plane (a proxy against a plane).

#include <algorithm>
#include <cmath>
#include <limits>

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/shapes/pose.hpp"

namespace sweepkit::detail {

/// The largest distance (length units) of a core point of `proxy`, posed with rotation `start`, from the axis
/// through its pose position along `angular`: a rotation about that axis moves no core point by more than this
/// times the angle, whatever the rotation's start (a turn about the axis keeps the distance). core_extent() when
/// `angular` is zero.
inline Real axis_reach(const ConvexProxy& proxy, Quat start, Vec3 angular) {
  const Real rate = length(angular);
  if (!(rate > 0)) return proxy.core_extent();
  const Vec3 axis = to_local_direction(Pose{Vec3{}, start}, angular * (Real(1) / rate));
  const Vec3* p = proxy.points();
  Real m = 0;
  for (int i = 0; i < proxy.count; ++i) m = std::max(m, length_squared(cross(p[i], axis)));
  return std::sqrt(m);
}

/// One shape of the pair as the advance bound sees it at the current t: its core, its rotation there, its turn
/// over the frame (rotation vector, radians; about its pose position, world axes) with its axis_reach, and the
/// world direction `d` along which its support value must not grow (A: the normal n towards B; B: −n).
struct TurningSide {
  const ConvexProxy* proxy = nullptr;
  Mat3 rotation;   ///< Local to world at the current t.
  Vec3 angular;    ///< ω over the frame.
  Real reach = 0;  ///< axis_reach of the proxy for ω.
  Vec3 d;          ///< Unit world direction.

  /// max over the core points p (world offsets from the pose position) of (d + τ (d × ω)) · p: the first-order
  /// Taylor expansion in τ of max_p d · exp(τ ω) p, the support value along d after a further turn of τ ω.
  Real expanded_support(Real tau) const {
    const Vec3 w = d + cross(d, angular) * tau;
    const Vec3 local = transpose_times(rotation, w);
    return dot(proxy->points()[proxy->support(local)], local);
  }
  /// Bound on |d²/dτ² d · exp(τ ω) p| for every core point: |ω| |d × ω| reach.
  Real curvature() const { return length(angular) * length(cross(d, angular)) * reach; }
  /// Bound on |d/dτ d · exp(τ ω) p| for every core point and every τ: |d × ω| reach (the directional bound).
  Real speed() const { return length(cross(d, angular)) * reach; }
};

/// A step τ (fraction of the frame) over which a support separation along a fixed direction, now `slack` above
/// what it must stay above (> 0), cannot fall below it: the separation's linear part grows at `linear_rate`
/// (per frame; negative when approaching) and each of `count` sides' support values can grow only as their turns
/// allow. Returns the larger of two safe steps:
///   - first order: slack / (−linear_rate + Σ speed()), the directional bound of Zhang, Redon, Lee, Kim ("Fast
///     continuous collision detection for articulated models", 2006; Tang, Kim, Manocha's C2A, 2009);
///   - second order: the separation is at least h(τ) = slack + linear_rate τ − Σ [expanded_support(τ) −
///     expanded_support(0)] − Σ curvature() τ² / 2 (Taylor with the curvature bound on each point), which is concave
///     in τ (a max of linear functions subtracted), so any τ with h(τ) >= 0 is safe, and the chord from (0, h(0))
///     to a point past the first root crosses zero before it. The point past the root is the root of h with each
///     side's support held at its current vertex (an upper bound of h); the chord's root and one more chord from it
///     bracket the first root of h from below.
/// `limit` caps the result (the rest of the frame and a little more: a step reaching it means no contact).
inline Real turning_advance(Real slack, Real linear_rate, const TurningSide* sides, int count, Real limit) {
  Real speed = -linear_rate, curvature = 0;
  for (int k = 0; k < count; ++k) {
    speed += sides[k].speed();
    curvature += sides[k].curvature();
  }
  const Real first = speed > 0 ? slack / speed : limit;
  if (!(curvature > 0) || first >= limit) return std::min(first, limit);
  // Slope of h just after 0 when every side keeps its current support vertex: the root of slack + slope τ −
  // curvature τ² / 2 is at or past h's first root.
  Real base[2] = {0, 0};
  Real slope = linear_rate;
  for (int k = 0; k < count; ++k) {
    const TurningSide& s = sides[k];
    const Vec3 local = transpose_times(s.rotation, s.d);
    const Vec3 p = s.proxy->points()[s.proxy->support(local)];
    base[k] = dot(p, local);
    slope -= dot(p, transpose_times(s.rotation, cross(s.d, s.angular)));
  }
  const Real root = std::sqrt(slope * slope + 2 * curvature * slack);
  Real far = slope < 0 ? 2 * slack / (root - slope) : (slope + root) / curvature;
  far = std::min(far, limit);
  const auto h = [&](Real tau) {
    Real v = slack + linear_rate * tau - curvature * tau * tau * Real(0.5);
    for (int k = 0; k < count; ++k) v -= sides[k].expanded_support(tau) - base[k];
    return v;
  };
  const Real h_far = h(far);
  if (h_far >= 0) return std::max(first, far);
  Real near = far * (slack / (slack - h_far));
  const Real h_near = h(near);
  if (h_near > 0 && h_near > h_far) near = near + (far - near) * (h_near / (h_near - h_far));
  return std::min(std::max(first, near), limit);
}

}  // namespace sweepkit::detail
