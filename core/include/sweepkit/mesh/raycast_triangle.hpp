#pragma once
/// @file
/// Watertight ray–triangle intersection: a ray through an edge or a vertex shared by several triangles hits at
/// least one of them, never slips between.
///
/// Source: Woop, Benthin and Wald, "Watertight Ray/Triangle Intersection", Journal of Computer Graphics
/// Techniques 2(1), 2013. The ray is sheared so that it runs along +z through the origin; the three 2D edge
/// functions U, V, W of the sheared triangle are then computed the same way (and exactly negated) for the two
/// triangles of an edge, and recomputed in double when one is 0, where the products of two floats are exact.

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/ray.hpp"

namespace sweepkit {

/// A ray prepared for watertight triangle tests: the axis permutation and shear of Woop et al. §3.
struct WatertightRay {
  Vec3 origin;
  int kx = 0, ky = 1, kz = 2;  ///< kz: the axis of the direction's largest |component|; kx, ky keep the winding.
  Real sx = 0, sy = 0, sz = 0;  ///< Shear: sx = d[kx]/d[kz], sy = d[ky]/d[kz] (x - sx z), sz = 1/d[kz].
  bool valid = false;          ///< False for a zero direction (which hits nothing).
};

/// Prepares `ray` (origin and direction finite; not checked).
WatertightRay make_watertight_ray(const Ray& ray);

/// A ray–triangle hit: t along the ray's direction, and the barycentric weights of the corners (w0 a + w1 b + w2 c
/// is the hit point; each in [0, 1], their sum 1).
struct TriangleHit {
  Real t = 0;
  Real w0 = 0, w1 = 0, w2 = 0;
};

/// Intersects the ray with triangle (a, b, c), both sides. Edges and corners belong to the triangle; a ray lying in
/// the triangle's plane (or a triangle of zero area) never hits.
/// @param max_t  the farthest t accepted (>= 0; +infinity allowed). Hits with t in [0, max_t] count.
/// @return true and `hit` filled when the ray meets the triangle within [0, max_t].
bool intersect_triangle(const WatertightRay& ray, Vec3 a, Vec3 b, Vec3 c, Real max_t, TriangleHit& hit);

}  // namespace sweepkit
