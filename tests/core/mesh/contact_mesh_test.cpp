// overlap_shape_mesh, contact_shape_mesh and closest_point_on_mesh: a floor by hand, the internal-edge rule on a
// floor of random diagonals, and the BVH's closest point against brute force over a terrain.
#include "sweepkit/mesh/contact_mesh.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <set>

#include "common/mesh_fixtures.hpp"
#include "mesh_reference.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

// The angle (radians) between the lines of two unit vectors (either sign).
double angle_between(Vec3 u, Vec3 v) { return std::acos(std::min(1.0, std::fabs(double(dot(u, v))))); }

test::MeshData flat_floor(int n, std::uint32_t seed) {
  return test::height_field(n, seed, [](double, double) { return 0.0; });
}

TEST(ContactMesh, SphereSunkIntoAFloor) {
  // A sphere of radius 0.5 with its centre at y = 0.4: 0.1 deep, normal (0, -1, 0) from the sphere to the floor.
  const TriangleMesh floor = test::build(flat_floor(10, 4));
  const MeshContactManifold m = contact_shape_mesh(Sphere{{3.3f, 0.4f, 4.7f}, 0.5f}, floor);
  ASSERT_EQ(m.status, Status::hit);
  EXPECT_NEAR(m.depth, 0.1f, 1e-6f);
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, -1, 0}), 1e-6f);
  // The deepest point lies under the centre; the others (touching neighbours, over internal edges: their contacts
  // projected on the face normal) are no deeper.
  ASSERT_GE(m.point_count, 1);
  int deepest = 0;
  for (int k = 0; k < m.point_count; ++k) {
    EXPECT_LE(m.points[k].depth, 0.1f + 1e-6f);
    if (m.points[k].depth > m.points[deepest].depth) deepest = k;
  }
  EXPECT_NEAR(m.points[deepest].depth, 0.1f, 1e-6f);
  EXPECT_VEC_NEAR(m.points[deepest].point_b, (Vec3{3.3f, 0, 4.7f}), 1e-5f);
  std::vector<std::uint32_t> tris;
  EXPECT_GE(overlap_shape_mesh(Sphere{{3.3f, 0.4f, 4.7f}, 0.5f}, floor, tris), 1u);
  EXPECT_EQ(overlap_shape_mesh(Sphere{{3.3f, 0.6f, 4.7f}, 0.5f}, floor, tris), 0u);
  EXPECT_EQ(contact_shape_mesh(Sphere{{3.3f, 0.6f, 4.7f}, 0.5f}, floor).status, Status::miss);
}

TEST(ContactMesh, BoxRestingAcrossManyTriangles) {
  // A box from y = -0.1 to 0.9 over x, z in [1.2, 2.8]: 0.1 into the floor everywhere; every manifold point is 0.1
  // deep along (0, -1, 0), and they span more than one triangle.
  const TriangleMesh floor = test::build(flat_floor(6, 8));
  std::vector<MeshTriangleContact> all;
  const MeshContactManifold m = contact_shape_mesh(Aabb{{1.2f, -0.1f, 1.2f}, {2.8f, 0.9f, 2.8f}}, floor, &all);
  ASSERT_EQ(m.status, Status::hit);
  EXPECT_NEAR(m.depth, 0.1f, 1e-4f);
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, -1, 0}), 1e-4f);
  EXPECT_GE(m.point_count, 2);
  for (int k = 0; k < m.point_count; ++k) {
    EXPECT_NEAR(m.points[k].depth, 0.1f, 1e-3f) << k;
    EXPECT_VEC_NEAR(m.points[k].point_a - m.points[k].point_b, m.points[k].depth * m.normal, 1e-5f);
  }
  // Cells (1, 1) to (2, 2) are under it, 2 triangles each: 8 triangles overlap (the sides touch no others), each
  // giving the box's bottom face clipped to it (up to 4 of its points).
  std::set<std::uint32_t> triangles;
  for (const MeshTriangleContact& c : all) triangles.insert(c.triangle);
  EXPECT_EQ(triangles.size(), 8u);
  EXPECT_GT(all.size(), 8u);
  // The manifold is the bottom face's four corners, each 0.1 deep (the largest area of the clipped points).
  ASSERT_EQ(m.point_count, 4);
  for (const Vec3 corner : {Vec3{1.2f, -0.1f, 1.2f}, Vec3{2.8f, -0.1f, 1.2f}, Vec3{2.8f, -0.1f, 2.8f}, Vec3{1.2f, -0.1f, 2.8f}}) {
    int found = 0;
    for (int k = 0; k < m.point_count; ++k) found += length(m.points[k].point_a - corner) < 1e-5f;
    EXPECT_EQ(found, 1) << corner.x << " " << corner.z;
  }
}

