#pragma once
/// @file
/// Contact and time of impact of any bounded shape against a triangle: the per-triangle narrowphase of the
/// triangle-mesh queries.

#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// The cosine of the largest angle (0.1°) between a contact normal and a triangle's face normal at which a
/// contact counts as against the face (TriangleFeature::face) rather than an edge or a corner.
inline constexpr Real kTriangleFaceCosine = Real(0.99999985);

/// Contact between shape `a` (sphere, capsule, Aabb, Obb or convex hull) and triangle `b` (two-sided).
/// A sphere goes through contact_sphere_triangle (exact); the others through GJK and, when they overlap, EPA on
/// the triangle's three corners (contact_convex: the depth is the least translation to within its tolerance).
/// @param feature  when not null, receives on a hit the triangle's feature at the contact: the face when the
///                 normal is along the face normal (within kTriangleFaceCosine: 0.1°), else the feature of the
///                 triangle's point closest to the contact point (an edge or a corner).
/// @return as Contact (normal from `a` to the triangle); `unsupported` for a plane; `invalid_input` naming
///   argument 0 (the shape's field) or 1 (vector_not_finite: a corner).
Contact contact_shape_triangle(const Shape& a, const Triangle& b, TriangleFeature* feature = nullptr);

/// The contact manifold of shape `a` and triangle `b`. A box (Aabb, Obb) or hull meeting the triangle's face (the
/// contact normal within kTriangleFaceCosine of the face normal): its face most turned towards the triangle is
/// clipped against the triangle's sides, and the clipped corners at most kCoincidentRelative (of the coordinates'
/// magnitude) above the face are kept, reduced to four (Sutherland–Hodgman, as the box–box manifold; Gregorius'
/// reduction), with the face normal. Any other contact (a sphere, a capsule, an edge or corner of the triangle):
/// the single point of contact_shape_triangle. contact_shape_triangle reports the deepest point of this manifold.
/// @return as contact_shape_triangle, with 1–4 points on a hit: point_a on the shape, point_b on the triangle,
///   point_a − point_b = depth · normal for each.
ContactManifold contact_manifold_shape_triangle(const Shape& a, const Triangle& b, TriangleFeature* feature = nullptr);

/// First contact of shape `a` (sphere, capsule, Aabb, Obb or convex hull) moving by `motion_a` (a translation,
/// and a rotation vector about its centre, as sweep_rotating: an Aabb turns as the box of its corners) with
/// triangle `b` translating by
/// `displacement_b`. A translating sphere goes through sweep_sphere_triangle (exact), a translating capsule through
/// sweep_capsule_triangle (exact); every other case through conservative advancement on the GJK distance to the triangle's corners (time_of_impact: never after the
/// first contact, and within its target, 1e-4 of the shapes' size, of it).
/// @param feature  as contact_shape_triangle, at t (on a hit or an initial overlap).
/// @return as SweepHit (normal from `a` to the triangle, `position` a's reference point at t); `unsupported`
///   for a plane; `invalid_input` naming argument 0 (the shape's field), 1 (motion_a: vector_not_finite),
///   2 (the triangle: vector_not_finite) or 3 (displacement_b).
SweepHit sweep_shape_triangle(const Shape& a, const Motion& motion_a, const Triangle& b, Vec3 displacement_b,
                              TriangleFeature* feature = nullptr);

}  // namespace sweepkit
