#pragma once
/// @file
/// Contact and time of impact of an oriented box or a convex hull against a plane (two-sided).

#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/convex_hull_shape.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// Whether a polytope (an Obb's eight corners, a hull's vertices) touches a two-sided plane, and the contact from
/// the polytope towards the plane. The side is that of the polytope's centre (an Obb's centre, a hull's centroid;
/// on the plane: the positive side), as contact_aabb_plane.
///
/// @return `hit` when a vertex is on or past the plane from that side: normal = −n from the positive side (+n
///   from the negative), depth = how far the deepest vertex is past the plane, point_a = the centre of the
///   deepest vertices (those within kConvexRelativeTolerance of the deepest: a face or an edge resting on the plane
///   gives its centre), point_b = point_a projected onto the plane. `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` (argument 0 = the polytope, 1 = the plane) as check(Obb) / check(ConvexHullShape) / check(Plane).
/// Source: Ericson, Real-Time Collision Detection §5.2.3 (testing a box against a plane), over the vertices.
Contact contact_obb_plane(const Obb& a, const Plane& b);
Contact contact_convex_hull_plane(const ConvexHullShape& a, const Plane& b);

/// Time of impact of a polytope moving by `displacement` (without rotating) against a fixed plane, approaching
/// from either side. Translation moves every vertex alike, so the vertex nearest the plane at the start (the
/// centre of the nearest ones, for a resting face or edge) stays nearest all frame: the polytope sweeps as a
/// point there (sweep_sphere_plane with radius 0: the same double-precision distance).
/// @return `initial_overlap` (t = 0) when the vertices touch or straddle the plane (normal and point as
///   contact_*_plane's normal and point_b); `hit` with t in (0, 1], point = where the nearest vertices meet the
///   plane, normal = −n from the positive side, +n from the negative; `miss` with t = 1. `position` = the
///   polytope's reference point (an Obb's centre, a hull's position) at t. `invalid_input` with argument 0 (the
///   polytope), 1 (displacement) or 2 (the plane).
SweepHit sweep_obb_plane(const Obb& a, Vec3 displacement, const Plane& b);
SweepHit sweep_convex_hull_plane(const ConvexHullShape& a, Vec3 displacement, const Plane& b);

}  // namespace sweepkit
