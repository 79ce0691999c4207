#include "sweepkit/convex/contact_convex.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "query/contact_test_util.hpp"
#include "sweepkit/convex/epa.hpp"

namespace sweepkit {
namespace {

using test::IsContact;

Contact contact(const PosedProxy& a, const PosedProxy& b) { return contact_convex(a.proxy, a.pose, b.proxy, b.pose); }

TEST(ContactConvex, CapsuleAgainstBoxIsTheLeastTranslation) {
  // The case. The segment (3 + 2s, 2.5 - 2s, 3) lies on x + y = 5.5, inside the box for s in [0.25, 0.5];
  // the box's edge x = 4, y = 2 is 0.5 / sqrt 2 beyond that line along (1, 1) / sqrt 2, so the capsule leaves
  // the box moving 0.5 / sqrt 2 + 0.25 = 0.60355 along (1, 1) / sqrt 2: B moves along (-1, -1) / sqrt 2. The
  // edge projects onto the segment at s = 0.375, (3.75, 1.75, 3).
  const PosedProxy capsule = proxy_of(Capsule{{3, 2.5f, 3}, {5, 0.5f, 3}, 0.25f});
  const PosedProxy box = proxy_of(Aabb{{0, 0, 0}, {4, 2, 6}});
  const Real depth = Real(0.5 / std::sqrt(2.0) + 0.25);
  const Real h = Real(1 / std::sqrt(2.0));
  const Vec3 n{-h, -h, 0};
  const Vec3 point_a = Vec3{3.75f, 1.75f, 3} + n * 0.25f;
  EXPECT_TRUE(IsContact(contact(capsule, box), n, depth, point_a, point_a - n * depth, 1e-5f));
  // Reversed order: the normal flips and the points swap.
  const Vec3 point_b = Vec3{4, 2, 3};
  EXPECT_TRUE(IsContact(contact(box, capsule), -n, depth, point_b, point_a, 1e-5f));
}

TEST(ContactConvex, SphereOnBoxFace) {
  const PosedProxy box = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  // Centre outside: 1.5 above the top face... 0.5 above it with radius 1: depth 0.5.
  EXPECT_TRUE(IsContact(contact(proxy_of(Sphere{{0.2f, 1.5f, -0.3f}, 1}), box), {0, -1, 0}, 0.5f,
                        {0.2f, 0.5f, -0.3f}, {0.2f, 1, -0.3f}, 1e-5f));
  // Centre inside, 0.2 below the top face: EPA, depth 0.2 + 0.5.
  EXPECT_TRUE(IsContact(contact(proxy_of(Sphere{{0, 0.8f, 0.1f}, 0.5f}), box), {0, -1, 0}, 0.7f, {0, 0.3f, 0.1f},
                        {0, 1, 0.1f}, 1e-5f));
  // Touching exactly counts.
  EXPECT_TRUE(IsContact(contact(proxy_of(Sphere{{0, 0, 3}, 2}), box), {0, 0, -1}, 0, {0, 0, 1}, {0, 0, 1}, 1e-5f));
  // Apart: miss with zeroed fields.
  const Contact miss = contact(proxy_of(Sphere{{0, 3, 0}, 1}), box);
  EXPECT_EQ(miss.status, Status::miss);
  EXPECT_EQ(miss.depth, 0);
}

TEST(ContactConvex, ObbCornerIntoBoxFace) {
  // B: cube of half size 1 turned 45° about z at (2.2, 0, 0). Its corner edge reaches x = 2.2 - sqrt 2 = 0.7858,
  // 0.2142 into A's face x = 1; every other push is longer (along y it would be over 1).
  const PosedProxy a = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  const PosedProxy b = proxy_of(Obb{{2.2f, 0, 0}, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.7853981633974483)}))});
  const Contact c = contact(a, b);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, std::sqrt(2.0) - 1.2, 1e-5);
  EXPECT_VEC_NEAR(c.normal, (Vec3{1, 0, 0}), 1e-5f);
  EXPECT_NEAR(c.point_a.x, 1, 1e-5);
  EXPECT_NEAR(c.point_b.x, 2.2 - std::sqrt(2.0), 1e-5);
  EXPECT_NEAR(c.point_b.y, 0, 1e-5);
  EXPECT_LE(std::fabs(c.point_b.z), 1 + 1e-5);
}

