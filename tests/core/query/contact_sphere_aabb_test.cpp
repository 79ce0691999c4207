#include "sweepkit/query/contact_sphere_aabb.hpp"

#include <gtest/gtest.h>

#include "sweepkit/query/contact_aabb_sphere.hpp"

#include "contact_test_util.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Aabb kCube{{-1, -1, -1}, {1, 1, 1}};
const Aabb kUnit{{0, 0, 0}, {1, 1, 1}};

TEST(ContactSphereAabb, CentreOutsideAFace) {
  // c = (0, 1.5, 0) above the cube's top face y = 1: q = (0, 1, 0), |c - q| = 0.5, depth 1 - 0.5 = 0.5; the normal
  // points from the sphere down into the box; the sphere's deepest point is c - 1 y = (0, 0.5, 0).
  EXPECT_CONTACT(contact_sphere_aabb({{0, 1.5f, 0}, 1}, kCube), (Vec3{0, -1, 0}), 0.5f, (Vec3{0, 0.5f, 0}),
                 (Vec3{0, 1, 0}), kTol);
}

TEST(ContactSphereAabb, CentreInsideLeavesThroughTheNearestFace) {
  // Centre (1, 0.5, 3) in the box (0,0,0)-(4,2,6): face distances x 1 | 3, y 0.5 | 1.5, z 3 | 3, so the nearest
  // face is y = 0; depth 0.5 + 0.25; the sphere leaves through -y, so the normal (sphere towards box) is +y; the
  // sphere's deepest point is c + 0.25 y, the box's point is c on the face y = 0.
  EXPECT_CONTACT(contact_sphere_aabb({{1, 0.5f, 3}, 0.25f}, {{0, 0, 0}, {4, 2, 6}}), (Vec3{0, 1, 0}), 0.75f,
                 (Vec3{1, 0.75f, 3}), (Vec3{1, 0, 3}), kTol);
}

TEST(ContactSphereAabb, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidSpheres()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_aabb(c.shape, kCube), c.error, 0);
  }
  for (const auto& c : test::InvalidAabbs()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_aabb({{0, 0, 0}, 1}, c.shape), c.error, 1);
  }
}

// The rest tests the deprecated box-first alias, contact_sphere_aabb seen from the box (hand values from the box).
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

TEST(ContactAabbSphere, IsTheExactMirrorOfTheCanonicalOrder) {
  for (const Vec3 c : {Vec3{0, 1.5f, 0}, Vec3{1.6f, 1.8f, 0.5f}, Vec3{0.25f, 0.5f, -0.1f}, Vec3{0, 0, 0}}) {
    const Contact ab = contact_aabb_sphere(kCube, {c, 1});
    const Contact ba = contact_sphere_aabb({c, 1}, kCube);
    SCOPED_TRACE(testing::Message() << c.x << ", " << c.y << ", " << c.z);
    ASSERT_TRUE(ab.hit());
    EXPECT_EQ(ab.depth, ba.depth);
    EXPECT_VEC_NEAR(ab.normal, -ba.normal, 0);
    EXPECT_VEC_NEAR(ab.point_a, ba.point_b, 0);
    EXPECT_VEC_NEAR(ab.point_b, ba.point_a, 0);
  }
}

