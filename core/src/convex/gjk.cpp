#include "sweepkit/convex/gjk.hpp"

#include <algorithm>
#include <cmath>

#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

Real max_abs(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }

/// Below this squared sine (unitless) a simplex triangle counts as a sliver whose normal is not trusted.
constexpr Real kSliverSineSquared = Real(1e-6);

/// The normal from A to B for separated cores, from the simplex's feature (see GjkResult::normal).
Vec3 feature_normal(const Simplex& s, Vec3 closest) {
  const Real len = length(closest);
  Vec3 n = closest * (Real(1) / len);
  if (s.count == 3) {
    const Vec3 e1 = s.vertices[1].w - s.vertices[0].w, e2 = s.vertices[2].w - s.vertices[0].w;
    const Vec3 c = cross(e1, e2);
    const Real c2 = length_squared(c);
    if (c2 > kSliverSineSquared * length_squared(e1) * length_squared(e2)) {
      const Vec3 face = c * (Real(1) / std::sqrt(c2));
      n = dot(face, n) >= 0 ? face : -face;
    }
  } else if (s.count == 2) {
    const Vec3 e = s.vertices[1].w - s.vertices[0].w;
    const Real e2 = length_squared(e);
    if (e2 > 0) {
      const Vec3 perpendicular = closest - e * (dot(closest, e) / e2);
      const Real p = length(perpendicular);
      if (p > 0) n = perpendicular * (Real(1) / p);
    }
  }
  return n;
}

}  // namespace

SimplexVertex minkowski_support(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                                Vec3 d) {
  SimplexVertex v;
  v.index_a = a.support(to_local_direction(pose_a, -d));
  v.index_b = b.support(to_local_direction(pose_b, d));
  v.point_a = world_point(a, pose_a, v.index_a);
  v.point_b = world_point(b, pose_b, v.index_b);
  v.w = v.point_b - v.point_a;
  return v;
}

Real coordinate_scale(const SimplexVertex& v) { return std::max(max_abs(v.point_a), max_abs(v.point_b)); }

GjkResult gjk_distance(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       GjkTrace* trace) {
  GjkResult out;
  Simplex& s = out.simplex;
  // Start from the pair of first points (Catto's choice; any point of B − A works).
  SimplexVertex& first = s.vertices[0];
  first.index_a = 0;
  first.index_b = 0;
  first.point_a = world_point(a, pose_a, 0);
  first.point_b = world_point(b, pose_b, 0);
  first.w = first.point_b - first.point_a;
  s.count = 1;
  out.iterations = 1;
  Real scale = coordinate_scale(first);
  Real previous_distance2 = 0;
  bool have_previous = false;
  Simplex previous_simplex;

  for (;;) {
    Vec3 closest = reduce_to_closest(s);
    const Real distance2 = length_squared(closest);
    const Real touch = kConvexRelativeTolerance * scale;
    if (s.count == 4 || distance2 <= touch * touch) {
      out.overlap = true;
      out.termination = GjkTermination::overlap;
      if (trace != nullptr) trace->steps.push_back({s, closest, {}, {}});
      break;
    }
    if (have_previous && distance2 >= previous_distance2) {
      // Rounding made the distance grow: keep the previous, better simplex.
      s = previous_simplex;
      out.termination = GjkTermination::no_progress;
      if (trace != nullptr) trace->steps.push_back({s, {}, {}, {}});
      break;
    }
    if (out.iterations >= kGjkMaxIterations) {
      out.termination = GjkTermination::max_iterations;
      if (trace != nullptr) trace->steps.push_back({s, closest, {}, {}});
      break;
    }
    const Vec3 direction = -closest;
    const SimplexVertex v = minkowski_support(a, pose_a, b, pose_b, direction);
    ++out.iterations;
    if (trace != nullptr) trace->steps.push_back({s, closest, direction, v.w});
    bool duplicate = false;
    for (int i = 0; i < s.count; ++i) {
      duplicate = duplicate || (s.vertices[i].index_a == v.index_a && s.vertices[i].index_b == v.index_b);
    }
    if (duplicate) {
      out.termination = GjkTermination::duplicate_support;
      break;
    }
    // van den Bergen's test: |v|² − v·w is the gap between the upper and the lower bound on the squared distance.
    if (distance2 - dot(closest, v.w) <= kConvexRelativeTolerance * distance2) {
      out.termination = GjkTermination::converged;
      break;
    }
    previous_simplex = s;
    previous_distance2 = distance2;
    have_previous = true;
    scale = std::max(scale, coordinate_scale(v));
    s.vertices[s.count++] = v;
  }
  out.scale = scale;
  simplex_witness_points(s, out.point_a, out.point_b);
  if (out.overlap) {
    out.distance = 0;
  } else {
    out.distance = length(out.point_b - out.point_a);
    const Vec3 closest = out.point_b - out.point_a;
    if (out.distance > 0) out.normal = feature_normal(s, closest);
  }
  return out;
}

}  // namespace sweepkit
