#include "sweepkit/convex/gjk.hpp"

#include <algorithm>
#include <cmath>

#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

Real max_abs(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }

/// Below this squared sine (unitless) a simplex triangle counts as a sliver whose normal is not trusted.
constexpr Real kSliverSineSquared = Real(1e-6);

/// The normal from A to B for separated cores, from the simplex's feature (see GjkResult::normal). `beyond`, when
/// non-null, is the support point that ended a converged run on a segment: it lies within the convergence
/// tolerance of the supporting plane through the segment, so the three span the face of B − A there (an edge of one
/// core against a face or an edge of the other), whose normal is exact where the difference of the closest points
/// carries their rounding divided by the distance. It is used when its distance from the segment's line exceeds
/// the cores' distance (its own error, that tolerance over that height, is then the smaller).
Vec3 feature_normal(const Simplex& s, Vec3 closest, const SimplexVertex* beyond) {
  const Real len = length(closest);
  Vec3 n = closest * (Real(1) / len);
  if (s.count == 2 && beyond != nullptr) {
    const Vec3 e1 = s.vertices[1].w - s.vertices[0].w, e2 = beyond->w - s.vertices[0].w;
    const Vec3 c = cross(e1, e2);
    const Real c2 = length_squared(c), l1 = length_squared(e1);
    if (c2 > kSliverSineSquared * l1 * length_squared(e2) && c2 > len * len * l1) {
      const Vec3 face = c * (Real(1) / std::sqrt(c2));
      return dot(face, n) >= 0 ? face : -face;
    }
  }
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

/// A pose as a rotation matrix and a position: a support query then costs two matrix–vector products per proxy
/// instead of two quaternion rotations (GJK makes one query per iteration). `position` is relative to the pair's
/// local origin (A's pose position), so every point GJK forms is a small number wherever the pair sits.
struct Frame {
  Mat3 rotation;
  Vec3 position;
  Frame(const Pose& p, Vec3 local_position) : rotation(to_mat3(p.rotation)), position(local_position) {}
  Vec3 point(const ConvexProxy& proxy, int index) const { return rotation * proxy.points()[index] + position; }
  int support(const ConvexProxy& proxy, Vec3 world_direction) const {
    return proxy.support(transpose_times(rotation, world_direction));
  }
};

/// minkowski_support through the frames.
SimplexVertex support_of(const ConvexProxy& a, const Frame& fa, const ConvexProxy& b, const Frame& fb, Vec3 d) {
  SimplexVertex v;
  v.index_a = fa.support(a, -d);
  v.index_b = fb.support(b, d);
  v.point_a = fa.point(a, v.index_a);
  v.point_b = fb.point(b, v.index_b);
  v.w = v.point_b - v.point_a;
  return v;
}

/// The simplex's support points moved from the pair's local frame to world space (origin added).
void simplex_to_world(Simplex& s, Vec3 origin) {
  for (int i = 0; i < s.count; ++i) {
    s.vertices[i].point_a = s.vertices[i].point_a + origin;
    s.vertices[i].point_b = s.vertices[i].point_b + origin;
  }
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
  return gjk_distance(a, pose_a, b, pose_b, GjkOptions{}, trace);
}

GjkResult gjk_distance(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       const GjkOptions& options, GjkTrace* trace) {
  GjkResult out;
  Simplex& s = out.simplex;
  const std::size_t first_step = trace != nullptr ? trace->steps.size() : 0;
  // The pair's local frame: A's pose position is its origin. Every support point, the simplex and its solve are
  // differences of small numbers there (B's position relative to A's is one rounding of their difference), so the
  // distance, the normal and the tolerances below depend on the pair's geometry, not on where it sits; the points
  // are translated back to world space once, at the end.
  const Vec3 origin = pose_a.position;
  const Frame fa(pose_a, Vec3{}), fb(pose_b, pose_b.position - pose_a.position);
  Real scale = 0;
  if (options.warm_start != nullptr && options.warm_start->count >= 1 && options.warm_start->count <= 3) {
    // The earlier simplex's features, re-evaluated at these poses (b2Distance's cache).
    s.count = options.warm_start->count;
    for (int i = 0; i < s.count; ++i) {
      SimplexVertex& v = s.vertices[i];
      v.index_a = options.warm_start->vertices[i].index_a;
      v.index_b = options.warm_start->vertices[i].index_b;
      v.point_a = fa.point(a, v.index_a);
      v.point_b = fb.point(b, v.index_b);
      v.w = v.point_b - v.point_a;
      scale = std::max(scale, coordinate_scale(v));
    }
  } else {
    // The support point of B − A towards the origin from its centre-ish point (B's position − A's): near the
    // closest feature for separated shapes, so GJK converges in fewer iterations than from an arbitrary vertex.
    s.vertices[0] = support_of(a, fa, b, fb, -fb.position);
    s.count = 1;
    scale = coordinate_scale(s.vertices[0]);
  }
  out.iterations = 1;
  const Real stop2 = options.stop_beyond * options.stop_beyond;
  Real previous_distance2 = 0;
  bool have_previous = false;
  Simplex previous_simplex;
  SimplexVertex beyond;  // the support point that ended a converged run (feature_normal's third face point)
  bool have_beyond = false;

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
    const SimplexVertex v = support_of(a, fa, b, fb, direction);
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
    // The plane through w normal to v supports B − A: the distance is at least v·w / |v|.
    const Real vw = dot(closest, v.w);
    if (vw > 0 && vw * vw > stop2 * distance2) {
      out.termination = GjkTermination::separated;
      break;
    }
    // van den Bergen's test: |v|² − v·w is the gap between the upper and the lower bound on the squared distance.
    if (distance2 - vw <= kConvexRelativeTolerance * distance2) {
      out.termination = GjkTermination::converged;
      beyond = v;
      have_beyond = true;
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
    const Vec3 closest = out.point_b - out.point_a;
    out.distance = length(closest);
    if (out.distance > 0) out.normal = feature_normal(s, closest, have_beyond ? &beyond : nullptr);
  }
  // Back to world space: the witnesses and the simplex's support points (w, a difference, is the same in both).
  out.point_a = out.point_a + origin;
  out.point_b = out.point_b + origin;
  simplex_to_world(s, origin);
  if (trace != nullptr) {
    for (std::size_t i = first_step; i < trace->steps.size(); ++i) simplex_to_world(trace->steps[i].simplex, origin);
  }
  return out;
}

}  // namespace sweepkit
