#pragma once
/// @file
/// A triangle mesh ready for queries: validated, welded, without degenerate triangles, with its edge adjacency
/// and its BVH, all built once by build_triangle_mesh.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/mesh/edge_adjacency.hpp"
#include "sweepkit/mesh/mesh_bvh.hpp"
#include "sweepkit/mesh/mesh_bvh4.hpp"
#include "sweepkit/mesh/mesh_error.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// Default weld tolerance of build_triangle_mesh (unitless, relative): vertices closer than this times the
/// mesh's largest coordinate magnitude are merged. 2^-20 (~1e-6, 8 float ulp at that magnitude): exporters
/// that round shared vertices a few ulp apart are welded; 0.1 mm on a 100 m level keeps every real feature.
inline constexpr Real kMeshWeldRelative = Real(1.0 / 1048576.0);

/// Options of build_triangle_mesh.
struct TriangleMeshOptions {
  /// Weld tolerance, relative to the largest coordinate magnitude (unitless, in [0, 1)); 0 merges only
  /// vertices with equal coordinates.
  Real weld_relative = kMeshWeldRelative;
  /// Flat angle of the edge classification (radians, in [0, pi/2]); see MeshEdge.
  Real flat_angle = kMeshFlatEdgeAngle;
  /// Internal-edge handling (parry's FIX_INTERNAL_EDGES; Jolt's active edges): true marks flat and concave edges
  /// inactive, so that the mesh queries answer on them with the face normal (no ghost collisions). false keeps
  /// every edge active: the raw per-triangle answers, ghost collisions included (for comparison and debugging).
  bool fix_internal_edges = true;
};

/// A mesh of triangles (world space, or a body's local space). Triangles are two-sided for queries; their
/// normals point to the side from which the vertices run counter-clockwise.
///
/// The mesh's own frame: `vertices` and the BVH boxes are stored relative to `origin` (vertex i sits at
/// origin + vertices[i], exactly), so that a mesh far from the origin keeps the precision of its own size. Every
/// query moves its shape, ray or point into that frame first (one subtraction of `origin`) and its answer's
/// positions back; t and normals need no change (a translation).
struct TriangleMesh {
  /// The mesh's local origin (length units): per axis the centre of the vertices' bounds when every vertex minus it
  /// is exact in Real, else 0 (a mesh reaching near the origin already has the precision of its size there).
  Vec3 origin;
  std::vector<Vec3> vertices;               ///< Welded vertices, only those some triangle uses, minus `origin`.
  std::vector<MeshTriangle> triangles;      ///< Vertex index triples.
  std::vector<Vec3> normals;                ///< Per triangle: unit normal.
  std::vector<MeshEdge> edges;              ///< Per triangle edge: edges[3 t + k] runs from vertex k to k + 1.
  std::vector<std::uint32_t> vertex_source;   ///< Per vertex: the input vertex it was taken from (first of its weld group).
  std::vector<std::uint32_t> triangle_source; ///< Per triangle: its index in the input (three.js's faceIndex).
  std::uint32_t input_vertex_count = 0;     ///< Vertices of the input positions (a refit must pass as many).
  Real weld_tolerance = 0;                  ///< The absolute weld tolerance used (length units).
  Real flat_angle = kMeshFlatEdgeAngle;     ///< The flat angle of the edge classification (radians).
  bool fix_internal_edges = true;           ///< As TriangleMeshOptions::fix_internal_edges.
  MeshBvh bvh;                              ///< The triangles' BVH (serialised; the traces and the overlap walks).
  MeshBvh4 bvh4;                            ///< bvh collapsed 4-wide (collapse_mesh_bvh): raycasts and sweeps.

  /// Bytes held by every array (vertices, triangles, normals, edges, source maps, both BVHs).
  std::size_t memory_bytes() const;
  /// Vertex `i` where it is (origin + vertices[i]: the input position, exactly).
  Vec3 vertex(std::size_t i) const { return origin + vertices[i]; }
  /// The bounds of every triangle where they are (the BVH root's box plus origin); an empty box for no node.
  Aabb bounds() const;
};

