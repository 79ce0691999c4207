// The dispatch's convex pairs (dispatch.cpp, convex_pair.hpp): Obb and ConvexHullShape through contact, sweep,
// overlap and raycast; GJK/EPA and conservative advancement where no exact pair function exists.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sweepkit/math/quat.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

ConvexHull CubeHull(Real h) {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) corners.push_back({(i & 1) ? h : -h, (i & 2) ? h : -h, (i & 4) ? h : -h});
  return build_convex_hull(corners.data(), 8).hull;
}

TEST(DispatchConvex, ObbCornerIntoAnAabbFace) {
  // The unit-half cube turned 45° about z, centre (0, 1.3, 0): its lowest edge at y = 1.3 - √2 = -0.1142 sinks
  // 0.1142 into the box (−5..5, −1..0, −5..5): normal (obb towards box) -y.
  const Obb obb{{0, 1.3f, 0}, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.785398163397)}))};
  const Aabb floor{{-5, -1, -5}, {5, 0, 5}};
  const Contact c = contact(obb, floor);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, std::sqrt(2.0) - 1.3, 1e-4);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 1e-4f);
  EXPECT_NEAR(c.point_a.y, 1.3 - std::sqrt(2.0), 1e-4);
  const Contact swapped = contact(floor, obb);  // exactly mirrored: the pair runs in one canonical order
  EXPECT_EQ(swapped.depth, c.depth);
  EXPECT_VEC_NEAR(swapped.normal, -c.normal, 0);
  EXPECT_VEC_NEAR(swapped.point_a, c.point_b, 0);
  EXPECT_TRUE(overlap(obb, floor).hit());
  EXPECT_FALSE(overlap(Obb{{0, 1.5f, 0}, {1, 1, 1}, obb.rotation}, floor).hit());
}

TEST(DispatchConvex, ObbObbUsesTheSatManifold) {
  // Two axis-aligned unit-half boxes, B 1.5 above A: they overlap by 0.5 along y, face to face.
  const Obb a{{0, 0, 0}, {1, 1, 1}, {}};
  const Obb b{{0.25f, 1.5f, 0}, {1, 1, 1}, {}};
  const Contact c = contact(a, b);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.5, 1e-6);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.point_a - c.point_b, c.depth * c.normal, 1e-6f);
}

TEST(DispatchConvex, ContactManifoldOfRestingBoxesAndOfOtherPairs) {
  // B (half 0.5) rests 0.1 deep on A's top face (A half 1 at the origin, B's centre at y = 1.4): the clipped face
  // is B's bottom face, its 4 corners (±0.5, 0.9, ±0.5) on B, each 0.1 deep, projected onto A's top face y = 1.
  const Obb a{{0, 0, 0}, {1, 1, 1}, {}};
  const Obb b{{0, 1.4f, 0}, {0.5f, 0.5f, 0.5f}, {}};
  const ContactManifold m = contact_manifold(a, b);
  ASSERT_EQ(m.status, Status::hit);
  ASSERT_EQ(m.point_count, 4);
  for (int k = 0; k < 4; ++k) {
    const ManifoldPoint& p = m.points[k];
    EXPECT_NEAR(p.depth, 0.1, 1e-5);
    EXPECT_NEAR(std::fabs(p.point_a.x), 0.5, 1e-5);
    EXPECT_NEAR(std::fabs(p.point_a.z), 0.5, 1e-5);
    EXPECT_VEC_NEAR(p.point_a - p.point_b, p.depth * m.normal, 1e-5f);
  }
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, 1, 0}), 1e-6f);
  // Any other pair: one point, the contact's.
  const Sphere s{{0, 1.4f, 0}, 0.5f};
  const Contact c = contact(a, s);
  const ContactManifold one = contact_manifold(a, s);
  ASSERT_EQ(one.point_count, 1);
  EXPECT_EQ(one.depth, c.depth);
  EXPECT_VEC_NEAR(one.points[0].point_a, c.point_a, 0);
  EXPECT_VEC_NEAR(one.points[0].point_b, c.point_b, 0);
  EXPECT_EQ(contact_manifold(a, Sphere{{0, 5, 0}, 0.5f}).point_count, 0);
}

