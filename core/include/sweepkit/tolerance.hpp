#pragma once
/// @file
/// Every tolerance the library uses, with its unit and the reason for its value.

#include <limits>

#include "sweepkit/math/real.hpp"

namespace sweepkit {

/// A plane normal is accepted as unit when | |n| - 1 | <= this (unitless).
/// float32 normalisation leaves errors near 1e-7; 1e-4 also accepts normals normalised in
/// float64 and then rounded, or typed with 5 significant digits, while rejecting un-normalised input.
/// Every plane query computes with the accepted plane normalised (n / |n|, constant / |n|: the same set of
/// points), so its result normals are unit and its distances true ones.
inline constexpr Real kUnitNormalTolerance = Real(1e-4);

/// A rotation (an Obb's matrix, a body's quaternion) is accepted when it is orthonormal within this (unitless):
/// |q| within 1 ± this for a quaternion, every entry of RᵀR within this of the identity's for a matrix, and
/// det R > 0. The same bound as plane normals, for the same reasons (float32 and 5-digit input). An accepted
/// rotation is re-orthonormalised (the quaternion normalised) before use, so results see an exact rotation.
inline constexpr Real kRotationTolerance = Real(1e-4);

/// A vector whose squared length is below this (unit: length²) counts as zero when a direction
/// is needed from it (a plane normal, or the axis between two coincident sphere centres).
inline constexpr Real kZeroLengthSquared = Real(1e-24);

/// Two points found by a closest-point computation on a segment (the nearest points of two segments, of a
/// segment to a centre or to a box) count as coincident when they are closer than this times the largest
/// coordinate magnitude of the segment's ends (unitless; 2^-19, 16 float32 ulp). A point start + s (end - start)
/// carries a rounding error of a few ulp of those coordinates, so the direction between two such points is noise
/// there (it can point along a segment, and pushing along it would not separate the shapes): the contact uses
/// its documented meeting normal instead. That is 2e-6 at coordinates of 1, 2e-3 at 1e3, 0.2 at 1e5.
inline constexpr Real kCoincidentRelative = Real(1.0 / 524288.0);

/// Default coplanarity tolerance of build_convex_hull (unitless, relative to the cloud's size). The builder's
/// distance tolerance is this times the cloud's scale |max x| + |max y| + |max z| (the largest coordinate
/// magnitudes, as Gregorius, "Implementing Quickhull", GDC 2014, scales his epsilon): a point within it of a
/// face's plane does not extend the hull, and adjacent triangles within it of one plane merge into one face.
/// float32 plane tests err by a few ulp of that scale (~1e-7 relative); 1e-5 leaves two orders of margin, and is
/// 0.01 mm on a 1 m object, so real features are kept. The builder never uses less than 16 ulp (kHullMinRelative).
inline constexpr Real kHullCoplanarRelative = Real(1e-5);

/// Smallest relative coplanarity tolerance the hull builder uses (unitless, 2^-19 = 16 float32 ulp): a caller's
/// 0 means "as tight as float32 allows", not an exact test that rounding would break (the same bound as
/// kCoincidentRelative, for the same reason).
inline constexpr Real kHullMinRelative = Real(1.0 / 524288.0);

/// The separating axis test prefers a face axis of A over one of B, and a face axis over an edge–edge axis,
/// unless the other's separation is larger by more than this times the pair's size (unitless; the size is the
/// larger of the two shapes' largest half extent or radius from the centroid). So a box resting on another keeps
/// a face contact (4 points) frame after frame instead of flickering to an edge axis whose separation differs only
/// by rounding. Box2D uses 0.1 × its linear slop (0.5 mm on 1 m boxes); 1e-3 of the size is that at 0.5 m. The
/// reported depth can exceed the least penetration by at most this times the size.
inline constexpr Real kSatAxisPreferenceRelative = Real(1e-3);

/// Squared sine (unitless) below which two edges count as parallel in the separating axis tests: their cross
/// product is then too short for its direction to be trusted (float32 rounding of a×b is ~1e-7 |a||b|, so at
/// sin = 1e-3 the axis is still good to 1e-4 rad), and the edge–edge axis is skipped. This is the guard of
/// Ericson, Real-Time Collision Detection 4.4.1 (who adds an epsilon to |R| instead): parallel edges make a
/// face–face or face–edge contact, which the face axes find.
inline constexpr Real kParallelEdgeSineSquared = Real(1e-6);

/// Largest accepted magnitude (length units) of any coordinate, radius, plane constant or displacement
/// component. Inputs beyond it are rejected as invalid, like NaN and infinity: with every input within
/// ±1e8, the highest-degree products the queries form (fourth powers of lengths, up to ~1.5e35) stay far
/// from float32's 3.4e38, so no result can overflow to infinity or NaN. 1e8 m is a quarter of the way to
/// the Moon; float32 resolves only 8 m there anyway.
inline constexpr Real kMaxMagnitude = Real(1e8);

/// Relative accuracy of the convex machinery (GJK, EPA; unitless, times the largest coordinate magnitude of the
/// support points involved): 64 ulp of Real (7.6e-6 in float, 1.4e-14 in double). GJK stops when a new support
/// point improves the squared distance by less than this fraction (van den Bergen's termination test), and calls
/// the cores touching (distance 0, EPA takes over) when their distance is below this times the coordinates'
/// magnitude, where the difference of two support points is rounding noise; EPA stops expanding a face when the
/// support point beyond it is within this times that magnitude. 64 ulp leaves room for the dozen roundings of a
/// barycentric solve without stopping early on a real gap.
inline constexpr Real kConvexRelativeTolerance = std::numeric_limits<Real>::epsilon() * Real(64);

/// Time of impact by conservative advancement stops when the shapes are within a target separation (length
/// units) of each other: this fraction (unitless) of the larger shape's size (the radius of its bounding sphere
/// about its pose position); the same order as Box2D's linear slop on game-sized shapes (0.005 m on 1 m; ours is
/// tighter). The reported t is never after the first contact, and the separation at t is at most the target.
/// Where the shapes sit does not enter: the queries compute in the pair's local frame.
inline constexpr Real kTimeOfImpactTargetRelative = Real(1e-4);

/// The target separation of time of impact is at least this fraction (unitless) of the sum of the two shapes'
/// sizes: 4 kConvexRelativeTolerance (3.1e-5 in float, 5.7e-14 in double). GJK calls cores touching below
/// kConvexRelativeTolerance times its support points' magnitude in the pair's frame, at most twice the sum of the
/// sizes near contact, so a target below this could fall inside GJK's rounding and never be met by two polytopes.
/// It is what the float32 inputs of the larger shape can say (its corners are known to ~1e-7 of its size).
inline constexpr Real kTimeOfImpactTargetPrecision = 4 * kConvexRelativeTolerance;

}  // namespace sweepkit
