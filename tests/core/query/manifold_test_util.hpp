#pragma once
// Checks shared by the manifold tests: consistency, and an independent least penetration by sampling directions.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "sweepkit/results/manifold.hpp"

namespace sweepkit::test {

/// Unit normal, depth >= 0, and point_a - point_b = depth * normal for the contact and each manifold point.
inline void ExpectManifoldConsistent(const ContactManifold& m) {
  EXPECT_NEAR(length(m.normal), 1, 1e-5);
  EXPECT_GE(m.depth, 0);
  const Real tol = 1e-5f * (1 + std::max(length(m.point_a), length(m.point_b)));
  EXPECT_LE(length(m.point_a - m.point_b - m.depth * m.normal), tol);
  ASSERT_GE(m.point_count, 1);
  ASSERT_LE(m.point_count, 4);
  for (int k = 0; k < m.point_count; ++k) {
    const ManifoldPoint& p = m.points[k];
    EXPECT_GE(p.depth, 0);
    EXPECT_LE(p.depth, m.depth + tol);
    EXPECT_LE(length(p.point_a - p.point_b - p.depth * m.normal), tol) << "point " << k;
  }
}

/// The 8 corners of a box.
inline std::vector<Vec3> BoxCorners(const Obb& b) {
  std::vector<Vec3> out;
  for (int i = 0; i < 8; ++i) {
    out.push_back(b.center + b.axis(0) * (i & 1 ? b.half_size.x : -b.half_size.x) +
                  b.axis(1) * (i & 2 ? b.half_size.y : -b.half_size.y) + b.axis(2) * (i & 4 ? b.half_size.z : -b.half_size.z));
  }
  return out;
}

/// Overlap of the two point sets' projections on unit direction d (negative when apart along d).
inline Real OverlapAlong(const std::vector<Vec3>& a, const std::vector<Vec3>& b, Vec3 d) {
  Real amin = 1e30f, amax = -1e30f, bmin = 1e30f, bmax = -1e30f;
  for (Vec3 p : a) amin = std::min(amin, dot(p, d)), amax = std::max(amax, dot(p, d));
  for (Vec3 p : b) bmin = std::min(bmin, dot(p, d)), bmax = std::max(bmax, dot(p, d));
  return std::min(amax - bmin, bmax - amin);
}

/// The least overlap over directions, found without the separating axis theorem's candidate axes: 4000 random
/// directions, then a shrinking-step random descent from the best few. Never below the true least penetration
/// (every value is the overlap along a real direction); 0 or less when some direction separates.
inline Real BruteForcePenetration(const std::vector<Vec3>& a, const std::vector<Vec3>& b, std::mt19937& rng) {
  std::normal_distribution<float> g(0, 1);
  auto unit = [](Vec3 v) { return v * (1 / length(v)); };
  std::vector<std::pair<Real, Vec3>> samples;
  for (int i = 0; i < 4000; ++i) {
    const Vec3 d = unit({g(rng), g(rng), g(rng)});
    samples.push_back({OverlapAlong(a, b, d), d});
  }
  std::partial_sort(samples.begin(), samples.begin() + 8, samples.end(),
                    [](const auto& x, const auto& y) { return x.first < y.first; });
  Real best = samples[0].first;
  for (int s = 0; s < 8; ++s) {
    Vec3 d = samples[static_cast<std::size_t>(s)].second;
    Real value = samples[static_cast<std::size_t>(s)].first;
    for (Real step = 0.05f; step > 1e-6f; step *= 0.7f) {
      for (int tries = 0; tries < 30; ++tries) {
        const Vec3 e = unit(d + Vec3{g(rng), g(rng), g(rng)} * step);
        const Real v = OverlapAlong(a, b, e);
        if (v < value) value = v, d = e;
      }
    }
    best = std::min(best, value);
  }
  return best;
}

}  // namespace sweepkit::test
