// Broadphase choice by the numbers: sort-and-sweep against the hashed uniform grid (and brute force at
// 1,000) on the shared seeded scene (bench/world/scene.hpp) at 1k / 5k / 20k / 50k moving spheres and
// boxes, pair finding on the swept boxes; and the grid against a dynamic AABB tree with fat boxes and
// persistent pairs on the same bodies moving steadily over many frames (the tree's case: it pays only for
// the bodies that leave their fat boxes). Results: bench/world/BROADPHASE.md and uniform_grid.hpp.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include "scene.hpp"
#include "broadphase/dynamic_aabb_tree.hpp"
#include "broadphase/sort_and_sweep.hpp"
#include "sweepkit/broadphase/uniform_grid.hpp"

namespace {

using namespace sweepkit;

std::vector<Aabb> swept_boxes(std::size_t n) {
  const auto scene = bench::make_scene(n);
  std::vector<Aabb> boxes;
  boxes.reserve(n);
  for (const auto& b : scene) boxes.push_back(bench::swept_box(b.shape, b.displacement));
  return boxes;
}

void report(benchmark::State& state, std::size_t n, std::size_t pairs, std::size_t tests) {
  state.counters["pairs"] = static_cast<double>(pairs);
  state.counters["pairs_per_body"] = 2.0 * static_cast<double>(pairs) / static_cast<double>(n);
  if (tests) state.counters["tests_per_pair"] = static_cast<double>(tests) / static_cast<double>(pairs);
}

void BM_SortAndSweep(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto boxes = swept_boxes(n);
  SortAndSweep sap;
  std::vector<ProxyPair> pairs;
  for (auto _ : state) {
    sap.find_pairs(boxes, {}, pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  report(state, n, pairs.size(), sap.tests());
}
BENCHMARK(BM_SortAndSweep)->Arg(1000)->Arg(5000)->Arg(20000)->Arg(50000)->Unit(benchmark::kMillisecond);

// Build + pairs, the per-frame cost when everything moves. Arg 1 = cell size factor x 10.
void BM_UniformGrid(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto boxes = swept_boxes(n);
  GridSettings settings;
  settings.cell_size_factor = static_cast<Real>(state.range(1)) / 10;
  UniformGrid grid(settings);
  std::vector<ProxyPair> pairs;
  for (auto _ : state) {
    grid.build(boxes);
    grid.find_pairs(pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  report(state, n, pairs.size(), 0);
  state.counters["levels"] = grid.levels_used();
}
BENCHMARK(BM_UniformGrid)
    ->ArgsProduct({{1000, 5000, 20000, 50000}, {15}})
    ->ArgsProduct({{20000}, {10, 20, 30}})
    ->Unit(benchmark::kMillisecond);

void BM_BruteForce(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto boxes = swept_boxes(n);
  std::vector<ProxyPair> pairs;
  for (auto _ : state) {
    pairs.clear();
    for (std::uint32_t i = 0; i < n; ++i) {
      for (std::uint32_t j = i + 1; j < n; ++j) {
        if (overlap_closed(boxes[i], boxes[j])) pairs.push_back({i, j});
      }
    }
    benchmark::DoNotOptimize(pairs.data());
  }
  report(state, n, pairs.size(), 0);
}
BENCHMARK(BM_BruteForce)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

// ---- moving bodies: the grid against a dynamic AABB tree ----------------------------------------------------

/// The scene's bodies (their boxes) moving steadily, as game objects do: each keeps its own velocity (up to
/// 0.1 m per axis per frame, the scene's displacements) and bounces off the walls of the scene cube. `next`
/// advances one frame and returns the boxes swept over it.
class MovingBodies {
 public:
  explicit MovingBodies(std::size_t n) : side_(bench::scene_side(n)) {
    for (const auto& body : bench::make_scene(n)) {
      boxes_.push_back(bench::swept_box(body.shape, {0, 0, 0}));
      velocities_.push_back(body.displacement);
    }
    swept_.resize(n);
  }
  const std::vector<Aabb>& next() {
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Aabb& b = boxes_[i];
      Vec3& v = velocities_[i];
      const Vec3 c = (b.min + b.max) * Real(0.5);
      if (c.x + v.x < 0 || c.x + v.x > side_) v.x = -v.x;
      if (c.y + v.y < 0 || c.y + v.y > side_) v.y = -v.y;
      if (c.z + v.z < 0 || c.z + v.z > side_) v.z = -v.z;
      swept_[i] = bench::swept_box(b, v);
      b = {b.min + v, b.max + v};
    }
    return swept_;
  }

 private:
  float side_;
  std::vector<Aabb> boxes_, swept_;
  std::vector<Vec3> velocities_;
};

// The grid rebuilt each frame (what the World does). Moving the bodies is not timed.
void BM_GridMoving(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  MovingBodies bodies(n);
  UniformGrid grid;
  std::vector<ProxyPair> pairs;
  for (auto _ : state) {
    state.PauseTiming();
    const auto& boxes = bodies.next();
    state.ResumeTiming();
    grid.build(boxes);
    grid.find_pairs(pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  report(state, n, pairs.size(), 0);
}
BENCHMARK(BM_GridMoving)->Arg(1000)->Arg(5000)->Arg(20000)->Arg(50000)->Unit(benchmark::kMillisecond);

/// A dynamic-tree broadphase as Box2D runs one: the tree keeps a fat box per body; the pairs of overlapping
/// fat boxes persist from frame to frame, and only the bodies whose box left its fat box look for new ones.
/// A frame: move every proxy; query the tree around the reinserted ones; merge the new fat pairs into the
/// sorted list, dropping those whose fat boxes no longer overlap; the exact pairs are the fat pairs whose
/// boxes overlap.
struct TreeBroadphase {
  DynamicAabbTree tree;
  std::vector<std::int32_t> proxy;  // per body
  std::vector<std::uint64_t> fat_pairs, found, merged;
  std::vector<std::uint32_t> moved;
  std::size_t reinserted = 0;

  TreeBroadphase(const std::vector<Aabb>& boxes, Real margin) : tree(margin) {
    for (std::uint32_t i = 0; i < boxes.size(); ++i) proxy.push_back(tree.create_proxy(boxes[i], i));
    moved.resize(boxes.size());
    for (std::uint32_t i = 0; i < boxes.size(); ++i) moved[i] = i;
    collect(boxes, {});
  }

  static std::uint64_t key(std::uint32_t a, std::uint32_t b) {
    return (std::uint64_t{std::min(a, b)} << 32) | std::max(a, b);
  }

  /// Finds the fat pairs of the `moved` bodies, merges them in, and writes the exact pairs of `boxes`.
  void collect(const std::vector<Aabb>& boxes, std::vector<ProxyPair>* pairs) {
    found.clear();
    for (const std::uint32_t i : moved) {
      tree.query(tree.fat_box(proxy[i]), [&](std::int32_t q) {
        const std::uint32_t j = tree.user(q);
        if (j != i) found.push_back(key(i, j));
      });
    }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());  // a pair of two moved bodies: twice
    merged.resize(fat_pairs.size() + found.size());
    merged.erase(std::set_union(fat_pairs.begin(), fat_pairs.end(), found.begin(), found.end(), merged.begin()),
                 merged.end());
    fat_pairs.clear();
    if (pairs) pairs->clear();
    for (const std::uint64_t k : merged) {
      const auto a = static_cast<std::uint32_t>(k >> 32);
      const auto b = static_cast<std::uint32_t>(k);
      if (!overlap_closed(tree.fat_box(proxy[a]), tree.fat_box(proxy[b]))) continue;
      fat_pairs.push_back(k);
      if (pairs && overlap_closed(boxes[a], boxes[b])) pairs->push_back({a, b});
    }
  }

  void frame(const std::vector<Aabb>& boxes, std::vector<ProxyPair>& pairs) {
    moved.clear();
    for (std::uint32_t i = 0; i < boxes.size(); ++i) {
      if (tree.move_proxy(proxy[i], boxes[i])) moved.push_back(i);
    }
    reinserted += moved.size();
    collect(boxes, &pairs);
  }
};

// Arg 1: the fat margin in cm. After 60 frames of warm-up (so that the fat boxes are of all ages, as in a
// running game), and a check that the tree finds the grid's pairs. Moving the bodies is not timed.
void BM_DynamicTreeMoving(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  MovingBodies bodies(n);
  TreeBroadphase broadphase(bodies.next(), static_cast<Real>(state.range(1)) / 100);
  std::vector<ProxyPair> pairs, grid_pairs;
  for (int f = 0; f < 60; ++f) broadphase.frame(bodies.next(), pairs);
  UniformGrid grid;
  const auto& boxes = bodies.next();
  broadphase.frame(boxes, pairs);
  grid.build(boxes);
  grid.find_pairs(grid_pairs);
  if (pairs.size() != grid_pairs.size()) state.SkipWithError("the tree and the grid found different pairs");
  broadphase.reinserted = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const auto& next = bodies.next();
    state.ResumeTiming();
    broadphase.frame(next, pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  report(state, n, pairs.size(), 0);
  state.counters["reinserted_per_frame"] =
      static_cast<double>(broadphase.reinserted) / static_cast<double>(state.iterations()) / static_cast<double>(n);
  state.counters["fat_pairs_per_pair"] =
      static_cast<double>(broadphase.fat_pairs.size()) / static_cast<double>(pairs.size());
}
BENCHMARK(BM_DynamicTreeMoving)
    ->ArgsProduct({{1000, 5000, 20000, 50000}, {10}})
    ->ArgsProduct({{20000}, {5, 20, 40, 80}})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
