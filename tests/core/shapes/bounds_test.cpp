#include "sweepkit/shapes/bounds.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "common/mesh_fixtures.hpp"
#include "common/mulberry32.hpp"
#include "sweepkit/math/quat.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

TEST(Bounds, BoxOfEachBoundedShape) {
  const Aabb s = bounds_of(Sphere{{1, 2, 3}, 0.5f});
  EXPECT_VEC_NEAR(s.min, (Vec3{0.5f, 1.5f, 2.5f}), 0);
  EXPECT_VEC_NEAR(s.max, (Vec3{1.5f, 2.5f, 3.5f}), 0);
  // The segment's box {-1, 0, -1}..{2, 3, 1} grown by the radius 1.
  const Aabb c = bounds_of(Capsule{{2, 0, -1}, {-1, 3, 1}, 1});
  EXPECT_VEC_NEAR(c.min, (Vec3{-2, -1, -2}), 0);
  EXPECT_VEC_NEAR(c.max, (Vec3{3, 4, 2}), 0);
  const Aabb b = bounds_of(Aabb{{-1, -2, -3}, {4, 5, 6}});
  EXPECT_VEC_NEAR(b.min, (Vec3{-1, -2, -3}), 0);
  EXPECT_VEC_NEAR(b.max, (Vec3{4, 5, 6}), 0);
  const Aabb p = bounds_of(Plane{{0, 1, 0}, -5});
  EXPECT_VEC_NEAR(p.min, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(p.max, (Vec3{0, 0, 0}), 0);
}

TEST(Bounds, APosedMeshsBoxAndTurningSphere) {
  // The quad [-2, 2]² at y = 0 (local), turned 90° about z (local x -> +y, local y -> -x) and placed at (10, 5, 0):
  // the wall x = 10, y in [3, 7], z in [-2, 2]. Unturned at (1, 2, 3): the local box moved. Turning about its
  // position, it stays within the local box's furthest corner from the local origin, |(2, 0, 2)| = 2√2.
  const TriangleMesh mesh = test::build({{-2, 0, -2, 2, 0, -2, 2, 0, 2, -2, 0, 2}, {0, 3, 2, 0, 2, 1}});
  const Mat3 quarter{{{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}};
  const Aabb wall = bounds_of(TriangleMeshShape{&mesh, {10, 5, 0}, quarter});
  EXPECT_VEC_NEAR(wall.min, (Vec3{10, 3, -2}), 0);
  EXPECT_VEC_NEAR(wall.max, (Vec3{10, 7, 2}), 0);
  const Aabb moved = bounds_of(TriangleMeshShape{&mesh, {1, 2, 3}, {}});
  EXPECT_VEC_NEAR(moved.min, (Vec3{-1, 2, 1}), 0);
  EXPECT_VEC_NEAR(moved.max, (Vec3{3, 2, 5}), 0);
  const Sphere reach = turning_bounds(TriangleMeshShape{&mesh, {10, 5, 0}, quarter});
  EXPECT_VEC_NEAR(reach.center, (Vec3{10, 5, 0}), 0);
  EXPECT_NEAR(reach.radius, 2 * std::sqrt(2.0f), 1e-6f);
  EXPECT_EQ(thickness(TriangleMeshShape{&mesh, {}, {}}), 0);
}

TEST(Bounds, SweptBoxHoldsTheStartAndTheEnd) {
  const Aabb b = swept_box({{0, 0, 0}, {1, 1, 1}}, {2, -3, 0});
  EXPECT_VEC_NEAR(b.min, (Vec3{0, -3, 0}), 0);
  EXPECT_VEC_NEAR(b.max, (Vec3{3, 1, 1}), 0);
}

TEST(Bounds, BoundingSphere) {
  const Sphere own = bounding_sphere(Sphere{{1, 2, 3}, 4});
  EXPECT_VEC_NEAR(own.center, (Vec3{1, 2, 3}), 0);
  EXPECT_EQ(own.radius, 4);
  // Half diagonal (1, 2, 2), of length 3.
  const Sphere box = bounding_sphere(Aabb{{0, 0, 0}, {2, 4, 4}});
  EXPECT_VEC_NEAR(box.center, (Vec3{1, 2, 2}), 0);
  EXPECT_EQ(box.radius, 3);
}

TEST(Bounds, ThicknessIsTheSmallestWidth) {
  EXPECT_EQ(thickness(Sphere{{0, 0, 0}, 0.5f}), 1);
  EXPECT_EQ(thickness(Capsule{{0, 0, 0}, {10, 0, 0}, 2}), 4);
  EXPECT_EQ(thickness(Aabb{{0, 0, 0}, {1, 0.25f, 3}}), 0.25f);
  EXPECT_TRUE(std::isinf(thickness(Plane{{0, 1, 0}, 0})));
}

TEST(Bounds, TurningSweptBoxOfACubeQuarterTurningByATenthOfARadian) {
  // The cube of half 1 at the origin turning 0.1 rad about z: its end box reaches cos 0.1 + sin 0.1 = 1.09484 in x
  // and y (1 in z); the bulge is the half diagonal √3 times 0.1²/8 = 0.0021651. The turning sphere's box would reach
  // √3 = 1.732.
  const Obb cube{{0, 0, 0}, {1, 1, 1}, {}};
  const Vec3 w{0, 0, 0.1f};
  const Aabb box = turning_swept_box(cube, turned(cube, {}, w), w);
  const double reach = std::cos(0.1) + std::sin(0.1) + std::sqrt(3.0) * 0.01 / 8;
  EXPECT_NEAR(box.max.x, reach, 1e-5);
  EXPECT_NEAR(box.min.y, -reach, 1e-5);
  EXPECT_NEAR(box.max.z, 1 + std::sqrt(3.0) * 0.01 / 8, 1e-5);
}

TEST(Bounds, TurningSweptBoxHoldsTheShapeAtEveryInstant) {
  // Random Obbs, capsules and hull-free shapes, moving and turning by up to 3 rad (past π: the sphere), far from
  // the origin too: the exact box of the shape turned by t of the motion, t = 0, 1/64, ..., 1, lies inside.
  common::Mulberry32 rng{2024};
  const auto vec = [&](float r) { return Vec3{rng.range(-r, r), rng.range(-r, r), rng.range(-r, r)}; };
  for (int i = 0; i < 400; ++i) {
    const Vec3 at = vec(1) + (i % 2 ? vec(20000) : Vec3{});
    const Vec3 h{rng.range(0.05f, 2), rng.range(0.05f, 2), rng.range(0.05f, 2)};
    const Shape start = i % 3 == 0 ? Shape{Capsule{at - h, at + h, rng.range(0.01f, 1)}}
                                   : Shape{Obb{at, h, to_mat3(from_rotation_vector(vec(3)))}};
    const Vec3 linear = vec(2);
    const Vec3 angular = vec(i % 4 == 0 ? 2.0f : 0.2f);
    const Aabb box = turning_swept_box(start, turned(start, linear, angular), angular);
    for (int k = 0; k <= 64; ++k) {
      const Real t = Real(k) / 64;
      const Aabb now = bounds_of(turned(start, linear * t, angular * t));
      EXPECT_LE(box.min.x, now.min.x);
      EXPECT_LE(box.min.y, now.min.y);
      EXPECT_LE(box.min.z, now.min.z);
      EXPECT_GE(box.max.x, now.max.x);
      EXPECT_GE(box.max.y, now.max.y);
      EXPECT_GE(box.max.z, now.max.z);
    }
  }
}

}  // namespace
}  // namespace sweepkit
