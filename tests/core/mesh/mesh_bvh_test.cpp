#include "sweepkit/mesh/mesh_bvh.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

bool same_box(const Aabb& a, const Aabb& b) {
  return a.min.x == b.min.x && a.min.y == b.min.y && a.min.z == b.min.z && a.max.x == b.max.x && a.max.y == b.max.y &&
         a.max.z == b.max.z;
}

Aabb union_of(const Aabb& a, const Aabb& b) {
  return {{std::min(a.min.x, b.min.x), std::min(a.min.y, b.min.y), std::min(a.min.z, b.min.z)},
          {std::max(a.max.x, b.max.x), std::max(a.max.y, b.max.y), std::max(a.max.z, b.max.z)}};
}

// Checks every structural promise of mesh_bvh.hpp: each triangle in exactly one leaf slot, leaves of 1..kLeafSize,
// children after their parent, every box the exact union of what it holds, the reported depth the real one.
void expect_valid(const TriangleMesh& m) {
  const MeshBvh& bvh = m.bvh;
  ASSERT_FALSE(bvh.nodes.empty());
  std::vector<std::uint32_t> slots(bvh.triangles);
  std::sort(slots.begin(), slots.end());
  for (std::uint32_t i = 0; i < slots.size(); ++i) ASSERT_EQ(slots[i], i);
  ASSERT_EQ(slots.size(), m.triangles.size());
  std::vector<std::uint32_t> depth(bvh.nodes.size(), 0);
  std::vector<int> parents(bvh.nodes.size(), 0);
  depth[0] = 1;
  std::size_t slots_in_leaves = 0;
  for (std::size_t i = 0; i < bvh.nodes.size(); ++i) {
    const MeshBvhNode& n = bvh.nodes[i];
    ASSERT_GT(depth[i], 0u) << "node " << i << " unreachable";
    if (n.leaf()) {
      ASSERT_LE(n.count, MeshBvh::kLeafSize);
      Aabb box = triangle_bounds(m.vertices, m.triangles[bvh.triangles[n.index]]);
      for (std::uint32_t s = n.index; s < n.index + n.count; ++s) {
        box = union_of(box, triangle_bounds(m.vertices, m.triangles[bvh.triangles[s]]));
      }
      ASSERT_TRUE(same_box(box, n.box)) << "leaf " << i;
      slots_in_leaves += n.count;
    } else {
      ASSERT_GT(n.index, i);
      ASSERT_LT(n.index + 1, bvh.nodes.size());
      ASSERT_TRUE(same_box(union_of(bvh.nodes[n.index].box, bvh.nodes[n.index + 1].box), n.box)) << "node " << i;
      for (std::uint32_t c : {n.index, n.index + 1}) {
        depth[c] = depth[i] + 1;
        ++parents[c];
      }
    }
  }
  EXPECT_EQ(slots_in_leaves, m.triangles.size());
  for (std::size_t i = 1; i < parents.size(); ++i) ASSERT_EQ(parents[i], 1) << "node " << i;
  EXPECT_EQ(bvh.depth, *std::max_element(depth.begin(), depth.end()));
  EXPECT_EQ(bvh.nodes.size(), 2 * bvh.leaf_count() - 1);  // a full binary tree
}

TEST(MeshBvh, CentroidsSpreadByAlmostNothingAreBinned) {
  // The fuzzer's case: six copies of one triangle, x shifted by i · 1e-39 (not welded: weld tolerance 0), so the
  // centroids spread by less than float's smallest normal and the binning scale overflows. The build must not
  // convert a NaN to an int (UBSan) and the tree must still answer.
  test::MeshData d;
  for (int i = 0; i < 6; ++i) {
    const float dx = static_cast<float>(i * 1e-39);
    for (const float v : {dx, 0.0f, 0.0f, 1 + dx, 0.0f, 0.0f, dx, 1.0f, 0.0f}) d.positions.push_back(v);
  }
  TriangleMeshOptions options;
  options.weld_relative = 0;
  const TriangleMeshResult r = build_triangle_mesh(d.positions, {}, options);
  ASSERT_TRUE(r.ok());
  const MeshRaycastHit h = raycast_mesh(r.mesh, {{0.25f, 0.25f, 1}, {0, 0, -1}}, 10);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 1, 1e-6);
}

