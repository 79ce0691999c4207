#pragma once
// Seeded random shapes and motions for the property tests. Numbers come from std::mt19937's raw 32-bit
// output (fully specified by the standard) scaled by hand, so a seed gives the same cases everywhere.

#include <cmath>
#include <cstdint>
#include <random>

#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit::test {

class RandomShapes {
 public:
  explicit RandomShapes(std::uint32_t seed) : gen_(seed) {}

  /// Uniform in [lo, hi) from the top 24 bits (exact in float32); rounded to the grid when one is set.
  Real uniform(Real lo, Real hi) {
    const Real x = lo + (hi - lo) * (Real(gen_() >> 8) * Real(1.0 / 16777216.0));
    return grid_ > 0 ? std::round(x / grid_) * grid_ : x;
  }

  /// Starts a case: with probability `p` its numbers are snapped to multiples of 0.25 (exactly touching
  /// shapes, paths grazing exactly, ties between faces), otherwise continuous.
  void begin_case(Real p = Real(0.15)) {
    grid_ = 0;
    grid_ = chance(p) ? Real(0.25) : Real(0);
  }
  /// Uniform integer in [0, n).
  int below(int n) { return static_cast<int>(gen_() % static_cast<std::uint32_t>(n)); }
  /// True with probability p.
  bool chance(Real p) { return Real(gen_() >> 8) * Real(1.0 / 16777216.0) < p; }

  Vec3 vec(Real lo, Real hi) { return {uniform(lo, hi), uniform(lo, hi), uniform(lo, hi)}; }

  /// A unit vector: uniform on the sphere, or sometimes a (signed) coordinate axis, which exercises the
  /// flat-face, parallel-motion and zero-component branches.
  Vec3 direction() {
    if (chance(Real(0.15))) {
      Vec3 v;
      const Real s = chance(Real(0.5)) ? Real(1) : Real(-1);
      switch (below(3)) {
        case 0:
          v.x = s;
          break;
        case 1:
          v.y = s;
          break;
        default:
          v.z = s;
          break;
      }
      return v;
    }
    for (;;) {
      const Vec3 v = vec(-1, 1);
      const Real len2 = length_squared(v);
      if (len2 > Real(1e-2) && len2 <= 1) return v * (Real(1) / std::sqrt(len2));
    }
  }

  /// A radius: mostly game-sized, sometimes tiny (1e-3 .. 1e-2) or zero (a point).
  Real radius() {
    const int kind = below(10);
    if (kind == 0) return 0;
    if (kind <= 2) return uniform(Real(1e-3), Real(1e-2));
    return uniform(Real(0.05), Real(2.5));
  }

  /// A motion over the frame: mostly up to ~25 long, sometimes zero or along one axis only.
  Vec3 motion(Real length_scale) {
    const int kind = below(12);
    if (kind == 0) return {};
    if (kind == 1) return direction() * uniform(0, length_scale);
    return vec(-length_scale, length_scale);
  }

  Sphere sphere(Vec3 near, Real spread) { return {near + vec(-spread, spread), radius()}; }

  Aabb aabb(Vec3 near, Real spread) {
    const Vec3 lo = near + vec(-spread, spread);
    Vec3 size{uniform(Real(0.05), 3), uniform(Real(0.05), 3), uniform(Real(0.05), 3)};
    if (chance(Real(0.1))) size.x = 0;  // flat boxes are valid
    if (chance(Real(0.05))) size = size * Real(1e-3);
    return {lo, lo + size};
  }

  Capsule capsule(Vec3 near, Real spread) {
    const Vec3 start = near + vec(-spread, spread);
    const Real len = chance(Real(0.1)) ? Real(0) : uniform(Real(0.05), 4);  // a point capsule is a sphere
    return {start, start + direction() * len, radius()};
  }

  /// A plane through a point near `near` (the normal is normalised in float, well within kUnitNormalTolerance).
  Plane plane(Vec3 near, Real spread) {
    const Vec3 n = direction();
    return {n, -dot(n, near + vec(-spread, spread))};
  }

 private:
  std::mt19937 gen_;
  Real grid_ = 0;
};

}  // namespace sweepkit::test
