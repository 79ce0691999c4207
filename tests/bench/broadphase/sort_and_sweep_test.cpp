// Sort-and-sweep (the benchmarks' rival of the uniform grid) against the O(N²) definition: on random scenes
// (fixed seeds) it must report exactly the brute-force set of overlapping pairs, each once.

#include "broadphase/sort_and_sweep.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "broadphase/broadphase_scenes.hpp"

namespace sweepkit {
namespace {

using namespace test;  // the shared scenes and pair sets

class SortAndSweepScenes : public ::testing::TestWithParam<SceneSpec> {};

TEST_P(SortAndSweepScenes, FindsTheBruteForcePairs) {
  const auto boxes = make_scene(GetParam());
  SortAndSweep sap;
  std::vector<ProxyPair> pairs;
  sap.find_pairs(boxes, {}, pairs);
  EXPECT_EQ(as_set(pairs), brute_force(boxes, {}));
}

TEST_P(SortAndSweepScenes, FixedPairsAreSkipped) {
  const auto boxes = make_scene(GetParam());
  std::vector<std::uint8_t> flags(boxes.size());
  for (std::size_t i = 0; i < flags.size(); ++i) flags[i] = (i % 3 == 0) ? kProxyFixed : 0;
  SortAndSweep sap;
  std::vector<ProxyPair> pairs;
  sap.find_pairs(boxes, flags, pairs);
  EXPECT_EQ(as_set(pairs), brute_force(boxes, flags));
}

INSTANTIATE_TEST_SUITE_P(RandomScenes, SortAndSweepScenes, ::testing::ValuesIn(kScenes));

TEST(SortAndSweep, SweepsTheAxisOfLargestVariance) {
  // Boxes spread along z only: z has the largest variance of centres.
  std::vector<Aabb> boxes;
  for (int i = 0; i < 10; ++i) boxes.push_back({{0, 0, float(i)}, {1, 1, float(i) + 1}});
  SortAndSweep sap;
  std::vector<ProxyPair> pairs;
  sap.find_pairs(boxes, {}, pairs);
  EXPECT_EQ(sap.axis(), 2);
  EXPECT_EQ(pairs.size(), 9u);  // neighbours touch face to face
}

}  // namespace
}  // namespace sweepkit
