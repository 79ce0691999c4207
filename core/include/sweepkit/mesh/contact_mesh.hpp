#pragma once
/// @file
/// Discrete queries of a shape against a triangle mesh: which triangles it overlaps, its contact manifold, and
/// the closest point of the mesh to a point.

#include <cstdint>
#include <vector>

#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// One triangle's contact with the shape, after the internal-edge rule (see contact_shape_mesh). In a manifold's
/// points: `point_b` the triangle's own contact point (on the mesh), `depth` its separation along the manifold's
/// normal, point_a = point_b + depth·normal.
struct MeshTriangleContact {
  std::uint32_t triangle = 0;                       ///< Mesh triangle index.
  TriangleFeature feature = TriangleFeature::face;  ///< The triangle's feature at point_b.
  Real depth = 0;                                   ///< >= 0, along `normal`.
  Vec3 normal;                                      ///< Unit, from the shape to the mesh.
  Vec3 point_a;                                     ///< On the shape.
  Vec3 point_b;                                     ///< On the triangle; point_a − point_b = depth·normal.
};

/// A shape's contact with a mesh: the deepest triangle contact's normal and depth (the Contact fields), and up to
/// four manifold points, each triangle contact projected on that normal and reduced to the deepest and the
/// largest area (Gregorius, GDC 2015).
struct MeshContactManifold : Contact {
  std::int32_t point_count = 0;
  MeshTriangleContact points[4];  ///< Their `normal` is the manifold's.
};

/// Indices of the triangles of `mesh` that shape `a` (sphere, capsule, Aabb, Obb or hull) touches or overlaps, in
/// increasing order, into `triangles` (cleared first): the BVH narrows the candidates to those whose boxes overlap
/// the shape's bounds, and contact_shape_triangle decides.
/// @return the number found; `invalid_input` is reported as 0 with `error` set when not null (argument 0).
std::size_t overlap_shape_mesh(const Shape& a, const TriangleMesh& mesh, std::vector<std::uint32_t>& triangles,
                               InputError* error = nullptr);

/// The contact manifold of shape `a` (sphere, capsule, Aabb, Obb or hull) against `mesh`: every overlapping
/// triangle's contact points (contact_manifold_shape_triangle: a box or hull on a face gives its face's corners
/// clipped to the triangle, the other contacts one point); one on an internal feature (an edge inactive seen from
/// the shape's side of the triangle: flat, or concave from that side, as sweep_shape_mesh describes; or a corner
/// between two such edges of its triangle) takes the triangle's face normal, turned from the shape to the mesh,
/// with its depth projected on it (no ghost contacts: Jolt's and parry's rule). The deepest gives the manifold's
/// normal and depth; every contact with a positive projection on that normal becomes a candidate point (its point
/// on the triangle kept), reduced to four. Computed in the mesh's own frame (TriangleMesh::origin), points
/// returned where they are.
/// @param all  when not null, receives every triangle contact point (after the internal-edge rule), by triangle
///             index (a triangle's points in its manifold's order).
/// @return hit with 1-4 points; miss (point_count 0); unsupported for a plane; invalid_input (argument 0).
MeshContactManifold contact_shape_mesh(const Shape& a, const TriangleMesh& mesh,
                                       std::vector<MeshTriangleContact>* all = nullptr);

/// The point of `mesh` closest to `p` within `max_distance` (length units; +infinity for no limit).
struct MeshClosestPoint {
  Status status = Status::miss;                     ///< hit, miss (nothing within max_distance), invalid_input.
  InputError error = InputError::none;
  std::int32_t error_argument = -1;                 ///< 0: p (vector_not_finite), 1: max_distance (NaN or < 0).
  Real distance = 0;                                ///< |point − p|.
  Vec3 point;                                       ///< On the mesh.
  std::uint32_t triangle = 0;                       ///< Its triangle.
  TriangleFeature feature = TriangleFeature::face;  ///< Its feature.
};

/// The closest point of `mesh` to `p`: a best-first BVH walk (nodes by their boxes' distance to p, skipping those
/// farther than the best so far), closest_point_on_triangle per leaf triangle (Ericson 5.1.5); ties keep the
/// lower triangle index.
MeshClosestPoint closest_point_on_mesh(const TriangleMesh& mesh, Vec3 p, Real max_distance);

}  // namespace sweepkit
