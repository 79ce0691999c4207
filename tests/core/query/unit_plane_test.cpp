// A plane normal accepted as unit within kUnitNormalTolerance but not unit: every plane query computes with
// the normalised plane (the same set of points), so result normals are unit and depths, times and points are
// those of the true distances. The plane P below is 0.6 x + 0.8 y = 2 given with its normal and constant both
// scaled by 1.00008 (|n| - 1 = 8e-5, accepted).

#include <gtest/gtest.h>

#include <cmath>

#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/sweep_aabb_plane.hpp"
#include "sweepkit/query/sweep_capsule_plane.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

const Plane kScaled{{Real(0.6 * 1.00008), Real(0.8 * 1.00008), 0}, Real(-2 * 1.00008)};
const Vec3 kUnit{0.6f, 0.8f, 0};
constexpr Real kTol = 2e-6f;

/// |v| is 1 up to float32 rounding of its components.
::testing::AssertionResult IsUnit(Vec3 v) {
  const double len = std::sqrt(double(v.x) * v.x + double(v.y) * v.y + double(v.z) * v.z);
  if (std::fabs(len - 1) <= 3e-7) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "|normal| = " << len;
}

TEST(UnitPlane, TheIssuesNormalComesBackUnit) {
  // The floor y = 0 with the normal {0, 1.00005, 0}: a unit sphere at y = 0.5 overlaps it by 0.5.
  const Plane floor{{0, 1.00005f, 0}, 0};
  const Contact c = contact_sphere_plane(Sphere{{0, 0.5f, 0}, 1}, floor);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 1e-7f);
  EXPECT_NEAR(c.depth, 0.5f, kTol);
  const SweepHit h = sweep_sphere_plane(Sphere{{0, 3, 0}, 1}, {0, -4, 0}, floor);  // gap 2 at 4: t = 0.5
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 1e-7f);
  EXPECT_NEAR(h.t, 0.5f, 1e-7f);
  const RaycastHit ray = raycast_plane(Ray{{0, 2, 0}, {0, -1, 0}}, floor, 10);
  ASSERT_EQ(ray.status, Status::hit);
  EXPECT_VEC_NEAR(ray.normal, (Vec3{0, 1, 0}), 1e-7f);
  EXPECT_NEAR(ray.t, 2, 1e-6f);
}

TEST(UnitPlane, Contacts) {
  // Sphere at the origin, radius 2.5: its centre is 2 below P, depth 0.5, normal +n (towards P).
  Contact c = contact_sphere_plane(Sphere{{0, 0, 0}, 2.5f}, kScaled);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_TRUE(IsUnit(c.normal));
  EXPECT_VEC_NEAR(c.normal, kUnit, kTol);
  EXPECT_NEAR(c.depth, 0.5f, kTol);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{1.5f, 2, 0}), kTol);  // centre + r n
  EXPECT_VEC_NEAR(c.point_b, (Vec3{1.2f, 1.6f, 0}), kTol);  // centre + 2 n, on P

  // Box [-2, 2]³: centre 2 below P, projected radius 2 (0.6 + 0.8) = 2.8, depth 0.8; deepest vertex (2, 2, 0)
  // (z: the centre of the edge, n.z = 0), 0.8 beyond P; its projection (2, 2, 0) - 0.8 n.
  c = contact_aabb_plane(Aabb{{-2, -2, -2}, {2, 2, 2}}, kScaled);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_TRUE(IsUnit(c.normal));
  EXPECT_VEC_NEAR(c.normal, kUnit, kTol);
  EXPECT_NEAR(c.depth, 0.8f, kTol);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{2, 2, 0}), kTol);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{1.52f, 1.36f, 0}), kTol);

  // Capsule from the origin to (-1, 0, 0), radius 2.5: the origin end is the nearer (2 below P, the other 2.6).
  c = contact_capsule_plane(Capsule{{0, 0, 0}, {-1, 0, 0}, 2.5f}, kScaled);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_TRUE(IsUnit(c.normal));
  EXPECT_VEC_NEAR(c.normal, kUnit, kTol);
  EXPECT_NEAR(c.depth, 0.5f, kTol);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{1.5f, 2, 0}), kTol);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{1.2f, 1.6f, 0}), kTol);

  // Through the dispatch, the other way round: mirrored.
  c = contact(kScaled, Sphere{{0, 0, 0}, 2.5f});
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_TRUE(IsUnit(c.normal));
  EXPECT_VEC_NEAR(c.normal, -kUnit, kTol);
}

