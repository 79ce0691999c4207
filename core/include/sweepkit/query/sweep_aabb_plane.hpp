#pragma once
/// @file
/// Moving axis-aligned box against a plane.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// Time of impact of an axis-aligned box moving by `displacement` (without rotating) against a fixed plane,
/// approaching from either side.
///
/// Along the plane normal n the box is an interval around its centre C of radius
/// rp = |n.x| e.x + |n.y| e.y + |n.z| e.z (e = half extents): it overlaps the plane when |n·C + constant| <= rp.
/// Otherwise its vertex deepest towards the plane (the box does not rotate, so it is the same vertex all
/// frame) is the first point to reach it, and the box sweeps exactly like that point: with
/// d0 = n·C + constant and d1 = d0 + n·displacement, it first touches at t = (|d0| - rp) / (|d0| - side * d1),
/// side = the sign of d0.
///
/// @param a             box at the start of the frame (min <= max on every axis; flat boxes allowed).
/// @param displacement  motion of the box over the frame (length units).
/// @param b             the plane; unit normal.
/// @return
///   - `initial_overlap` with t = 0 when |d0| <= rp (touching counts): `normal` = from the box towards the
///     plane (-n when the centre is on the positive side or on the plane, +n otherwise), `point` = the
///     deepest vertex towards the plane, projected onto the plane, `position` = a.min.
///   - `hit` with t in (0, 1] (touching at t = 1 counts): `normal` as above, `point` = the box's vertex
///     that touches the plane at t. When several vertices touch at once (a face or an edge parallel to
///     the plane, i.e. n has zero components) it is the centre of the set of touching vertices: the
///     centre of the touching face or edge. `position` = a.min at t (the box's reference point).
///   - `miss` (never touching, including zero motion and motion parallel to the plane): t = 1,
///     `position` = a.min + displacement, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` for a non-finite field, min > max or a zero / non-unit normal
///     (argument 0 = a, 1 = displacement, 2 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.2.3 (projected radius of a box) and §5.5.3
/// (moving sphere / box against a plane); shared reference 000 for the sweep, fixed for both sides.
SweepHit sweep_aabb_plane(const Aabb& a, Vec3 displacement, const Plane& b);

}  // namespace sweepkit