TEST(DispatchConvex, ObbOnAnAabbFloorGetsItsFourCorners) {
  // A half-0.5 cube turned 45° about y, centre 0.4 above the floor box (−5..5, −1..0, −5..5) top: 0.1 deep, its bottom
  // corners at (±√½, −0.1, 0) and (0, −0.1, ±√½) from the centre's column, each 0.1 deep, normal (obb to floor) −y.
  // The Aabb runs as the Obb of its points (the boxes' SAT), in either order and with the scene far from the origin.
  const Mat3 turn = to_mat3(from_rotation_vector({0, Real(0.785398163397), 0}));
  const Real s = std::sqrt(Real(0.5));
  for (const Vec3 o : {Vec3{}, Vec3{4096, -2048, -8192}}) {
    const Obb cube{Vec3{0, 0.4f, 0} + o, {0.5f, 0.5f, 0.5f}, turn};
    const Aabb floor{Vec3{-5, -1, -5} + o, Vec3{5, 0, 5} + o};
    const ContactManifold m = contact_manifold(cube, floor);
    ASSERT_EQ(m.status, Status::hit);
    EXPECT_NEAR(m.depth, 0.1, 1e-4);
    EXPECT_VEC_NEAR(m.normal, (Vec3{0, -1, 0}), 1e-5f);
    ASSERT_EQ(m.point_count, 4);
    for (int k = 0; k < 4; ++k) {
      const Vec3 p = m.points[k].point_a - o;
      EXPECT_NEAR(m.points[k].depth, 0.1, 1e-3);
      EXPECT_NEAR(p.y, -0.1, 1e-3);
      EXPECT_NEAR(std::fabs(p.x) + std::fabs(p.z), s, 1e-3);  // a corner on an axis, √½ out
      EXPECT_NEAR(std::fabs(p.x) * std::fabs(p.z), 0, 1e-3);
      EXPECT_NEAR(m.points[k].point_b.y - o.y, 0, 1e-3);  // on the floor's top
    }
    const ContactManifold r = contact_manifold(floor, cube);  // the other order: mirrored
    ASSERT_EQ(r.point_count, 4);
    EXPECT_VEC_NEAR(r.normal, (Vec3{0, 1, 0}), 1e-5f);
    EXPECT_VEC_NEAR(r.points[0].point_b, m.points[0].point_a, 0);
    const Contact c = contact(cube, floor);  // the manifold's deepest point
    EXPECT_NEAR(c.depth, 0.1, 1e-4);
    EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 1e-5f);
  }
}

TEST(DispatchConvex, ObbSweepsAgainstEveryKind) {
  // A unit-half box moving +10 x from the origin. A sphere of radius 1 at (6, 0, 0): the face x = 1 + 10 t meets
  // it at 5 = 1 + 10 t: t = 0.4. A box (aabb) from x = 4: t = 0.3. A plane x = 8 (n = -x, constant 8): t = 0.7.
  const Obb box{{0, 0, 0}, {1, 1, 1}, {}};
  const struct {
    Shape other;
    Real t;
  } cases[] = {{Sphere{{6, 0, 0}, 1}, 0.4f}, {Aabb{{4, -1, -1}, {5, 1, 1}}, 0.3f}, {Plane{{-1, 0, 0}, 8}, 0.7f}};
  for (const auto& k : cases) {
    const SweepHit h = sweep(box, {10, 0, 0}, k.other, {0, 0, 0});
    ASSERT_EQ(h.status, Status::hit) << static_cast<int>(type_of(k.other));
    EXPECT_LE(h.t, k.t + 1e-6f);  // (k.t is the float nearest the exact t: the double build's t is the exact one)
    EXPECT_GT(h.t, k.t - Real(1e-4));
    EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 1e-3f);
    EXPECT_VEC_NEAR(h.position, (Vec3{10 * h.t, 0, 0}), 1e-5f);  // the box's centre at t
  }
}

TEST(DispatchConvex, HullIsAShapeEverywhere) {
  // A cube hull of half 0.5 at (3, 0, 0): a sphere of radius 0.5 at the origin moving +10 x meets its face
  // x = 2.5 at 0.5 + 10 t = 2.5: t = 0.2; a ray from the origin meets it at t = 2.5; a sphere at (2.2, 0, 0) r 0.5
  // overlaps it by 0.2 along +x.
  const ConvexHull cube = CubeHull(0.5f);
  const ConvexHullShape hull{&cube, {3, 0, 0}, {}};
  const SweepHit h = sweep(Sphere{{0, 0, 0}, 0.5f}, {10, 0, 0}, hull, {0, 0, 0});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_LE(h.t, 0.2f);
  EXPECT_GT(h.t, 0.2f - 1e-4f);
  EXPECT_EQ(raycast(Ray{{0, 0, 0}, {1, 0, 0}}, hull, 10).t, 2.5f);
  const Contact c = contact(Sphere{{2.2f, 0, 0}, 0.5f}, hull);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.2, 1e-5);
  EXPECT_VEC_NEAR(c.normal, (Vec3{1, 0, 0}), 1e-5f);
  // Hull against hull: the SAT manifold (the same cube 0.9 further: overlapping by 0.1 along x).
  const Contact hh = contact(hull, ConvexHullShape{&cube, {3.9f, 0, 0}, {}});
  ASSERT_EQ(hh.status, Status::hit);
  EXPECT_NEAR(hh.depth, 0.1, 1e-5);
  EXPECT_VEC_NEAR(hh.normal, (Vec3{1, 0, 0}), 1e-5f);
  // A null hull is a named error in every query.
  EXPECT_EQ(contact(Sphere{{0, 0, 0}, 1}, ConvexHullShape{}).error, InputError::hull_invalid);
  EXPECT_EQ(sweep(ConvexHullShape{}, {}, Sphere{{0, 0, 0}, 1}, {}).error_argument, 0);
}