/// Moves a mesh whose `vertices` hold positions where they are (`origin` ignored) into its own frame: chooses
/// `origin` (TriangleMesh::origin's rule) and subtracts it from every vertex (exactly). `boxes_current`: the BVH
/// boxes are those of these vertices where they are (a loaded file's), and move by the same exact subtraction when
/// every coordinate allows it; otherwise (or when false: new positions) they are recomputed from the moved vertices
/// (refit_mesh_bvh). The 4-wide tree is the caller's to collapse or refit. O(n). Used by build_triangle_mesh,
/// refit_triangle_mesh and load_triangle_mesh.
void place_mesh_in_own_frame(TriangleMesh& mesh, bool boxes_current);

/// Result of build_triangle_mesh.
/// - `status == Status::hit`: built; `mesh` holds it; `welded_vertices` and `removed_triangles` count what the
///   cleaning did.
/// - `status == Status::invalid_input`: `mesh` is empty; `error` says why, `error_argument` which argument
///   (0 positions, 1 indices, 2 options), `error_index` the offending vertex or index position (or -1).
struct TriangleMeshResult {
  Status status = Status::invalid_input;
  MeshError error = MeshError::none;
  std::int32_t error_argument = -1;
  std::int64_t error_index = -1;
  std::uint32_t welded_vertices = 0;    ///< Input vertices merged into an earlier one.
  std::uint32_t removed_triangles = 0;  ///< Input triangles dropped as degenerate.
  TriangleMesh mesh;
  bool ok() const { return status == Status::hit; }
};

/// Builds a mesh from positions and optional indices (three.js's BufferGeometry `position` array and `index`).
///
/// Steps: validation; welding (each vertex merges into the first earlier vertex within tol = weld_relative ×
/// the largest |coordinate| of the positions, Euclidean distance, found through a hash grid of cell 2 tol);
/// removal of degenerate triangles (two equal welded indices, or a height over the longest edge of at most tol,
/// which includes zero area); compaction to the used vertices; normals; edge adjacency and classification
/// (edge_adjacency.hpp); the BVH (mesh_bvh.hpp) and its 4-wide collapse (mesh_bvh4.hpp). O(n log n) for n triangles.
///
/// @param positions  x, y, z per vertex (length units), length a multiple of 3; each finite, |x| <= kMaxMagnitude.
/// @param indices    3 vertex indices per triangle, each < the vertex count; empty: every 3 consecutive
///                   vertices make a triangle (the vertex count must then be a multiple of 3).
/// @param options    weld tolerance and flat angle.
/// @return the mesh, or a named error: positions_length_invalid, positions_not_triangles,
///   indices_length_invalid, position_not_finite (error_index: vertex), index_out_of_range (error_index:
///   position in indices), too_many_vertices, weld_tolerance_invalid, flat_angle_invalid, mesh_empty (no
///   triangle, or all degenerate).
TriangleMeshResult build_triangle_mesh(std::span<const float> positions, std::span<const std::uint32_t> indices = {},
                                       const TriangleMeshOptions& options = {});

/// Result of refit_triangle_mesh: `error` none on success; else which argument (1: positions) and element.
struct MeshRefitResult {
  MeshError error = MeshError::none;
  std::int32_t error_argument = -1;
  std::int64_t error_index = -1;
  bool ok() const { return error == MeshError::none; }
};

/// Moves a mesh's vertices (a deforming mesh, same topology) and refits its BVH (and collapses it 4-wide again),
/// normals and edge classes in O(n).
/// @param mesh       a built mesh; unchanged on error.
/// @param positions  x, y, z per input vertex, in the layout given to build_triangle_mesh (input_vertex_count
///                   triples); each welded vertex takes the position of its source vertex.
/// @return vertex_count_mismatch or position_not_finite (error_index: input vertex) on bad input.
MeshRefitResult refit_triangle_mesh(TriangleMesh& mesh, std::span<const float> positions);

}  // namespace sweepkit
