#pragma once
// Random box scenes and the O(N²) definition of their overlapping pairs, shared by the tests of the
// broadphases (the grid in tests/core, sort-and-sweep in tests/bench).

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "sweepkit/broadphase/proxy_pair.hpp"
#include "sweepkit/broadphase/uniform_grid.hpp"

namespace sweepkit::test {

using PairSet = std::set<std::pair<std::uint32_t, std::uint32_t>>;

inline PairSet brute_force(const std::vector<Aabb>& boxes, const std::vector<std::uint8_t>& flags) {
  PairSet pairs;
  for (std::uint32_t i = 0; i < boxes.size(); ++i) {
    for (std::uint32_t j = i + 1; j < boxes.size(); ++j) {
      const bool both_fixed = !flags.empty() && (flags[i] & flags[j] & kProxyFixed);
      if (!both_fixed && overlap_closed(boxes[i], boxes[j])) pairs.insert({i, j});
    }
  }
  return pairs;
}

// Checks each pair is ordered and unique, then returns the set.
inline PairSet as_set(const std::vector<ProxyPair>& pairs) {
  PairSet set;
  for (const ProxyPair& p : pairs) {
    EXPECT_LT(p.a, p.b);
    EXPECT_TRUE(set.insert({p.a, p.b}).second) << "pair (" << p.a << ", " << p.b << ") reported twice";
  }
  return set;
}

struct SceneSpec {
  std::uint32_t seed;
  std::size_t count;
  float extent;        // the boxes' min corners are spread over [-extent, extent]^3
  float min_size;
  float max_size;
  bool integer_grid;   // snap to integers so that exactly touching faces are common
  float long_share;    // share of boxes stretched 30x along one axis (bullet sweeps, floors)
};

inline std::vector<Aabb> make_scene(const SceneSpec& spec) {
  std::mt19937 rng(spec.seed);
  std::uniform_real_distribution<float> pos(-spec.extent, spec.extent);
  std::uniform_real_distribution<float> size(spec.min_size, spec.max_size);
  std::uniform_real_distribution<float> unit(0, 1);
  std::vector<Aabb> boxes(spec.count);
  for (Aabb& b : boxes) {
    Vec3 lo{pos(rng), pos(rng), pos(rng)};
    Vec3 s{size(rng), size(rng), size(rng)};
    if (spec.integer_grid) {
      lo = {std::round(lo.x), std::round(lo.y), std::round(lo.z)};
      s = {std::round(s.x), std::round(s.y), std::round(s.z)};
    }
    if (unit(rng) < spec.long_share) {
      const int axis = static_cast<int>(unit(rng) * 3) % 3;
      (axis == 0 ? s.x : axis == 1 ? s.y : s.z) *= 30;
    }
    b = {lo, lo + s};
  }
  return boxes;
}

inline const SceneSpec kScenes[] = {
    {1, 500, 20, 0.5f, 2, false, 0},       // sparse, continuous sizes
    {2, 2000, 25, 0.5f, 2, false, 0},      // ~2 contacts per box
    {3, 2000, 10, 0, 3, true, 0},          // integer lattice: many exactly touching faces, some points
    {4, 1500, 30, 0.5f, 2, false, 0.02f},  // a few long boxes (the grid's oversized list)
    {5, 300, 2, 0.5f, 2, false, 0},        // dense cluster: everything overlaps many others
    {6, 1000, 1e5f, 1, 2e4f, false, 0},      // wide world, mixed sizes (hashed cells, several levels)
    {7, 3000, 40, 0.01f, 8, false, 0.05f}, // sizes over three orders of magnitude
};

}  // namespace sweepkit::test
