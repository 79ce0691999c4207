// Sphere–oriented box in closed form (convex_pair.hpp: contact_sphere_obb, sweep_sphere_obb, through the
// dispatch): hand-computed answers for a unit-half cube turned 45° about z, and both argument orders.
#include <gtest/gtest.h>

#include <cmath>

#include "sweepkit/math/quat.hpp"
#include "sweepkit/dispatch/dispatch.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = Real(2e-5);
const Real kRoot2 = std::sqrt(Real(2));

Obb TurnedCube(Vec3 center) { return {center, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.785398163397)}))}; }

void ExpectNear(Vec3 got, Vec3 want, Real tol = kTol) {
  EXPECT_NEAR(got.x, want.x, tol);
  EXPECT_NEAR(got.y, want.y, tol);
  EXPECT_NEAR(got.z, want.z, tol);
}

TEST(SphereObb, SweepOntoAnEdgeOfATurnedCube) {
  // The cube's vertical edge nearest +x is at (√2, 0, z); a sphere of radius 0.5 from x = 3 moving by −4 along x
  // touches it when its centre is at x = √2 + 0.5: t = (3 − √2 − 0.5) / 4, normal −x, point (√2, 0, 0).
  const SweepHit h = sweep(Sphere{{3, 0, 0}, 0.5f}, {-4, 0, 0}, TurnedCube({0, 0, 0}), {0, 0, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (3 - kRoot2 - Real(0.5)) / 4, kTol);
  ExpectNear(h.normal, {-1, 0, 0});
  ExpectNear(h.point, {kRoot2, 0, 0});
  ExpectNear(h.position, {Real(0.5) + kRoot2, 0, 0});
}

TEST(SphereObb, SweepAgainstAMovingCubeAndInTheOtherOrder) {
  // The same meeting with the cube moving by +4 instead: the same t, the point carried with the cube.
  const Real t = (3 - kRoot2 - Real(0.5)) / 4;
  const SweepHit h = sweep(Sphere{{3, 0, 0}, 0.5f}, {0, 0, 0}, TurnedCube({0, 0, 0}), {4, 0, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, t, kTol);
  ExpectNear(h.point, {kRoot2 + 4 * t, 0, 0});
  ExpectNear(h.position, {3, 0, 0});
  const SweepHit m = sweep(TurnedCube({0, 0, 0}), {4, 0, 0}, Sphere{{3, 0, 0}, 0.5f}, {0, 0, 0});
  EXPECT_NEAR(m.t, t, kTol);
  ExpectNear(m.normal, {1, 0, 0});  // from the cube towards the sphere
  ExpectNear(m.position, {4 * t, 0, 0});
}

TEST(SphereObb, SweepPassingBesideIsAMiss) {
  // Along y = 2: the cube reaches y = √2 at most, the sphere's bottom 1.5 > √2.
  const SweepHit h = sweep(Sphere{{3, 2, 0}, 0.5f}, {-6, 0, 0}, TurnedCube({0, 0, 0}), {0, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
}

TEST(SphereObb, ContactThroughATurnedFace) {
  // The face with outward normal (1, 1, 0)/√2 lies 1 from the centre; the sphere's centre (0.9, 0.9, 0) is
  // 0.9 √2 = 1.2728 along it: depth 1 + 0.5 − 1.2728, normal (sphere towards cube) −(1, 1, 0)/√2, point_b on the
  // face at (1, 1, 0)/√2 and point_a = point_b + depth · normal.
  const Contact c = contact(Sphere{{0.9f, 0.9f, 0}, 0.5f}, TurnedCube({0, 0, 0}));
  ASSERT_TRUE(c.hit());
  const Real depth = Real(1.5) - Real(0.9) * kRoot2;
  EXPECT_NEAR(c.depth, depth, kTol);
  ExpectNear(c.normal, {-1 / kRoot2, -1 / kRoot2, 0});
  ExpectNear(c.point_b, {1 / kRoot2, 1 / kRoot2, 0});
  ExpectNear(c.point_a, {1 / kRoot2 - depth / kRoot2, 1 / kRoot2 - depth / kRoot2, 0});
  const Contact m = contact(TurnedCube({0, 0, 0}), Sphere{{0.9f, 0.9f, 0}, 0.5f});
  EXPECT_NEAR(m.depth, depth, kTol);
  ExpectNear(m.normal, {1 / kRoot2, 1 / kRoot2, 0});
  EXPECT_FALSE(contact(Sphere{{1.2f, 1.2f, 0}, 0.5f}, TurnedCube({0, 0, 0})).hit());  // 1.697 > 1.5: apart
}

TEST(SphereObb, InvalidArgumentsAreNamedInTheCallersOrder) {
  Obb bad = TurnedCube({0, 0, 0});
  bad.half_size.y = -1;
  const Contact c = contact(Sphere{{0, 0, 0}, 1}, bad);
  EXPECT_EQ(c.status, Status::invalid_input);
  EXPECT_EQ(c.error_argument, 1);
  EXPECT_EQ(c.error, InputError::half_size_negative);
  const Contact r = contact(Sphere{{0, 0, 0}, -1}, TurnedCube({0, 0, 0}));
  EXPECT_EQ(r.error_argument, 0);
  EXPECT_EQ(r.error, InputError::radius_negative);
}

TEST(SphereObb, AnAcceptedRotationOffOrthonormalGivesUnitNormalsAndTheExactBoxRegression) {
  // A quaternion 2.4e-5 long, as typed to a few digits (issue 24: w = 0.99999 gave normals 0.99998 long), makes
  // to_mat3_scaled's matrix (1 + 2.4e-5)² times the rotation: accepted (R^T R within 1e-4 of I), and made exact
  // before use. The turned cube's edge at x = √2: a sphere of radius 0.5 at x = √2 + 0.4 overlaps it by 0.1,
  // and the sweep from x = 3 by -4 touches at t = (3 - √2 - 0.5) / 4; unit normals (-1, 0, 0) both.
  const Real k = Real(1 + 2.4e-5);
  const Quat q = from_rotation_vector({0, 0, Real(0.785398163397)});
  const Obb box{{0, 0, 0}, {1, 1, 1}, to_mat3_scaled(Quat{q.x * k, q.y * k, q.z * k, q.w * k})};
  const Contact c = contact(Sphere{{kRoot2 + Real(0.4), 0, 0}, 0.5f}, box);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.1, 2e-6);
  EXPECT_NEAR(length(c.normal), 1, 1e-6);
  ExpectNear(c.normal, {-1, 0, 0});
  const SweepHit h = sweep(Sphere{{3, 0, 0}, 0.5f}, {-4, 0, 0}, box, {0, 0, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, (3 - kRoot2 - Real(0.5)) / 4, 1e-6);
  EXPECT_NEAR(length(h.normal), 1, 1e-6);
}

}  // namespace
}  // namespace sweepkit
