// The mesh entry of the shape variant (TriangleMeshShape) through the generic contact, contact_manifold, sweep,
// sweep_rotating, overlap and raycast: a floor quad posed as a wall (turned 90° about z and moved), against
// hand-computed contacts; both argument orders; the same answers with the whole scene far from the origin; and an
// unrotated pose equal to the mesh queries run on the shape moved into the mesh's space.
#include "sweepkit/dispatch/dispatch.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

// The quad [-2, 2]² at y = 0 in its local space, normal +y: input triangle 0 covers x <= z, triangle 1 x >= z.
test::MeshData floor_quad() { return {{-2, 0, -2, 2, 0, -2, 2, 0, 2, -2, 0, 2}, {0, 3, 2, 0, 2, 1}}; }

// 90° about z: local x -> world +y, local y -> world -x. Posed at (10, 5, 0), the quad is the wall x = 10 for y in
// [3, 7], z in [-2, 2], its front (the local +y) facing -x: local (lx, 0, lz) sits at (10, 5 + lx, lz).
const Mat3 kQuarterTurnZ{{{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}};
const Vec3 kWallAt{10, 5, 0};

class DispatchMesh : public ::testing::Test {
 protected:
  TriangleMesh mesh = test::build(floor_quad());
  TriangleMeshShape wall(Vec3 offset = {}) const { return {&mesh, kWallAt + offset, kQuarterTurnZ}; }
  std::uint32_t input_triangle(std::uint32_t sub_shape) const { return mesh.triangle_source.at(sub_shape); }
};

TEST_F(DispatchMesh, SphereSweptIntoTheWallStopsAtItsFace) {
  // Centre (7, 6, -1), radius 1, moving +4 in x: its surface reaches x = 10 when the centre is at 9, t = 0.5, at
  // local (1, 0, -1): inside input triangle 1.
  const SweepHit h = sweep(Sphere{{7, 6, -1}, 1}, {4, 0, 0}, wall(), {});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(h.position, (Vec3{9, 6, -1}), 1e-5f);
  EXPECT_VEC_NEAR(h.point, (Vec3{10, 6, -1}), 1e-5f);
  EXPECT_EQ(input_triangle(h.sub_shape_b), 1u);
  EXPECT_EQ(h.sub_shape_a, kNoSubShape);

  // The other order: the wall sweeps into the still sphere by -4 in x; the normal from the wall to the sphere.
  const SweepHit r = sweep(wall(), {-4, 0, 0}, Sphere{{7, 6, -1}, 1}, {});
  ASSERT_EQ(r.status, Status::hit);
  EXPECT_NEAR(r.t, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(r.normal, (Vec3{-1, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(r.position, (Vec3{8, 5, 0}), 1e-5f);  // the wall's position at t
  EXPECT_EQ(input_triangle(r.sub_shape_a), 1u);
  EXPECT_EQ(r.sub_shape_b, kNoSubShape);
}

TEST_F(DispatchMesh, SphereAlongTheWallMisses) {
  const SweepHit h = sweep(Sphere{{7, 6, -1}, 1}, {0, 0, 3}, wall(), {});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{7, 6, 2}), 0);
  EXPECT_EQ(h.sub_shape_b, kNoSubShape);
}

TEST_F(DispatchMesh, SpherePressedIntoTheWall) {
  // Centre 0.5 in front of the wall, radius 1: depth 0.5 along +x.
  const Contact c = contact(Sphere{{9.5f, 6, -1}, 1}, wall());
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.5f, 1e-6f);
  EXPECT_VEC_NEAR(c.normal, (Vec3{1, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{10.5f, 6, -1}), 1e-5f);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{10, 6, -1}), 1e-5f);
  EXPECT_EQ(input_triangle(c.sub_shape_b), 1u);

  const Contact r = contact(wall(), Sphere{{9.5f, 6, -1}, 1});
  ASSERT_EQ(r.status, Status::hit);
  EXPECT_VEC_NEAR(r.normal, (Vec3{-1, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(r.point_a, (Vec3{10, 6, -1}), 1e-5f);
  EXPECT_EQ(input_triangle(r.sub_shape_a), 1u);

  EXPECT_EQ(overlap(Sphere{{9.5f, 6, -1}, 1}, wall()).status, Status::hit);
  EXPECT_EQ(overlap(wall(), Sphere{{8.5f, 6, -1}, 1}).status, Status::miss);
}

TEST_F(DispatchMesh, BoxThroughTheWallGetsItsFaceCorners) {
  // The box x in [9, 10.25], y in [5.5, 6.5], z in [-1.5, -0.5] crosses the wall by 0.25: the least push is 0.25 to
  // -x (normal +x from the box to the mesh), and the manifold is the box's face x = 10.25 over the wall, its four
  // corners each 0.25 deep, on the wall at x = 10 (local lx in {0.5, 1.5}, lz in {-1.5, -0.5}: all in triangle 1).
  const Aabb box{{9, 5.5f, -1.5f}, {10.25f, 6.5f, -0.5f}};
  const ContactManifold m = contact_manifold(box, wall());
  ASSERT_EQ(m.status, Status::hit);
  EXPECT_NEAR(m.depth, 0.25f, 1e-4f);
  EXPECT_VEC_NEAR(m.normal, (Vec3{1, 0, 0}), 1e-4f);
  ASSERT_EQ(m.point_count, 4);
  std::vector<std::pair<float, float>> corners;
  for (int k = 0; k < m.point_count; ++k) {
    EXPECT_NEAR(m.points[k].depth, 0.25f, 1e-4f);
    EXPECT_NEAR(m.points[k].point_b.x, 10.0f, 1e-4f);
    EXPECT_NEAR(m.points[k].point_a.x, 10.25f, 1e-4f);
    EXPECT_EQ(input_triangle(m.points[k].id >> 2), 1u);
    corners.push_back({std::round(m.points[k].point_b.y * 2) / 2, std::round(m.points[k].point_b.z * 2) / 2});
  }
  std::sort(corners.begin(), corners.end());
  const std::vector<std::pair<float, float>> expected{{5.5f, -1.5f}, {5.5f, -0.5f}, {6.5f, -1.5f}, {6.5f, -0.5f}};
  EXPECT_EQ(corners, expected);

  // The other order mirrors it: normal -x, points swapped.
  const ContactManifold r = contact_manifold(wall(), box);
  ASSERT_EQ(r.point_count, 4);
  EXPECT_VEC_NEAR(r.normal, (Vec3{-1, 0, 0}), 1e-4f);
  EXPECT_NEAR(r.points[0].point_a.x, 10.0f, 1e-4f);
}

TEST_F(DispatchMesh, RayMeetsTheWallsFront) {
  const RaycastHit h = raycast(Ray{{0, 6, -1}, {1, 0, 0}}, wall(), 20);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 10.0f, 1e-5f);
  EXPECT_VEC_NEAR(h.point, (Vec3{10, 6, -1}), 1e-5f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 1e-6f);  // the face normal, local +y turned
  EXPECT_EQ(input_triangle(h.sub_shape), 1u);
  EXPECT_EQ(raycast(Ray{{0, 6, -1}, {1, 0, 0}}, wall(), 5).status, Status::miss);
}

TEST_F(DispatchMesh, FarFromTheOriginTheAnswersAreTheSame) {
  // The scene moved by offsets of float-exact coordinates: the answers move with it (t and normals equal to a few
  // ulp, points to a few spacings of the coordinates there: 2^-9 at 16384).
  for (const Vec3 o : {Vec3{8192, -16384, 4096}, Vec3{-65536, 1024, 32768}}) {
    const SweepHit h = sweep(Sphere{Vec3{7, 6, -1} + o, 1}, {4, 0, 0}, wall(o), {});
    ASSERT_EQ(h.status, Status::hit);
    EXPECT_NEAR(h.t, 0.5f, 1e-6f);
    EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 1e-6f);
    EXPECT_VEC_NEAR(h.point - o, (Vec3{10, 6, -1}), 4 * 65536 * 1.2e-7f);
    const Contact c = contact(Sphere{Vec3{9.5f, 6, -1} + o, 1}, wall(o));
    ASSERT_EQ(c.status, Status::hit);
    EXPECT_NEAR(c.depth, 0.5f, 1e-6f);
    const RaycastHit r = raycast(Ray{Vec3{0, 6, -1} + o, {1, 0, 0}}, wall(o), 20);
    ASSERT_EQ(r.status, Status::hit);
    EXPECT_NEAR(r.t, 10.0f, 1e-5f);

    // The box's manifold against the turned wall (the Aabb becomes an Obb in the wall's frame): the same four
    // corners, 0.25 deep, on x = 10 (BoxThroughTheWallGetsItsFaceCorners), moved by o.
    const Aabb box{Vec3{9, 5.5f, -1.5f} + o, Vec3{10.25f, 6.5f, -0.5f} + o};
    const ContactManifold m = contact_manifold(box, wall(o));
    ASSERT_EQ(m.status, Status::hit);
    EXPECT_NEAR(m.depth, 0.25f, 1e-4f);
    EXPECT_VEC_NEAR(m.normal, (Vec3{1, 0, 0}), 1e-4f);
    ASSERT_EQ(m.point_count, 4);
    for (int k = 0; k < m.point_count; ++k) {
      EXPECT_NEAR(m.points[k].depth, 0.25f, 1e-4f);
      EXPECT_NEAR(m.points[k].point_b.x - o.x, 10.0f, 4 * 65536 * 1.2e-7f);
    }
    EXPECT_EQ(overlap(Sphere{Vec3{9.5f, 6, -1} + o, 1}, wall(o)).status, Status::hit);
    EXPECT_EQ(overlap(wall(o), Sphere{Vec3{8.5f, 6, -1} + o, 1}).status, Status::miss);
  }
}

TEST_F(DispatchMesh, UnrotatedItIsTheMeshQueryInTheMeshsSpace) {
  // Unrotated, the entry is the mesh query with the shape moved by -position (the World's mesh bodies did this):
  // the same t, normal and triangle, bit for bit.
  const Vec3 at{3.25f, -1.5f, 0.75f};
  const TriangleMeshShape floor{&mesh, at, Mat3{}};
  const Capsule capsule{{3, 2, 1}, {4, 2.5f, 1}, 0.3f};
  const Motion motion{{0.5f, -4, 0.25f}, {}};
  const SweepHit h = sweep(capsule, motion.linear, floor, {});
  const MeshSweepHit m = sweep_shape_mesh(translated(capsule, -at), motion, mesh);
  ASSERT_EQ(m.status, Status::hit);
  EXPECT_EQ(h.status, m.status);
  EXPECT_EQ(h.t, m.t);
  EXPECT_VEC_NEAR(h.normal, m.normal, 0);
  EXPECT_EQ(h.sub_shape_b, m.triangle);
  EXPECT_VEC_NEAR(h.point, m.point + at, 0);
}

TEST_F(DispatchMesh, TurningShapeAgainstAMovingMesh) {
  // A capsule turning about its centre while the mesh translates: sweep_rotating takes it. A rod lying along x at height 1.5 above the floor, turning 90° about z while it falls 1:
  // it reaches the floor before the end of the frame, and never after a translate-only sweep of its end pose.
  const TriangleMeshShape floor{&mesh, {0, 0, 0}, Mat3{}};
  const Capsule rod{{-1, 1.5f, 0}, {1, 1.5f, 0}, 0.1f};
  const SweepHit h = sweep_rotating(rod, Motion{{0, -1, 0}, {0, 0, 1.5707963f}}, floor, Motion{{0, 0.25f, 0}, {}});
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_GT(h.t, 0);
  EXPECT_LT(h.t, 1);
  EXPECT_LT(h.normal.y, -0.99f);  // down, from the rod to the floor
  // A turning mesh is swept too (sweep_shape_turning_mesh): the floor spinning about its vertical axis stays in its
  // plane, 1.4 below the rod: a miss. Two meshes are still no pair.
  EXPECT_EQ(sweep_rotating(rod, Motion{}, floor, Motion{{}, {0, 1, 0}}).status, Status::miss);
  EXPECT_EQ(sweep_rotating(floor, Motion{{}, {0, 1, 0}}, floor, Motion{}).status, Status::unsupported);
}

TEST_F(DispatchMesh, PlanesMeshesAndBadMeshes) {
  const Plane ground{{0, 1, 0}, 0};
  EXPECT_EQ(contact(ground, wall()).status, Status::unsupported);
  EXPECT_EQ(sweep(wall(), {}, wall(), {}).status, Status::unsupported);
  EXPECT_EQ(contact_manifold(wall(), wall()).status, Status::unsupported);

  const TriangleMeshShape none{nullptr, {}, Mat3{}};
  const Contact c = contact(Sphere{{0, 0, 0}, 1}, none);
  EXPECT_EQ(c.status, Status::invalid_input);
  EXPECT_EQ(c.error, InputError::mesh_invalid);
  EXPECT_EQ(c.error_argument, 1);
  const SweepHit s = sweep(none, {}, Sphere{{0, 0, 0}, 1}, {});
  EXPECT_EQ(s.error, InputError::mesh_invalid);
  EXPECT_EQ(s.error_argument, 0);
  TriangleMeshShape skewed = wall();
  skewed.rotation.col[0] = {2, 0, 0};
  const RaycastHit r = raycast(Ray{{0, 0, 0}, {1, 0, 0}}, skewed, 1);
  EXPECT_EQ(r.error, InputError::rotation_not_orthonormal);
  EXPECT_EQ(r.error_argument, 1);
}

}  // namespace
}  // namespace sweepkit
