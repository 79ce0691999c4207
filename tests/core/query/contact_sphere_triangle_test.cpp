// contact_sphere_triangle: hand-computed depths and normals per feature, both faces, a centre on the face.
#include "sweepkit/query/contact_sphere_triangle.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "test_util.hpp"

namespace sweepkit {
namespace {

const Triangle kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};  // front normal +z

TEST(ContactSphereTriangle, FaceFromEitherSide) {
  TriangleFeature f = TriangleFeature::vertex_c;
  Contact c = contact_sphere_triangle({{1, 1, 0.75f}, 1}, kTri, &f);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.25f, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, 0, -1}), 1e-6f);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{1, 1, -0.25f}), 1e-6f);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{1, 1, 0}), 1e-6f);
  EXPECT_EQ(f, TriangleFeature::face);
  c = contact_sphere_triangle({{1, 1, -0.5f}, 1}, kTri);
  EXPECT_NEAR(c.depth, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, 0, 1}), 1e-6f);
}

TEST(ContactSphereTriangle, EdgeAndCorner) {
  // 0.6 beside edge ab (y = 0) in the plane: depth 0.4 along +y.
  TriangleFeature f{};
  Contact c = contact_sphere_triangle({{2, -0.6f, 0}, 1}, kTri, &f);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.4f, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_EQ(f, TriangleFeature::edge_ab);
  // Beyond corner b at distance 0.5 along (1, -1, 0)/√2.
  const Real d = 0.5f / std::sqrt(2.0f);
  c = contact_sphere_triangle({{4 + d, -d, 0}, 1}, kTri, &f);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{-1, 1, 0}) * (1 / std::sqrt(2.0f)), 1e-6f);
  EXPECT_EQ(f, TriangleFeature::vertex_b);
}

TEST(ContactSphereTriangle, CentreOnTheFaceAndApart) {
  const Contact c = contact_sphere_triangle({{1, 1, 0}, 0.5f}, kTri);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, 0, -1}), 0);  // the sphere taken to be on the front
  EXPECT_FALSE(contact_sphere_triangle({{1, 1, 1.01f}, 1}, kTri).hit());
  const Contact bad = contact_sphere_triangle({{0, 0, 0}, 1}, Triangle{{0, 0, 0}, {NAN, 0, 0}, {0, 1, 0}});
  EXPECT_EQ(bad.status, Status::invalid_input);
  EXPECT_EQ(bad.error, InputError::vector_not_finite);
  EXPECT_EQ(bad.error_argument, 1);
}

TEST(ContactSphereTriangle, FarFromTheOriginTheSameAsAtIt) {
  // Issue 24: r 0.25 at (H + 0.25, H + 0.1875, H + 0.25) over (H, H, H), (H + 1, H, H), (H, H, H + 1) (every number
  // exact in float): the centre is 0.1875 above the plane y = H, over the face; depth 0.25 - 0.1875 = 0.0625, normal
  // from the sphere down to the triangle (0, -1, 0), point_b (H + 0.25, H, H + 0.25). At every H, up to 1e5.
  for (const float h : {0.0f, 100.0f, 1e3f, 1e4f, 1e5f}) {
    const Triangle t{{h, h, h}, {h + 1, h, h}, {h, h, h + 1}};
    TriangleFeature f = TriangleFeature::vertex_a;
    const Contact c = contact_sphere_triangle({{h + 0.25f, h + 0.1875f, h + 0.25f}, 0.25f}, t, &f);
    ASSERT_TRUE(c.hit()) << h;
    EXPECT_EQ(c.depth, 0.0625f) << h;
    EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 0) << h;
    EXPECT_VEC_NEAR(c.point_b, (Vec3{h + 0.25f, h, h + 0.25f}), 0) << h;
    EXPECT_VEC_NEAR(c.point_a, (Vec3{h + 0.25f, h - 0.0625f, h + 0.25f}), 0) << h;
    EXPECT_EQ(f, TriangleFeature::face) << h;
  }
}

}  // namespace
}  // namespace sweepkit
