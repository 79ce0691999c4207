// Native reference timings of World::step (broadphase + narrowphase + events) and of the world's sphere
// casts, on the shared seeded scene (bench/world/scene.hpp). bench/world/world.mjs measures the same in
// WebAssembly and against other engines; comparing the two gives the WASM-to-native ratio.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <variant>
#include <vector>

#include "scene.hpp"
#include "sweepkit/broadphase/bvh.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/world/world.hpp"

namespace {

using namespace sweepkit;

// Bodies move back and forth (+d on even frames, -d on odd ones), so the scene stays statistically the
// same however many frames the benchmark runs.
void BM_WorldStep(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto scene = bench::make_scene(n);
  World world;
  std::vector<BodyHandle> handles;
  for (const auto& b : scene) handles.push_back(world.add_body({b.shape, BodyKind::kinematic, 1, ~0u, true}).body);
  world.step();
  std::size_t frame = 0;
  StepResult result;
  for (auto _ : state) {
    const Real sign = (frame++ & 1) ? Real(-1) : Real(1);
    auto d = world.displacements();
    for (std::size_t i = 0; i < n; ++i) d[handles[i].index()] = scene[i].displacement * sign;
    result = world.step();
    benchmark::DoNotOptimize(world.events().data());
  }
  state.counters["touching_per_body"] = 2.0 * result.touching / static_cast<double>(n);
  state.counters["pairs_tested"] = result.pairs_tested;
  state.counters["events"] = result.events;
}
BENCHMARK(BM_WorldStep)->Arg(1000)->Arg(5000)->Arg(20000)->Arg(50000)->Unit(benchmark::kMillisecond);

// The rotating scene of bench/world/rotating.mjs natively (its own seeded draws, the same kind of scene): the step
// scene with every other box (bodies 1, 5, 9, ...: a quarter) an Obb of a random rotation turning by 0.02-0.1 rad per
// frame about a random axis, set by set_motion; frames alternate +d, +w and -d, -w.
void BM_WorldStepRotating(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto scene = bench::make_scene(n);
  bench::Mulberry32 rng{777};
  World world;
  std::vector<BodyHandle> handles;
  std::vector<Vec3> turns(n, Vec3{});
  for (std::size_t i = 0; i < n; ++i) {
    Shape shape = scene[i].shape;
    if (i % 4 == 1) {
      Vec3 axis{rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)};
      axis = axis * (1 / std::max(length(axis), Real(1e-6)));
      turns[i] = axis * rng.range(0.02f, 0.1f);
      const Aabb box = std::get<Aabb>(shape);
      shape = Obb{(box.min + box.max) * Real(0.5), (box.max - box.min) * Real(0.5), to_mat3(from_rotation_vector(axis * rng.range(0, 3)))};
    }
    handles.push_back(world.add_body({shape, BodyKind::kinematic, 1, ~0u, true}).body);
  }
  world.step();
  std::size_t frame = 0;
  StepResult result;
  for (auto _ : state) {
    const Real sign = (frame++ & 1) ? Real(-1) : Real(1);
    auto d = world.displacements();
    for (std::size_t i = 0; i < n; ++i) {
      if (i % 4 == 1) {
        world.set_motion(handles[i], Motion{scene[i].displacement * sign, turns[i] * sign});
      } else {
        d[handles[i].index()] = scene[i].displacement * sign;
      }
    }
    result = world.step();
    benchmark::DoNotOptimize(world.events().data());
  }
  state.counters["touching_per_body"] = 2.0 * result.touching / static_cast<double>(n);
  state.counters["pairs_tested"] = result.pairs_tested;
}
BENCHMARK(BM_WorldStepRotating)->Arg(20000)->Unit(benchmark::kMillisecond);

// One sphere cast (radius 0.25, up to 20 m) through 1,000 static boxes scattered in a 40 m cube.
void BM_WorldSphereCast(benchmark::State& state) {
  bench::Mulberry32 rng{777};
  World world;
  for (int i = 0; i < 1000; ++i) {
    const Vec3 c{rng.range(0, 40), rng.range(0, 40), rng.range(0, 40)};
    const Vec3 h{rng.range(0.25f, 1), rng.range(0.25f, 1), rng.range(0.25f, 1)};
    world.add_body({Aabb{c - h, c + h}, BodyKind::static_body});
  }
  world.step();
  std::vector<std::pair<Sphere, Vec3>> casts;
  for (int i = 0; i < 1024; ++i) {
    const Vec3 o{rng.range(0, 40), rng.range(0, 40), rng.range(0, 40)};
    const Vec3 d{rng.range(-20, 20), rng.range(-20, 20), rng.range(-20, 20)};
    casts.push_back({Sphere{o, 0.25f}, d});
  }
  std::size_t i = 0;
  std::size_t hits = 0;
  for (auto _ : state) {
    const auto& c = casts[i++ & 1023];
    const WorldSweepHit h = world.sphere_cast_closest(c.first, c.second);
    hits += h.body.is_null() ? 0 : 1;
    benchmark::DoNotOptimize(h);
  }
  state.counters["hit_rate"] = static_cast<double>(hits) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_WorldSphereCast)->Unit(benchmark::kMicrosecond);

// Building the query tree (World::use_query_bvh) over the boxes of the step scene's N bodies: what the
// first query after the bodies changed pays once enough queries have run (world.hpp).
void BM_QueryTreeBuild(benchmark::State& state) {
  const auto scene = bench::make_scene(static_cast<std::size_t>(state.range(0)));
  std::vector<Aabb> boxes;
  for (const auto& b : scene) boxes.push_back(bench::swept_box(b.shape, {0, 0, 0}));
  Bvh tree;
  for (auto _ : state) {
    tree.build(boxes);
    benchmark::DoNotOptimize(tree.nodes().data());
  }
  state.counters["depth"] = tree.depth();
  state.counters["us_per_body"] = benchmark::Counter(static_cast<double>(boxes.size()) * 1e-6,
                                                     benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_QueryTreeBuild)->Arg(1000)->Arg(20000)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
