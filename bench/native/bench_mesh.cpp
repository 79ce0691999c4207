// Native timings of the triangle-mesh foundation (Google Benchmark): the whole mesh build (validation, welding,
// adjacency, BVH) and its phases alone (the BVH, its 4-wide collapse, normals, adjacency, edge classification) over a ~1M-triangle
// noise terrain (2 × 708² = 1,002,528 triangles, the level size), refit, serialise / load, and closest-hit
// raycasts against it. Counters report the tree's depth, node count and bytes per triangle.

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "../../common/mesh_fixtures.hpp"
#include "mesh_sah_cost.hpp"
#include "sweepkit/mesh/mesh_serialize.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"

namespace {

using namespace sweepkit;

constexpr int kTerrainCells = 708;

const test::MeshData& terrain_data() {
  static const test::MeshData data = test::terrain(kTerrainCells);
  return data;
}

const TriangleMesh& terrain_mesh() {
  static const TriangleMesh mesh = test::build(terrain_data());
  return mesh;
}

void report_tree(benchmark::State& state, const TriangleMesh& m) {
  const auto tris = static_cast<double>(m.triangles.size());
  state.counters["triangles"] = tris;
  state.counters["depth"] = m.bvh.depth;
  state.counters["sah_cost"] = bench::sah_cost(m.bvh);
  state.counters["nodes"] = static_cast<double>(m.bvh.nodes.size());
  state.counters["bvh_bytes_per_tri"] = static_cast<double>(m.bvh.memory_bytes()) / tris;
  state.counters["mesh_bytes_per_tri"] = static_cast<double>(m.memory_bytes()) / tris;
}

void BM_MeshBuildTerrain1M(benchmark::State& state) {
  const test::MeshData& d = terrain_data();
  for (auto _ : state) {
    TriangleMeshResult r = build_triangle_mesh(d.positions, d.indices);
    benchmark::DoNotOptimize(r.mesh.bvh.nodes.data());
  }
  report_tree(state, terrain_mesh());
}
BENCHMARK(BM_MeshBuildTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_MeshBvhBuildTerrain1M(benchmark::State& state) {
  const TriangleMesh& m = terrain_mesh();
  for (auto _ : state) {
    MeshBvh bvh = build_mesh_bvh(m.vertices, m.triangles);
    benchmark::DoNotOptimize(bvh.nodes.data());
  }
  report_tree(state, m);
}
BENCHMARK(BM_MeshBvhBuildTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

// The 4-wide collapse of the built tree (run on every build, refit and load).
void BM_MeshBvh4CollapseTerrain1M(benchmark::State& state) {
  const TriangleMesh& m = terrain_mesh();
  for (auto _ : state) {
    MeshBvh4 wide = collapse_mesh_bvh(m.bvh);
    benchmark::DoNotOptimize(wide.nodes.data());
  }
  const auto tris = static_cast<double>(m.triangles.size());
  state.counters["nodes"] = static_cast<double>(m.bvh4.nodes.size());
  state.counters["bvh4_bytes_per_tri"] = static_cast<double>(m.bvh4.memory_bytes()) / tris;
}
BENCHMARK(BM_MeshBvh4CollapseTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

// The derived phases of the whole build alone, on the built terrain (the rest of BM_MeshBuildTerrain1M is
// validation, welding, degenerate triangles and compaction).
void BM_MeshNormalsTerrain1M(benchmark::State& state) {
  TriangleMesh m = terrain_mesh();
  for (auto _ : state) {
    compute_triangle_normals(m.vertices, m.triangles, m.normals);
    benchmark::DoNotOptimize(m.normals.data());
  }
}
BENCHMARK(BM_MeshNormalsTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_MeshAdjacencyTerrain1M(benchmark::State& state) {
  TriangleMesh m = terrain_mesh();
  for (auto _ : state) {
    build_edge_adjacency(m.vertices.size(), m.triangles, m.edges);
    benchmark::DoNotOptimize(m.edges.data());
  }
}
BENCHMARK(BM_MeshAdjacencyTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_MeshClassifyEdgesTerrain1M(benchmark::State& state) {
  TriangleMesh m = terrain_mesh();
  for (auto _ : state) {
    classify_edges(m.vertices, m.triangles, m.normals, m.flat_angle, m.fix_internal_edges, m.edges);
    benchmark::DoNotOptimize(m.edges.data());
  }
}
BENCHMARK(BM_MeshClassifyEdgesTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_MeshRefitTerrain1M(benchmark::State& state) {
  TriangleMesh m = terrain_mesh();
  const test::MeshData& d = terrain_data();
  for (auto _ : state) {
    benchmark::DoNotOptimize(refit_triangle_mesh(m, d.positions).error);
  }
}
BENCHMARK(BM_MeshRefitTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_MeshLoadTerrain1M(benchmark::State& state) {
  const std::vector<std::uint8_t> bytes = serialize_triangle_mesh(terrain_mesh());
  for (auto _ : state) {
    TriangleMeshLoad l = load_triangle_mesh(bytes);
    benchmark::DoNotOptimize(l.mesh.bvh.nodes.data());
  }
  state.counters["serialised_bytes_per_tri"] = static_cast<double>(bytes.size()) / static_cast<double>(terrain_mesh().triangles.size());
}
BENCHMARK(BM_MeshLoadTerrain1M)->Unit(benchmark::kMillisecond)->Iterations(3);

// Closest-hit rays from 2-12 m above the terrain, in random directions pointing down at 10-80°: 4,096 cached rays.
void BM_MeshRaycastClosestTerrain1M(benchmark::State& state) {
  const TriangleMesh& m = terrain_mesh();
  std::mt19937 rng(9);
  std::uniform_real_distribution<Real> u(0, 1);
  std::vector<Ray> rays(4096);
  for (Ray& r : rays) {
    const Real x = u(rng) * kTerrainCells, z = u(rng) * kTerrainCells;
    const Real angle = u(rng) * 6.2831853f, down = 0.17f + u(rng) * 1.2f;
    r = {{x, 5 + u(rng) * 10, z}, {std::cos(angle) * std::cos(down), -std::sin(down), std::sin(angle) * std::cos(down)}};
  }
  std::size_t i = 0, hits = 0;
  for (auto _ : state) {
    const MeshRaycastHit h = raycast_mesh(m, rays[i++ & 4095], std::numeric_limits<Real>::infinity());
    hits += h.hit();
    benchmark::DoNotOptimize(h.t);
  }
  state.counters["hit_rate"] = static_cast<double>(hits) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_MeshRaycastClosestTerrain1M);

void BM_MeshRaycastAnyTerrain1M(benchmark::State& state) {
  const TriangleMesh& m = terrain_mesh();
  std::mt19937 rng(10);
  std::uniform_real_distribution<Real> u(0, 1);
  std::vector<Ray> rays(4096);
  for (Ray& r : rays) {  // line of sight between points 0.5-2.5 m high (the terrain spans about ±3 m), up to 70 m apart
    const Real x = 50 + u(rng) * (kTerrainCells - 100), z = 50 + u(rng) * (kTerrainCells - 100);
    r = {{x, 0.5f + u(rng) * 2, z}, {(u(rng) - 0.5f) * 100, (u(rng) - 0.5f) * 2, (u(rng) - 0.5f) * 100}};
  }
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(raycast_mesh_any(m, rays[i++ & 4095], 1).status);
}
BENCHMARK(BM_MeshRaycastAnyTerrain1M);

// Sphere (r 0.5) and capsule (half length 0.5, r 0.3) casts from 5-15 m above the terrain, 20 m along directions
// pointing down at 10-80°: 4,096 cached casts, sweep_shape_mesh.
void BM_MeshShapeCastTerrain1M(benchmark::State& state) {
  const TriangleMesh& m = terrain_mesh();
  std::mt19937 rng(11);
  std::uniform_real_distribution<Real> u(0, 1);
  struct Cast {
    Shape shape;
    Vec3 d;
  };
  std::vector<Cast> casts(4096);
  for (Cast& c : casts) {
    const Vec3 p{u(rng) * kTerrainCells, 5 + u(rng) * 10, u(rng) * kTerrainCells};
    const Real angle = u(rng) * 6.2831853f, down = 0.17f + u(rng) * 1.2f;
    const Vec3 d = Vec3{std::cos(angle) * std::cos(down), -std::sin(down), std::sin(angle) * std::cos(down)} * Real(20);
    c = state.range(0) == 0 ? Cast{Sphere{p, 0.5f}, d} : Cast{Capsule{p - Vec3{0, 0.5f, 0}, p + Vec3{0, 0.5f, 0}, 0.3f}, d};
  }
  std::size_t i = 0, hits = 0;
  for (auto _ : state) {
    const Cast& c = casts[i++ & 4095];
    const MeshSweepHit h = sweep_shape_mesh(c.shape, Motion{c.d, {}}, m);
    hits += h.hit();
    benchmark::DoNotOptimize(h.t);
  }
  state.counters["hit_rate"] = static_cast<double>(hits) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_MeshShapeCastTerrain1M)->Arg(0)->Arg(1)->ArgName("capsule");

}  // namespace

BENCHMARK_MAIN();
