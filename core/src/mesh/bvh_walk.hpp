#pragma once
// The one ordered walk of a mesh's trees that every mesh query runs (as three-mesh-bvh's shapecast serves all of
// its queries): nearest child first, every subtree whose entry the query no longer keeps skipped. The raycasts and
// sweeps (raycast_mesh.cpp, sweep_mesh.cpp) walk the 4-wide tree, or the binary one when traced; the contacts,
// overlaps and closest points (contact_mesh.cpp) the binary one. Private to core/src/mesh.
//
// Source: Wald, Benthin and Boulos, "Getting rid of packets" (2008): the single-ray traversal of a wide BVH, the
// lanes entered visited in increasing entry time; Ericson, Real-Time Collision Detection §6.3 (descent rules).

#include <cstdint>
#include <limits>

#include "mesh_bvh4_lanes.hpp"
#include "sweepkit/mesh/mesh_bvh.hpp"
#include "sweepkit/mesh/mesh_bvh4.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sweepkit::detail {

/// Which of a binary node's two children comes first when the query enters both at the same time.
enum class Ties {
  first_child,   ///< the child at `index` (the raycasts).
  second_child,  ///< the child at `index + 1` (the sweeps, contacts and closest points).
};

/// A subtree waiting to be visited: a node (the binary tree's, or the 4-wide tree's with count 0) or a 4-wide
/// tree's leaf lane (its first slot and count > 0); its depth (the root is 1; kept by the binary walk only, for
/// traces) and the query's entry time into its box.
struct WalkEntry {
  std::uint32_t node;
  std::uint32_t count;
  std::uint32_t depth;
  Real t;
};

/// The walk both trees share: `expand(entry, next)` visits an entry (a leaf's triangles, or an inner node's test of
/// its children) and writes the children entered into `next`, nearest first; it returns their number, or -1 to stop
/// the walk. The nearest is visited at once, the others wait on a stack, where `keep(t)` is asked again when they
/// come up (the query's bound may have shrunk meanwhile). kWidth: most children per node; kStack: most waiting.
template <int kWidth, int kStack, class Expand, class Keep>
void walk_ordered(WalkEntry root, Expand&& expand, Keep&& keep) {
  WalkEntry stack[kStack];
  int top = 0;
  WalkEntry p = root;
  for (;;) {
    WalkEntry next[kWidth];
    const int n = expand(p, next);
    if (n < 0) return;
    if (n > 0) {
      for (int j = n - 1; j > 0; --j) stack[top++] = next[j];
      p = next[0];
      continue;
    }
    do {
      if (top == 0) return;
      p = stack[--top];
    } while (!keep(p.t));
  }
}

/// Walks the binary tree `bvh` nearest child first: `enter(box)` is the query's entry time into a node's box, and a
/// node is visited when `keep(t)` accepts its time (the root's too; asked again when a waiting node comes up, so
/// keep must reject whatever enter returns for a miss, and may tighten as the walk goes). Two children entered
/// are visited in increasing time, ties as `ties` says. `leaf(first slot, count)` visits a leaf and returns false to
/// stop the walk. Every node visited is appended to `trace` (null: not recorded) with its depth and time.
template <Ties ties, class Enter, class Keep, class Leaf>
void walk_bvh2(const MeshBvh& bvh, MeshRayTrace* trace, Enter&& enter, Keep&& keep, Leaf&& leaf) {
  if (bvh.nodes.empty()) return;
  const WalkEntry root{0, 0, 1, enter(bvh.nodes[0].box)};
  if (!keep(root.t)) return;
  // At most one child waits per level.
  walk_ordered<2, MeshBvh::kMaxDepth + 1>(
      root,
      [&](const WalkEntry& p, WalkEntry (&next)[2]) {
        const MeshBvhNode& node = bvh.nodes[p.node];
        if (trace != nullptr) trace->steps.push_back({p.node, p.depth, p.t, node.count});
        if (node.leaf()) return leaf(node.index, node.count) ? 0 : -1;
        const std::uint32_t c = node.index;
        const WalkEntry a{c, 0, p.depth + 1, enter(bvh.nodes[c].box)};
        const WalkEntry b{c + 1, 0, p.depth + 1, enter(bvh.nodes[c + 1].box)};
        const bool keep_a = keep(a.t);
        const bool keep_b = keep(b.t);
        if (keep_a && keep_b) {
          const bool a_first = ties == Ties::first_child ? a.t <= b.t : a.t < b.t;
          next[0] = a_first ? a : b;
          next[1] = a_first ? b : a;
          return 2;
        }
        if (!keep_a && !keep_b) return 0;
        next[0] = keep_a ? a : b;
        return 1;
      },
      keep);
}

/// Walks the 4-wide tree `tree` nearest lane first: at each inner node `enter(node)` gives its lanes' entry times
/// (+infinity: not entered, as every unused lane); the entered lanes that `keep(t)` accepts are visited in increasing
/// t, ties in lane order (asked again when a waiting lane comes up). `leaf(first slot, count)` visits a leaf lane and
/// returns false to stop the walk. Not traced (traces show the binary tree).
template <class Enter, class Keep, class Leaf>
void walk_bvh4(const MeshBvh4& tree, Enter&& enter, Keep&& keep, Leaf&& leaf) {
  if (tree.nodes.empty()) return;
  constexpr Real kInf = std::numeric_limits<Real>::infinity();
  constexpr int kWidth = MeshBvh4Node::kWidth;
  // At most kWidth - 1 lanes wait per level, and the 4-wide tree is no deeper than the binary one.
  walk_ordered<kWidth, (kWidth - 1) * MeshBvh::kMaxDepth + 1>(
      WalkEntry{0, 0, 0, 0},  // the root (its lanes are tested, it has no box)
      [&](const WalkEntry& p, WalkEntry (&next)[kWidth]) {
        if (p.count > 0) return leaf(p.node, p.count) ? 0 : -1;
        const MeshBvh4Node& node = tree.nodes[p.node];
        const Lanes t = enter(node);
        int n = 0;  // next[0, n) in increasing t: an insertion sort of at most 4
        for (int i = 0; i < kWidth; ++i) {
          const Real ti = t[i];
          if (!(ti < kInf) || !keep(ti)) continue;
          int j = n++;
          for (; j > 0 && next[j - 1].t > ti; --j) next[j] = next[j - 1];
          next[j] = {node.child[i], node.count[i], 0, ti};
        }
        return n;
      },
      keep);
}

/// Calls `visit(triangle index)` for each triangle in a leaf whose box, and every ancestor's, overlaps `box`
/// (touching counts): the ordered walk with every overlapping node entered at 0. `visit` returns false to stop.
template <class Visit>
void for_each_triangle_near(const TriangleMesh& mesh, const Aabb& box, Visit&& visit) {
  constexpr Real kInf = std::numeric_limits<Real>::infinity();
  const auto enter = [&](const Aabb& b) {
    return b.min.x <= box.max.x && box.min.x <= b.max.x && b.min.y <= box.max.y && box.min.y <= b.max.y &&
                   b.min.z <= box.max.z && box.min.z <= b.max.z
               ? Real(0)
               : kInf;
  };
  walk_bvh2<Ties::second_child>(mesh.bvh, nullptr, enter, [](Real t) { return t < kInf; },
                                [&](std::uint32_t first, std::uint32_t count) {
                                  for (std::uint32_t i = first; i < first + count; ++i) {
                                    if (!visit(mesh.bvh.triangles[i])) return false;
                                  }
                                  return true;
                                });
}

}  // namespace sweepkit::detail
