#pragma once
// The internal-edge (ghost collision) rule the mesh queries share. Private to core/src/mesh.

#include <cstdint>

#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::detail {

// Whether edge k (0: ab, 1: bc, 2: ca) of triangle `index` may give an edge normal.
inline bool edge_active(const TriangleMesh& mesh, std::uint32_t index, std::uint32_t k) { return mesh.edges[3 * index + k].active; }

// The ghost-collision rule: whether the feature touched is an internal (inactive) edge, or a corner between two
// inactive edges of this triangle.
inline bool internal_feature(const TriangleMesh& mesh, std::uint32_t index, TriangleFeature f) {
  switch (f) {
    case TriangleFeature::face: return false;
    case TriangleFeature::edge_ab: return !edge_active(mesh, index, 0);
    case TriangleFeature::edge_bc: return !edge_active(mesh, index, 1);
    case TriangleFeature::edge_ca: return !edge_active(mesh, index, 2);
    case TriangleFeature::vertex_a: return !edge_active(mesh, index, 2) && !edge_active(mesh, index, 0);
    case TriangleFeature::vertex_b: return !edge_active(mesh, index, 0) && !edge_active(mesh, index, 1);
    case TriangleFeature::vertex_c: return !edge_active(mesh, index, 1) && !edge_active(mesh, index, 2);
  }
  return false;
}


}  // namespace sweepkit::detail
