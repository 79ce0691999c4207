#pragma once
/// @file
/// Swept sphere against a plane.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Time of impact of a sphere moving by `displacement` over the frame against a fixed plane.
///
/// The sphere's centre goes from C0 = sphere.center to C1 = C0 + displacement. With the signed
/// distances d0 = n·C0 + constant and d1 = n·C1 + constant, it first touches the plane from the
/// positive side at t = (d0 - r) / (d0 - d1) and from the negative side at t = (d0 + r) / (d0 - d1).
///
/// @param sphere        sphere at the start of the frame (centre in length units, radius >= 0).
/// @param displacement  motion of the centre over the frame (length units).
/// @param plane         the plane; unit normal (within kUnitNormalTolerance: used normalised, n / |n| and
///                      constant / |n|, the same set of points).
/// @return `initial_overlap` with t = 0 when |d0| <= r (touching counts); `hit` when the sphere
///   reaches the plane at some t in (0, 1] (touching at t = 1 counts); `miss` otherwise, including
///   zero motion and motion parallel to the plane. `normal` points from the sphere towards the plane
///   (-n from the positive side, +n from the negative side; a centre exactly on the plane counts as
///   the positive side), `point` is the point of the plane the sphere touches (the centre's projection
///   for an initial overlap), `position` is the centre at t (the reference's Ci).
///   `invalid_input` for a non-finite field, a negative radius or a zero / non-unit normal
///   (argument 0 = sphere, 1 = displacement, 2 = plane).
///
/// Source: shared reference 000 ("Simple Intersection Tests for Games", sphere-plane sweep), fixed to
/// detect approach from either side; also Ericson, Real-Time Collision Detection §5.5.3.
SweepHit sweep_sphere_plane(const Sphere& sphere, Vec3 displacement, const Plane& plane);

}  // namespace sweepkit
