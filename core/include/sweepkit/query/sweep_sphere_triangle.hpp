#pragma once
/// @file
/// Exact time of impact of a moving sphere against a moving triangle.

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// First contact of sphere `a` moving by `displacement_a` with triangle `b` moving by `displacement_b` (both
/// translations over the frame; two-sided). Exact: the sphere's centre is cast, along the relative motion, against
/// the triangle inflated by the radius, the union of the two face caps (the triangle offset by ±radius along its
/// normal) and the three capsules around its edges (their end spheres are the corners): the first contact is the
/// earliest entry into any of them (Ericson, "Real-Time Collision Detection", 2005, 5.5.6 and 5.3.7; the same
/// construction as Fauerby's "Improved collision detection and response", 2003).
/// @param feature  when not null, receives the feature first touched on a hit or initial overlap (face, edge or
///                 corner: the face when a face and an edge are touched at the same t).
/// @return as SweepHit: `hit` with t in [0, 1], `normal` unit from the sphere towards the triangle; a face hit has
///   normal ∓n̂ (n̂ the unit front normal, area_vector), an edge or corner hit the direction from the centre to
///   the touched point. `initial_overlap` (t = 0) when they touch at the start (normal and point of
///   contact_sphere_triangle, the point midway between the surfaces). `miss` (t = 1) otherwise. `invalid_input`:
///   argument 0 the sphere, 1 displacement_a, 2 the triangle (vector_not_finite), 3 displacement_b.
SweepHit sweep_sphere_triangle(const Sphere& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                               TriangleFeature* feature = nullptr);

}  // namespace sweepkit
