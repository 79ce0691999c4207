#pragma once
/// @file
/// Moving capsule against a plane.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// Time of impact of a capsule moving by `displacement` (without rotating) against a fixed plane,
/// approaching from either side.
///
/// The signed distance to the plane is affine along the core segment, so when the segment does not
/// touch the plane, the capsule's point nearest the plane lies around the segment end nearer the plane,
/// for the whole frame (both ends move by the same displacement): the capsule sweeps exactly like a
/// sphere of the capsule's radius centred at that end (see sweep_sphere_plane). When both ends are
/// equally near (the segment is parallel to the plane), the segment's midpoint stands for them.
///
/// @param a             capsule at the start of the frame (finite, radius >= 0).
/// @param displacement  motion of the capsule over the frame (length units).
/// @param b             the plane; unit normal.
/// @return
///   - `initial_overlap` with t = 0 when the capsule touches or overlaps the plane at the start.
///     If the core segment touches or crosses the plane: `point` = where it crosses (its midpoint if it
///     lies in the plane), `normal` = from the capsule towards the plane on the side of the segment's
///     midpoint (-n when the midpoint is on the positive side or on the plane, +n otherwise). Otherwise:
///     `point` = the nearer end's projection onto the plane, `normal` = -n from the positive side, +n
///     from the negative side. `position` = a.start.
///   - `hit` with t in (0, 1] (touching at t = 1 counts): `normal` as above, `point` = where the capsule
///     touches the plane at t (below the nearer end, or below the segment's midpoint when both ends are
///     equally near), `position` = a.start at t (the capsule's reference point).
///   - `miss` (never touching, including zero motion and motion parallel to the plane): t = 1,
///     `position` = a.start + displacement, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` for a non-finite field, a negative radius or a zero / non-unit normal
///     (argument 0 = a, 1 = displacement, 2 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.5.3 (moving sphere against a plane) applied to the
/// nearer end; shared reference 000, fixed for both sides.
SweepHit sweep_capsule_plane(const Capsule& a, Vec3 displacement, const Plane& b);

}  // namespace sweepkit
