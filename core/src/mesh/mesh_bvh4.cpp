#include "sweepkit/mesh/mesh_bvh4.hpp"

#include <limits>

#include "../broadphase/box_math.hpp"

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
  constexpr Real kLeaf = -1;  // the area of a lane that cannot be opened
  Real area[MeshBvh4Node::kWidth];
  const auto take = [&](int i, std::uint32_t c) {
    lanes[i] = c;
    area[i] = bvh.nodes[c].leaf() ? kLeaf : half_area(bvh.nodes[c].box);
  };
  take(0, node.index);
  take(1, node.index + 1);
  int used = 2;
  while (used < MeshBvh4Node::kWidth) {
    int widest = 0;
    for (int i = 1; i < used; ++i) {
      if (area[i] > area[widest]) widest = i;
    }
    if (area[widest] == kLeaf) break;
    const std::uint32_t first = bvh.nodes[lanes[widest]].index;
    take(widest, first);
    take(used++, first + 1);
  }
  return used;
}

}  // namespace

MeshBvh4 collapse_mesh_bvh(const MeshBvh& bvh) {
  MeshBvh4 out;
  if (bvh.nodes.empty()) return out;
  constexpr Real kInf = std::numeric_limits<Real>::infinity();
  // Depth first, in the binary tree's own (depth-first) order, so that its nodes are read nearly in sequence: each
  // 4-wide node is appended when made, and its index written into the lane of its parent that named it.
  struct Work {
    std::uint32_t binary;  // the binary node the 4-wide node stands for
    std::uint32_t parent;  // the 4-wide node and lane naming it (kEmpty for the root)
    std::uint32_t lane;
  };
  std::vector<Work> stack{{0, MeshBvh4Node::kEmpty, 0}};
  // A tree makes at most one 4-wide node per binary inner node (one for the root when it is a leaf). A loaded tree
  // whose nodes share a child would copy the shared part once per parent: past that bound, no 4-wide tree (the
  // queries walk the binary one).
  const std::size_t budget = bvh.nodes.size() / 2 + 1;
  // About 0.53 4-wide nodes per binary inner node on a terrain (many lanes stop at a leaf, and a binary tree has
  // as many inner nodes as leaves): room for a little more.
  out.nodes.reserve(bvh.nodes.size() * 9 / 32 + 1);
  while (!stack.empty()) {
    if (out.nodes.size() >= budget) return {};
    const Work w = stack.back();
    stack.pop_back();
    const auto index = static_cast<std::uint32_t>(out.nodes.size());
    if (w.parent != MeshBvh4Node::kEmpty) out.nodes[w.parent].child[w.lane] = index;
    std::uint32_t lanes[MeshBvh4Node::kWidth];
    const int used = gather_lanes(bvh, w.binary, lanes);
    MeshBvh4Node& filled = out.nodes.emplace_back();
    // Pushed last lane first: the first lane's subtree comes next, as the binary tree lays it out.
    for (int i = MeshBvh4Node::kWidth - 1; i >= 0; --i) {
      if (i >= used) {
        for (int a = 0; a < 3; ++a) {
          filled.min[a][i] = kInf;
          filled.max[a][i] = -kInf;
        }
        filled.child[i] = MeshBvh4Node::kEmpty;
        filled.count[i] = 0;
        continue;
      }
      const MeshBvhNode& c = bvh.nodes[lanes[i]];
      for (int a = 0; a < 3; ++a) {
        filled.min[a][i] = c.box.min[a];
        filled.max[a][i] = c.box.max[a];
      }
      filled.count[i] = c.count;
      filled.child[i] = c.index;  // a leaf's first slot; an inner lane's node index is written when it is made
      if (!c.leaf()) stack.push_back({lanes[i], index, static_cast<std::uint32_t>(i)});
    }
  }
  return out;
}

void refit_mesh_bvh4(MeshBvh4& tree, std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles,
                     std::span<const std::uint32_t> slots) {
  // Nodes are laid out depth first, every child after its parent: one backward pass sees each child first.
  for (std::size_t i = tree.nodes.size(); i-- > 0;) {
    MeshBvh4Node& node = tree.nodes[i];
    for (int lane = 0; lane < MeshBvh4Node::kWidth; ++lane) {
      if (node.child[lane] == MeshBvh4Node::kEmpty) continue;  // unused: its empty box stays
      Aabb box = detail::empty_box();
      if (node.count[lane] > 0) {
        for (std::uint32_t s = node.child[lane]; s < node.child[lane] + node.count[lane]; ++s) {
          box = detail::merged(box, triangle_bounds(vertices, triangles[slots[s]]));
        }
      } else {
        const MeshBvh4Node& child = tree.nodes[node.child[lane]];
        for (int c = 0; c < MeshBvh4Node::kWidth; ++c) {
          if (child.child[c] == MeshBvh4Node::kEmpty) continue;
          box = detail::merged(box, {{child.min[0][c], child.min[1][c], child.min[2][c]},
                                     {child.max[0][c], child.max[1][c], child.max[2][c]}});
        }
      }
      for (int a = 0; a < 3; ++a) {
        node.min[a][lane] = box.min[a];
        node.max[a][lane] = box.max[a];
      }
    }
  }
}

}  // namespace sweepkit
