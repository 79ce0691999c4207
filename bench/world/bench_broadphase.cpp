// Broadphase choice by the numbers: sort-and-sweep against the hashed uniform grid (and brute force at
// 1,000) on the shared seeded scene (bench/world/scene.hpp) at 1k / 5k / 20k / 50k moving spheres and
// boxes, pair finding on the swept boxes. Results: bench/world/BROADPHASE.md and uniform_grid.hpp.

#include <benchmark/benchmark.h>

#include <vector>

#include "scene.hpp"
#include "sweepkit/broadphase/sort_and_sweep.hpp"
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

}  // namespace

BENCHMARK_MAIN();
