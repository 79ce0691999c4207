#include "sweepkit/mesh/mesh_bvh4.hpp"

#include <limits>

namespace sweepkit {

namespace {

Real half_area(const Aabb& b) {
  const Vec3 e = b.max - b.min;
  return e.x * e.y + e.y * e.z + e.z * e.x;
}

// The binary nodes that become the lanes of the 4-wide node standing for binary node `n`: its children, then the
// inner lane of largest surface area replaced by its two children while a lane is free.
int gather_lanes(const MeshBvh& bvh, std::uint32_t n, std::uint32_t (&lanes)[MeshBvh4Node::kWidth]) {
  const MeshBvhNode& node = bvh.nodes[n];
  if (node.leaf()) {
    lanes[0] = n;
    return 1;
  }
  lanes[0] = node.index;
  lanes[1] = node.index + 1;
  int used = 2;
  while (used < MeshBvh4Node::kWidth) {
    int widest = -1;
    Real widest_area = -1;
    for (int i = 0; i < used; ++i) {
      const MeshBvhNode& c = bvh.nodes[lanes[i]];
      if (!c.leaf() && half_area(c.box) > widest_area) {
        widest = i;
        widest_area = half_area(c.box);
      }
    }
    if (widest < 0) break;
    const std::uint32_t first = bvh.nodes[lanes[widest]].index;
    lanes[widest] = first;
    lanes[used++] = first + 1;
  }
  return used;
}

}  // namespace

MeshBvh4 collapse_mesh_bvh(const MeshBvh& bvh) {
  MeshBvh4 out;
  if (bvh.nodes.empty()) return out;
  constexpr Real kInf = std::numeric_limits<Real>::infinity();
  constexpr std::uint32_t kNone = MeshBvh4Node::kEmpty;
  // The 4-wide node made for each binary node (a loaded tree may share a child between parents: made once).
  std::vector<std::uint32_t> made(bvh.nodes.size(), kNone);
  out.nodes.reserve(bvh.nodes.size() / 3 + 1);
  struct Work {
    std::uint32_t binary;
    std::uint32_t wide;
  };
  std::vector<Work> work{{0, 0}};
  out.nodes.emplace_back();
  made[0] = 0;
  while (!work.empty()) {
    const Work w = work.back();
    work.pop_back();
    std::uint32_t lanes[MeshBvh4Node::kWidth];
    const int used = gather_lanes(bvh, w.binary, lanes);
    MeshBvh4Node filled{};
    for (int i = 0; i < MeshBvh4Node::kWidth; ++i) {
      if (i >= used) {
        for (int k = 0; k < 3; ++k) {
          filled.min[k][i] = kInf;
          filled.max[k][i] = -kInf;
        }
        filled.child[i] = kNone;
        filled.count[i] = 0;
        continue;
      }
      const MeshBvhNode& c = bvh.nodes[lanes[i]];
      for (int k = 0; k < 3; ++k) {
        filled.min[k][i] = c.box.min[k];
        filled.max[k][i] = c.box.max[k];
      }
      if (c.leaf()) {
        filled.child[i] = c.index;
        filled.count[i] = c.count;
        continue;
      }
      if (made[lanes[i]] == kNone) {
        made[lanes[i]] = static_cast<std::uint32_t>(out.nodes.size());
        out.nodes.emplace_back();
        work.push_back({lanes[i], made[lanes[i]]});
      }
      filled.child[i] = made[lanes[i]];
      filled.count[i] = 0;
    }
    out.nodes[w.wide] = filled;
  }
  return out;
}

}  // namespace sweepkit
