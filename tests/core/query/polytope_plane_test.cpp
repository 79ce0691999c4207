#include "sweepkit/query/polytope_plane.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sweepkit/math/quat.hpp"
#include "query/random_shapes.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

const Real kRoot2 = Real(std::sqrt(2.0));
const Plane kGround{{0, 1, 0}, 0};

Obb DiamondAt(Vec3 centre) {  // the unit-half cube turned 45° about z: an edge down, at centre.y - √2
  return {centre, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.785398163397)}))};
}

TEST(PolytopePlane, BoxOnItsEdgeSinksIntoTheGround) {
  // Centre (0, 1, 0): the lowest edge (both its vertices at y = 1 - √2) is 0.414 below the plane. Centre above:
  // normal -y (box towards plane), point_a = the edge's middle, point_b its projection.
  const Contact c = contact_obb_plane(DiamondAt({0, 1, 0}), kGround);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, kRoot2 - 1, 1e-5);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{0, 1 - kRoot2, 0}), 1e-5f);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{0, 0, 0}), 1e-5f);
  EXPECT_EQ(contact_obb_plane(DiamondAt({0, 1.5f, 0}), kGround).status, Status::miss);
}

TEST(PolytopePlane, FallingBoxMeetsTheGroundWithItsEdge) {
  // Centre at y = 5 falling 10: the edge (y = 5 - √2 - 10 t) reaches 0 at t = (5 - √2) / 10.
  const SweepHit h = sweep_obb_plane(DiamondAt({0, 5, 0}), {0, -10, 0}, kGround);
  ASSERT_EQ(h.status, Status::hit);
  const Real t = (5 - kRoot2) / 10;
  EXPECT_NEAR(h.t, t, 1e-6);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 1e-5f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 5 - 10 * t, 0}), 1e-5f);
  EXPECT_EQ(sweep_obb_plane(DiamondAt({0, 5, 0}), {0, 10, 0}, kGround).status, Status::miss);
  EXPECT_EQ(sweep_obb_plane(DiamondAt({0, 1, 0}), {0, 10, 0}, kGround).status, Status::initial_overlap);
}

TEST(PolytopePlane, HullFromBelowTheTiltedPlane) {
  // A tetrahedron (0,0,0), (1,0,0), (0,1,0), (0,0,1) at (0, -3, 0) under the plane y = 0 (centroid below: the
  // negative side, normal +y). Its top vertex (0, 1, 0) is at y = -2: rising 4 it touches at t = 0.5.
  const std::vector<Vec3> pts{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  const ConvexHull tet = build_convex_hull(pts.data(), 4).hull;
  const ConvexHullShape shape{&tet, {0, -3, 0}, {}};
  const SweepHit h = sweep_convex_hull_plane(shape, {0, 4, 0}, kGround);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5, 1e-6);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 1e-6f);
  const Contact c = contact_convex_hull_plane(ConvexHullShape{&tet, {0, -0.25f, 0}, {}}, kGround);
  ASSERT_EQ(c.status, Status::hit);  // the top vertex 0.75 above the plane; the centroid (y 0) on the plane: +
  EXPECT_NEAR(c.depth, 0.25, 1e-6);  // centroid at y = -0.25 + 0.25 = 0: positive side, so the deepest is below
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 0);
}

/// The exact time of impact of a box (centre c, half size h, rotation q as stored in float) moving by d against
/// the plane n·p + k = 0, in double: its corner nearest the plane from its centre's side reaches it at
/// t = distance / approach (2 for no contact this frame).
double reference_box_plane_t(Vec3 c, Vec3 h, Quat q, Vec3 d, const Plane& p) {
  const double nl = std::sqrt(double(p.normal.x) * p.normal.x + double(p.normal.y) * p.normal.y +
                              double(p.normal.z) * p.normal.z);
  const auto dist = [&](double x, double y, double z) {
    return (double(p.normal.x) * x + double(p.normal.y) * y + double(p.normal.z) * z + double(p.constant)) / nl;
  };
  // q normalised and applied in double (v + 2w (u × v) + 2 u × (u × v)).
  const double l = std::sqrt(double(q.x) * q.x + double(q.y) * q.y + double(q.z) * q.z + double(q.w) * q.w);
  const double ux = q.x / l, uy = q.y / l, uz = q.z / l, w = q.w / l;
  const double side = dist(c.x, c.y, c.z) >= 0 ? 1 : -1;
  double nearest = 1e300;
  for (int i = 0; i < 8; ++i) {
    const double vx = (i & 1) ? h.x : -h.x, vy = (i & 2) ? h.y : -h.y, vz = (i & 4) ? h.z : -h.z;
    const double tx = 2 * (uy * vz - uz * vy), ty = 2 * (uz * vx - ux * vz), tz = 2 * (ux * vy - uy * vx);
    const double rx = vx + w * tx + (uy * tz - uz * ty), ry = vy + w * ty + (uz * tx - ux * tz),
                 rz = vz + w * tz + (ux * ty - uy * tx);
    nearest = std::min(nearest, side * dist(double(c.x) + rx, double(c.y) + ry, double(c.z) + rz));
  }
  const double approach = -side * (double(p.normal.x) * d.x + double(p.normal.y) * d.y + double(p.normal.z) * d.z) / nl;
  if (nearest <= 0) return 0;
  return approach > 0 && nearest <= approach ? nearest / approach : 2;
}

