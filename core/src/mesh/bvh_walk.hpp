#pragma once
// The BVH walk the mesh queries share: every triangle whose node boxes overlap a query box. Private to core/src/mesh.

#include <cstdint>

#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sweepkit::detail {

/// Calls `visit(triangle index)` for each triangle in a leaf whose box, and every ancestor's, overlaps `box`
/// (touching counts). `visit` returns false to stop the walk.
template <class Visit>
void for_each_triangle_near(const TriangleMesh& mesh, const Aabb& box, Visit&& visit) {
  const auto& nodes = mesh.bvh.nodes;
  if (nodes.empty()) return;
  const auto overlaps = [&](const Aabb& b) {
    return b.min.x <= box.max.x && box.min.x <= b.max.x && b.min.y <= box.max.y && box.min.y <= b.max.y &&
           b.min.z <= box.max.z && box.min.z <= b.max.z;
  };
  std::uint32_t stack[MeshBvh::kMaxDepth * 2];
  int top = 0;
  if (overlaps(nodes[0].box)) stack[top++] = 0;
  while (top > 0) {
    const MeshBvhNode& node = nodes[stack[--top]];
    if (node.leaf()) {
      for (std::uint32_t i = node.index; i < node.index + node.count; ++i) {
        if (!visit(mesh.bvh.triangles[i])) return;
      }
      continue;
    }
    for (std::uint32_t c = node.index; c < node.index + 2; ++c) {
      if (overlaps(nodes[c].box)) stack[top++] = c;
    }
  }
}

}  // namespace sweepkit::detail
