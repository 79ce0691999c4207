#pragma once
/// @file
/// Moving sphere against a moving capsule.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Time of impact of a sphere and a capsule that both move (without rotating) during the frame.
///
/// In the capsule's frame the sphere's centre moves by v = displacement_a - displacement_b; the shapes
/// touch exactly when the centre reaches the capsule inflated by the sphere's radius (same segment,
/// radius R = a.radius + b.radius). That ray is solved against the infinite cylinder of radius R around
/// the segment, kept only within the segment's slab, and against the spheres of radius R at both ends;
/// the earliest root wins. Each quadratic is solved in the cancellation-free form t = c / (-b + sqrt(disc))
/// with disc = (d·d) R² - |m × d|² (as in sweep_sphere_sphere).
///
/// @param a               sphere at the start of the frame (centre in length units, radius >= 0).
/// @param displacement_a  motion of the sphere's centre over the frame (length units).
/// @param b               capsule at the start of the frame (finite, radius >= 0; start == end is a sphere).
/// @param displacement_b  motion of the capsule over the frame (length units).
/// @return
///   - `initial_overlap` with t = 0 when the distance from the centre to the segment is <= R (touching
///     counts): `normal` = unit vector from the centre towards the closest point of the segment (a
///     vector perpendicular to the segment when the centre lies on it), `point` = midway between the two
///     surfaces along it (the touching point when they just touch), `position` = the start centre.
///   - `hit` with the earliest t in (0, 1] (grazing and touching at t = 1 count): `normal` = from the
///     sphere towards the capsule (minus the capsule's outward surface normal at the contact point),
///     `point` = the contact point at t (position + a.radius * normal), `position` = the centre at t.
///   - `miss` (never touching, including zero relative motion and motion parallel to the segment beside
///     it): t = 1, `position` = the centre at the end of the frame, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` for a non-finite field or a negative radius
///     (argument 0 = a, 1 = displacement_a, 2 = b, 3 = displacement_b).
///
/// Source: Ericson, Real-Time Collision Detection §5.3.7 (IntersectSegmentCylinder) and §5.5.7 (the
/// capsule as a ray target); Haines et al., "Precision Improvements for Ray/Sphere Intersection",
/// Ray Tracing Gems (2019) ch. 7, for the stable roots.
SweepHit sweep_sphere_capsule(const Sphere& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b);

}  // namespace sweepkit
