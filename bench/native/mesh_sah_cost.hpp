#pragma once
// The SAH cost of a mesh BVH, for the mesh build benchmarks (bench/native/bench_mesh.cpp natively,
// bench/wasm/mesh_phases.cpp in WebAssembly).

#include "sweepkit/mesh/mesh_bvh.hpp"

namespace sweepkit::bench {

/// The tree's SAH cost in the build's model (a traversal step and a triangle test both cost 1): the sum over inner
/// nodes of A(node) / A(root), plus over leaves of A(leaf) / A(root) × its triangles (A: half the surface area).
/// Lower is better; a tree of one leaf of n triangles costs n.
inline double sah_cost(const MeshBvh& bvh) {
  const auto area = [](const Aabb& b) {
    const double x = double(b.max.x) - b.min.x, y = double(b.max.y) - b.min.y, z = double(b.max.z) - b.min.z;
    return x * y + y * z + z * x;
  };
  double sum = 0;
  for (const MeshBvhNode& n : bvh.nodes) sum += area(n.box) * (n.leaf() ? n.count : 1);
  return sum / area(bvh.nodes[0].box);
}

}  // namespace sweepkit::bench
