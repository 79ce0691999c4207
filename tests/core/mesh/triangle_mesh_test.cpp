#include "sweepkit/mesh/triangle_mesh.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <type_traits>

#include "common/mesh_fixtures.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

using test::MeshData;

constexpr Real kPi = std::numbers::pi_v<Real>;

TriangleMeshResult build_result(const MeshData& d, const TriangleMeshOptions& o = {}) {
  return build_triangle_mesh(d.positions, d.indices, o);
}

const MeshEdge& edge_between(const TriangleMesh& m, std::uint32_t t, std::uint32_t a, std::uint32_t b) {
  for (int k = 0; k < 3; ++k) {
    const std::uint32_t p = m.triangles[t][static_cast<std::size_t>(k)], q = m.triangles[t][static_cast<std::size_t>((k + 1) % 3)];
    if ((p == a && q == b) || (p == b && q == a)) return m.edges[3 * t + static_cast<std::size_t>(k)];
  }
  ADD_FAILURE() << "triangle " << t << " has no edge " << a << "-" << b;
  return m.edges[3 * t];
}

TEST(TriangleMesh, QuadHasUpNormalsAndOneFlatInternalEdge) {
  const TriangleMeshResult r = build_result(test::unit_quad());
  ASSERT_TRUE(r.ok());
  const TriangleMesh& m = r.mesh;
  ASSERT_EQ(m.vertices.size(), 4u);
  ASSERT_EQ(m.triangles.size(), 2u);
  ASSERT_EQ(m.edges.size(), 6u);
  for (const Vec3& n : m.normals) EXPECT_VEC_NEAR(n, (Vec3{0, 0, 1}), 0);
  // The diagonal 0-2 is shared: neighbours, flat (angle 0), inactive; the four sides are active boundaries.
  const MeshEdge& d0 = edge_between(m, 0, 0, 2);
  const MeshEdge& d1 = edge_between(m, 1, 0, 2);
  EXPECT_EQ(d0.neighbour, 1u);
  EXPECT_EQ(d1.neighbour, 0u);
  EXPECT_EQ(d0.kind, EdgeKind::flat);
  EXPECT_FALSE(d0.active);
  EXPECT_EQ(d0.angle, 0);
  int boundaries = 0;
  for (const MeshEdge& e : m.edges) boundaries += e.kind == EdgeKind::boundary && e.active && e.neighbour == MeshEdge::kNone;
  EXPECT_EQ(boundaries, 4);
  EXPECT_EQ(r.welded_vertices, 0u);
  EXPECT_EQ(r.removed_triangles, 0u);
}

TEST(TriangleMesh, InternalEdgeHandlingOffKeepsEveryEdgeActive) {
  // The same quad with fix_internal_edges = false: the diagonal is still classified flat (angle 0), but active.
  TriangleMeshOptions options;
  options.fix_internal_edges = false;
  const TriangleMesh m = test::build(test::unit_quad(), options);
  ASSERT_EQ(m.edges.size(), 6u);
  EXPECT_FALSE(m.fix_internal_edges);
  const MeshEdge& d0 = edge_between(m, 0, 0, 2);
  EXPECT_EQ(d0.kind, EdgeKind::flat);
  EXPECT_TRUE(d0.active);
  for (const MeshEdge& e : m.edges) EXPECT_TRUE(e.active);
}

TEST(TriangleMesh, SoupWeldsIntoTheIndexedQuad) {
  // The quad as 6 separate vertices (a non-indexed BufferGeometry): vertices 3 and 5 repeat 0 and 2.
  const MeshData soup{{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0}, {}};
  const TriangleMeshResult r = build_result(soup);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.welded_vertices, 2u);
  EXPECT_EQ(r.mesh.vertices.size(), 4u);
  EXPECT_EQ(r.mesh.input_vertex_count, 6u);
  EXPECT_EQ(r.mesh.vertex_source, (std::vector<std::uint32_t>{0, 1, 2, 5}));
  EXPECT_EQ(edge_between(r.mesh, 0, 0, 2).neighbour, 1u);
}

