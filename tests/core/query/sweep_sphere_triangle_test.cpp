// sweep_sphere_triangle: hand-computed first contacts on the face, an edge and a corner, from either side, with a
// moving triangle, a degenerate one, far from the origin; and random sweeps against a sampled-and-bisected first
// contact on an independent point–triangle distance.
#include "sweepkit/query/sweep_sphere_triangle.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "sweepkit/math/segment.hpp"
#include "test_util.hpp"
#include "triangle_reference.hpp"

namespace sweepkit {
namespace {

const Triangle kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};  // front normal +z

TEST(SweepSphereTriangle, FaceFromTheFrontAndTheBack) {
  // The centre at z = 5 falls 10: the surface reaches z = 0 when 5 - 10 t = 1, t = 0.4.
  TriangleFeature f = TriangleFeature::vertex_a;
  SweepHit h = sweep_sphere_triangle({{1, 1, 5}, 1}, {0, 0, -10}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 1e-6f);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 1, 1}), 1e-5f);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 1, 0}), 1e-5f);
  EXPECT_EQ(f, TriangleFeature::face);
  h = sweep_sphere_triangle({{1, 1, -5}, 1}, {0, 0, 10}, kTri, {}, &f);
  EXPECT_NEAR(h.t, 0.4f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 1}), 1e-6f);
}

TEST(SweepSphereTriangle, EdgeAndCorner) {
  // In the plane, 3 below edge ab, moving +y by 10: touches it when the centre is 1 away, t = 0.2.
  TriangleFeature f{};
  SweepHit h = sweep_sphere_triangle({{2, -3, 0}, 1}, {0, 10, 0}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.2f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 0, 0}), 1e-5f);
  EXPECT_EQ(f, TriangleFeature::edge_ab);
  // Towards corner a along (1, 1, 0) from (-3, -3, 0): |centre - a| = √2 (3 - s) = 1 at s = 3 - 1/√2, t = s / 10.
  h = sweep_sphere_triangle({{-3, -3, 0}, 1}, {10, 10, 0}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.2292893f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 1, 0}) * (1 / std::sqrt(2.0f)), 1e-6f);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 1e-5f);
  EXPECT_EQ(f, TriangleFeature::vertex_a);
}

TEST(SweepSphereTriangle, TouchesAtTheFrameEndAndFallsShortJustBefore) {
  // Contacts at exactly t = 1, which the plane's cheap reject must leave to the exact tests: the face (the centre 2
  // above it, falling 1), edge ab (3 below it in the plane, moving 2 along +y), corner b (from (7, 0, 2) moving
  // (-2, 0, -2) to (5, 0, 0), 1 from b; its distance to b still shrinks until t = 1.25).
  TriangleFeature f{};
  SweepHit h = sweep_sphere_triangle({{1, 1, 2}, 1}, {0, 0, -1}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
  EXPECT_EQ(f, TriangleFeature::face);
  h = sweep_sphere_triangle({{2, -3, 0}, 1}, {0, 2, 0}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
  EXPECT_EQ(f, TriangleFeature::edge_ab);
  h = sweep_sphere_triangle({{7, 0, 2}, 1}, {-2, 0, -2}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 1e-6f);
  EXPECT_EQ(f, TriangleFeature::vertex_b);
  // A thousandth short of each: misses.
  EXPECT_EQ(sweep_sphere_triangle({{1, 1, 2}, 1}, {0, 0, -0.999f}, kTri, {}).status, Status::miss);
  EXPECT_EQ(sweep_sphere_triangle({{2, -3, 0}, 1}, {0, 1.998f, 0}, kTri, {}).status, Status::miss);
  EXPECT_EQ(sweep_sphere_triangle({{7, 0, 2}, 1}, {-1.998f, 0, -1.998f}, kTri, {}).status, Status::miss);
}

TEST(SweepSphereTriangle, MissOverlapAndAMovingTriangle) {
  // Parallel above the face at 1.5: no contact.
  SweepHit h = sweep_sphere_triangle({{-5, 1, 1.5f}, 1}, {20, 0, 0}, kTri, {});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{15, 1, 1.5f}), 0);
  // Already 0.5 into the face.
  TriangleFeature f = TriangleFeature::vertex_a;
  h = sweep_sphere_triangle({{1, 1, 0.5f}, 1}, {0, 0, -1}, kTri, {}, &f);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 1e-6f);
  EXPECT_EQ(f, TriangleFeature::face);
  // The triangle rises 10 into a resting sphere at z = 5: the same relative motion, t = 0.4; the sphere stays.
  h = sweep_sphere_triangle({{1, 1, 5}, 1}, {}, kTri, {0, 0, 10});
  EXPECT_NEAR(h.t, 0.4f, 1e-6f);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 1, 5}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 1e-6f);
}

