#pragma once
/// @file
/// A triangle mesh placed in the world: the shape entry the queries and the World take for a mesh.

#include <cstddef>

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

struct TriangleMesh;  // sweepkit/mesh/triangle_mesh.hpp

/// The mesh `mesh` (its local space: the positions it was built from) at a pose: world = position + rotation ·
/// local. Not owning: the TriangleMesh must outlive every TriangleMeshShape (and every World body) that refers to
/// it. A composite shape: its queries walk the mesh's BVH and answer with the triangle they met (`sub_shape` of
/// the results, mesh/triangle_mesh.hpp's triangle index). A mesh is a surface (two-sided triangles, no inside).
/// Valid when `mesh` is not null and has triangles (mesh_invalid), `position` is finite and `rotation` orthonormal
/// with determinant +1 within kRotationTolerance (as an Obb's).
struct TriangleMeshShape {
  const TriangleMesh* mesh = nullptr;  ///< The geometry, local space.
  Vec3 position;                       ///< Where the mesh's local origin sits, world space.
  Mat3 rotation;                       ///< Local to world rotation (columns = the local axes in world space).
};

/// What the shape layer needs of a mesh, defined with the mesh (core/src/mesh/triangle_mesh.cpp) so that the
/// layers below it see a mesh only through its extent:
/// the box of its triangles in its local space (TriangleMesh::bounds(); the point box at 0 for no triangle),
Aabb local_bounds(const TriangleMesh& mesh);
/// and its number of triangles (a built mesh has at least one).
std::size_t triangle_count(const TriangleMesh& mesh);

}  // namespace sweepkit
