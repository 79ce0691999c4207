// The internal-edge rule seen from either side of a mesh (internal_edges.hpp): an edge concave by winding is convex
// seen from the back, so a contact there from behind keeps its edge normal; the fold of the issue 24 repro, by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

// A floor (0,0,0), (0,0,1), (2,0,0) with normal +y and a wall (0,0,0), (0,2,0), (0,0,1) with normal +x, sharing the
// edge along z at x = y = 0: a valley seen from x, y > 0 (concave by winding, inactive there), a ridge seen from
// x, y < 0, the triangles' backs.
TriangleMesh fold() {
  const test::MeshData d{{0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1}, {0, 1, 2, 3, 4, 5}};
  return test::build(d);
}

TEST(InternalEdges, TheFoldsEdgeIsConcaveByWinding) {
  const TriangleMesh m = fold();
  ASSERT_EQ(m.triangles.size(), 2u);
  EXPECT_VEC_NEAR(m.normals[0], (Vec3{0, 1, 0}), 0);
  EXPECT_VEC_NEAR(m.normals[1], (Vec3{1, 0, 0}), 0);
  int concave = 0;
  for (const MeshEdge& e : m.edges) concave += e.kind == EdgeKind::concave && !e.active ? 1 : 0;
  EXPECT_EQ(concave, 2);  // the shared edge, seen from either triangle
}

TEST(InternalEdges, ASweepOntoTheRidgeFromBehindKeepsTheEdgeNormal) {
  // Centre (-2, -2, 0.25) + s (3, 3, 0): the distance to the z axis is sqrt(2) |2 - 3 s|, equal to 0.5 at
  // s = (2 - 0.5 / sqrt(2)) / 3 = 0.548816; the normal from the sphere to the edge is (1, 1, 0) / sqrt(2).
  const MeshSweepHit h = sweep_shape_mesh(Sphere{{-2, -2, 0.25f}, 0.5f}, Motion{{3, 3, 0}, {}}, fold());
  ASSERT_EQ(h.status, Status::hit);
  const double s = (2 - 0.5 / std::sqrt(2.0)) / 3;
  EXPECT_NEAR(h.t, s, 1e-6);
  const Real k = Real(1 / std::sqrt(2.0));
  EXPECT_VEC_NEAR(h.normal, (Vec3{k, k, 0}), 1e-6f);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0.25f}), 1e-6f);
}

TEST(InternalEdges, AContactWithTheRidgeFromBehindKeepsTheEdgeNormal) {
  // Centre (-0.3, -0.3, 0.5), radius 0.5: the edge point (0, 0, 0.5) at 0.3 sqrt(2); depth 0.5 - 0.424264 = 0.075736.
  const MeshContactManifold c = contact_shape_mesh(Sphere{{-0.3f, -0.3f, 0.5f}, 0.5f}, fold());
  ASSERT_EQ(c.status, Status::hit);
  const double distance = std::hypot(double(-0.3f), double(-0.3f));
  EXPECT_NEAR(c.depth, 0.5 - distance, 1e-6);
  const Real k = Real(1 / std::sqrt(2.0));
  EXPECT_VEC_NEAR(c.normal, (Vec3{k, k, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{0, 0, 0.5f}), 1e-6f);
}

TEST(InternalEdges, TheValleySideStillSeesTheFaces) {
  // From the front (x, y > 0) the edge is a valley: a sphere at (0.3, 0.2, 0.5) r 0.5 touches the floor 0.3 deep
  // (y = 0.2) and the wall 0.2 deep (x = 0.3); the floor's face contact is the deepest, normal (0, -1, 0).
  const MeshContactManifold c = contact_shape_mesh(Sphere{{0.3f, 0.2f, 0.5f}, 0.5f}, fold());
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.5 - double(0.2f), 1e-6);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 1e-6f);
  // Centre (-0.2, 0.1, 0.5), behind the wall and above the floor's plane, off the floor's edge: the wall's face
  // point (0, 0.1, 0.5) is the deepest, 0.3 along +x; the floor's edge point (0, 0, 0.5), 0.2236 away, is concave
  // seen from the floor's front (inactive: turned to the floor's face and shallower).
  const MeshContactManifold w = contact_shape_mesh(Sphere{{-0.2f, 0.1f, 0.5f}, 0.5f}, fold());
  ASSERT_EQ(w.status, Status::hit);
  EXPECT_NEAR(w.depth, 0.5 - double(0.2f), 1e-6);
  EXPECT_VEC_NEAR(w.normal, (Vec3{1, 0, 0}), 1e-6f);
}

TEST(InternalEdges, InsideARoomConvexEdgesAreInternal) {
  // The cube [-1, 1]³ seen from inside (the backs of its outward faces): every edge is a valley there. A sphere of
  // radius 0.5 at (0.8, 0.8, 0) touches the +x and +y faces 0.3 deep and their shared edge; the answer is a face
  // normal, (1, 0, 0) or (0, 1, 0), never the edge's (1, 1, 0) / sqrt(2).
  const TriangleMesh cube = test::build(test::cube());
  const MeshContactManifold c = contact_shape_mesh(Sphere{{0.8f, 0.8f, 0}, 0.5f}, cube);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, 0.5 - (1 - double(0.8f)), 1e-6);
  EXPECT_NEAR(std::fabs(c.normal.x) + std::fabs(c.normal.y), 1, 1e-6);
  EXPECT_NEAR(std::fabs(c.normal.x * c.normal.y), 0, 1e-6);
  // From outside the same edge is a ridge: (1.2, 1.2, 0) r 0.5 touches only the edge, at 0.2 sqrt(2).
  const MeshContactManifold o = contact_shape_mesh(Sphere{{1.2f, 1.2f, 0}, 0.5f}, cube);
  ASSERT_EQ(o.status, Status::hit);
  const Real k = Real(1 / std::sqrt(2.0));
  EXPECT_VEC_NEAR(o.normal, (Vec3{-k, -k, 0}), 1e-6f);
}

}  // namespace
}  // namespace sweepkit
