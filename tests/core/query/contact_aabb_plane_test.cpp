#include "sweepkit/query/contact_aabb_plane.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Plane kGround{{0, 1, 0}, 0};  // y = 0, normal +y

TEST(ContactAabbPlane, OverlappingTheGround) {
  // Box [-1, 1] x [-0.5, 1.5] x [-2, 2]: c = (0, 0.5, 0), e = (1, 1, 2), projected radius 1, d = 0.5:
  // depth 0.5, normal -y. The deepest points form the bottom face; point_a is its centre (0, -0.5, 0).
  const Contact c = contact_aabb_plane({{-1, -0.5f, -2}, {1, 1.5f, 2}}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.5f, (Vec3{0, -0.5f, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactAabbPlane, TiltedPlaneFromTheNegativeSide) {
  // Plane 0.6x + 0.8y - 2 = 0, box [0, 2]³: c = (1, 1, 1), d = 1.4 - 2 = -0.6, radius 0.6 + 0.8 = 1.4:
  // depth 0.8, normal +n. Deepest along +n: x = 2, y = 2, z free -> centre 1: (2, 2, 1), at distance 0.8;
  // point_b = (2, 2, 1) - 0.8 n = (1.52, 1.36, 1).
  const Contact c = contact_aabb_plane({{0, 0, 0}, {2, 2, 2}}, {{0.6f, 0.8f, 0}, -2});
  EXPECT_CONTACT(c, (Vec3{0.6f, 0.8f, 0}), 0.8f, (Vec3{2, 2, 1}), (Vec3{1.52f, 1.36f, 1}), 2e-6f);
}

TEST(ContactAabbPlane, TouchingIsAHitWithZeroDepth) {
  // Unit box resting on the ground: d = 0.5 = radius; the bottom face's centre touches.
  EXPECT_CONTACT(contact_aabb_plane({{0, 0, 0}, {1, 1, 1}}, kGround), (Vec3{0, -1, 0}), 0, (Vec3{0.5f, 0, 0.5f}),
                 (Vec3{0.5f, 0, 0.5f}), kTol);
  // Plane 0.6x + 0.8z = 0 through the box's edge x = z = 0: d = 0.3 + 0.4 = radius 0.7; the edge's centre touches.
  EXPECT_CONTACT(contact_aabb_plane({{0, 0, 0}, {1, 1, 1}}, {{0.6f, 0, 0.8f}, 0}), (Vec3{-0.6f, 0, -0.8f}), 0,
                 (Vec3{0, 0.5f, 0}), (Vec3{0, 0.5f, 0}), kTol);
}

TEST(ContactAabbPlane, SeparatedOnEitherSideIsAMiss) {
  EXPECT_MISS(contact_aabb_plane({{0, 0.01f, 0}, {1, 1, 1}}, kGround));
  EXPECT_MISS(contact_aabb_plane({{0, -3, 0}, {1, -0.01f, 1}}, kGround));  // two-sided: below misses too
}

TEST(ContactAabbPlane, CentreOnThePlaneCountsAsThePositiveSide) {
  // [-1, 1]³ centred on y = 0: normal -y, depth = radius 1.
  const Contact c = contact_aabb_plane({{-1, -1, -1}, {1, 1, 1}}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 1, (Vec3{0, -1, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactAabbPlane, DeepestVertexForAnObliquePlane) {
  // Plane (0.6, 0, 0.8)·p - 1 = 0 (constant -1), box [0, 1]³: d = 0.7 - 1 = -0.3, radius 0.7: depth 0.4,
  // normal +n; deepest vertex (1, 0.5, 1) (y free), at distance 0.6 + 0.8 - 1 = 0.4; point_b = it - 0.4 n.
  const Contact c = contact_aabb_plane({{0, 0, 0}, {1, 1, 1}}, {{0.6f, 0, 0.8f}, -1});
  EXPECT_CONTACT(c, (Vec3{0.6f, 0, 0.8f}), 0.4f, (Vec3{1, 0.5f, 1}), (Vec3{0.76f, 0.5f, 0.68f}), 2e-6f);
}

TEST(ContactAabbPlane, FlatAndPointBoxes) {
  // A square lying in the plane: radius 0, d = 0: touching.
  EXPECT_CONTACT(contact_aabb_plane({{-1, 0, -1}, {1, 0, 1}}, kGround), (Vec3{0, -1, 0}), 0, (Vec3{0, 0, 0}),
                 (Vec3{0, 0, 0}), kTol);
  // A point box below the plane by 0.001 misses (radius 0).
  EXPECT_MISS(contact_aabb_plane({{2, -0.001f, 2}, {2, -0.001f, 2}}, kGround));
}

TEST(ContactAabbPlane, AgreesWithTheOverlapFastPath) {
  for (const Real y : {-2.001f, -2.0f, -1.0f, 0.0f, 0.999f, 1.0f, 1.001f}) {
    const Aabb box{{0, y - 1, 0}, {1, y + 1, 1}};
    EXPECT_EQ(contact_aabb_plane(box, kGround).hit(), overlap_aabb_plane(box, kGround).hit()) << y;
  }
}

TEST(ContactAabbPlane, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidAabbs()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_aabb_plane(c.shape, kGround), c.error, 0);
  }
  for (const auto& c : test::InvalidPlanes()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_aabb_plane({{0, 0, 0}, {1, 1, 1}}, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
