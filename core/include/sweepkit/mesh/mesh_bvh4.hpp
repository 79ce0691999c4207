#pragma once
/// @file
/// A 4-wide BVH collapsed from a mesh's binary BVH, for the queries' SIMD traversal: each node holds up to four
/// children's boxes side by side (structure of arrays), so that a ray or a swept sphere is tested against all four
/// at once, and a walk visits about a third of the binary tree's inner nodes.
///
/// Source: Wald, Benthin and Boulos, "Getting rid of packets: efficient SIMD single-ray traversal using
/// multi-branching BVHs", IEEE Symposium on Interactive Ray Tracing 2008; Dammertz, Hanika and Keller, "Shallow
/// bounding volume hierarchies for fast SIMD ray tracing of incoherent rays", EGSR 2008 (both collapse a binary
/// SAH tree by pulling up grandchildren, the largest surface area first).

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/mesh/mesh_bvh.hpp"

namespace sweepkit {

/// One node of a MeshBvh4: up to kWidth children, lane i being child i.
/// A lane with count > 0 is a leaf: triangles MeshBvh::triangles[child .. child + count - 1] (the binary tree's
/// leaf, unchanged). A lane with count == 0 and a box is an inner child: MeshBvh4::nodes[child]. An unused lane
/// has an empty box (min +infinity, max -infinity), which no ray or sweep enters, and child == kEmpty.
struct alignas(64) MeshBvh4Node {
  static constexpr int kWidth = 4;
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
  Real min[3][kWidth];  ///< min[axis][lane]: the lanes' box minima (exact bounds of the triangles below).
  Real max[3][kWidth];  ///< max[axis][lane].
  std::uint32_t child[kWidth];
  std::uint32_t count[kWidth];
};
#ifndef SWEEPKIT_DOUBLE
static_assert(sizeof(MeshBvh4Node) == 128, "a float build's 4-wide node is 128 bytes: 24 bounds + 8 indices");
#endif

/// A 4-wide BVH over the same leaves as a MeshBvh (TriangleMesh holds both; the serialised form holds only the
/// binary tree, and the 4-wide one is collapsed from it on every build, refit and load).
struct MeshBvh4 {
  /// Node 0 is the root: its lanes are the binary root's children, or grandchildren (the binary root itself when it
  /// is a leaf). Empty only for an empty binary tree.
  std::vector<MeshBvh4Node> nodes;
  /// Bytes held by the nodes.
  std::size_t memory_bytes() const { return nodes.size() * sizeof(MeshBvh4Node); }
};

/// Collapses `bvh` into a 4-wide tree: every node takes its binary node's two children, then replaces the inner
/// child of largest surface area by its two children while fewer than four lanes are filled (Wald et al. 2008).
/// Every binary leaf reachable from the root becomes a lane exactly once; the boxes are the binary nodes' boxes,
/// copied; nodes are laid out depth first. O(n) time.
/// @param bvh  a built or loaded binary BVH (children after their parent, leaves within its slots).
/// @return the 4-wide tree; empty for an empty `bvh`, and for a loaded tree whose nodes share children so much
///   that the copies would outnumber a tree's nodes (queries then walk the binary tree: same answers).
MeshBvh4 collapse_mesh_bvh(const MeshBvh& bvh);

/// Recomputes every lane's box after the vertices moved (same triangles, same tree), in place: O(n), bottom-up,
/// without allocating. A leaf lane's box bounds its triangles, an inner lane's its child node's lanes: the boxes
/// of the binary nodes the lanes stand for after refit_mesh_bvh. The lanes keep the grouping collapse_mesh_bvh
/// chose for the old shape, as a refit keeps the binary tree's.
/// @param slots  the binary tree's triangle slots (MeshBvh::triangles), which the leaf lanes index.
void refit_mesh_bvh4(MeshBvh4& tree, std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles,
                     std::span<const std::uint32_t> slots);

}  // namespace sweepkit
