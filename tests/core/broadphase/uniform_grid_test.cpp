// The uniform grid against the O(N²) definition: on random scenes (fixed seeds) it must report exactly the
// brute-force set of overlapping pairs, each once; its box queries and casts likewise.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "broadphase/broadphase_scenes.hpp"
#include "sweepkit/broadphase/uniform_grid.hpp"
#include "sweepkit/query/raycast_aabb.hpp"

namespace sweepkit {
namespace {

using namespace test;  // the shared scenes and pair sets

class BroadphaseScenes : public ::testing::TestWithParam<SceneSpec> {};

TEST_P(BroadphaseScenes, UniformGridFindsTheBruteForcePairs) {
  const auto boxes = make_scene(GetParam());
  UniformGrid grid;
  grid.build(boxes);
  std::vector<ProxyPair> pairs;
  grid.find_pairs(pairs);
  const PairSet expected = brute_force(boxes, {});
  EXPECT_FALSE(expected.empty());
  EXPECT_EQ(as_set(pairs), expected);
}

TEST_P(BroadphaseScenes, FixedPairsAreSkipped) {
  const auto boxes = make_scene(GetParam());
  std::vector<std::uint8_t> flags(boxes.size());
  for (std::size_t i = 0; i < flags.size(); ++i) flags[i] = (i % 3 == 0) ? kProxyFixed : 0;
  const PairSet expected = brute_force(boxes, flags);
  UniformGrid grid;
  grid.build(boxes, flags);
  std::vector<ProxyPair> pairs;
  grid.find_pairs(pairs);
  EXPECT_EQ(as_set(pairs), expected);
}

TEST_P(BroadphaseScenes, UniformGridBoxQueryFindsExactlyTheOverlappingBoxes) {
  const SceneSpec spec = GetParam();
  const auto boxes = make_scene(spec);
  UniformGrid grid;
  grid.build(boxes);
  const auto queries = make_scene({spec.seed + 100, 50, spec.extent, spec.min_size, spec.max_size * 3, false, 0.1f});
  for (const Aabb& q : queries) {
    std::vector<std::uint32_t> found;
    grid.query_aabb(q, found);
    std::set<std::uint32_t> got(found.begin(), found.end());
    EXPECT_EQ(got.size(), found.size()) << "a proxy was reported twice";
    std::set<std::uint32_t> expected;
    for (std::uint32_t i = 0; i < boxes.size(); ++i) {
      if (overlap_closed(q, boxes[i])) expected.insert(i);
    }
    EXPECT_EQ(got, expected);
  }
}

TEST_P(BroadphaseScenes, UniformGridCastVisitsEveryBoxTheSweptSphereTouches) {
  // A box can touch the swept sphere only if the centre's path enters the box grown by the radius;
  // raycast_aabb on that grown box is the brute-force reference (conservative at the box's corners).
  const SceneSpec spec = GetParam();
  const auto boxes = make_scene(spec);
  UniformGrid grid;
  grid.build(boxes);
  std::mt19937 rng(spec.seed + 200);
  std::uniform_real_distribution<float> pos(-spec.extent * 1.5f, spec.extent * 1.5f);
  std::uniform_real_distribution<float> radius(0, spec.max_size);
  for (int i = 0; i < 60; ++i) {
    const Vec3 origin{pos(rng), pos(rng), pos(rng)};
    Vec3 direction{pos(rng), pos(rng), pos(rng)};
    if (i % 10 == 0) direction.y = 0;                 // parallel to a cell face
    if (i % 10 == 1) direction = {0, 0, 0};           // a point
    const float r = (i % 4 == 0) ? 0 : radius(rng);   // every 4th a ray
    const float max_t = (i % 5 == 0) ? std::numeric_limits<float>::infinity() : 1;
    std::set<std::uint32_t> visited;
    UniformGrid::Cast cast = grid.begin_cast(origin, direction, r, max_t);
    std::vector<std::uint32_t> batch;
    double last_enter = -1;
    while (!cast.done()) {
      EXPECT_GE(cast.t_enter, last_enter) << "cells must come in order of entry";
      last_enter = cast.t_enter;
      batch.clear();
      grid.advance_cast(cast, batch);
      for (const std::uint32_t p : batch) EXPECT_TRUE(visited.insert(p).second) << "proxy " << p << " visited twice";
    }
    for (std::uint32_t p = 0; p < boxes.size(); ++p) {
      const Aabb grown{boxes[p].min - Vec3{r, r, r}, boxes[p].max + Vec3{r, r, r}};
      if (raycast_aabb({origin, direction}, grown, max_t).hit()) {
        EXPECT_TRUE(visited.count(p)) << "cast " << i << " missed proxy " << p;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(RandomScenes, BroadphaseScenes, ::testing::ValuesIn(kScenes));

TEST(UniformGrid, EmptyAndSingleProxy) {
  UniformGrid grid;
  std::vector<ProxyPair> pairs{{1, 2}};
  grid.build({});
  grid.find_pairs(pairs);
  EXPECT_TRUE(pairs.empty());
  std::vector<std::uint32_t> found;
  grid.query_aabb({{0, 0, 0}, {1, 1, 1}}, found);
  EXPECT_TRUE(found.empty());
  EXPECT_TRUE(grid.begin_cast({0, 0, 0}, {1, 0, 0}, 0, 1).done());
  const Aabb one[] = {{{0, 0, 0}, {1, 1, 1}}};
  grid.build(one);
  grid.find_pairs(pairs);
  EXPECT_TRUE(pairs.empty());
}

TEST(UniformGrid, IdenticalPointBoxesAllPair) {
  // Five boxes that are the same point: every one of the 5 * 4 / 2 = 10 pairs touches.
  const std::vector<Aabb> boxes(5, Aabb{{1, 2, 3}, {1, 2, 3}});
  UniformGrid grid;
  grid.build(boxes);
  std::vector<ProxyPair> pairs;
  grid.find_pairs(pairs);
  EXPECT_EQ(pairs.size(), 10u);
}

TEST(UniformGrid, CellSizeFollowsTheMedianSize) {
  // Boxes of side 2 with the default factor 1.5: cells of 3.
  std::vector<Aabb> boxes;
  for (int i = 0; i < 100; ++i) boxes.push_back({{float(i) * 3, 0, 0}, {float(i) * 3 + 2, 2, 2}});
  UniformGrid grid;
  grid.build(boxes);
  EXPECT_FLOAT_EQ(grid.cell_size(), 3);
  UniformGrid fixed({.cell_size = 5});
  fixed.build(boxes);
  EXPECT_FLOAT_EQ(fixed.cell_size(), 5);
}

TEST(UniformGrid, LongBoxesGoToACoarserLevel) {
  // 100 unit boxes in a row and one box 1000 long over them: the long one needs cells of >= 1000, far
  // coarser than the unit boxes' 1.5, so it gets its own level, and touches every unit box.
  std::vector<Aabb> boxes;
  for (int i = 0; i < 100; ++i) boxes.push_back({{float(i) * 2, 0, 0}, {float(i) * 2 + 1, 1, 1}});
  boxes.push_back({{-1, 0.5f, 0.5f}, {999, 0.6f, 0.6f}});
  UniformGrid grid;
  grid.build(boxes);
  EXPECT_EQ(grid.levels_used(), 2);
  std::vector<ProxyPair> pairs;
  grid.find_pairs(pairs);
  EXPECT_EQ(pairs.size(), 100u);  // the long box touches every unit box, which touch nothing else
  std::vector<std::uint32_t> found;
  grid.query_aabb({{500, 0, 0}, {501, 1, 1}}, found);  // the long box only (unit boxes sit at even x)
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0], 100u);
}

}  // namespace
}  // namespace sweepkit
