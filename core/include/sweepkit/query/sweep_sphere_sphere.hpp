#pragma once
/// @file
/// Two moving spheres.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Time of impact of two spheres that both move during the frame.
///
/// In A's frame, B's centre moves from s = B.center - A.center by v = displacement_b - displacement_a;
/// the spheres touch when |s + v t| = R with R = A.radius + B.radius, the quadratic
/// (v·v) t² + 2 (s·v) t + (s·s - R²) = 0. The earliest root is taken in the cancellation-free form
/// t = c / (-b + sqrt(disc)) with b = s·v, c = s·s - R², and the discriminant computed as
/// disc = (v·v) R² - |s × v|², which avoids subtracting two large nearly equal numbers.
///
/// @param a, displacement_a  first sphere at the start of the frame and its motion over the frame.
/// @param b, displacement_b  second sphere at the start of the frame and its motion over the frame.
/// @return `initial_overlap` with t = 0 when |s| <= R (touching counts); `hit` with the earliest t in
///   (0, 1] otherwise, grazing (disc = 0) included; `miss` when the spheres never touch in the frame,
///   including no relative motion and motion apart. `normal` is the unit vector from A's centre to B's
///   centre at t (+y when the centres coincide), `point` lies midway between the two surfaces along it
///   (the touching point when the spheres just touch), `position` is A's centre at t.
///   `invalid_input` for a non-finite field or negative radius
///   (argument 0 = a, 1 = displacement_a, 2 = b, 3 = displacement_b).
///
/// Source: shared reference 001 ("Simple Swept Collisions", segment against a sphere of summed radii),
/// fixed for zero relative motion, grazing contact and initial overlap; Ericson, Real-Time Collision
/// Detection §5.5.5; the discriminant form from Haines et al., "Precision Improvements for Ray/Sphere
/// Intersection", Ray Tracing Gems (2019) ch. 7.
SweepHit sweep_sphere_sphere(const Sphere& a, Vec3 displacement_a, const Sphere& b, Vec3 displacement_b);

}  // namespace sweepkit
