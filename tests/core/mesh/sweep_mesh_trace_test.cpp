// sweep_shape_mesh's optional node trace (the playground's "BVH at work" scene draws it): the answer is the same
// with and without it, the walk starts at the root at the hand-computed entry time, every node's entry time lies
// between its box's entry by the ball's box and the ball's own first touch of it, the hit triangle's leaf is among
// them, a miss of the root box enters nothing, and calls append.
#include <gtest/gtest.h>

#include <algorithm>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"

namespace sweepkit {
namespace {

// A flat floor over [0, 16]² at y = 0 (512 triangles, random diagonals): a BVH several levels deep.
TriangleMesh flat_floor() {
  return test::build(test::height_field(16, 3, [](int, int) { return 0.0; }));
}

TEST(SweepMeshTrace, SameAnswerAndTheNodesTheWalkEntered) {
  const TriangleMesh floor = flat_floor();
  ASSERT_GT(floor.bvh.depth, 3u);
  // Radius 0.5 at (5.3, 4, 7.7) falling 8: it touches y = 0 when the centre is at y = 0.5, t = 3.5 / 8 = 0.4375.
  const Sphere ball{{5.3f, 4, 7.7f}, 0.5f};
  const Motion fall{{0, -8, 0}, {}};
  MeshRayTrace trace;
  const MeshSweepHit traced = sweep_shape_mesh(ball, fall, floor, {}, &trace);
  const MeshSweepHit plain = sweep_shape_mesh(ball, fall, floor);
  ASSERT_TRUE(traced.hit());
  EXPECT_NEAR(traced.t, 0.4375, 1e-6);
  EXPECT_EQ(traced.t, plain.t);
  EXPECT_EQ(traced.triangle, plain.triangle);

  ASSERT_FALSE(trace.steps.empty());
  // The root first, at depth 1, entered when the ball's box (bottom at 3.5) meets the floor's box (top at 0):
  // t = 3.5 / 8.
  EXPECT_EQ(trace.steps[0].node, 0u);
  EXPECT_EQ(trace.steps[0].depth, 1u);
  EXPECT_NEAR(trace.steps[0].t_enter, 0.4375, 1e-6);
  const Aabb box{{4.8f, 3.5f, 7.2f}, {5.8f, 4.5f, 8.2f}};
  bool hit_leaf_visited = false;
  for (const MeshRayTraceStep& s : trace.steps) {
    ASSERT_LT(s.node, floor.bvh.nodes.size());
    const MeshBvhNode& node = floor.bvh.nodes[s.node];
    EXPECT_GE(s.depth, 1u);
    EXPECT_LE(s.depth, floor.bvh.depth);
    EXPECT_EQ(s.tested, node.count);
    // Entered: no earlier than the ball's box reaches the node's box, no later than the ball first touches it.
    const Aabb placed{floor.origin + node.box.min, floor.origin + node.box.max};  // the tree is in the mesh's frame
    const SweepHit box_reach = sweep_aabb_aabb(box, fall.linear, placed, {});
    const SweepHit ball_reach = sweep_sphere_aabb(ball, fall.linear, placed, {});
    ASSERT_TRUE(box_reach.hit()) << s.node;
    EXPECT_GE(s.t_enter, box_reach.t - 1e-6) << s.node;
    if (ball_reach.hit()) {
      EXPECT_LE(s.t_enter, ball_reach.t + 1e-6) << s.node;
    }
    // A node the ball comes within its radius of before the answer only (a leaf's box under the ball is met by
    // its corners later than the answer).
    EXPECT_LE(box_reach.t, traced.t + 1e-5) << s.node;
    if (node.leaf()) {
      const auto first = floor.bvh.triangles.begin() + node.index;
      hit_leaf_visited |= std::find(first, first + node.count, traced.triangle) != first + node.count;
    }
  }
  EXPECT_TRUE(hit_leaf_visited);
  // Far fewer nodes than the tree holds: the walk prunes what the ball's path never reaches.
  EXPECT_LT(trace.steps.size(), floor.bvh.nodes.size() / 4);
  // Every child's depth is its parent's + 1: the depths seen form no gaps.
  std::uint32_t deepest = 0;
  for (const MeshRayTraceStep& s : trace.steps) {
    EXPECT_LE(s.depth, deepest + 1);
    deepest = std::max(deepest, s.depth);
  }
}

TEST(SweepMeshTrace, MissEntersNothingAndCallsAppend) {
  const TriangleMesh floor = flat_floor();
  MeshRayTrace trace;
  // Beside the floor (x < 0), moving away: the root box is never reached.
  const MeshSweepHit miss = sweep_shape_mesh(Sphere{{-3, 1, 5}, 0.5f}, Motion{{-2, 0, 0}, {}}, floor, {}, &trace);
  EXPECT_EQ(miss.status, Status::miss);
  EXPECT_TRUE(trace.steps.empty());
  sweep_shape_mesh(Sphere{{5.3f, 4, 7.7f}, 0.5f}, Motion{{0, -8, 0}, {}}, floor, {}, &trace);
  const std::size_t once = trace.steps.size();
  ASSERT_GT(once, 0u);
  sweep_shape_mesh(Sphere{{5.3f, 4, 7.7f}, 0.5f}, Motion{{0, -8, 0}, {}}, floor, {}, &trace);
  EXPECT_EQ(trace.steps.size(), 2 * once);
  // An invalid query leaves the trace as it was.
  sweep_shape_mesh(Sphere{{5, 4, 7}, -1}, Motion{{0, -8, 0}, {}}, floor, {}, &trace);
  EXPECT_EQ(trace.steps.size(), 2 * once);
}

}  // namespace
}  // namespace sweepkit
