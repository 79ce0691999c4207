#pragma once
// Internal entry points that skip the argument checks, for callers that have validated every argument
// already (the World checks each shape when it is set and each displacement once per step). On valid
// arguments each returns exactly what its public, checked counterpart returns; on invalid ones the result
// is undefined.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::detail {

Contact contact_sphere_sphere_unchecked(const Sphere& a, const Sphere& b);
Contact contact_aabb_sphere_unchecked(const Aabb& a, const Sphere& b);
Contact contact_aabb_aabb_unchecked(const Aabb& a, const Aabb& b);
SweepHit sweep_sphere_sphere_unchecked(const Sphere& a, Vec3 displacement_a, const Sphere& b, Vec3 displacement_b);
SweepHit sweep_sphere_aabb_unchecked(const Sphere& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);
SweepHit sweep_aabb_aabb_unchecked(const Aabb& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);
Contact contact_sphere_triangle_unchecked(const Sphere& a, const Triangle& b, TriangleFeature* feature);
// Also for displacements within ±2 kMaxMagnitude (a mesh sweep's relative motion): every product stays finite.
SweepHit sweep_sphere_triangle_unchecked(const Sphere& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                         TriangleFeature* feature);
// The closed-form translating sweeps of capsules and boxes (sweep_capsule_*.cpp, sweep_obb_obb.cpp); also for
// displacements within ±2 kMaxMagnitude (they compute in double).
SweepHit sweep_capsule_triangle_unchecked(const Capsule& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                          TriangleFeature* feature);
SweepHit sweep_capsule_capsule_unchecked(const Capsule& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b);
SweepHit sweep_capsule_aabb_unchecked(const Capsule& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);
SweepHit sweep_capsule_obb_unchecked(const Capsule& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);
SweepHit sweep_obb_obb_unchecked(const Obb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);
SweepHit sweep_aabb_obb_unchecked(const Aabb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);

// The plane sweeps, for valid shapes and a displacement whose components are within ±2 kMaxMagnitude: the
// dispatch runs them on the relative motion displacement_a - displacement_b of two valid displacements. They
// form no products of lengths (distances along the normal and their differences only), so every value stays
// finite there too.
SweepHit sweep_sphere_plane_unchecked(const Sphere& sphere, Vec3 displacement, const Plane& plane);
SweepHit sweep_obb_plane_unchecked(const Obb& a, Vec3 displacement, const Plane& b);
SweepHit sweep_convex_hull_plane_unchecked(const ConvexHullShape& a, Vec3 displacement, const Plane& b);
SweepHit sweep_aabb_plane_unchecked(const Aabb& a, Vec3 displacement, const Plane& b);
SweepHit sweep_capsule_plane_unchecked(const Capsule& a, Vec3 displacement, const Plane& b);

}  // namespace sweepkit::detail