TEST(TriangleMesh, WeldToleranceIsRelativeToTheLargestCoordinate) {
  // Largest |coordinate| 1: the default tolerance is 2^-20 ≈ 9.5e-7. A copy of vertex 2 moved by 5e-7 welds;
  // moved by 5e-6 it stays a separate vertex (and the diagonal becomes two boundary edges).
  const auto quad_with_gap = [](float gap) {
    return MeshData{{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1 - gap, 1, 0}, {0, 1, 2, 0, 4, 3}};
  };
  const TriangleMeshResult near = build_result(quad_with_gap(5e-7f));
  ASSERT_TRUE(near.ok());
  EXPECT_EQ(near.welded_vertices, 1u);
  EXPECT_EQ(edge_between(near.mesh, 0, 0, 2).neighbour, 1u);
  const TriangleMeshResult far = build_result(quad_with_gap(5e-6f));
  ASSERT_TRUE(far.ok());
  EXPECT_EQ(far.welded_vertices, 0u);
  EXPECT_EQ(far.mesh.vertices.size(), 5u);
  EXPECT_EQ(edge_between(far.mesh, 0, 0, 2).kind, EdgeKind::boundary);
  // weld_relative 0: only equal coordinates merge.
  const TriangleMeshResult exact = build_result(quad_with_gap(5e-7f), {.weld_relative = 0});
  ASSERT_TRUE(exact.ok());
  EXPECT_EQ(exact.welded_vertices, 0u);
  const TriangleMeshResult coarse = build_result(quad_with_gap(5e-6f), {.weld_relative = 1e-5f});
  EXPECT_EQ(coarse.welded_vertices, 1u);
}

TEST(TriangleMesh, DegenerateTrianglesAreRemoved) {
  // Triangle 1 repeats an index, triangle 2 is collinear (zero area), triangle 3 a sliver of height 1e-8
  // over an edge of 2 (below the tolerance 2^-20 · 2, the largest coordinate being 2); triangles 0 and 4 stay.
  const MeshData d{{0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0, 0.5f, 1e-8f, 0, 2, 2, 0},
                   {0, 1, 2, 0, 0, 1, 0, 1, 3, 0, 3, 4, 1, 5, 2}};
  const TriangleMeshResult r = build_result(d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.removed_triangles, 3u);
  EXPECT_EQ(r.mesh.triangle_source, (std::vector<std::uint32_t>{0, 4}));
  // Vertices 3 and 4 were used by removed triangles only: dropped.
  EXPECT_EQ(r.mesh.vertex_source, (std::vector<std::uint32_t>{0, 1, 2, 5}));
  EXPECT_EQ(r.mesh.triangles[1], (MeshTriangle{1, 3, 2}));
}

TEST(TriangleMesh, NamedErrors) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  struct Case {
    MeshData data;
    TriangleMeshOptions options;
    MeshError error;
    std::int32_t argument;
    std::int64_t index;
  };
  const Case cases[] = {
      {{{0, 0, 0, 1}, {}}, {}, MeshError::positions_length_invalid, 0, -1},
      {{{0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0}, {}}, {}, MeshError::positions_not_triangles, 0, -1},
      {{{0, 0, 0, 1, 0, 0, 0, nan, 0}, {}}, {}, MeshError::position_not_finite, 0, 2},
      {{{0, 0, 0, 2e8f, 0, 0, 0, 1, 0}, {}}, {}, MeshError::position_not_finite, 0, 1},
      {{{0, 0, 0, 1, 0, 0, 0, 1, 0}, {0, 1, 2, 0}}, {}, MeshError::indices_length_invalid, 1, -1},
      {{{0, 0, 0, 1, 0, 0, 0, 1, 0}, {0, 1, 2, 2, 1, 3}}, {}, MeshError::index_out_of_range, 1, 5},
      {{{}, {}}, {}, MeshError::mesh_empty, 0, -1},
      {{{0, 0, 0, 1, 0, 0, 2, 0, 0}, {}}, {}, MeshError::mesh_empty, 0, -1},
      {{{0, 0, 0, 1, 0, 0, 0, 1, 0}, {}}, {.weld_relative = -1}, MeshError::weld_tolerance_invalid, 2, -1},
      {{{0, 0, 0, 1, 0, 0, 0, 1, 0}, {}}, {.weld_relative = nan}, MeshError::weld_tolerance_invalid, 2, -1},
      {{{0, 0, 0, 1, 0, 0, 0, 1, 0}, {}}, {.flat_angle = 2}, MeshError::flat_angle_invalid, 2, -1},
  };
  for (const Case& c : cases) {
    const TriangleMeshResult r = build_result(c.data, c.options);
    EXPECT_EQ(r.status, Status::invalid_input) << describe(c.error);
    EXPECT_EQ(r.error, c.error) << describe(c.error);
    EXPECT_EQ(r.error_argument, c.argument) << describe(c.error);
    EXPECT_EQ(r.error_index, c.index) << describe(c.error);
    EXPECT_TRUE(r.mesh.triangles.empty());
    EXPECT_TRUE(r.mesh.bvh.nodes.empty());
  }
  EXPECT_STREQ(describe(MeshError::index_out_of_range), "index out of range");
}

