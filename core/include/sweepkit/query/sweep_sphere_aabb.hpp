#pragma once
/// @file
/// Moving sphere against a moving axis-aligned box.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Time of impact of a sphere and an axis-aligned box that both move (without rotating) during the frame.
///
/// In the box's frame the sphere's centre moves by v = displacement_a - displacement_b; the sphere touches
/// the box exactly when its centre reaches the box rounded by the radius r (the box inflated by r with
/// rounded edges and corners). The centre's path is cast against the box expanded by r on every side;
/// if that entry point lies beyond the box on two axes (an edge region) or three (a corner region), the
/// exact entry is the earliest entry into the capsules of radius r around the box edges meeting there.
/// A face hit is therefore exact, and an edge or corner hit comes from the edge capsule's root, not from
/// the expanded box.
///
/// @param a               sphere at the start of the frame (centre in length units, radius >= 0).
/// @param displacement_a  motion of the sphere's centre over the frame (length units).
/// @param b               box at the start of the frame (min <= max on every axis; flat boxes allowed).
/// @param displacement_b  motion of the box over the frame (length units).
/// @return
///   - `initial_overlap` with t = 0 when the sphere touches or overlaps the box at the start
///     (distance from the centre to the box <= r): `point` = the point of the box closest to the centre
///     (for a centre inside or on the box, its projection onto the nearest face; ties: x before y before z,
///     max face before min face, as contact_aabb_sphere), `normal` = from the sphere towards the box (from
///     the centre to that point; minus the nearest face's outward normal for a centre inside),
///     `position` = the start centre.
///   - `hit` with the earliest t in (0, 1] (grazing and touching at t = 1 count): `normal` = minus the
///     box's outward surface normal at the contact point (a face normal, or diagonal for an edge or
///     corner), `point` = the contact point at t (on the box's surface: position + r * normal),
///     `position` = the sphere's centre at t.
///   - `miss` (never touching, including zero relative motion and motion parallel to a face clear of
///     it): t = 1, `position` = the centre at the end of the frame, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` for a non-finite field, a negative radius or min > max
///     (argument 0 = a, 1 = displacement_a, 2 = b, 3 = displacement_b).
///
/// Source: Ericson, Real-Time Collision Detection §5.5.7 (IntersectMovingSphereAABB), with the ray
/// primitives of §5.3.3 (ray–slab) and §5.3.7 (ray–capsule) solved in cancellation-free form.
SweepHit sweep_sphere_aabb(const Sphere& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);

}  // namespace sweepkit
