// Native reference timings for the sweep kernels (Google Benchmark). The WASM figures come from
// bench/bench.mjs; comparing the two tells how close the WebAssembly build is to native.

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

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

}  // namespace

BENCHMARK_MAIN();
