#pragma once
// The node and triangle tests of a non-sphere sweep against a mesh (sweep_mesh.cpp): when does the shape's box,
// moving by v, first touch each of a 4-wide node's four boxes, and may it touch a leaf's triangle at all (before
// the exact, far costlier time of impact)? Private to core/src/mesh.
//
// Per axis the moving box [b_lo + t v, b_hi + t v] meets the node's [n_lo, n_hi] while t v lies in
// [n_lo - b_hi, n_hi - b_lo] (the slabs of the Minkowski difference, Ericson, Real-Time Collision Detection,
// 5.5.8); the entry time is the latest of the three slabs' starts. Both ends of each slab are widened by the
// subtractions' rounding (kRounding of the largest coordinate involved: 0.4 mm at 100 m), so a node is entered no
// later than the exact swept-box test would enter it. A box touching or overlapping a node at the start enters it
// at t = 0. The binary tree's walk and the 4-wide one use the same operations: the same entry times.

#include <algorithm>
#include <cmath>
#include <limits>

#include "mesh_bvh4_lanes.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit::detail {

class SweptBoxCull {
 public:
  /// The box `box` moving by `v` (the mesh's frame) against the nodes of a mesh whose bounds are `mesh_bounds`.
  SweptBoxCull(const Aabb& box, Vec3 v, const Aabb& mesh_bounds) : box_(box), v_(v) {
    const auto largest = [](const Aabb& b) {
      return std::max({std::fabs(b.min.x), std::fabs(b.min.y), std::fabs(b.min.z), std::fabs(b.max.x),
                       std::fabs(b.max.y), std::fabs(b.max.z)});
    };
    // The largest coordinate of the node boxes (inside the mesh's bounds), of the box and of the box moved by v.
    const Real coordinates = largest(mesh_bounds) + largest(box) +
                             std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)});
    margin_ = kRounding * coordinates;
  }

  /// enter() of one box, lane by lane the same operations (the binary tree's walk: the same times).
  Real enter(const Aabb& node) const {
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    Real t_near = 0;
    Real t_far = 1;
    for (int k = 0; k < 3; ++k) {
      const Real lo = node.min[k] - box_.max[k] - margin_;
      const Real hi = node.max[k] - box_.min[k] + margin_;
      const Real d = v_[k];
      if (d == 0) {
        if (lo > 0 || hi < 0) return kInf;
        continue;
      }
      const Real t0 = (d > 0 ? lo : hi) / d;
      const Real t1 = (d > 0 ? hi : lo) / d;
      t_near = t0 > t_near ? t0 : t_near;
      t_far = t1 < t_far ? t1 : t_far;
    }
    return t_near > t_far ? kInf : t_near;
  }

  /// The entry times in [0, 1] into the four boxes of `node`; +infinity where the box never touches one.
  Lanes enter(const MeshBvh4Node& node) const {
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    Lanes t_near = splat(0);
    Lanes t_far = splat(1);
    const Lanes zero = splat(0);
    auto outside = t_near != t_near;  // all false
    for (int k = 0; k < 3; ++k) {
      const Lanes lo = load_lanes(node.min[k]) - box_.max[k] - margin_;
      const Lanes hi = load_lanes(node.max[k]) - box_.min[k] + margin_;
      const Real d = v_[k];
      if (d == 0) {
        outside |= (lo > zero) | (hi < zero);  // apart on this axis for all t
        continue;
      }
      const Lanes t0 = (d > 0 ? lo : hi) / d;
      const Lanes t1 = (d > 0 ? hi : lo) / d;
      t_near = max_keep(t_near, t0);
      t_far = min_keep(t_far, t1);
    }
    outside |= t_near > t_far;
    return outside ? splat(kInf) : t_near;
  }

  /// False when the box, moving by v over [0, t_end] (t_end <= 1), stays farther from triangle (a, b, c) with unit
  /// normal n than the exact tests reach: apart from the triangle's box, or from its plane (the box's extent along n
  /// is |n.x| e.x + |n.y| e.y + |n.z| e.z about its centre, e its half size; Ericson 5.2.3). True when it may touch.
  /// The reach: the rounding margin, and more than time_of_impact's target separation (kTimeOfImpactTargetRelative
  /// of the larger of the box and the triangle; its coordinate part is under the rounding margin).
  bool may_touch(Vec3 a, Vec3 b, Vec3 c, Vec3 n, Real t_end) const {
    const Vec3 lo{std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y}), std::min({a.z, b.z, c.z})};
    const Vec3 hi{std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y}), std::max({a.z, b.z, c.z})};
    const Vec3 half = Real(0.5) * (box_.max - box_.min);
    const Real size = std::max({half.x, half.y, half.z, hi.x - lo.x, hi.y - lo.y, hi.z - lo.z});
    const Real reach = 4 * margin_ + 4 * kTimeOfImpactTargetRelative * size;
    const Vec3 grow{reach, reach, reach};
    if (!(enter(Aabb{lo - grow, hi + grow}) <= t_end)) return false;
    // The box centre's signed distance from the plane, at t = 0 and at t_end.
    const Real s0 = dot(n, Real(0.5) * (box_.min + box_.max) - a);
    const Real s1 = s0 + t_end * dot(n, v_);
    const Real nearest = (s0 < 0) != (s1 < 0) ? Real(0) : std::min(std::fabs(s0), std::fabs(s1));
    return nearest <= std::fabs(n.x) * half.x + std::fabs(n.y) * half.y + std::fabs(n.z) * half.z + reach;
  }

 private:
  /// The subtractions' rounding, relative to the largest coordinate: some 32 float roundings (2^-23 each).
  static constexpr Real kRounding = Real(4e-6);

  Aabb box_;
  Vec3 v_;
  Real margin_ = 0;
};

}  // namespace sweepkit::detail
