// Native reference timings for the sweep kernels (Google Benchmark). The WASM figures come from
// bench/bench.mjs; comparing the two tells how close the WebAssembly build is to native.
// The single calls run over 1,024 cached cases; the batch kernels over 1,000,000 entries in one call, as in
// bench.mjs, timed per batch: bench.mjs divides by the entry count (the /N argument).

#include <benchmark/benchmark.h>

#include <random>
#include <span>
#include <vector>

#include "sweepkit/query/batch.hpp"
#include "sweepkit/sweepkit.hpp"

namespace {

using namespace sweepkit;

struct Case {
  Sphere sphere;
  Vec3 displacement;
  Sphere other;
  Vec3 other_displacement;
  Plane plane;
};

std::vector<Case> make_cases(std::size_t n) {
  std::mt19937 rng(12345);
  std::uniform_real_distribution<Real> u(-10, 10);
  std::vector<Case> cases(n);
  for (auto& c : cases) {
    c.sphere = {{u(rng), u(rng), u(rng)}, std::abs(u(rng)) * Real(0.1)};
    c.displacement = {u(rng), u(rng), u(rng)};
    c.other = {{u(rng), u(rng), u(rng)}, std::abs(u(rng)) * Real(0.1)};
    c.other_displacement = {u(rng), u(rng), u(rng)};
    Vec3 n{u(rng), u(rng), u(rng)};
    n = n * (Real(1) / length(n));
    c.plane = {n, u(rng)};
  }
  return cases;
}

void BM_SweepSpherePlane(benchmark::State& state) {
  const auto cases = make_cases(1024);
  std::size_t i = 0;
  for (auto _ : state) {
    const Case& c = cases[i++ & 1023];
    benchmark::DoNotOptimize(sweep_sphere_plane(c.sphere, c.displacement, c.plane));
  }
}
BENCHMARK(BM_SweepSpherePlane);

void BM_SweepSphereSphere(benchmark::State& state) {
  const auto cases = make_cases(1024);
  std::size_t i = 0;
  for (auto _ : state) {
    const Case& c = cases[i++ & 1023];
    benchmark::DoNotOptimize(sweep_sphere_sphere(c.sphere, c.displacement, c.other, c.other_displacement));
  }
}
BENCHMARK(BM_SweepSphereSphere);

// Batch inputs as the JS side lays them out: arrays of Sphere, Vec3 and Plane (4, 3 and 4 floats each).
struct BatchInputs {
  std::vector<Sphere> spheres, others;
  std::vector<Vec3> displacements, other_displacements;
  std::vector<Plane> planes;
  std::vector<BatchSweepHit> results;
};

BatchInputs make_batch(std::size_t n) {
  const std::vector<Case> cases = make_cases(n);
  BatchInputs b;
  for (const Case& c : cases) {
    b.spheres.push_back(c.sphere);
    b.displacements.push_back(c.displacement);
    // Sphere B near sphere A (within ±3 per axis), as a broadphase would pair them; as bench.mjs.
    b.others.push_back({c.sphere.center + c.other.center * Real(0.3), c.other.radius});
    b.other_displacements.push_back(c.other_displacement);
    b.planes.push_back(c.plane);
  }
  b.results.resize(n);
  return b;
}

void BM_SweepSpherePlaneBatch(benchmark::State& state) {
  BatchInputs b = make_batch(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    benchmark::DoNotOptimize(sweep_sphere_plane_batch(b.spheres, b.displacements, b.planes, b.results));
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_SweepSpherePlaneBatch)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

void BM_SweepSpherePlaneBatchOnePlane(benchmark::State& state) {
  BatchInputs b = make_batch(static_cast<std::size_t>(state.range(0)));
  const std::span<const Plane> one(b.planes.data(), 1);
  for (auto _ : state) {
    benchmark::DoNotOptimize(sweep_sphere_plane_batch(b.spheres, b.displacements, one, b.results));
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_SweepSpherePlaneBatchOnePlane)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

void BM_SweepSphereSphereBatch(benchmark::State& state) {
  BatchInputs b = make_batch(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        sweep_sphere_sphere_batch(b.spheres, b.displacements, b.others, b.other_displacements, b.results));
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_SweepSphereSphereBatch)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

}  // namespace

// BENCHMARK_MAIN, plus the compiler in the JSON context: bench.mjs labels the native rows with it.
int main(int argc, char** argv) {
#if defined(__clang__)
  benchmark::AddCustomContext("compiler", "clang " __clang_version__);
#elif defined(__GNUC__)
  benchmark::AddCustomContext("compiler", "GCC " __VERSION__);
#endif
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
