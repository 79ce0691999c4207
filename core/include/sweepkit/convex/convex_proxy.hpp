#pragma once
/// @file
/// A convex shape as the GJK/EPA/time-of-impact machinery sees it: a core point set and a radius.

#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// A convex shape = the convex hull of a few core points (its local frame), rounded by `radius`: the points within
/// `radius` of that hull. Box2D's b2ShapeProxy design in 3D (Catto, Box2D v3, collision/distance). A sphere is one
/// point + r, a capsule two points + r, a box its eight corners + 0, a hull its vertices + 0.
///
/// Up to kInlineCapacity points are stored inside the proxy (no allocation; copying the proxy copies them); a hull
/// with more vertices is referenced by pointer, not owned: the array must outlive the proxy.
/// Valid when count >= 1, every point is finite and radius >= 0 (checked by the queries, not here).
struct ConvexProxy {
  static constexpr int kInlineCapacity = 8;  ///< Points held inline (a box's corners).

  Vec3 inline_points[kInlineCapacity];  ///< The points when `external` is null.
  const Vec3* external = nullptr;       ///< The caller's points (a hull), or null for inline storage.
  int count = 0;                        ///< Number of core points, >= 1 when valid.
  Real radius = 0;                      ///< Rounding radius around the core, length units, >= 0.

  /// The core points, local frame (count of them).
  const Vec3* points() const { return external != nullptr ? external : inline_points; }

  /// Index of the core point furthest along local direction `d` (the support point; the first of equals, so the
  /// answer is deterministic). d need not be unit; for d = 0 it is point 0.
  int support(Vec3 d) const {
    const Vec3* p = points();
    int best = 0;
    Real best_dot = dot(p[0], d);
    for (int i = 1; i < count; ++i) {
      const Real v = dot(p[i], d);
      if (v > best_dot) {
        best = i;
        best_dot = v;
      }
    }
    return best;
  }

  /// The largest distance from the local origin to a core point (length units): the lever arm that bounds how
  /// fast a core point can move when the proxy turns about its pose position.
  Real core_extent() const {
    const Vec3* p = points();
    Real m = 0;
    for (int i = 0; i < count; ++i) {
      const Real l2 = length_squared(p[i]);
      if (l2 > m) m = l2;
    }
    return std::sqrt(m);
  }
};

/// A convex proxy together with its pose: what the convex queries take.
struct PosedProxy {
  ConvexProxy proxy;  ///< Local-frame shape.
  Pose pose;          ///< Local to world.
};

/// Sphere: one core point at the local origin + its radius, posed at its centre.
inline PosedProxy proxy_of(const Sphere& s) {
  PosedProxy out;
  out.proxy.count = 1;
  out.proxy.radius = s.radius;
  out.pose.position = s.center;
  return out;
}

/// Capsule: its two segment ends relative to the segment's midpoint + its radius, posed at the midpoint.
inline PosedProxy proxy_of(const Capsule& c) {
  PosedProxy out;
  const Vec3 mid = (c.start + c.end) * Real(0.5);
  out.proxy.inline_points[0] = c.start - mid;
  out.proxy.inline_points[1] = c.end - mid;
  out.proxy.count = 2;
  out.proxy.radius = c.radius;
  out.pose.position = mid;
  return out;
}

/// The eight corners (±h.x, ±h.y, ±h.z) of a box of half size `h` about the origin, x fastest.
inline void set_box_corners(ConvexProxy& proxy, Vec3 h) {
  for (int i = 0; i < 8; ++i) {
    proxy.inline_points[i] = {(i & 1) != 0 ? h.x : -h.x, (i & 2) != 0 ? h.y : -h.y, (i & 4) != 0 ? h.z : -h.z};
  }
  proxy.count = 8;
  proxy.radius = 0;
}

/// Axis-aligned box: its eight corners about its centre, radius 0, posed at its centre (identity rotation).
inline PosedProxy proxy_of(const Aabb& b) {
  PosedProxy out;
  set_box_corners(out.proxy, (b.max - b.min) * Real(0.5));
  out.pose.position = (b.min + b.max) * Real(0.5);
  return out;
}

/// Oriented box: its eight corners (±half_size) about its centre, radius 0, posed at its centre with its rotation
/// (from_mat3 of the matrix, so a slightly non-orthonormal matrix becomes the nearest unit quaternion's rotation).
inline PosedProxy proxy_of(const Obb& b) {
  PosedProxy out;
  set_box_corners(out.proxy, b.half_size);
  out.pose = {b.center, from_mat3(b.rotation)};
  return out;
}

/// A convex hull's vertices (or any point cloud: the proxy is their convex hull), radius 0, not copied: `points`
/// must stay alive while the proxy is used. Pose it with the hull's pose (identity for world-space points).
/// @param points  n points, local frame, length units.
/// @param n       >= 1.
inline ConvexProxy proxy_of_points(const Vec3* points, int n) {
  ConvexProxy out;
  out.external = points;
  out.count = n;
  return out;
}

/// The world point of proxy point `index` under `pose`.
inline Vec3 world_point(const ConvexProxy& proxy, const Pose& pose, int index) {
  return to_world(pose, proxy.points()[index]);
}

}  // namespace sweepkit
