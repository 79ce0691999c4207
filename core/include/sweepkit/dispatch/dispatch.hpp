#pragma once
/// @file
/// Generic entry points: contact and sweep between any two shapes, dispatched on their kinds.
///
/// A TriangleMeshShape (a posed mesh) is one entry of the table like the others: a convex shape against it goes to
/// the mesh queries (sweepkit/mesh/: contact_shape_mesh, sweep_shape_mesh, overlap_shape_mesh, raycast_mesh) in the
/// mesh's pose frame (the other shape moved by -position first, then turned by the pose's inverse rotation; an
/// Aabb against a rotated mesh is the Obb of its points there), their points and vectors carried back; either
/// order, mirrored as every pair. The result's sub_shape_a / sub_shape_b (sub_shape for a raycast) name the
/// triangle met. A mesh against a plane or another mesh is `unsupported` (after both are checked).

#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit {

/// Discrete contact between any two shapes. Calls the pair's `contact_<a>_<b>` function in its
/// canonical argument order and, when the pair is given the other way round, swaps the contact
/// points and negates the normal, so the normal always points from `a` towards `b`. Convex pairs without
/// such a function (capsule–obb, sphere–hull, obb–hull, …) go through GJK and EPA (contact_convex), in the
/// canonical order too, so that both orders agree exactly.
/// @return as the pair's function; `unsupported` (every other field as a miss) for plane–plane;
///   `invalid_input` with `error_argument` 0 (a) or 1 (b).
/// Design after Jolt's collide table with "reversed" wrappers (one place handles swapping).
Contact contact(const Shape& a, const Shape& b);

/// `contact` with its manifold: oriented boxes and hulls against each other get the separating-axis manifold
/// (up to four points with feature ids: contact_obb_obb, contact_hull_hull); a shape against a mesh the mesh's
/// manifold (contact_shape_mesh: up to four points over its triangles, id = triangle << 2 | the point's index);
/// every other pair one point, the contact's own (point_a, point_b, depth, id 0). The Contact part is `contact(a, b)`'s in every case but those
/// SAT pairs, where it is the manifold's deepest contact.
/// @return as contact; point_count 0 for a miss, unsupported or invalid_input.
ContactManifold contact_manifold(const Shape& a, const Shape& b);

/// Sweep of two moving shapes over one frame: `a` moves by `displacement_a`, `b` by `displacement_b`.
/// Dispatches to the pair's `sweep_<a>_<b>` (planes may move too: the sweep runs on the relative
/// motion and the contact point is carried back to world space). Capsule–capsule, capsule–Aabb, capsule–Obb,
/// Aabb–Obb and Obb–Obb have exact closed forms (sweep_capsule_capsule, sweep_capsule_aabb, sweep_capsule_obb,
/// sweep_aabb_obb, sweep_obb_obb: in double, t within one ulp below the true first contact). The pairs with a hull
/// go by conservative advancement on GJK distance (time_of_impact): t never after the first contact, within its
/// target (1e-4 of the shapes' size) of it.
/// The normal points from `a` towards `b`; `position` is `reference_point(a) + t * displacement_a`.
/// @return as the pair's function; `unsupported` for plane–plane; `invalid_input` with `error_argument`
///   0 (a), 1 (displacement_a), 2 (b) or 3 (displacement_b).
SweepHit sweep(const Shape& a, Vec3 displacement_a, const Shape& b, Vec3 displacement_b);

/// `sweep` for shapes that translate and rotate over one frame: each moves by its Motion's `linear` and turns
/// at constant angular velocity by its `angular` rotation vector (axis × angle, radians, world axes) about its
/// centre: a sphere's centre (where turning changes nothing), a capsule's midpoint, a box's centre, a hull's
/// position. Without rotation it is the translation sweep above (exact where a pair has a closed form); with
/// rotation, conservative advancement with Mirtich's angular bound (time_of_impact): t is never after the first
/// contact of the turning shapes, which a translate-then-rotate sweep would miss. A shape turning against a
/// translating mesh: sweep_shape_mesh (each candidate triangle by conservative advancement); against a turning mesh
/// (a door on its hinge: the mesh turns about its position): sweep_shape_turning_mesh.
/// @return as the translation sweep, `position` = A's reference point carried along its motion to t;
///   `unsupported` for a turning shape against a plane (and plane–plane), a turning plane, and mesh–mesh;
///   `invalid_input` with argument 0 (a), 1 (motion_a: either vector), 2 (b) or 3 (motion_b).
SweepHit sweep_rotating(const Shape& a, const Motion& motion_a, const Shape& b, const Motion& motion_b);

/// Whether any two shapes touch or overlap (touching counts): the pair's `overlap_<a>_<b>` in its canonical
/// order, or `contact(a, b).status` for pairs without a cheaper test (capsule–aabb, capsule–plane).
/// @return `hit` or `miss`; `unsupported` for plane–plane; `invalid_input` with `error_argument` 0 (a) or 1 (b).
Overlap overlap(const Shape& a, const Shape& b);

/// Ray or segment cast against any shape: `raycast_<shape>(ray, shape, max_fraction)`.
/// @return as that function; `invalid_input` with `error_argument` 0 (ray), 1 (shape) or 2 (max_fraction).
RaycastHit raycast(const Ray& ray, const Shape& shape, Real max_fraction);

}  // namespace sweepkit