TEST(ContactConvex, ObbFaceOnObbFaceBothRotated45) {
  // Two cubes of half size 0.5, both turned 45° about z, centres 0.9 apart along (1, 1, 0) / sqrt 2: their facing
  // faces are parallel and overlap by 0.1 along that diagonal.
  const Mat3 r = to_mat3(from_rotation_vector({0, 0, Real(0.7853981633974483)}));
  const Real h = Real(1 / std::sqrt(2.0));
  const PosedProxy a = proxy_of(Obb{{0, 0, 0}, {0.5f, 0.5f, 0.5f}, r});
  const PosedProxy b = proxy_of(Obb{Vec3{h, h, 0} * 0.9f, {0.5f, 0.5f, 0.5f}, r});
  const Contact c = contact(a, b);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.1, 1e-5);
  EXPECT_VEC_NEAR(c.normal, (Vec3{h, h, 0}), 1e-5f);
  EXPECT_NEAR(dot(c.point_a, Vec3{h, h, 0}), 0.5, 1e-5);  // on A's face
  EXPECT_NEAR(dot(c.point_b, Vec3{h, h, 0}), 0.4, 1e-5);  // on B's face
}

TEST(ContactConvex, CapsulesCrossing) {
  const PosedProxy a = proxy_of(Capsule{{-1, 0, 0}, {1, 0, 0}, 0.5f});
  // Segments 0.3 apart along z: depth 1 - 0.3.
  EXPECT_TRUE(IsContact(contact(a, proxy_of(Capsule{{0, -1, 0.3f}, {0, 1, 0.3f}, 0.5f})), {0, 0, 1}, 0.7f,
                        {0, 0, 0.5f}, {0, 0, -0.2f}, 1e-5f));
  // Segments meeting: B − A is a flat parallelogram; depth = the radii, normal along x × y (towards +z since the
  // pose positions coincide).
  EXPECT_TRUE(IsContact(contact(a, proxy_of(Capsule{{0, -1, 0}, {0, 1, 0}, 0.5f})), {0, 0, 1}, 1, {0, 0, 0.5f},
                        {0, 0, -0.5f}, 1e-5f));
}

TEST(ContactConvex, DegenerateDifferences) {
  // Coincident sphere centres: B − A is one point: +y.
  EXPECT_TRUE(IsContact(contact(proxy_of(Sphere{{1, 2, 3}, 1}), proxy_of(Sphere{{1, 2, 3}, 0.5f})), {0, 1, 0}, 1.5f,
                        {1, 3, 3}, {1, 1.5f, 3}, 1e-5f));
  // A sphere centred on a capsule's segment (along x): B − A is a segment: the perpendicular nearest +y.
  EXPECT_TRUE(IsContact(contact(proxy_of(Sphere{{0.5f, 0, 0}, 1}), proxy_of(Capsule{{-1, 0, 0}, {1, 0, 0}, 1})),
                        {0, 1, 0}, 2, {0.5f, 1, 0}, {0.5f, -1, 0}, 1e-5f));
}

TEST(ContactConvex, FlatBoxesResting) {
  // A flat box (zero height) inside a unit cube, 0.25 below its top: B moves 0.25 down... A (flat) leaves through
  // the top: normal from A to B = -y, depth 0.25.
  const PosedProxy flat = proxy_of(Obb{{0, 0.75f, 0}, {0.3f, 0, 0.3f}, Mat3{}});
  const PosedProxy cube = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  const Contact c = contact(flat, cube);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.25, 1e-5);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 1e-5f);
}

TEST(ContactConvex, InvalidInputIsNamed) {
  const PosedProxy ok = proxy_of(Sphere{{0, 0, 0}, 1});
  PosedProxy bad = ok;
  bad.proxy.radius = -1;
  Contact c = contact_convex(ok.proxy, ok.pose, bad.proxy, bad.pose);
  EXPECT_EQ(c.status, Status::invalid_input);
  EXPECT_EQ(c.error, InputError::radius_negative);
  EXPECT_EQ(c.error_argument, 2);
  bad = ok;
  bad.pose.rotation = {0, 0, 0, 0};
  c = contact_convex(bad.proxy, bad.pose, ok.proxy, ok.pose);
  EXPECT_EQ(c.error, InputError::vector_not_finite);
  EXPECT_EQ(c.error_argument, 1);
  bad = ok;
  bad.proxy.inline_points[0].x = std::numeric_limits<Real>::quiet_NaN();
  c = contact_convex(bad.proxy, bad.pose, ok.proxy, ok.pose);
  EXPECT_EQ(c.error_argument, 0);
  EXPECT_TRUE(test::AllFinite(c));
}

TEST(ContactConvex, UnnormalisedQuaternionIsNormalised) {
  // The same 45° box with its quaternion scaled by 3 gives the same contact.
  const PosedProxy a = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  PosedProxy b = proxy_of(Obb{{2.2f, 0, 0}, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.7853981633974483)}))});
  const Contact unit = contact(a, b);
  b.pose.rotation = {b.pose.rotation.x * 3, b.pose.rotation.y * 3, b.pose.rotation.z * 3, b.pose.rotation.w * 3};
  const Contact scaled = contact(a, b);
  EXPECT_NEAR(scaled.depth, unit.depth, 1e-6);
}

}  // namespace
}  // namespace sweepkit
