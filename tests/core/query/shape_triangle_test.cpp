// contact_shape_triangle and sweep_shape_triangle: capsules, boxes and a turning capsule against a triangle, by
// hand; a sphere gives the exact sphere functions' answers; a plane is unsupported.
#include "sweepkit/query/shape_triangle.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "sweepkit/query/sweep_sphere_triangle.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

const Triangle kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};  // front normal +z

TEST(ShapeTriangle, CapsuleFallsOntoTheFace) {
  // An upright capsule from z = 3 to 5, radius 0.5, falling 10: its bottom (z = 2.5) reaches the face at t = 0.25.
  // Conservative advancement: never after it, and within its target (1e-4 × size 1.5) / speed 10 before it.
  TriangleFeature f = TriangleFeature::vertex_a;
  const SweepHit h = sweep_shape_triangle(Capsule{{1, 1, 3}, {1, 1, 5}, 0.5f}, Motion{{0, 0, -10}, {}}, kTri, {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_LE(h.t, 0.25f + 1e-6f);
  EXPECT_GE(h.t, 0.25f - 2e-5f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 1e-4f);
  EXPECT_EQ(f, TriangleFeature::face);
  // The reference point of a capsule is its start: (1, 1, 3) at t.
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 1, 3 - 10 * h.t}), 1e-5f);
}

TEST(ShapeTriangle, BoxMeetsAnEdge) {
  // A box of half 0.5 centred 3 below edge ab, moving +y by 10: its face y = -2.5 reaches the edge at t = 0.25.
  TriangleFeature f{};
  const SweepHit h = sweep_shape_triangle(Aabb{{1.5f, -3.5f, -0.5f}, {2.5f, -2.5f, 0.5f}}, Motion{{0, 10, 0}, {}}, kTri,
                                          {}, &f);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_LE(h.t, 0.25f + 1e-6f);
  EXPECT_GE(h.t, 0.25f - 2e-5f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 1e-4f);
  EXPECT_EQ(f, TriangleFeature::edge_ab);
}

TEST(ShapeTriangle, TurningCapsuleSwingsDownOntoTheFace) {
  // A capsule of half length 2 along x about (1, 1, 1), radius 0.1, turning a quarter about +y: its +x end goes to
  // (1 + 2 cos θ, 1, 1 − 2 sin θ) and touches z = 0 when 1 − 2 sin θ = 0.1, θ = asin(0.45) = 0.466765, at
  // x = 2.786 (inside the triangle): t = θ / (π/2) = 0.297152.
  const Real quarter = Real(1.57079633);
  const SweepHit h = sweep_shape_triangle(Capsule{{-1, 1, 1}, {3, 1, 1}, 0.1f}, Motion{{}, {0, quarter, 0}}, kTri, {});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_LE(h.t, 0.297152f + 1e-6f);
  EXPECT_GE(h.t, 0.297152f - 3e-4f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 2e-3f);
}

TEST(ShapeTriangle, ContactOfABoxThroughTheFace) {
  // A box from z = -0.2 to 0.8 over the face: the least translation lifts it by 0.2 (sideways it would need 1.5).
  TriangleFeature f{};
  const Contact c = contact_shape_triangle(Aabb{{0.5f, 0.5f, -0.2f}, {1.5f, 1.5f, 0.8f}}, kTri, &f);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 0.2f, 1e-4f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, 0, -1}), 1e-4f);
  EXPECT_EQ(f, TriangleFeature::face);
  EXPECT_VEC_NEAR(c.point_a - c.point_b, c.depth * c.normal, 1e-4f);
  EXPECT_FALSE(contact_shape_triangle(Aabb{{0.5f, 0.5f, 0.1f}, {1.5f, 1.5f, 0.8f}}, kTri).hit());
}

TEST(ShapeTriangle, BoxOnAFaceGivesItsBottomClippedToTheTriangle) {
  // The triangle (0,0,0), (0,0,1), (1,0,1) is {0 <= x <= z <= 1} at y = 0; a box over x in [0.3, 1.8], z in
  // [0.2, 1.7] reaching y = -0.05 sits 0.05 into it. Its bottom face clipped to the triangle is {0.3 <= x <= z <= 1}:
  // the corners (0.3, 0.3), (0.3, 1), (1, 1) in x, z, three points 0.05 deep, normal (0, -1, 0) from the box to the
  // triangle, point_a on the box's bottom (y = -0.05), point_b on the triangle (y = 0). Before the clipping, EPA's
  // single point could lie off the box.
  const Triangle t{{0, 0, 0}, {0, 0, 1}, {1, 0, 1}};
  for (const Shape& box : {Shape{Aabb{{0.3f, -0.05f, 0.2f}, {1.8f, 0.95f, 1.7f}}},
                           Shape{Obb{{1.05f, 0.45f, 0.95f}, {0.75f, 0.5f, 0.75f}, {}}}}) {
    TriangleFeature f{};
    const ContactManifold m = contact_manifold_shape_triangle(box, t, &f);
    ASSERT_TRUE(m.hit());
    EXPECT_EQ(f, TriangleFeature::face);
    EXPECT_VEC_NEAR(m.normal, (Vec3{0, -1, 0}), 1e-6f);
    EXPECT_NEAR(m.depth, 0.05f, 1e-6f);
    ASSERT_EQ(m.point_count, 3);
    for (const Vec3 corner : {Vec3{0.3f, -0.05f, 0.3f}, Vec3{0.3f, -0.05f, 1}, Vec3{1, -0.05f, 1}}) {
      int found = 0;
      for (int k = 0; k < m.point_count; ++k) {
        if (length(m.points[k].point_a - corner) > 1e-5f) continue;
        ++found;
        EXPECT_NEAR(m.points[k].depth, 0.05f, 1e-6f);
        EXPECT_VEC_NEAR(m.points[k].point_b, (corner + Vec3{0, 0.05f, 0}), 1e-5f);
      }
      EXPECT_EQ(found, 1) << corner.x << " " << corner.z;
    }
    // The single contact is the manifold's deepest point: on the box, over the triangle.
    const Contact c = contact_shape_triangle(box, t);
    EXPECT_NEAR(c.point_a.y, -0.05f, 1e-6f);
    EXPECT_GE(c.point_a.x, 0.3f - 1e-6f);
    EXPECT_LE(c.point_a.x, c.point_a.z + 1e-6f);
  }
}

TEST(ShapeTriangle, SpheresTakeTheExactPathAndPlanesAreUnsupported) {
  const Sphere s{{1, 1, 5}, 1};
  const SweepHit exact = sweep_sphere_triangle(s, {0, 0, -10}, kTri, {});
  const SweepHit generic = sweep_shape_triangle(s, Motion{{0, 0, -10}, {1, 2, 3}}, kTri, {});
  EXPECT_EQ(generic.t, exact.t);
  EXPECT_EQ(sweep_shape_triangle(Plane{{0, 1, 0}, 0}, Motion{}, kTri, {}).status, Status::unsupported);
  EXPECT_EQ(contact_shape_triangle(Plane{{0, 1, 0}, 0}, kTri).status, Status::unsupported);
  const SweepHit bad = sweep_shape_triangle(Capsule{{0, 0, 0}, {1, 0, 0}, 1}, Motion{{}, {0, NAN, 0}}, kTri, {});
  EXPECT_EQ(bad.status, Status::invalid_input);
  EXPECT_EQ(bad.error_argument, 1);
}

}  // namespace
}  // namespace sweepkit
