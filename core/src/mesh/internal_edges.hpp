#pragma once
// The internal-edge (ghost collision) rule the mesh queries share. Private to core/src/mesh.

#include <cstdint>

#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::detail {

// Whether edge k (0: ab, 1: bc, 2: ca) of triangle `index` may give an edge normal to a contact whose normal (from
// the shape to the mesh) is `normal`. MeshEdge::active is the answer from the front: an edge convex seen from the
// front is concave seen from the back, and the reverse (a room seen from inside, the underside of a floor). The
// shape sees the edge from the back when it lies behind both triangles' planes (the normal runs along both
// triangles' normals): then the two kinds swap. Flat edges stay inactive from either side, boundary and
// non-manifold edges active; a mesh built without fix_internal_edges keeps every edge active.
inline bool edge_active(const TriangleMesh& mesh, std::uint32_t index, std::uint32_t k, Vec3 normal) {
  const MeshEdge& e = mesh.edges[3 * index + k];
  if (!mesh.fix_internal_edges || e.neighbour == MeshEdge::kNone) return e.active;
  const bool back = dot(mesh.normals[index], normal) > 0 && dot(mesh.normals[e.neighbour], normal) > 0;
  if (!back) return e.active;
  switch (e.kind) {
    case EdgeKind::convex: return false;
    case EdgeKind::concave: return true;
    case EdgeKind::flat: return false;
    default: return true;  // non-manifold
  }
}

// The ghost-collision rule: whether the feature touched, by a contact whose normal (from the shape to the mesh) is
// `normal`, is an internal (inactive) edge, or a corner between two inactive edges of this triangle, seen from the
// side the shape is on (edge_active).
inline bool internal_feature(const TriangleMesh& mesh, std::uint32_t index, TriangleFeature f, Vec3 normal) {
  const auto inactive = [&](std::uint32_t k) { return !edge_active(mesh, index, k, normal); };
  switch (f) {
    case TriangleFeature::face: return false;
    case TriangleFeature::edge_ab: return inactive(0);
    case TriangleFeature::edge_bc: return inactive(1);
    case TriangleFeature::edge_ca: return inactive(2);
    case TriangleFeature::vertex_a: return inactive(2) && inactive(0);
    case TriangleFeature::vertex_b: return inactive(0) && inactive(1);
    case TriangleFeature::vertex_c: return inactive(1) && inactive(2);
  }
  return false;
}

}  // namespace sweepkit::detail
