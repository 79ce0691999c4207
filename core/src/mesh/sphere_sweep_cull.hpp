#pragma once
// The cheap rejects of a sphere's sweep against a mesh (sweep_mesh.cpp): a node box the moving centre never comes
// within the radius of, and a triangle the sphere provably cannot touch before a time t_end, so that only the
// triangles left go through the exact sweep_sphere_triangle. Both are conservative: they reject only what the exact
// test would reject too, with a margin far above the rounding of either. Private to core/src/mesh.
//
// The triangle test is two separating tests of the swept sphere (the centre c(t) = c0 + t v, t in [0, t_end], and
// radius r) against the triangle's slab along its unit normal n (its vertices' heights along n span [mid - w,
// mid + w]; w is 0 up to rounding):
// 1. the plane: the centre's height h(t) over the mid-plane is linear in t, so the times when |h(t)| <= r + w form
//    one interval [ta, tb]; outside it the sphere is farther than r from every point of the slab;
// 2. the foot: a point x of the triangle within r of c(t) lies within w + rho of q(t), the centre's foot on the
//    mid-plane, where rho^2 = r^2 - max(0, |h(t)| - w)^2 (the circle the sphere cuts from the plane). Over
//    [ta, tb] the foot runs along the segment [q(ta), q(tb)] and |h| >= its least value there, so every such x lies
//    in that segment's box grown by w + rho: a triangle whose box is apart from it is not touched.
// A sphere falling onto a terrain of cells far smaller than itself meets the plane of every cell near its landing
// point at the same t, and its leaf boxes (grown by r) all at once; test 2 keeps only the cells within rho of the
// landing point (rho shrinks to the margin's reach once the best t is the landing).

#include <algorithm>
#include <cmath>
#include <limits>

#include "mesh_bvh4_lanes.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit::detail {

