#pragma once
/// @file
/// sweepkit: exact swept (time-of-impact) and contact tests for games, a broadphase and a collision
/// world. Include this one header for all of it.
///
/// Conventions, held by every function:
/// - Right-handed coordinates; lengths in the caller's unit (the docs say metres); `Real` is float32.
/// - A plane is the set of points p with `dot(normal, p) + constant == 0`, `normal` of unit length
///   (three.js's `Plane`); the signed distance `dot(normal, p) + constant` is positive on the normal's side.
/// - Contact normals are unit vectors pointing from the first shape (A) towards the second (B).
/// - A sweep's time of impact t is the fraction of the frame's motion, in [0, 1]: each shape's
///   position at t is start + t * displacement.
/// - Touching counts as contact: shapes that touch or overlap at the start give status
///   `initial_overlap` with t = 0, a path that only grazes gives `hit`.
/// - Invalid input (NaN or infinite values, negative radius, zero or non-unit plane normal,
///   Aabb min > max) gives status `invalid_input` naming the argument; nothing throws, crashes or
///   returns NaN.
///
/// Function names follow `operation_shapeA_shapeB` (sweep_sphere_plane); the JS names are their
/// camelCase copies (sweepSpherePlane).

#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/epa.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/convex/simplex.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/math/midpoint.hpp"
#include "sweepkit/math/min_max.hpp"
#include "sweepkit/math/real.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/bounds.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/convex_hull.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/checks.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/query/batch.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_aabb_sphere.hpp"  // the deprecated box-first name
#include "sweepkit/query/contact_sphere_aabb.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/convex_trace.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_capsule_capsule.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"
#include "sweepkit/query/raycast_aabb.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/raycast_sphere.hpp"
#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_aabb_plane.hpp"
#include "sweepkit/query/sweep_capsule_plane.hpp"
#include "sweepkit/query/sweep_capsule_capsule.hpp"
#include "sweepkit/query/sweep_capsule_obb.hpp"
#include "sweepkit/query/sweep_capsule_triangle.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/query/sweep_obb_obb.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/contact_sphere_triangle.hpp"
#include "sweepkit/query/sweep_sphere_triangle.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/mesh_serialize.hpp"
#include "sweepkit/broadphase/bvh.hpp"
#include "sweepkit/broadphase/proxy_pair.hpp"
#include "sweepkit/broadphase/uniform_grid.hpp"
#include "sweepkit/world/character.hpp"
#include "sweepkit/world/world.hpp"
#include "sweepkit/status.hpp"
#include "sweepkit/tolerance.hpp"
