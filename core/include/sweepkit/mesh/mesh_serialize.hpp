#pragma once
/// @file
/// A built TriangleMesh (vertices, triangles, normals, adjacency, BVH) to bytes and back, without a rebuild: a game
/// builds once and ships the bytes beside its level.
///
/// Format (little-endian, version 2): a 64-byte header, then the arrays back to back.
///   header: "SKMESH\0\0" | u32 version | u32 sizeof(Real) | u64 total length in bytes | u32 vertices |
///           u32 triangles | u32 nodes | u32 input vertices | u32 depth | u32 flags (bit 0: fix_internal_edges off) | f32 weld tolerance |
///           f32 flat angle | u64 checksum of every other byte (the 56 header bytes before it, then the
///           arrays; version 1 summed the arrays only, so a flipped flag or weld tolerance loaded silently)
///   arrays: vertices (3 Real) | triangles (3 u32) | normals (3 Real) | edges (u32 neighbour, Real angle, u8 kind,
///           u8 active, u16 0) per triangle edge | vertex sources (u32) | triangle sources (u32) |
///           nodes (6 Real bounds, u32 index, u32 count) | leaf slots (u32)
/// Loading checks the header, the length against the counts, the checksum, and every index, link and number, so
/// corrupt or hostile bytes give a named error, never a crash, a hang or a mesh that answers wrongly:
///   - indices and sources in range (vertex sources strictly increasing below the input vertex count, triangle
///     sources strictly increasing below 2^31), every vertex used, no triangle with a repeated vertex;
///   - each normal the unit normal of its triangle's vertices (recomputed and compared: unit within 2e-4 and
///     within 0.05 rad; zero only where the recomputed one is);
///   - each edge's neighbour a triangle that runs the edge the other way and names it back; kind, angle and active
///     flag as the build classifies them under the header's flat angle and internal-edge flag;
///   - the BVH a tree over the triangles: every node reached exactly once from the root, children after their
///     parent and in range, leaves of 1 to kLeafSize slots covering the slots once, the slots each triangle once,
///     boxes holding what lies below them, the depth as stated and at most kMaxDepth (so any walk of it visits
///     at most the node count);
///   - the header's numbers: flags (bit 0 only), weld tolerance (finite, >= 0), flat angle (in [0, pi/2]), depth.

#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/mesh/mesh_error.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sweepkit {

/// The serialisation format version written, and the only one read.
inline constexpr std::uint32_t kMeshFormatVersion = 2;
/// Bytes of the header.
inline constexpr std::size_t kMeshHeaderBytes = 64;

/// The bytes of `mesh` (a mesh from build_triangle_mesh or load_triangle_mesh).
std::vector<std::uint8_t> serialize_triangle_mesh(const TriangleMesh& mesh);

/// Result of load_triangle_mesh: `error` none and `mesh` filled, or the error (argument 0, the bytes) and an
/// empty mesh.
struct TriangleMeshLoad {
  MeshError error = MeshError::none;
  std::int32_t error_argument = -1;
  TriangleMesh mesh;
  bool ok() const { return error == MeshError::none; }
};

/// The mesh serialised in `bytes`, checked and ready for queries (no rebuild: O(n) checks only).
/// @return errors: data_too_short (shorter than the header or than its stated length), bad_magic,
///   unsupported_version (version 1 bytes included: re-serialise them), real_type_mismatch, checksum_mismatch,
///   data_corrupt (a length that disagrees with the counts, or any check above failing).
TriangleMeshLoad load_triangle_mesh(std::span<const std::uint8_t> bytes);

}  // namespace sweepkit
