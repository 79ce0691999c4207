// The phases of build_triangle_mesh timed inside WebAssembly (bench/mesh_build.mjs loads this module; the npm
// package's module has no timing entry point). One call builds the mesh from the arrays, then re-runs each
// derived phase on the built mesh alone, timed with emscripten_get_now (performance.now, ms):
//   out[0] the whole build_triangle_mesh   out[1] triangle normals     out[2] edge adjacency
//   out[3] edge classification             out[4] the BVH              out[5] the BVH's SAH cost
//   out[6] its depth                       out[7] triangles kept
// The rest of out[0] (validation, welding, degenerate triangles, compaction) is out[0] - out[1..4].
// mesh_bvh_again() then rebuilds the BVH of the mesh of the last mesh_phases call, untimed, so that the caller can
// time it with its process's CPU time (wall-clock on a loaded machine counts the other processes' time slices).
// Built by `cmake --build build/wasm --target sweepkit_bench_mesh_phases` (not part of the library).

#include <emscripten/emscripten.h>

#include <cstdint>
#include <span>
#include <utility>

#include "../native/mesh_sah_cost.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"

using namespace sweepkit;

namespace {
TriangleMesh last_mesh;
}

extern "C" EMSCRIPTEN_KEEPALIVE int mesh_phases(const float* positions, std::uint32_t position_count,
                                                const std::uint32_t* indices, std::uint32_t index_count, double* out) {
  double t0 = emscripten_get_now();
  TriangleMeshResult r = build_triangle_mesh({positions, position_count}, {indices, index_count});
  out[0] = emscripten_get_now() - t0;
  if (r.error != MeshError::none) return -1;
  TriangleMesh& m = r.mesh;
  t0 = emscripten_get_now();
  compute_triangle_normals(m.vertices, m.triangles, m.normals);
  out[1] = emscripten_get_now() - t0;
  t0 = emscripten_get_now();
  build_edge_adjacency(m.vertices.size(), m.triangles, m.edges);
  out[2] = emscripten_get_now() - t0;
  t0 = emscripten_get_now();
  classify_edges(m.vertices, m.triangles, m.normals, m.flat_angle, m.fix_internal_edges, m.edges);
  out[3] = emscripten_get_now() - t0;
  t0 = emscripten_get_now();
  m.bvh = build_mesh_bvh(m.vertices, m.triangles);
  out[4] = emscripten_get_now() - t0;
  out[5] = bench::sah_cost(m.bvh);
  out[6] = m.bvh.depth;
  out[7] = static_cast<double>(m.triangles.size());
  last_mesh = std::move(m);
  return 0;
}

extern "C" EMSCRIPTEN_KEEPALIVE std::uint32_t mesh_bvh_again() {
  last_mesh.bvh = build_mesh_bvh(last_mesh.vertices, last_mesh.triangles);
  return static_cast<std::uint32_t>(last_mesh.bvh.nodes.size());
}
