#pragma once
// The dispatch table's rows for a TriangleMeshShape: a shape, ray or point is carried into the mesh's pose frame
// (its position subtracted first, then its rotation undone), the mesh query (sweepkit/mesh/) answers there, and the
// answer's points and vectors are carried back. Arguments are checked already (dispatch.cpp checks them, in the
// caller's order); `shape` is neither a plane nor a mesh (those pairs are unsupported, decided by the caller).

#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::detail {

/// contact_shape_mesh's manifold of `shape` (A) against the posed mesh (B): normal from A to B, sub_shape_b the
/// deepest point's triangle; each point's id is (triangle << 2) | its index in the manifold.
ContactManifold contact_manifold_with_mesh(const Shape& shape, const TriangleMeshShape& mesh);
/// sweep_shape_mesh of `shape` (A, moving by `motion`: translating and turning) against the posed mesh (B)
/// translating by `mesh_displacement`: normal from A to B, `position` = reference_point(shape) + t · motion.linear,
/// sub_shape_b the triangle.
SweepHit sweep_with_mesh(const Shape& shape, const Motion& motion, const TriangleMeshShape& mesh, Vec3 mesh_displacement);
/// sweep_shape_turning_mesh of `shape` (A, moving by `motion`) against the posed mesh (B) turning and moving by
/// `mesh_motion` about its position: normal from A to B, sub_shape_b the triangle.
SweepHit sweep_with_turning_mesh(const Shape& shape, const Motion& motion, const TriangleMeshShape& mesh,
                                 const Motion& mesh_motion);
/// Whether `shape` touches or overlaps a triangle of the posed mesh.
bool overlaps_mesh(const Shape& shape, const TriangleMeshShape& mesh);
/// raycast_mesh against the posed mesh: `sub_shape` the triangle hit; a ray starting on a triangle hits it at t = 0.
RaycastHit raycast_mesh_shape(const Ray& ray, const TriangleMeshShape& mesh, Real max_fraction);

}  // namespace sweepkit::detail
