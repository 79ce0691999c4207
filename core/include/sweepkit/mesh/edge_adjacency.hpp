#pragma once
/// @file
/// Edge adjacency of a triangle mesh, built once: for each edge of each triangle, the triangle across it and how
/// the surface bends there (convex, concave, flat), with the active-edge flag that contact generation against a
/// mesh uses to ignore internal edges ("ghost collisions").
///
/// Source: the active-edge scheme of Jolt Physics (MeshShape, `mActiveEdgeCosThresholdAngle`, default 5°) and
/// parry / Bullet's internal edge utility: an edge is active (may produce an edge contact normal) when it is a
/// boundary, non-manifold, or convex by more than the flat angle; concave and flat edges are inactive, because
/// any contact there is explained by a face's normal.

#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/mesh/mesh_bvh.hpp"

namespace sweepkit {

/// Default flat angle (radians): 5°, Jolt's default (cos 5° = 0.996195). Two triangles whose normals are within
/// this of each other count as coplanar across their shared edge.
inline constexpr Real kMeshFlatEdgeAngle = Real(0.08726646259971647);

/// How a mesh bends across an edge.
enum class EdgeKind : std::uint8_t {
  boundary = 0,      ///< No triangle across the edge.
  convex = 1,        ///< A ridge: the neighbour falls below this triangle's plane, by more than the flat angle.
  concave = 2,       ///< A valley: the neighbour rises above this triangle's plane, by more than the flat angle.
  flat = 3,          ///< The normals are within the flat angle of each other.
  non_manifold = 4,  ///< Three or more triangles share the edge, or the two run it the same way (inconsistent winding).
};

/// Edge k of triangle t (from vertex triangles[t][k] to triangles[t][(k + 1) % 3]), stored at 3 t + k.
struct MeshEdge {
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  std::uint32_t neighbour = kNone;  ///< The triangle across the edge; kNone for a boundary or non-manifold edge.
  /// The dihedral bend: the angle between the two triangles' unit normals (radians, in [0, pi]; 0 when coplanar,
  /// pi when folded flat onto each other). The interior dihedral angle is pi - angle on a convex edge and
  /// pi + angle on a concave one. 0 for boundary and non-manifold edges.
  Real angle = 0;
  EdgeKind kind = EdgeKind::boundary;
  /// May produce an edge (or vertex) contact normal: boundary, non-manifold, or convex with angle > flat angle.
  bool active = true;
};

/// The unit normal of each triangle (cross(b - a, c - a) normalised: counter-clockwise is the front); (0, 0, 0)
/// for a triangle of zero area.
void compute_triangle_normals(std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles,
                              std::vector<Vec3>& normals);

/// Finds each edge's neighbour, in O(n): edges are bucketed by their lower vertex index, and matched within a
/// bucket by the higher one. Then classifies every edge (classify_edges).
/// @param vertex_count  number of vertices (every index is below it).
/// @param edges         output, 3 per triangle.
void build_edge_adjacency(std::size_t vertex_count, std::span<const MeshTriangle> triangles, std::vector<MeshEdge>& edges);

/// Sets `angle`, `kind` and `active` of every edge from the current vertex positions (neighbours unchanged):
/// after build_edge_adjacency, and again after a refit moved the vertices.
/// @param normals     the triangles' unit normals (compute_triangle_normals).
/// @param flat_angle  radians, in [0, pi/2].
/// @param fix_internal_edges  false leaves every edge active (kinds and angles still set).
void classify_edges(std::span<const Vec3> vertices, std::span<const MeshTriangle> triangles,
                    std::span<const Vec3> normals, Real flat_angle, bool fix_internal_edges,
                    std::span<MeshEdge> edges);

}  // namespace sweepkit
