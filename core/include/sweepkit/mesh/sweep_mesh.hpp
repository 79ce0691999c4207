#pragma once
/// @file
/// Time of impact of a moving shape against a triangle mesh, through its BVH.

#include <cstdint>

#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/mesh/edge_adjacency.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// A sweep's answer against a mesh: SweepHit's fields, and which triangle and feature stopped the shape.
struct MeshSweepHit : SweepHit {
  std::uint32_t triangle = MeshEdge::kNone;        ///< The mesh triangle touched first (kNone on a miss).
  TriangleFeature feature = TriangleFeature::face;  ///< Its feature touched (face, edge, corner).
};

/// First contact of shape `a` (sphere, capsule, Aabb, Obb or convex hull) moving by `motion_a` (translation, and
/// a rotation vector about its centre) with `mesh` translating by `mesh_displacement` (a kinematic mesh; both in
/// the same space). Never reports the shape past the first triangle it touches: the BVH is walked near node first
/// by the entry time of the shape's swept box (its bounds, or for a turning shape its turning bounds) into each
/// node's box (a sphere's, into a box less than 4 radii across: the later of that and its entry into the box's
/// bounding sphere, both lower bounds of its first touch), skipping nodes entered after the best t found; each
/// candidate triangle goes through
/// sweep_shape_triangle (exact for a sphere; conservative advancement to 1e-4 of the size otherwise). Ties in t
/// keep the lower triangle index. Everything runs in the mesh's own frame (TriangleMesh::origin subtracted from
/// the shape once), so the answer depends on where the shape is relative to the mesh, not on where both sit.
///
/// Internal edges (ghost collisions): when the first contact is on an edge inactive seen from the shape's side of
/// the triangle (flat, or concave from that side: MeshEdge::active holds the front's answer, and an edge concave by
/// winding is convex from the back and the reverse), or on a corner whose two edges in that triangle are both
/// inactive from there, the normal is replaced by the triangle's face normal, turned from the shape towards the
/// mesh (−n̂ from the front): a shape sliding across the shared edge of coplanar triangles sees the face, never the
/// edge (Jolt's and parry's rule).
///
/// A shape touching the mesh at the start (`initial_overlap`) gets contact_shape_mesh's answer: its deepest
/// triangle contact's normal (after the rule above), `point` that contact's point on the mesh, its triangle and
/// feature; `position` the shape's start.
///
/// @return as SweepHit (`normal` from the shape to the mesh, `position` a's reference point at t, `point` on the
///   mesh surface in world space at t), plus `triangle` and `feature`. `miss` for an empty mesh.
///   `invalid_input`: argument 0 the shape, 1 motion_a, 2 mesh_displacement; a plane is `unsupported`.
/// @param trace  optional: appends every BVH node the walk entered, in visiting order, as a raycast's trace does
///   (raycast_mesh.hpp's MeshRayTrace; `t_enter` is that entry time into the node's box, a fraction of the
///   frame), for step-through views. Filled for a valid query only.
MeshSweepHit sweep_shape_mesh(const Shape& a, const Motion& motion_a, const TriangleMesh& mesh,
                              Vec3 mesh_displacement = {}, MeshRayTrace* trace = nullptr);

/// Triangle `index` of `mesh` as a Triangle: its three vertex positions where they are (TriangleMesh::vertex).
inline Triangle triangle_of(const TriangleMesh& mesh, std::uint32_t index) {
  const MeshTriangle& t = mesh.triangles[index];
  return {mesh.vertex(t[0]), mesh.vertex(t[1]), mesh.vertex(t[2])};
}

/// Triangle `index` of `mesh` in the mesh's own frame (relative to TriangleMesh::origin), as the queries see it.
inline Triangle local_triangle_of(const TriangleMesh& mesh, std::uint32_t index) {
  const MeshTriangle& t = mesh.triangles[index];
  return {mesh.vertices[t[0]], mesh.vertices[t[1]], mesh.vertices[t[2]]};
}

}  // namespace sweepkit