TEST(ContactMesh, InternalEdgesGiveFaceNormals) {
  // A sphere sunk 1e-3 into a flat floor of random diagonals, placed on many points along shared edges: every
  // triangle contact's normal is the face's.
  const TriangleMesh floor = test::build(flat_floor(12, 12));
  std::vector<MeshTriangleContact> all;
  int contacts = 0;
  for (double x = 1; x < 11; x += 0.125) {
    for (const double z : {3.0, 3.5, 4.0, 7.25}) {  // on grid lines, cell middles and quarter points
      contact_shape_mesh(Sphere{{float(x), 0.499f, float(z)}, 0.5f}, floor, &all);
      for (const MeshTriangleContact& c : all) {
        ++contacts;
        EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 1e-6f) << x << " " << z << " triangle " << c.triangle;
      }
    }
  }
  EXPECT_GT(contacts, 300);
}

TEST(ContactMesh, ClosestPointMatchesBruteForce) {
  const TriangleMesh terrain = test::build(test::terrain(16, 5));
  std::mt19937 rng(17);
  std::uniform_real_distribution<float> u(-4, 20);
  for (int i = 0; i < 400; ++i) {
    const Vec3 p{u(rng), u(rng) / 2, u(rng)};
    Real best = 1e30f;
    for (std::uint32_t t = 0; t < terrain.triangles.size(); ++t) {
      best = std::min(best, length(closest_point_on_triangle(triangle_of(terrain, t), p).point - p));
    }
    const MeshClosestPoint c = closest_point_on_mesh(terrain, p, INFINITY);
    ASSERT_EQ(c.status, Status::hit) << i;
    EXPECT_NEAR(c.distance, best, 1e-5f) << i;
    EXPECT_NEAR(length(c.point - p), c.distance, 1e-4f) << i;
    // Within a limit shorter than the distance: nothing.
    EXPECT_EQ(closest_point_on_mesh(terrain, p, best * 0.99f).status, Status::miss) << i;
  }
  EXPECT_EQ(closest_point_on_mesh(terrain, {NAN, 0, 0}, 1).error_argument, 0);
  EXPECT_EQ(closest_point_on_mesh(terrain, {0, 0, 0}, -1).error_argument, 1);
}

TEST(ContactMesh, FarFromTheOriginTheSameAsAtIt) {
  // Issue 24's sphere over a triangle near 1e5, as a mesh: depth 0.0625, normal (0, -1, 0) (see
  // ContactSphereTriangle.FarFromTheOriginTheSameAsAtIt for the numbers), the point on the mesh.
  for (const float h : {0.0f, 1e4f, 1e5f}) {
    const test::MeshData d{{h, h, h, h + 1, h, h, h, h, h + 1}, {}};
    const MeshContactManifold c = contact_shape_mesh(Sphere{{h + 0.25f, h + 0.1875f, h + 0.25f}, 0.25f}, test::build(d));
    ASSERT_EQ(c.status, Status::hit) << h;
    EXPECT_EQ(c.depth, 0.0625f) << h;
    EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 0) << h;
    EXPECT_VEC_NEAR(c.point_b, (Vec3{h + 0.25f, h, h + 0.25f}), 0) << h;
    ASSERT_EQ(c.point_count, 1) << h;
    EXPECT_VEC_NEAR(c.points[0].point_b, c.point_b, 0) << h;
  }
}

TEST(ContactMesh, ManifoldPointsLieOnTheMesh) {
  // Every manifold point's point_b is a point of the mesh: at distance 0 from its triangle (brute force over the
  // triangles in double), whatever normal the manifold took; point_a - point_b = depth n. Spheres and boxes sunk
  // into a bumpy terrain, where the triangles' own normals differ from the manifold's.
  const test::MeshData data = test::terrain(12, 9);
  const TriangleMesh terrain = test::build(data);
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> xz(1, 11), r(0.3f, 1.2f);
  int points = 0, off_normal = 0;
  for (int i = 0; i < 200; ++i) {
    const float x = xz(rng), z = xz(rng), size = r(rng);
    const MeshClosestPoint ground = closest_point_on_mesh(terrain, {x, 10, z}, INFINITY);
    ASSERT_EQ(ground.status, Status::hit);
    const Vec3 c{x, ground.point.y + size * 0.7f, z};
    const Shape shape = i % 2 == 0 ? Shape{Sphere{c, size}} : Shape{Aabb{c - Vec3{size, size, size}, c + Vec3{size, size, size}}};
    const MeshContactManifold m = contact_shape_mesh(shape, terrain);
    if (!m.hit()) continue;
    for (int k = 0; k < m.point_count; ++k) {
      const MeshTriangleContact& p = m.points[k];
      const Triangle t = triangle_of(terrain, p.triangle);
      const auto d = [](Vec3 v) { return test::ref::D3{v.x, v.y, v.z}; };
      const test::ref::D3 q = d(p.point_b);
      const double on = test::ref::norm(test::ref::closest_on_triangle({d(t.a), d(t.b), d(t.c)}, q) - q);
      EXPECT_LE(on, 4e-6) << i << " point " << k;
      EXPECT_VEC_NEAR(p.point_a - p.point_b, p.depth * m.normal, 2e-6f) << i << " point " << k;
      off_normal += angle_between(m.normal, terrain.normals[p.triangle]) > 1e-3;
      ++points;
    }
  }
  EXPECT_GT(points, 100);
  EXPECT_GT(off_normal, 20);  // the case the projection got wrong: points of triangles facing elsewhere
}

}  // namespace
}  // namespace sweepkit