TEST(ContactAabbSphere, OverlappingAFace) {
  // c = (0, 1.5, 0) clamps to q = (0, 1, 0): |c - q| = 0.5, depth 1 - 0.5; point_b = c - 1 y.
  const Contact c = contact_aabb_sphere(kCube, {{0, 1.5f, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0.5f, (Vec3{0, 1, 0}), (Vec3{0, 0.5f, 0}), kTol);
}

TEST(ContactAabbSphere, OverlappingAnEdge) {
  // c = (1.6, 1.8, 0.5) clamps to the edge point q = (1, 1, 0.5): c - q = (0.6, 0.8, 0), |.| = 1, r = 1.5:
  // depth 0.5, n = (0.6, 0.8, 0), point_b = c - 1.5 n = (0.7, 0.6, 0.5).
  const Contact c = contact_aabb_sphere(kUnit, {{1.6f, 1.8f, 0.5f}, 1.5f});
  EXPECT_CONTACT(c, (Vec3{0.6f, 0.8f, 0}), 0.5f, (Vec3{1, 1, 0.5f}), (Vec3{0.7f, 0.6f, 0.5f}), kTol);
}

TEST(ContactAabbSphere, TouchingIsAHitWithZeroDepth) {
  // Face: |c - q| = 1 = r. Edge: |(0.6, 0.8, 0)| = 1 = r.
  EXPECT_CONTACT(contact_aabb_sphere(kCube, {{0, 2, 0}, 1}), (Vec3{0, 1, 0}), 0, (Vec3{0, 1, 0}), (Vec3{0, 1, 0}),
                 kTol);
  EXPECT_CONTACT(contact_aabb_sphere(kUnit, {{1.6f, 1.8f, 0.5f}, 1}), (Vec3{0.6f, 0.8f, 0}), 0, (Vec3{1, 1, 0.5f}),
                 (Vec3{1, 1, 0.5f}), kTol);
}

TEST(ContactAabbSphere, SeparatedIsAMiss) {
  EXPECT_MISS(contact_aabb_sphere(kCube, {{0, 2.01f, 0}, 1}));
  // Near a corner the bounding boxes overlap, but the corner (1, 1, 1) is sqrt(3) = 1.732 from (2, 2, 2) > 1.7.
  EXPECT_MISS(contact_aabb_sphere(kUnit, {{2, 2, 2}, 1.7f}));
}

TEST(ContactAabbSphere, CentreInsideLeavesThroughTheNearestFace) {
  // Box [0, 4] x [0, 2] x [0, 6], c = (1, 0.5, 3): face distances x 1 (min), y 0.5 (min), z 3 (tie): -y.
  // depth = 0.5 + r 0.25; point_a = c on y = 0, point_b = c - 0.25 (-y) = (1, 0.75, 3).
  const Contact c = contact_aabb_sphere({{0, 0, 0}, {4, 2, 6}}, {{1, 0.5f, 3}, 0.25f});
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.75f, (Vec3{1, 0, 3}), (Vec3{1, 0.75f, 3}), kTol);
}

TEST(ContactAabbSphere, CentreAtTheBoxCentrePicksPlusX) {
  // Coincident centres: every face 1 away; x first, max face first: +x, depth 1 + 0.5.
  const Contact c = contact_aabb_sphere(kCube, {{0, 0, 0}, 0.5f});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 1.5f, (Vec3{1, 0, 0}), (Vec3{-0.5f, 0, 0}), kTol);
}

TEST(ContactAabbSphere, CentreOnTheSurfaceGivesDepthR) {
  // c = (1, 2, 1) on the top face of [0, 2]³: face distance 0, depth = r; continuous with the outside case.
  const Contact c = contact_aabb_sphere({{0, 0, 0}, {2, 2, 2}}, {{1, 2, 1}, 0.5f});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0.5f, (Vec3{1, 2, 1}), (Vec3{1, 1.5f, 1}), kTol);
}

TEST(ContactAabbSphere, PointSphere) {
  // r = 0 inside: depth = face distance (x: 1 - 0.75 = 0.25). On a face: depth 0. Outside: miss.
  EXPECT_CONTACT(contact_aabb_sphere(kCube, {{0.75f, 0, 0}, 0}), (Vec3{1, 0, 0}), 0.25f, (Vec3{1, 0, 0}),
                 (Vec3{0.75f, 0, 0}), kTol);
  EXPECT_CONTACT(contact_aabb_sphere(kCube, {{0, 0, -1}, 0}), (Vec3{0, 0, -1}), 0, (Vec3{0, 0, -1}),
                 (Vec3{0, 0, -1}), kTol);
  EXPECT_MISS(contact_aabb_sphere(kCube, {{0, 0, -1.001f}, 0}));
}

TEST(ContactAabbSphere, PointBox) {
  // A box that is the point (0, 0, 0) against a sphere at (0, 0, 2), r 3: q = origin, depth 3 - 2 = 1.
  const Contact c = contact_aabb_sphere({{0, 0, 0}, {0, 0, 0}}, {{0, 0, 2}, 3});
  EXPECT_CONTACT(c, (Vec3{0, 0, 1}), 1, (Vec3{0, 0, 0}), (Vec3{0, 0, -1}), kTol);
}

TEST(ContactAabbSphere, AgreesWithTheOverlapFastPath) {
  // overlap_sphere_aabb takes the sphere first.
  for (const Real y : {0.0f, 1.0f, 1.999f, 2.0f, 2.001f, 5.0f}) {
    const Sphere s{{0.5f, y, 0.5f}, 1};
    EXPECT_EQ(contact_aabb_sphere(kCube, s).hit(), overlap_sphere_aabb(s, kCube).hit()) << y;
  }
}

TEST(ContactAabbSphere, InvalidFieldsNameTheArgument) {
  const Sphere sphere{{0, 0, 0}, 1};
  for (const auto& c : test::InvalidAabbs()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_aabb_sphere(c.shape, sphere), c.error, 0);
  }
  for (const auto& c : test::InvalidSpheres()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_aabb_sphere(kCube, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
