#include "sweepkit/shapes/bounds.hpp"

#include <gtest/gtest.h>

#include <cmath>

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

}  // namespace
}  // namespace sweepkit