TEST(SweepSphereTriangle, DegenerateTriangleIsItsSegment) {
  const Triangle line{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}};
  const SweepHit h = sweep_sphere_triangle({{1, 0, 3}, 1}, {0, 0, -10}, line, {});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.2f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 1e-6f);
}

TEST(SweepSphereTriangle, FarFromTheOrigin) {
  // The face case moved by (1e4, -2e4, 5e3): float spacing there is ~1e-3, so t (of a motion of 10) to ~2e-4.
  const Vec3 o{1e4f, -2e4f, 5e3f};
  const Triangle far{kTri.a + o, kTri.b + o, kTri.c + o};
  const SweepHit h = sweep_sphere_triangle({Vec3{1, 1, 5} + o, 1}, {0, 0, -10}, far, {});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4f, 2e-4f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 1e-6f);
}

TEST(SweepSphereTriangle, InvalidInputNamesTheArgument) {
  SweepHit h = sweep_sphere_triangle({{0, 0, 0}, -1}, {}, kTri, {});
  EXPECT_EQ(h.status, Status::invalid_input);
  EXPECT_EQ(h.error_argument, 0);
  h = sweep_sphere_triangle({{0, 0, 0}, 1}, {}, Triangle{{0, 0, INFINITY}, {1, 0, 0}, {0, 1, 0}}, {});
  EXPECT_EQ(h.error, InputError::vector_not_finite);
  EXPECT_EQ(h.error_argument, 2);
  h = sweep_sphere_triangle({{0, 0, 0}, 1}, {}, kTri, {NAN, 0, 0});
  EXPECT_EQ(h.error_argument, 3);
}

TEST(SweepSphereTriangle, RandomSweepsMatchASampledFirstContact) {
  // First contact by 4,000 samples of the distance along the motion, then bisection of the first bracket: the
  // analytic t must agree within 1e-4 (a graze shorter than a sample gap could hide: only the agreement on
  // bracketed contacts and never-later on the rest are asserted).
  std::mt19937 rng(2026);
  std::uniform_real_distribution<float> u(-3, 3);
  std::uniform_real_distribution<float> radius(0.1f, 1.0f);
  int hits = 0;
  for (int i = 0; i < 3000; ++i) {
    const Triangle t{{u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)}};
    if (length(area_vector(t)) < 0.5f) continue;
    const Sphere s{{u(rng) * 2, u(rng) * 2, u(rng) * 2}, radius(rng)};
    // Aimed near the triangle's centroid (within ±1.5 per axis), overshooting by up to 2×: most sweeps touch.
    const Vec3 aim = (t.a + t.b + t.c) * (1.0f / 3) + Vec3{u(rng), u(rng), u(rng)} * 0.5f;
    const Vec3 d = (aim - s.center) * (0.5f + std::fabs(u(rng)) / 2);
    if (test::reference_distance_to_triangle(t, s.center) <= s.radius) continue;
    const auto gap = [&](double tau) { return test::reference_distance_to_triangle(t, s.center + Real(tau) * d) - s.radius; };
    double reference = -1;
    constexpr int kSamples = 4000;
    for (int k = 1; k <= kSamples; ++k) {
      if (gap(double(k) / kSamples) <= 0) {
        double lo = double(k - 1) / kSamples, hi = double(k) / kSamples;
        for (int b = 0; b < 40; ++b) (gap((lo + hi) / 2) <= 0 ? hi : lo) = (lo + hi) / 2;
        reference = hi;
        break;
      }
    }
    const SweepHit h = sweep_sphere_triangle(s, d, t, {});
    if (reference >= 0) {
      ++hits;
      ASSERT_EQ(h.status, Status::hit) << i;
      EXPECT_NEAR(h.t, reference, 1e-4) << i;
      // The reported normal points from the centre at t to the touched point, one radius away.
      EXPECT_NEAR(test::reference_distance_to_triangle(t, h.position), s.radius, 2e-4) << i;
    } else if (h.hit()) {
      EXPECT_GE(gap(h.t), -1e-4) << i;  // a graze between samples: touching, never overlapping
    }
  }
  EXPECT_GT(hits, 1000) << hits;
}

}  // namespace
}  // namespace sweepkit