TEST(UnitPlane, OverlapUsesTheTrueDistance) {
  // The centre is 2 from P; with the given normal's scale it would be 2.00016.
  EXPECT_EQ(overlap_sphere_plane(Sphere{{0, 0, 0}, 2.0001f}, kScaled).status, Status::hit);
  EXPECT_EQ(overlap_sphere_plane(Sphere{{0, 0, 0}, 1.9999f}, kScaled).status, Status::miss);
}

TEST(UnitPlane, Raycast) {
  // From the origin along (3, 4, 0): P is 2 away and approached at 5 per unit t, t = 0.4; the normal faces
  // the origin's side, -n.
  const RaycastHit h = raycast_plane(Ray{{0, 0, 0}, {3, 4, 0}}, kScaled, 1);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_TRUE(IsUnit(h.normal));
  EXPECT_VEC_NEAR(h.normal, -kUnit, kTol);
  EXPECT_NEAR(h.t, 0.4f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.2f, 1.6f, 0}), kTol);
}

TEST(UnitPlane, Sweeps) {
  // Unit sphere at the origin moving (3, 4, 0): gap 2 - 1 closed at 5 per frame, t = 0.2 (with the given
  // normal's scale, 1.00016 / 5.0004 = 0.200016); centre (0.6, 0.8, 0), touching P at centre + n.
  SweepHit h = sweep_sphere_plane(Sphere{{0, 0, 0}, 1}, {3, 4, 0}, kScaled);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_TRUE(IsUnit(h.normal));
  EXPECT_VEC_NEAR(h.normal, kUnit, kTol);
  EXPECT_NEAR(h.t, 0.2f, 1e-6f);
  EXPECT_VEC_NEAR(h.position, (Vec3{0.6f, 0.8f, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.2f, 1.6f, 0}), kTol);

  // The capsule from the origin to (-1, 0, 0), radius 1: its origin end leads, as the sphere above.
  h = sweep_capsule_plane(Capsule{{0, 0, 0}, {-1, 0, 0}, 1}, {3, 4, 0}, kScaled);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_TRUE(IsUnit(h.normal));
  EXPECT_NEAR(h.t, 0.2f, 1e-6f);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.2f, 1.6f, 0}), kTol);

  // Box [-1, 1]³: its vertex (1, 1, 0) (edge centre) leads, 2 - 1.4 = 0.6 from P: t = 0.6 / 5 = 0.12, meeting
  // P at (1.36, 1.48, 0).
  h = sweep_aabb_plane(Aabb{{-1, -1, -1}, {1, 1, 1}}, {3, 4, 0}, kScaled);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_TRUE(IsUnit(h.normal));
  EXPECT_VEC_NEAR(h.normal, kUnit, kTol);
  EXPECT_NEAR(h.t, 0.12f, 1e-6f);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.36f, 1.48f, 0}), kTol);

  // Initial overlap: the sphere of radius 2.5 at the origin; point = the centre's projection onto P.
  h = sweep_sphere_plane(Sphere{{0, 0, 0}, 2.5f}, {3, 4, 0}, kScaled);
  ASSERT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(IsUnit(h.normal));
  EXPECT_VEC_NEAR(h.point, (Vec3{1.2f, 1.6f, 0}), kTol);

  // A moving plane through the dispatch: P moving (-3, -4, 0) against the unit sphere at rest, t = 0.2.
  h = sweep(kScaled, {-3, -4, 0}, Sphere{{0, 0, 0}, 1}, {});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_TRUE(IsUnit(h.normal));
  EXPECT_VEC_NEAR(h.normal, -kUnit, kTol);
  EXPECT_NEAR(h.t, 0.2f, 1e-6f);
}

}  // namespace
}  // namespace sweepkit