class SphereSweepCull {
 public:
  /// The sphere (centre c0, radius r) moving by v in the mesh's frame.
  SphereSweepCull(Vec3 c0, Real r, Vec3 v) : c0_(c0), v_(v), r_(r) {
    v_extent_ = std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)});
    vv_ = length_squared(v);
    small_ = 16 * r * r;
    // Far above the rounding of a distance between points of this query's magnitude: 2^-16 of it.
    reach_slack_ = Real(1.0 / 65536.0) *
                   (v_extent_ + std::max({std::fabs(c0.x), std::fabs(c0.y), std::fabs(c0.z)}));
  }

  /// A time in [0, 1] before which the sphere cannot touch `box`; +infinity when it does not within the frame.
  /// The entry of the centre c0 + t v into the box grown by r per axis (Ericson, Real-Time Collision Detection,
  /// 5.3.3's slab test, as the swept-box entry sweep_aabb_aabb computes), and for a box of diagonal under 4 r the
  /// later of that and the entry into its bounding sphere grown by r (sphere_entry): the grown box's corners lie up
  /// to 0.73 r beyond the sphere's reach, which on a terrain of cells much smaller than the sphere lets a grazing
  /// sweep enter most leaves long before it comes near them. The far end of each slab is grown by 2^-17 of itself
  /// and the bounding sphere by reach_slack_, so that rounding never drops a box the sphere only grazes.
  Real enter(const Aabb& box) const {
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    constexpr Real kGrowth = 1 + Real(1.0 / 131072.0);
    Real t_near = 0;
    Real t_far = 1;
    for (int k = 0; k < 3; ++k) {
      const Real lo = box.min[k] - r_ - c0_[k];
      const Real hi = box.max[k] + r_ - c0_[k];
      const Real d = v_[k];
      if (d == 0) {
        if (lo > 0 || hi < 0) return kInf;  // outside this slab for all t
        continue;
      }
      Real t0 = lo / d;
      Real t1 = hi / d;
      if (t0 > t1) std::swap(t0, t1);
      t1 *= kGrowth;
      if (t0 > t_near) t_near = t0;
      if (t1 < t_far) t_far = t1;
      if (t_near > t_far) return kInf;
    }
    Real diagonal = 0;
    for (int k = 0; k < 3; ++k) {
      const Real e = box.max[k] - box.min[k];
      diagonal += e * e;
    }
    if (!(diagonal < small_)) return t_near;
    Real distance = 0;
    Real b_half = 0;
    for (int k = 0; k < 3; ++k) {
      const Real d = c0_[k] - Real(0.5) * (box.min[k] + box.max[k]);
      distance += d * d;
      b_half += d * v_[k];
    }
    return sphere_entry(diagonal, distance, b_half, t_near, t_far);
  }

  /// enter() for the four boxes of a 4-wide node at once, lane by lane the same operations (the same times).
  Lanes enter(const MeshBvh4Node& node) const {
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    constexpr Real kGrowth = 1 + Real(1.0 / 131072.0);
    Lanes t_near = splat(0);
    Lanes t_far = splat(1);
    const Lanes zero = splat(0);
    auto outside = t_near != t_near;  // all false
    for (int k = 0; k < 3; ++k) {
      const Lanes lo = load_lanes(node.min[k]) - r_ - c0_[k];
      const Lanes hi = load_lanes(node.max[k]) + r_ - c0_[k];
      const Real d = v_[k];
      if (d == 0) {
        outside |= (lo > zero) | (hi < zero);  // outside this slab for all t
        continue;
      }
      // Division is monotonic: lo / d <= hi / d for d > 0, the other way round for d < 0 (the scalar swap).
      const Lanes t0 = (d > 0 ? lo : hi) / d;
      const Lanes t1 = (d > 0 ? hi : lo) / d * kGrowth;
      t_near = max_keep(t_near, t0);
      t_far = min_keep(t_far, t1);
    }
    outside |= t_near > t_far;
    // The bounding spheres of the boxes of diagonal under 4 r, as the scalar enter() (the same operations).
    Lanes diagonal = splat(0);
    for (int k = 0; k < 3; ++k) {
      const Lanes e = load_lanes(node.max[k]) - load_lanes(node.min[k]);
      diagonal += e * e;
    }
    const auto small = diagonal < splat(small_);
    if (!any_lane(small & ~outside)) return outside ? splat(kInf) : t_near;
    Lanes distance = splat(0);
    Lanes b_half = splat(0);
    for (int k = 0; k < 3; ++k) {
      const Lanes d = c0_[k] - Real(0.5) * (load_lanes(node.min[k]) + load_lanes(node.max[k]));
      distance += d * d;
      b_half += d * v_[k];
    }
    const Lanes reach = r_ + Real(0.5) * sqrt_lanes(diagonal) + reach_slack_;
    const Lanes cc = distance - reach * reach;
    const Lanes disc = b_half * b_half - vv_ * cc;
    const auto inside = cc <= zero;
    const Lanes t = cc / (-b_half + sqrt_lanes(disc > zero ? disc : zero));
    outside |= small & ~inside & ((b_half >= zero) | (disc < zero) | (t > t_far));
    return outside ? splat(kInf) : (small & ~inside ? max_keep(t_near, t) : t_near);
  }

  /// False when the sphere cannot touch the triangle (a, b, c) with unit normal n at any t in [0, t_end]
  /// (t_end <= 1); true when it may (the exact test decides).
  bool may_touch(Vec3 a, Vec3 b, Vec3 c, Vec3 n, Real t_end) const {
    // Everything relative to the centre at t = 0: small numbers for the triangles near the sphere.
    const Vec3 da = a - c0_;
    const Vec3 db = b - c0_;
    const Vec3 dc = c - c0_;
    const Vec3 lo{std::min({da.x, db.x, dc.x}), std::min({da.y, db.y, dc.y}), std::min({da.z, db.z, dc.z})};
    const Vec3 hi{std::max({da.x, db.x, dc.x}), std::max({da.y, db.y, dc.y}), std::max({da.z, db.z, dc.z})};
    // The margin (a length): kRelative of the sizes involved, plus a grazing contact's rounding, which a quadratic
    // turns into a length of about epsilon · size² / r (a tangent's discriminant); infinite for r = 0: no reject.
    const Real size = r_ + v_extent_ +
                      std::max({std::fabs(lo.x), std::fabs(lo.y), std::fabs(lo.z), hi.x, hi.y, hi.z});
    const Real margin = kRelative * size + kGrazing * size * (size / r_);
    if (!(margin < std::numeric_limits<Real>::infinity())) return true;
    // 1. The plane: heights along n relative to the centre at t = 0.
    const Real ha = dot(n, da);
    const Real hb = dot(n, db);
    const Real hc = dot(n, dc);
    const Real h_lo = std::min({ha, hb, hc});
    const Real h_hi = std::max({ha, hb, hc});
    const Real mid = Real(0.5) * (h_lo + h_hi);
    const Real w = Real(0.5) * (h_hi - h_lo);
    const Real reach = r_ + w + margin;
    const Real hv = dot(n, v_);  // h(t) = t hv - mid
    Real ta = 0;
    Real tb = t_end;
    if (hv == 0) {
      if (std::fabs(mid) > reach) return false;
    } else {
      Real t0 = (mid - reach) / hv;
      Real t1 = (mid + reach) / hv;
      if (t0 > t1) std::swap(t0, t1);
      ta = std::max(ta, t0);
      tb = std::min(tb, t1);
      if (!(ta <= tb)) return false;
    }
    // 2. The foot: the segment [q(ta), q(tb)], q(t) = t v - h(t) n, grown by w + rho.
    const Real h_a = ta * hv - mid;
    const Real h_b = tb * hv - mid;
    const Real h_least = (h_a < 0) != (h_b < 0) ? Real(0) : std::min(std::fabs(h_a), std::fabs(h_b));
    const Real gap = std::max(Real(0), h_least - w);
    const Real reach_r = r_ + margin;
    const Real grow = w + std::sqrt(std::max(Real(0), reach_r * reach_r - gap * gap)) + margin;
    const Vec3 qa = ta * v_ - h_a * n;
    const Vec3 qb = tb * v_ - h_b * n;
    for (int k = 0; k < 3; ++k) {
      if (std::min(qa[k], qb[k]) - grow > hi[k] || std::max(qa[k], qb[k]) + grow < lo[k]) return false;
    }
    return true;
  }

 private:
  /// The slabs' entry t_near and exit t_far of a box narrowed by its bounding sphere: the first t at which
  /// |c0 + t v - m| <= r + R (m the box's centre, R half its diagonal), by the stable root
  /// cc / (-b + sqrt(b^2 - |v|^2 cc)); the later of it and t_near, or +infinity when that is after t_far.
  /// `diagonal` is the box's squared diagonal, `distance` |c0 - m|^2 and `b_half` (c0 - m) . v.
  Real sphere_entry(Real diagonal, Real distance, Real b_half, Real t_near, Real t_far) const {
    constexpr Real kInf = std::numeric_limits<Real>::infinity();
    const Real reach = r_ + Real(0.5) * std::sqrt(diagonal) + reach_slack_;
    const Real cc = distance - reach * reach;
    if (cc <= 0) return t_near;  // within reach at t = 0
    const Real disc = b_half * b_half - vv_ * cc;
    if (b_half >= 0 || disc < 0) return kInf;  // moving away, or passing by
    const Real t = cc / (-b_half + std::sqrt(disc));
    if (t > t_far) return kInf;
    return t > t_near ? t : t_near;
  }

  // The margin's parts: far above a float's rounding (2^-23 ≈ 1.2e-7) of the lengths of the test and of
  // sweep_sphere_triangle's, far below any distance a query tells apart.
  static constexpr Real kRelative = Real(1e-4);
  static constexpr Real kGrazing = Real(1e-6);

  Vec3 c0_;
  Vec3 v_;
  Real r_;
  Real v_extent_ = 0;
  Real vv_ = 0;           // |v|^2
  Real small_ = 0;        // (4 r)^2: the squared diagonal under which a box's bounding sphere is tested
  Real reach_slack_ = 0;  // added to a bounding sphere's reach (a length)
};

}  // namespace sweepkit::detail
