#pragma once
/// @file
/// Exact time of impact of a translating capsule against a translating triangle.

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// First contact of capsule `a` moving by `displacement_a` with triangle `b` moving by `displacement_b` (both
/// translations over the frame; the triangle two-sided). Exact: in the triangle's frame (its corner a at the origin,
/// the inputs' differences taken and solved in double), the capsule's core segment moves by the relative motion v,
/// and its first contact is the earliest of the closed forms of its feature pairs (the closest points of a segment
/// and a triangle apart lie at a segment end or on a triangle edge: Ericson, "Real-Time Collision Detection", 2005,
/// 5.1.10):
///   - an end sphere against the face (the end crossing the face's plane offset by the radius, inside the triangle),
///     an edge (the edge's cylinder, entered within its slab) or a corner (its sphere): sweep_sphere_triangle's
///     construction for each end;
///   - the core segment's interior against an edge's interior (the lines' distance, linear in t, reaching the radius
///     with the closest points inside both);
///   - a corner against the core segment's interior (the corner, moving by −v, entering the core's cylinder).
/// The core segment's interior against the face needs the segment parallel to the face, and then an end or an edge
/// touches at the same t. Each is a quadratic or linear root in double; t is rounded to Real downwards (never later
/// than the double root, within one ulp of it). A start farther than the radius from the triangle's plane on one
/// side, staying so over the frame, is rejected first.
/// @param feature  when not null, receives the feature first touched on a hit or initial overlap: the face when the
///                 normal lies within kTriangleFaceCosine (0.1°) of the face normal (a capsule landing flat on the
///                 face, or a face and an edge touched at the same t), else the edge or corner touched.
/// @return as SweepHit: `hit` with t in [0, 1], `normal` unit from the capsule towards the triangle (∓n̂ on the face,
///   n̂ the unit front normal; else from the core's touching point to the triangle's), `point` the touching point
///   (on the core's touching point + radius · normal), `position` a.start at t. `initial_overlap` (t = 0) when the
///   core segment is within the radius of the triangle at the start (the distance decided in double): `normal` and
///   `point` of contact_shape_triangle (GJK/EPA: the point midway between its surfaces), or, where that finds them
///   a rounding apart, the direction between the closest points. `miss` (t = 1) otherwise. `invalid_input`:
///   argument 0 the capsule, 1 displacement_a, 2 the triangle (vector_not_finite), 3 displacement_b.
SweepHit sweep_capsule_triangle(const Capsule& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                TriangleFeature* feature = nullptr);

}  // namespace sweepkit
