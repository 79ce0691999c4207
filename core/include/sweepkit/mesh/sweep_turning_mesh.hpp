#pragma once
/// @file
/// Time of impact of a shape against a mesh that turns: a kinematic mesh body on a hinge or a pivot (a door, a
/// swinging bridge, a rotating platform).

#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/triangle_mesh_shape.hpp"

namespace sweepkit {

/// First contact of convex shape `a` (sphere, capsule, Aabb, Obb or convex hull), moving by `motion_a`
/// (translation, and a rotation vector about its centre as `turned` names it), with the posed mesh `mesh` moving by
/// `mesh_motion` (translation of mesh.position, and a rotation vector about mesh.position, world axes: the mesh at
/// fraction t is turned(mesh, t·linear, t·angular)). Valid input (sweep_rotating checks it: a non-null mesh with
/// triangles, finite motions, an orthonormal rotation).
///
/// Each triangle is a convex proxy of three points in the mesh's local space, posed at the mesh's pose, so it turns
/// about mesh.position as the mesh does; each candidate goes through time_of_impact (conservative advancement with
/// the angular bound, never after the first contact). The BVH is walked near node first by a lower bound of the time
/// each node can be reached: the gap between the node's bounding sphere, where it is at the start, and the sphere
/// the shape stays in while it turns (turning_bounds), over the fastest either can close it (|v_mesh − v_a| plus
/// |ω_mesh| times the node's furthest reach from the pivot); nodes reached after the best t found are skipped. Ties
/// in t keep the lower triangle index. Computed in the frame of mesh.position (subtracted from the shape first), so
/// the answer depends on where the shape is relative to the mesh, not on where both sit.
///
/// The internal-edge rule of sweep_shape_mesh (face normals on inactive edges) is not applied here: a turning mesh
/// reports the normal of the feature it met.
///
/// @return MeshSweepHit in world space: `initial_overlap` (t = 0) when the shape touches a triangle at the start;
///   `hit` with t in [0, 1], normal unit from the shape to the mesh, `point` midway between the surfaces,
///   `triangle` and `feature` (the feature of the triangle where it is at t); `miss` with t = 1. `position` is the
///   shape's reference point at t (at the end for a miss).
///
/// Source: Mirtich 1996 (conservative advancement), Zhang et al. 2007 (its angular bound), as time_of_impact.
MeshSweepHit sweep_shape_turning_mesh(const Shape& a, const Motion& motion_a, const TriangleMeshShape& mesh,
                                      const Motion& mesh_motion);

}  // namespace sweepkit