TEST(TriangleMesh, CubeEdgesAreConvexRightAnglesAndFaceDiagonalsFlat) {
  const TriangleMesh m = test::build(test::cube());
  ASSERT_EQ(m.triangles.size(), 12u);
  const Vec3 outward[6] = {{-1, 0, 0}, {1, 0, 0}, {0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {0, 0, 1}};
  for (std::size_t t = 0; t < 12; ++t) EXPECT_VEC_NEAR(m.normals[t], outward[t / 2], 0);
  int flat = 0, convex = 0;
  for (const MeshEdge& e : m.edges) {
    ASSERT_NE(e.neighbour, MeshEdge::kNone);  // closed
    if (e.kind == EdgeKind::flat) {
      ++flat;
      EXPECT_EQ(e.angle, 0);
      EXPECT_FALSE(e.active);
    } else {
      ++convex;
      EXPECT_EQ(e.kind, EdgeKind::convex);
      EXPECT_NEAR(e.angle, kPi / 2, 1e-6);
      EXPECT_TRUE(e.active);
    }
  }
  EXPECT_EQ(flat, 12);    // 6 diagonals, seen from both sides
  EXPECT_EQ(convex, 24);  // 12 cube edges, seen from both sides
}

// Two triangles sharing the edge (0,0,0)-(0,0,1) (along z): triangle 0 in the plane y = 0 towards -x, normal +y;
// triangle 1 towards +x turned by `fold` radians about the edge: fold > 0 lifts it above triangle 0's plane (a
// valley, concave), fold < 0 lowers it (a ridge, convex). The normals are then `fold` apart.
MeshData hinge(double fold) {
  const float c = static_cast<float>(std::cos(fold)), s = static_cast<float>(std::sin(fold));
  return {{0, 0, 0, 0, 0, 1, -1, 0, 0.5f, c, s, 0.5f}, {0, 2, 1, 0, 1, 3}};
}

TEST(TriangleMesh, HingeAngleAndKindFollowTheFold) {
  const double deg = std::numbers::pi / 180;
  struct Case {
    double fold;
    EdgeKind kind;
    bool active;
  };
  for (const Case& c : {Case{30 * deg, EdgeKind::concave, false}, Case{-30 * deg, EdgeKind::convex, true},
                        Case{2 * deg, EdgeKind::flat, false}, Case{-2 * deg, EdgeKind::flat, false},
                        Case{-6 * deg, EdgeKind::convex, true}, Case{-120 * deg, EdgeKind::convex, true}}) {
    const TriangleMesh m = test::build(hinge(c.fold));
    ASSERT_EQ(m.triangles.size(), 2u);
    const MeshEdge& e = edge_between(m, 0, 0, 1);
    EXPECT_EQ(e.neighbour, 1u);
    EXPECT_EQ(e.kind, c.kind) << c.fold / deg;
    EXPECT_EQ(e.active, c.active) << c.fold / deg;
    EXPECT_NEAR(e.angle, std::fabs(c.fold), 1e-6) << c.fold / deg;
    EXPECT_EQ(edge_between(m, 1, 0, 1).kind, c.kind);
    // The side in triangle 1 (the later one, which takes the earlier side's angle) has the same bend.
    EXPECT_NEAR(edge_between(m, 1, 0, 1).angle, std::fabs(c.fold), 1e-6) << c.fold / deg;
  }
  // A smaller flat angle makes the 2° ridge an active convex edge.
  const TriangleMesh sharp = test::build(hinge(-2 * deg), {.flat_angle = Real(1 * deg)});
  EXPECT_EQ(edge_between(sharp, 0, 0, 1).kind, EdgeKind::convex);
  EXPECT_TRUE(edge_between(sharp, 0, 0, 1).active);
}

TEST(TriangleMesh, NonManifoldAndInconsistentEdgesAreActiveWithoutNeighbour) {
  // Three fins on one edge (0-1).
  const MeshData fins{{0, 0, 0, 0, 0, 1, -1, 0, 0.5f, 1, 0, 0.5f, 0, 1, 0.5f}, {0, 1, 2, 1, 0, 3, 1, 0, 4}};
  const TriangleMesh m = test::build(fins);
  for (std::uint32_t t = 0; t < 3; ++t) {
    const MeshEdge& e = edge_between(m, t, 0, 1);
    EXPECT_EQ(e.kind, EdgeKind::non_manifold);
    EXPECT_EQ(e.neighbour, MeshEdge::kNone);
    EXPECT_TRUE(e.active);
  }
  // Two triangles running the shared edge the same way (flipped winding).
  const MeshData flipped{{0, 0, 0, 0, 0, 1, -1, 0, 0.5f, 1, 0, 0.5f}, {0, 1, 2, 0, 1, 3}};
  const TriangleMesh f = test::build(flipped);
  EXPECT_EQ(edge_between(f, 0, 0, 1).kind, EdgeKind::non_manifold);
  EXPECT_EQ(edge_between(f, 1, 0, 1).neighbour, MeshEdge::kNone);
}

TEST(TriangleMesh, RefitMovesVerticesNormalsEdgesAndBounds) {
  TriangleMesh m = test::build(test::unit_quad());
  // Lift corner 3 (0, 1, 0) to z = 1: triangle 1 (0, 2, 3) tilts to the normal of (1,1,0) × (0,1,1) = (1,-1,1)/√3,
  // and the diagonal becomes a valley of angle acos(1/√3) (corner 3 rises above triangle 0's plane).
  const std::vector<float> moved{0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1};
  ASSERT_TRUE(refit_triangle_mesh(m, moved).ok());
  const Real r3 = Real(1 / std::sqrt(3.0));
  EXPECT_VEC_NEAR(m.normals[1], (Vec3{r3, -r3, r3}), 1e-6f);
  EXPECT_VEC_NEAR(m.normals[0], (Vec3{0, 0, 1}), 0);
  const MeshEdge& e = edge_between(m, 0, 0, 2);
  EXPECT_EQ(e.kind, EdgeKind::concave);
  EXPECT_NEAR(e.angle, std::acos(1 / std::sqrt(3.0)), 1e-6);
  EXPECT_VEC_NEAR(m.bounds().max, (Vec3{1, 1, 1}), 0);
  // Bad input leaves the mesh as it was.
  EXPECT_EQ(refit_triangle_mesh(m, std::vector<float>(9, 0)).error, MeshError::vertex_count_mismatch);
  std::vector<float> bad = moved;
  bad[7] = std::numeric_limits<float>::infinity();
  const MeshRefitResult r = refit_triangle_mesh(m, bad);
  EXPECT_EQ(r.error, MeshError::position_not_finite);
  EXPECT_EQ(r.error_argument, 1);
  EXPECT_EQ(r.error_index, 2);
  EXPECT_VEC_NEAR(m.vertex(3), (Vec3{0, 1, 1}), 0);
}

TEST(TriangleMesh, AFarMeshKeepsItsOwnFrame) {
  // A quad around (1e4 + 0.3, 7e3, -5e3): every corner within a factor 2 of the bounds' centre, so the centre is the
  // origin and every vertex minus it is exact (Sterbenz); each vertex where it is equals its input, and the local
  // coordinates are the quad's own size (half its 2 m extent).
  const float x = 10000.3f, y = 7000.1f, z = -5000.7f;
  const MeshData far{{x - 1, y, z - 1, x + 1, y, z - 1, x + 1, y + 0.5f, z + 1, x - 1, y + 0.5f, z + 1}, {0, 1, 2, 0, 2, 3}};
  const TriangleMesh m = build_result(far).mesh;
  const double centre[3] = {(double(x - 1) + double(x + 1)) / 2, (double(y) + double(y + 0.5f)) / 2,
                            (double(z - 1) + double(z + 1)) / 2};
  for (int k = 0; k < 3; ++k) EXPECT_EQ(m.origin[k], static_cast<Real>(centre[k])) << k;
  ASSERT_EQ(m.vertices.size(), 4u);
  for (std::size_t v = 0; v < 4; ++v) {
    for (int k = 0; k < 3; ++k) {
      EXPECT_EQ(m.vertex(v)[k], far.positions[3 * m.vertex_source[v] + static_cast<std::size_t>(k)]) << v << " " << k;
      EXPECT_LE(std::fabs(m.vertices[v][k]), 1.001f) << v << " " << k;
    }
  }
  EXPECT_VEC_NEAR(m.bounds().min, (Vec3{x - 1, y, z - 1}), 0);
  EXPECT_VEC_NEAR(m.bounds().max, (Vec3{x + 1, y + 0.5f, z + 1}), 0);
  // A refit far away moves the frame with it: the new centre, the new positions exactly.
  std::vector<float> moved = far.positions;
  for (std::size_t i = 0; i < moved.size(); i += 3) moved[i] -= 20000;
  TriangleMesh r = m;
  ASSERT_TRUE(refit_triangle_mesh(r, moved).ok());
  EXPECT_EQ(r.origin.x, static_cast<Real>((double(moved[0]) + double(moved[3])) / 2));
  for (std::size_t v = 0; v < 4; ++v) EXPECT_EQ(r.vertex(v).x, moved[3 * r.vertex_source[v]]) << v;
  EXPECT_EQ(r.bounds().min.x, moved[0]);
}

TEST(TriangleMesh, AMeshReachingTheOriginKeepsOrigin0WhereTheCentreIsNotExact) {
  // x from 0.001 to 9 (centre 4.5005: 0.001 - 4.5005 is not a float), y all 0, z from -2 to 2 (centre 0): the
  // origin is 0 on every axis, the vertices the input's. (In the double build that difference is exact, and the
  // centre is kept: a float case only.)
  if (std::is_same_v<Real, double>) GTEST_SKIP() << "0.001 - 4.5005 is exact in double";
  const MeshData d{{0.001f, 0, -2, 9, 0, -2, 9, 0, 2}, {}};
  const TriangleMesh m = build_result(d).mesh;
  EXPECT_VEC_NEAR(m.origin, (Vec3{0, 0, 0}), 0);
  EXPECT_EQ(m.vertices[0].x, 0.001f);
}

TEST(TriangleMesh, MemoryAccountsForEveryArray) {
  const TriangleMesh m = test::build(test::cube());
  // 8 vertices + 12 triangles × (12 + a normal + 3 edges + 4 source) + 8 × 4 sources + both BVHs (float: 12-byte
  // Vec3, 32-byte nodes, 128-byte 4-wide nodes).
  EXPECT_EQ(m.memory_bytes(), 8u * sizeof(Vec3) + 12u * (12 + sizeof(Vec3) + 3 * sizeof(MeshEdge) + 4) + 8u * 4 +
                                  m.bvh.memory_bytes() + m.bvh4.memory_bytes());
  EXPECT_EQ(m.bvh.memory_bytes(), m.bvh.nodes.size() * sizeof(MeshBvhNode) + 12u * 4);
  EXPECT_EQ(m.bvh4.memory_bytes(), m.bvh4.nodes.size() * sizeof(MeshBvh4Node));
  EXPECT_GT(m.bvh4.nodes.size(), 0u);
}

}  // namespace
}  // namespace sweepkit
