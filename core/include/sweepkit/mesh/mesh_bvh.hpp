#pragma once
/// @file
/// The bounding volume hierarchy of a triangle mesh: binned surface-area heuristic (SAH) build, flat array of
/// 32-byte nodes, refit after a deformation that keeps the topology.
///
/// Source: Wald, "On fast Construction of SAH-based Bounding Volume Hierarchies", IEEE Symposium on Interactive
/// Ray Tracing 2007 (centroid binning, SAH split over the bins' boundaries); MacDonald and Booth, "Heuristics for
/// ray tracing using space subdivision", The Visual Computer 6, 1990 (the surface-area heuristic).

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// One node of a MeshBvh. An inner node (count == 0) has its two children at `index` and `index + 1` (both after
/// it in the array); a leaf (count > 0) holds the triangles MeshBvh::triangles[index .. index + count - 1].
/// `box` is the exact bounds (min/max of the vertex coordinates) of every triangle below.
struct MeshBvhNode {
  Aabb box;
  std::uint32_t index = 0;
  std::uint32_t count = 0;
  bool leaf() const { return count > 0; }
};
#ifndef SWEEPKIT_DOUBLE
static_assert(sizeof(MeshBvhNode) == 32, "a float build's node is 32 bytes: 6 bounds + 2 indices");
#endif

/// A triangle's three vertex indices, counter-clockwise seen from the side its normal points to.
using MeshTriangle = std::array<std::uint32_t, 3>;

/// A BVH over the triangles of one mesh (built by build_mesh_bvh; TriangleMesh owns one).
struct MeshBvh {
  /// Most triangles per leaf. A range of at most this many becomes a leaf when the SAH finds no cheaper split
  /// (traversal step and triangle test both cost 1); 1 triangle is always a leaf.
  static constexpr std::uint32_t kLeafSize = 4;
  /// SAH bins (Wald 2007 shows a few tens of bins lose little against evaluating every split; not tuned further).
  static constexpr int kBins = 16;
  /// The build switches from SAH to median splits below this depth, so every tree is at most
  /// kMedianDepth + 32 deep: the traversal stacks hold kMaxDepth entries.
  static constexpr std::uint32_t kMedianDepth = 64;
  static constexpr std::uint32_t kMaxDepth = 128;

  std::vector<MeshBvhNode> nodes;        ///< Node 0 is the root; empty only for an empty mesh.
  std::vector<std::uint32_t> triangles;  ///< Leaf slots: mesh triangle indices, each once.
  std::uint32_t depth = 0;               ///< Depth of the deepest leaf (the root alone is 1).

  /// Number of leaves.
  std::size_t leaf_count() const;
  /// Bytes held by the nodes and the leaf slots.
  std::size_t memory_bytes() const { return nodes.size() * sizeof(MeshBvhNode) + triangles.size() * sizeof(std::uint32_t); }
};

/// Builds the BVH of `triangles` over `vertices` by binned SAH (kBins bins of the triangles' box centres along
/// the axis where those spread widest, as Wald 2007 does; the cheapest of the kBins - 1 bin boundaries) down to
/// leaves of at most kLeafSize triangles. O(n log n) time: every level of the
/// tree bins and partitions its triangles once, and the SAH keeps the tree O(log n) deep on real meshes (the
/// median fallback bounds it on any input). Deterministic.
/// @param vertices   positions, each finite (not checked: build_triangle_mesh validates).
/// @param triangles  vertex index triples, each index < vertices.size() (not checked).
/// @return the tree; empty (no nodes) for no triangles.
MeshBvh build_mesh_bvh(std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles);

/// Recomputes every node's box after the vertices moved (same triangles, same tree): O(n), bottom-up.
/// The tree's quality degrades with large deformations (rebuild then); its answers stay exact.
void refit_mesh_bvh(MeshBvh& bvh, std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles);

/// The smallest box holding triangle `t`.
Aabb triangle_bounds(std::span<const Vec3> vertices, const MeshTriangle& t);

}  // namespace sweepkit