TEST(DispatchConvex, SpinningBarHitsWhatATranslationSweepMisses) {
  // A bar of half size (2, 0.05, 0.05) along x turns half a turn about z (angular (0, 0, π)) in one frame, beside a
  // box of half 0.2 at (0, 1.5, 0). Its upper face (local y = 0.05, normal (−sin θ, cos θ, 0)) meets the box's
  // corner (0.2, 1.3) when −0.2 sin θ + 1.3 cos θ = 0.05: θ = acos(0.05 / √1.73) − atan2(0.2, 1.3) = 1.380121,
  // t = θ / π = 0.439305 (the corner is 1.32 along the bar: within its half length 2). Start and end poses are
  // apart, so a sweep that only translates (or rotates only at the end) sees nothing.
  const Obb bar{{0, 0, 0}, {2, 0.05f, 0.05f}, {}};
  const Aabb box{{-0.2f, 1.3f, -0.2f}, {0.2f, 1.7f, 0.2f}};
  const Real pi = Real(3.14159265358979);
  EXPECT_FALSE(overlap(bar, box).hit());
  EXPECT_FALSE(overlap(Obb{{0, 0, 0}, {2, 0.05f, 0.05f}, to_mat3(from_rotation_vector({0, 0, pi}))}, box).hit());
  EXPECT_EQ(sweep(bar, {0, 0, 0}, box, {0, 0, 0}).status, Status::miss);
  const SweepHit h = sweep_rotating(bar, Motion{{0, 0, 0}, {0, 0, pi}}, box, Motion{});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_LE(h.t, 0.439305f + 1e-6f);
  EXPECT_GT(h.t, 0.439305f - 2e-3f);
  // The box's corner touches the bar's face: the normal is that face's, (−sin θ, cos θ, 0) = (−0.98187, 0.18953, 0).
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.98187f, 0.18953f, 0}), 0.01f);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), 1e-6f);  // the bar's centre does not move
  // The same motion as a translation of the box instead, mirrored: the normal flips.
  const SweepHit m = sweep_rotating(box, Motion{}, bar, Motion{{0, 0, 0}, {0, 0, pi}});
  EXPECT_EQ(m.t, h.t);
  EXPECT_VEC_NEAR(m.normal, -h.normal, 0);
  // Against the plane y = 1: the bar's corner (2, 0.05) rises to 2 sin θ + 0.05 cos θ = 1 at
  // θ = asin(1 / √4.0025) − atan2(0.05, 2) = 0.498424, t = θ / π = 0.158653; the normal (bar towards plane) +y.
  const SweepHit p = sweep_rotating(bar, Motion{{0, 0, 0}, {0, 0, pi}}, Plane{{0, 1, 0}, -1}, Motion{});
  ASSERT_EQ(p.status, Status::hit);
  EXPECT_LE(p.t, 0.158653f + 1e-6f);
  EXPECT_GT(p.t, 0.158653f - 1e-3f);
  EXPECT_VEC_NEAR(p.normal, (Vec3{0, 1, 0}), 0);
  EXPECT_NEAR(p.point.y, 1, 1e-5);
  EXPECT_NEAR(p.point.x, 2 * std::cos(0.498424) - 0.05 * std::sin(0.498424), 2e-3);
  // The plane first: mirrored; a turning plane has no sweep (planes do not turn).
  const SweepHit q = sweep_rotating(Plane{{0, 1, 0}, -1}, Motion{}, bar, Motion{{0, 0, 0}, {0, 0, pi}});
  EXPECT_EQ(q.t, p.t);
  EXPECT_VEC_NEAR(q.normal, -p.normal, 0);
  EXPECT_EQ(sweep_rotating(Plane{{0, 1, 0}, -1}, Motion{{0, 0, 0}, {1, 0, 0}}, bar, Motion{}).status,
            Status::unsupported);
}

}  // namespace
}  // namespace sweepkit
