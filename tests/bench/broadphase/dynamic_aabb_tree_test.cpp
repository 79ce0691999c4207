// The dynamic tree against its definition: a query reports exactly the proxies whose fat box overlaps the
// query box (brute force over the live proxies), and the tree stays valid and balanced through creates,
// moves and destroys in random and in sorted order.

#include "broadphase/dynamic_aabb_tree.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

namespace sweepkit {
namespace {

Aabb random_box(std::mt19937& rng, float extent, float max_half) {
  std::uniform_real_distribution<float> pos(0, extent), half(0.05f, max_half);
  const Vec3 c{pos(rng), pos(rng), pos(rng)};
  const Vec3 h{half(rng), half(rng), half(rng)};
  return {c - h, c + h};
}

std::set<std::int32_t> query_set(const DynamicAabbTree& tree, const Aabb& box) {
  std::set<std::int32_t> out;
  tree.query(box, [&](std::int32_t proxy) { EXPECT_TRUE(out.insert(proxy).second) << "proxy met twice"; });
  return out;
}

std::set<std::int32_t> brute_force(const DynamicAabbTree& tree, const std::vector<std::int32_t>& live,
                                   const Aabb& box) {
  std::set<std::int32_t> out;
  for (const std::int32_t p : live) {
    if (overlap_closed(tree.fat_box(p), box)) out.insert(p);
  }
  return out;
}

// A balanced binary tree over n leaves has height ceil(log2 n); the rotations keep it within a small factor.
void expect_balanced(const DynamicAabbTree& tree) {
  ASSERT_TRUE(tree.valid());
  if (tree.size() > 1) {
    EXPECT_LE(tree.height(), 2 * std::ceil(std::log2(static_cast<double>(tree.size()))) + 1);
  }
}

TEST(DynamicAabbTree, EmptyAndSingle) {
  DynamicAabbTree tree(0.5f);
  EXPECT_TRUE(tree.valid());
  EXPECT_EQ(tree.height(), -1);
  EXPECT_TRUE(query_set(tree, {{-10, -10, -10}, {10, 10, 10}}).empty());
  const std::int32_t p = tree.create_proxy({{0, 0, 0}, {1, 1, 1}}, 7);
  EXPECT_EQ(tree.user(p), 7u);
  EXPECT_EQ(tree.height(), 0);
  // The fat box is the box grown by the margin on every side.
  EXPECT_EQ(tree.fat_box(p).min.x, -0.5f);
  EXPECT_EQ(tree.fat_box(p).max.z, 1.5f);
  EXPECT_EQ(query_set(tree, {{1.4f, 1.4f, 1.4f}, {2, 2, 2}}), std::set<std::int32_t>{p});
  EXPECT_TRUE(query_set(tree, {{1.6f, 0, 0}, {2, 1, 1}}).empty());
  tree.destroy_proxy(p);
  EXPECT_TRUE(tree.valid());
  EXPECT_EQ(tree.size(), 0u);
}

TEST(DynamicAabbTree, MoveInsideTheFatBoxChangesNothing) {
  DynamicAabbTree tree(0.25f);
  const std::int32_t p = tree.create_proxy({{0, 0, 0}, {1, 1, 1}}, 0);
  EXPECT_FALSE(tree.move_proxy(p, {{0.2f, -0.25f, 0}, {1.2f, 0.75f, 1}}));  // still within [-0.25, 1.25]
  EXPECT_EQ(tree.fat_box(p).min.x, -0.25f);
  EXPECT_TRUE(tree.move_proxy(p, {{0.3f, 0, 0}, {1.3f, 1, 1}}));  // max x 1.3 > 1.25: reinserted
  EXPECT_EQ(tree.fat_box(p).min.x, 0.3f - 0.25f);
  EXPECT_EQ(tree.fat_box(p).max.x, 1.3f + 0.25f);
  EXPECT_TRUE(tree.valid());
}

TEST(DynamicAabbTree, QueriesMatchBruteForceThroughCreatesMovesAndDestroys) {
  std::mt19937 rng(20261122);
  DynamicAabbTree tree(0.1f);
  std::vector<std::int32_t> live;
  for (std::uint32_t i = 0; i < 2000; ++i) live.push_back(tree.create_proxy(random_box(rng, 60, 1.0f), i));
  expect_balanced(tree);
  std::uniform_real_distribution<float> step(-0.3f, 0.3f);
  for (int round = 0; round < 4; ++round) {
    // Every proxy moves a little (some stay inside their fat box, most leave it), then a fifth are replaced.
    int reinserted = 0;
    for (const std::int32_t p : live) {
      const Aabb fat = tree.fat_box(p);
      const Vec3 d{step(rng), step(rng), step(rng)};
      const Vec3 m{0.1f, 0.1f, 0.1f};
      reinserted += tree.move_proxy(p, {fat.min + m + d, fat.max - m + d}) ? 1 : 0;
    }
    EXPECT_GT(reinserted, 0);
    EXPECT_LT(reinserted, static_cast<int>(live.size()));
    for (std::size_t k = 0; k < live.size(); k += 5) {
      tree.destroy_proxy(live[k]);
      live[k] = tree.create_proxy(random_box(rng, 60, 1.0f), static_cast<std::uint32_t>(k));
    }
    expect_balanced(tree);
    EXPECT_EQ(tree.size(), live.size());
    for (int q = 0; q < 200; ++q) {
      const Aabb box = random_box(rng, 60, 3.0f);
      ASSERT_EQ(query_set(tree, box), brute_force(tree, live, box));
    }
  }
}

TEST(DynamicAabbTree, SortedInsertionStaysBalanced) {
  // Boxes added along a line, in order: without rotations each insertion would extend one long chain.
  DynamicAabbTree tree(0.0f);
  for (std::uint32_t i = 0; i < 4096; ++i) {
    const float x = static_cast<float>(i);
    tree.create_proxy({{x, 0, 0}, {x + 0.5f, 1, 1}}, i);
  }
  expect_balanced(tree);
  EXPECT_EQ(query_set(tree, {{100.25f, 0, 0}, {102.25f, 1, 1}}).size(), 3u);  // boxes 100, 101, 102
}

TEST(DynamicAabbTree, ProxyIdsAreReused) {
  DynamicAabbTree tree;
  const std::int32_t a = tree.create_proxy({{0, 0, 0}, {1, 1, 1}}, 0);
  const std::int32_t b = tree.create_proxy({{5, 0, 0}, {6, 1, 1}}, 1);
  tree.destroy_proxy(a);
  tree.destroy_proxy(b);
  const std::int32_t c = tree.create_proxy({{9, 0, 0}, {10, 1, 1}}, 2);
  EXPECT_LT(c, 3);  // a freed node: only ids 0-2 were ever allocated (a, b and their parent)
  EXPECT_TRUE(tree.valid());
  EXPECT_EQ(tree.size(), 1u);
}

}  // namespace
}  // namespace sweepkit
