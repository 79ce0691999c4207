#include "sweepkit/mesh/raycast_triangle.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace sweepkit {
namespace {

const Vec3 kA{0, 0, 0}, kB{1, 0, 0}, kC{0, 1, 0};

bool cast(Vec3 origin, Vec3 direction, Vec3 a, Vec3 b, Vec3 c, Real max_t, TriangleHit& h) {
  return intersect_triangle(make_watertight_ray({origin, direction}), a, b, c, max_t, h);
}

TEST(RaycastTriangle, InteriorHitGivesTAndBarycentrics) {
  // Straight down onto (0.25, 0.5, 0) from z = 2 with a direction of length 4: t = 0.5; the point is
  // 0.25 a + 0.25 b + 0.5 c.
  TriangleHit h;
  ASSERT_TRUE(cast({0.25f, 0.5f, 2}, {0, 0, -4}, kA, kB, kC, 1, h));
  EXPECT_EQ(h.t, 0.5f);
  EXPECT_NEAR(h.w0, 0.25, 1e-7);
  EXPECT_NEAR(h.w1, 0.25, 1e-7);
  EXPECT_NEAR(h.w2, 0.5, 1e-7);
  // From below: two-sided, same t and weights.
  TriangleHit back;
  ASSERT_TRUE(cast({0.25f, 0.5f, -2}, {0, 0, 4}, kA, kB, kC, 1, back));
  EXPECT_EQ(back.t, 0.5f);
  EXPECT_NEAR(back.w2, 0.5, 1e-7);
  // An oblique ray: from (-1, 0.2, 1) along (1.3, 0, -1) reaches z = 0 at t = 1, at (0.3, 0.2, 0).
  TriangleHit o;
  ASSERT_TRUE(cast({-1, 0.2f, 1}, {1.3f, 0, -1}, kA, kB, kC, 10, o));
  EXPECT_NEAR(o.t, 1, 1e-6);
  EXPECT_NEAR(o.w1, 0.3, 1e-6);
  EXPECT_NEAR(o.w2, 0.2, 1e-6);
}

TEST(RaycastTriangle, EdgesAndCornersBelongToTheTriangle) {
  TriangleHit h;
  EXPECT_TRUE(cast({0.5f, 0.5f, 1}, {0, 0, -1}, kA, kB, kC, 5, h));  // on the hypotenuse
  EXPECT_NEAR(h.w0, 0, 1e-7);
  EXPECT_TRUE(cast({0.5f, 0, 1}, {0, 0, -1}, kA, kB, kC, 5, h));  // on edge a-b
  EXPECT_TRUE(cast({1, 0, 1}, {0, 0, -1}, kA, kB, kC, 5, h));     // on corner b
  EXPECT_EQ(h.w1, 1);
  EXPECT_FALSE(cast({0.5f, 0.5001f, 1}, {0, 0, -1}, kA, kB, kC, 5, h));  // just outside the hypotenuse
  EXPECT_FALSE(cast({-0.0001f, 0.5f, 1}, {0, 0, -1}, kA, kB, kC, 5, h));
}

TEST(RaycastTriangle, RangeParallelAndZeroDirection) {
  TriangleHit h;
  EXPECT_FALSE(cast({0.2f, 0.2f, 2}, {0, 0, -1}, kA, kB, kC, Real(1.999), h));  // t = 2 beyond max_t
  EXPECT_TRUE(cast({0.2f, 0.2f, 2}, {0, 0, -1}, kA, kB, kC, 2, h));             // exactly at max_t
  EXPECT_FALSE(cast({0.2f, 0.2f, 2}, {0, 0, 1}, kA, kB, kC, 100, h));           // pointing away (t = -2)
  EXPECT_TRUE(cast({0.2f, 0.2f, 0}, {0, 0, 1}, kA, kB, kC, 100, h));            // starting on it: t = 0
  EXPECT_EQ(h.t, 0);
  EXPECT_FALSE(cast({-1, 0.2f, 0}, {1, 0, 0}, kA, kB, kC, 100, h));  // in the triangle's plane
  EXPECT_FALSE(cast({-1, 0.2f, 1e-3f}, {1, 0, 0}, kA, kB, kC, 100, h));  // parallel above it
  EXPECT_FALSE(cast({0.2f, 0.2f, 1}, {0, 0, 0}, kA, kB, kC, 100, h));   // zero direction
  EXPECT_FALSE(cast({0.2f, 0.2f, 1}, {0, 0, -1}, kA, kB, Vec3{2, 0, 0}, 100, h));  // zero-area triangle
}

TEST(RaycastTriangle, SharedEdgeIsNeverSlippedThrough) {
  // Two triangles sharing the edge p-q, with p, q at awkward float coordinates; rays aimed at points of the edge
  // from random origins: at least one of the two triangles is hit every time (Woop et al.'s guarantee).
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> u(-3, 3);
  int misses = 0;
  for (int i = 0; i < 20000; ++i) {
    const Vec3 p{u(rng), u(rng), u(rng)}, q{u(rng), u(rng), u(rng)};
    const Vec3 r{u(rng), u(rng), u(rng)};
    const Vec3 s = p + q - r;  // on the other side of p-q
    const Real f = std::uniform_real_distribution<Real>(0, 1)(rng);
    const Vec3 target = p + (q - p) * f;
    const Vec3 origin{u(rng) * 3, u(rng) * 3, u(rng) * 3};
    TriangleHit h;
    const Vec3 d = target - origin;
    const bool first = cast(origin, d, p, q, r, 2, h);
    const bool second = cast(origin, d, q, p, s, 2, h);
    misses += !(first || second);
  }
  EXPECT_EQ(misses, 0);
}

}  // namespace
}  // namespace sweepkit