// Issue 24: an OBB near 7e4 reported t 0.711 (its corners rounded to the coordinates' spacing of 0.0078, the box
// 0.036 x 0.009 x 0.053); the answer from the float inputs, in double, is t = 0.152.
TEST(PolytopePlane, ThinBoxFarFromTheOriginHitsAtTheExactTime) {
  const Quat q{0.3408336639404297f, -0.8147222995758057f, -0.469095915555954f, -0.0030098871793597937f};
  const Vec3 c{71682.0625f, -54987.203125f, -60894.97265625f};
  const Vec3 h{0.018369894474744797f, 0.004515842534601688f, 0.026378953829407692f};
  const Vec3 d{0.006108778994530439f, 0.052746906876564026f, -0.02776610478758812f};
  const Plane p{{-0.5399363040924072f, -0.42130908370018005f, 0.728675127029419f}, 59909.82421875f};
  const double expected = reference_box_plane_t(c, h, q, d, p);
  EXPECT_NEAR(expected, 0.152, 0.001);
  const SweepHit hit = sweep_obb_plane({c, h, to_mat3(normalized(q))}, d, p);
  ASSERT_EQ(hit.status, Status::hit);
  EXPECT_NEAR(hit.t, expected, 1e-5);
}

// 500 thin boxes (0.5 mm to 5 cm) near 1e4 against tilted planes 0 to 5 cm away, moving 0 to 10 cm: every hit at
// the double-precision time (within 1e-6 of the distance over the approach), every miss a miss. (Issue 24: 720 of
// 2,500 such sweeps were late.)
TEST(PolytopePlane, ThinBoxesNearTenThousandSweepAtTheExactTime) {
  test::RandomShapes rnd(2401);
  int hits = 0;
  for (int i = 0; i < 500; ++i) {
    const Vec3 c = Vec3{10000, -10000, 10000} + rnd.vec(-50, 50);
    const Vec3 h{rnd.uniform(Real(5e-4), Real(0.05)), rnd.uniform(Real(5e-4), Real(0.005)),
                 rnd.uniform(Real(5e-4), Real(0.05))};
    const Quat q = normalized(Quat{rnd.uniform(-1, 1), rnd.uniform(-1, 1), rnd.uniform(-1, 1), rnd.uniform(-1, 1)});
    const Vec3 n = rnd.direction();
    const Vec3 on = c + n * -(length(h) + rnd.uniform(0, Real(0.05)));  // a point of the plane below the box
    const Plane p{n, -dot(n, on)};
    const Vec3 d = n * -rnd.uniform(0, Real(0.1)) + rnd.vec(Real(-0.02), Real(0.02));
    const double expected = reference_box_plane_t(c, h, q, d, p);
    const SweepHit hit = sweep_obb_plane({c, h, to_mat3(q)}, d, p);
    SCOPED_TRACE(::testing::Message() << "case " << i << " expected " << expected << " got " << hit.t);
    if (expected == 0) {
      EXPECT_EQ(hit.status, Status::initial_overlap);
    } else if (expected > 1) {
      EXPECT_EQ(hit.status, Status::miss);
    } else {
      ASSERT_EQ(hit.status, Status::hit);
      const double approach = std::fabs(double(dot(n, d)));
      EXPECT_NEAR(hit.t, expected, 1e-6 / approach + 1e-6);
      ++hits;
    }
  }
  EXPECT_GT(hits, 100);
}

}  // namespace
}  // namespace sweepkit
