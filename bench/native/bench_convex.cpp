// Native reference timings of the convex pairs of bench/convex.mjs (Google Benchmark): the same seeded cases
// (bench/random.mjs's xorshift32 and the same draws, so case i here is case i there up to float rounding), the
// core's generic entries as the WASM boundary calls them (sk::contact_manifold for sk_contact, sk::sweep_rotating
// for sk_sweep) on shapes already built. Comparing with the WASM rows of bench/CONVEX.md splits a call's time into
// the core's math (here), WASM's own cost on it (the raw-export rows) and the JS side (checking, packing, result).
// Usage: build/native/sweepkit_bench_convex (scripts/bench.sh builds it; bench/convex.mjs runs it when present).

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "sweepkit/sweepkit.hpp"

namespace {

using namespace sweepkit;

constexpr std::size_t kCases = 256;

/// bench/random.mjs: xorshift32 from the same seed, a number in [-10, 10).
struct Random {
  std::uint32_t state = 0x9e3779b9u;
  double next() {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return (static_cast<double>(state) / 4294967296.0) * 20 - 10;
  }
  double r01() { return (next() + 10) / 20; }
  Vec3 vec() {
    const double x = next(), y = next(), z = next();
    return {Real(x), Real(y), Real(z)};
  }
  Vec3 unit() {
    const double x = next(), y = next(), z = next();
    const double l = std::hypot(x, y, z);
    return {Real(x / l), Real(y / l), Real(z / l)};
  }
  Vec3 jitter(double s) {
    const double x = next() * s, y = next() * s, z = next() * s;
    return {Real(x), Real(y), Real(z)};
  }
  Obb obb(Vec3 center) {
    Obb b;
    b.center = center;
    const double hx = 0.25 + 0.75 * r01(), hy = 0.25 + 0.75 * r01(), hz = 0.25 + 0.75 * r01();
    b.half_size = {Real(hx), Real(hy), Real(hz)};
    double q[4] = {next(), next(), next(), next()};
    const double n = std::sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    // As the boundary reads a quaternion (bindings/embind/shape_words.hpp): its matrix, from float words.
    b.rotation = to_mat3_scaled(Quat{Real(float(q[0] / n)), Real(float(q[1] / n)), Real(float(q[2] / n)),
                                     Real(float(q[3] / n))});
    return b;
  }
  Capsule capsule(Vec3 center) {
    const Vec3 u = unit();
    const Vec3 axis = u * Real(0.25 + 0.75 * r01());
    const Real radius = Real(0.1 + 0.3 * r01());
    return {center - axis, center + axis, radius};
  }
};

Vec3 centre_of(const Shape& s) {
  if (const Obb* b = std::get_if<Obb>(&s)) return b->center;
  const Capsule& c = std::get<Capsule>(s);
  return (c.start + c.end) * Real(0.5);
}

struct Pair {
  Shape a, b;
  Vec3 da;
};

bool separated(const Pair& p) { return !contact(p.a, p.b).hit(); }

std::vector<Pair> pairs(Random& r, const std::function<Pair(Random&)>& make,
                        const std::function<bool(const Pair&)>& keep) {
  std::vector<Pair> out;
  while (out.size() < kCases) {
    Pair p = make(r);
    if (keep(p)) out.push_back(p);
  }
  return out;
}

/// The five sets of bench/convex.mjs, drawn in its order from one generator.
struct Sets {
  std::vector<Pair> obb_obb, capsule_obb_overlapping, capsule_obb_separated, obb_cast, capsule_cast;
  Sets() {
    Random r;
    const auto any = [](const Pair&) { return true; };
    obb_obb = pairs(r, [](Random& g) {
      const Obb a = g.obb(g.jitter(0.1));
      const Obb b = g.obb(a.center + g.jitter(0.15));
      return Pair{a, b, {}};
    }, any);
    const auto capsule_obb = [](Random& g) {
      const Capsule a = g.capsule(g.jitter(0.1));
      const Obb b = g.obb(centre_of(a) + g.jitter(0.15));
      return Pair{a, b, {}};
    };
    capsule_obb_overlapping = pairs(r, capsule_obb, [](const Pair& p) { return !separated(p); });
    capsule_obb_separated = pairs(r, capsule_obb, separated);
    const auto cast = [](bool box) {
      return [box](Random& g) {
        const Obb b = g.obb(g.jitter(0.1));
        const Vec3 start = b.center + g.unit() * Real(4.5);
        const Shape a = box ? Shape{g.obb(start)} : Shape{g.capsule(start)};
        const Vec3 centre = centre_of(a);
        const Vec3 aim = b.center + g.jitter(0.1);
        const Vec3 da = (aim - centre) * Real(0.6 + 0.8 * g.r01());
        return Pair{a, b, da};
      };
    };
    obb_cast = pairs(r, cast(true), separated);
    capsule_cast = pairs(r, cast(false), separated);
  }
};

const Sets& sets() {
  static const Sets s;
  return s;
}

void contact_loop(benchmark::State& state, const std::vector<Pair>& cases) {
  std::size_t i = 0;
  for (auto _ : state) {
    const Pair& p = cases[i++ & (kCases - 1)];
    benchmark::DoNotOptimize(contact_manifold(p.a, p.b));
  }
}

void sweep_loop(benchmark::State& state, const std::vector<Pair>& cases) {
  std::size_t i = 0;
  const Motion still{};
  for (auto _ : state) {
    const Pair& p = cases[i++ & (kCases - 1)];
    benchmark::DoNotOptimize(sweep_rotating(p.a, Motion{p.da, {}}, p.b, still));
  }
}

void BM_ContactObbObb(benchmark::State& s) { contact_loop(s, sets().obb_obb); }
void BM_ContactCapsuleObbOverlapping(benchmark::State& s) { contact_loop(s, sets().capsule_obb_overlapping); }
void BM_ContactCapsuleObbSeparated(benchmark::State& s) { contact_loop(s, sets().capsule_obb_separated); }
void BM_SweepObbObb(benchmark::State& s) { sweep_loop(s, sets().obb_cast); }
void BM_SweepCapsuleObb(benchmark::State& s) { sweep_loop(s, sets().capsule_cast); }

BENCHMARK(BM_ContactObbObb);
BENCHMARK(BM_ContactCapsuleObbOverlapping);
BENCHMARK(BM_ContactCapsuleObbSeparated);
BENCHMARK(BM_SweepObbObb);
BENCHMARK(BM_SweepCapsuleObb);

}  // namespace

BENCHMARK_MAIN();
