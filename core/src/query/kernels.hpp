#pragma once
// The kernels of the pair queries: each public function (sweepkit/query/) checks its arguments, names the first
// invalid one, and runs its kernel; callers that have validated every argument already call the kernel directly
// (the dispatch after its checks, the World, which checks each shape when it is set and each displacement once per
// step, and the mesh walks, for every candidate triangle). On valid arguments a kernel returns exactly what its
// public function returns; on invalid ones its result is undefined.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::detail {

Contact contact_sphere_sphere(const Sphere& a, const Sphere& b);
Contact contact_aabb_sphere(const Aabb& a, const Sphere& b);
Contact contact_aabb_aabb(const Aabb& a, const Aabb& b);
SweepHit sweep_sphere_sphere(const Sphere& a, Vec3 displacement_a, const Sphere& b, Vec3 displacement_b);
SweepHit sweep_sphere_aabb(const Sphere& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);
SweepHit sweep_aabb_aabb(const Aabb& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);
Contact contact_sphere_triangle(const Sphere& a, const Triangle& b, TriangleFeature* feature);
// Also for displacements within ±2 kMaxMagnitude (a mesh sweep's relative motion): every product stays finite.
SweepHit sweep_sphere_triangle(const Sphere& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                         TriangleFeature* feature);
// The closed-form translating sweeps of capsules and boxes (sweep_capsule_*.cpp, sweep_obb_obb.cpp); also for
// displacements within ±2 kMaxMagnitude (they compute in double).
SweepHit sweep_capsule_triangle(const Capsule& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                TriangleFeature* feature);
// sweep_shape_triangle (query/shape_triangle.hpp) for a valid shape, motion, triangle and displacement: what the mesh
// walks call for each candidate triangle.
SweepHit sweep_shape_triangle(const Shape& a, const Motion& motion_a, const Triangle& b, Vec3 displacement_b,
                              TriangleFeature* feature);
SweepHit sweep_capsule_capsule(const Capsule& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b);
SweepHit sweep_capsule_aabb(const Capsule& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);
SweepHit sweep_capsule_obb(const Capsule& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);
SweepHit sweep_obb_obb(const Obb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);
SweepHit sweep_aabb_obb(const Aabb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);

// The plane sweeps, for valid shapes and a displacement whose components are within ±2 kMaxMagnitude: the
// dispatch runs them on the relative motion displacement_a - displacement_b of two valid displacements. They
// form no products of lengths (distances along the normal and their differences only), so every value stays
// finite there too.
SweepHit sweep_sphere_plane(const Sphere& sphere, Vec3 displacement, const Plane& plane);
SweepHit sweep_obb_plane(const Obb& a, Vec3 displacement, const Plane& b);
SweepHit sweep_convex_hull_plane(const ConvexHullShape& a, Vec3 displacement, const Plane& b);
SweepHit sweep_aabb_plane(const Aabb& a, Vec3 displacement, const Plane& b);
SweepHit sweep_capsule_plane(const Capsule& a, Vec3 displacement, const Plane& b);

}  // namespace sweepkit::detail