TEST(MeshBvh, NodesAre32Bytes) { EXPECT_EQ(sizeof(MeshBvhNode), 6 * sizeof(Real) + 8); }  // 32 in the float build

TEST(MeshBvh, TerrainTreeIsValidAndLogarithmicallyDeep) {
  const TriangleMesh m = test::build(test::terrain(64));  // 8,192 triangles
  ASSERT_EQ(m.triangles.size(), 8192u);
  expect_valid(m);
  // A balanced tree of leaves of 4 has depth log2(8192 / 4) + 1 = 12; SAH trees are a few levels deeper.
  EXPECT_GE(m.bvh.depth, 12u);
  EXPECT_LE(m.bvh.depth, 24u);
  // Leaves hold 1 to 4 triangles: the SAH keeps them at 1.5 or more on average on a regular grid.
  EXPECT_LE(m.bvh.leaf_count(), 8192u * 2 / 3);
}

TEST(MeshBvh, SoupTreeIsValid) { expect_valid(test::build(test::triangle_soup(10000, 1.5f))); }

TEST(MeshBvh, RootSplitSeparatesTwoDistantClusters) {
  // Two grids of 2 × 16² triangles, 1000 apart along x: the SAH's first split puts each cluster in one child.
  test::MeshData a = test::terrain(16, 1);
  test::MeshData b = test::terrain(16, 2);
  const auto offset = static_cast<std::uint32_t>(a.positions.size() / 3);
  for (std::size_t i = 0; i < b.positions.size(); i += 3) b.positions[i] += 1000;
  a.positions.insert(a.positions.end(), b.positions.begin(), b.positions.end());
  for (const std::uint32_t i : b.indices) a.indices.push_back(i + offset);
  const TriangleMesh m = test::build(a);
  expect_valid(m);
  const MeshBvhNode& root = m.bvh.nodes[0];
  const Aabb& l = m.bvh.nodes[root.index].box;
  const Aabb& r = m.bvh.nodes[root.index + 1].box;
  const Aabb& low = l.min.x < r.min.x ? l : r;
  const Aabb& high = l.min.x < r.min.x ? r : l;
  EXPECT_EQ(low.min.x + m.origin.x, 0);  // the boxes are in the mesh's frame
  EXPECT_EQ(low.max.x + m.origin.x, 16);
  EXPECT_EQ(high.min.x + m.origin.x, 1000);
  EXPECT_EQ(high.max.x + m.origin.x, 1016);
}

TEST(MeshBvh, CoincidentCentroidsFallBackToCountSplits) {
  // 100 copies of one triangle (welded onto the same 3 vertices): every centroid is the same point, so no SAH
  // split exists; the build halves by count and still keeps leaves of at most kLeafSize.
  test::MeshData d;
  for (int i = 0; i < 100; ++i) {
    for (const float c : {0.f, 0.f, 0.f, 1.f, 0.f, 0.f, 0.f, 1.f, 0.f}) d.positions.push_back(c);
  }
  const TriangleMesh m = test::build(d);
  ASSERT_EQ(m.triangles.size(), 100u);
  ASSERT_EQ(m.vertices.size(), 3u);
  expect_valid(m);
  EXPECT_EQ(m.bvh.leaf_count(), 32u);  // 100 -> 50 -> 25 -> 12/13 -> 6/7 -> 3/3/3/4: 32 leaves
}

TEST(MeshBvh, RefitKeepsTheTreeAndMatchesTheMovedTriangles) {
  const test::MeshData d = test::terrain(32);
  TriangleMesh m = test::build(d);
  const std::vector<MeshBvhNode> before = m.bvh.nodes;
  ASSERT_TRUE(refit_triangle_mesh(m, test::waved(d.positions)).ok());
  ASSERT_EQ(m.bvh.nodes.size(), before.size());
  for (std::size_t i = 0; i < before.size(); ++i) {
    EXPECT_EQ(m.bvh.nodes[i].index, before[i].index);
    EXPECT_EQ(m.bvh.nodes[i].count, before[i].count);
  }
  expect_valid(m);  // every box is again the exact union of its moved triangles
  EXPECT_FALSE(same_box(m.bvh.nodes[0].box, before[0].box));
}

}  // namespace
}  // namespace sweepkit
