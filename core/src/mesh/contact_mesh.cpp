#include "sweepkit/mesh/contact_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../query/sat_manifold.hpp"
#include "../validate.hpp"
#include "bvh_walk.hpp"
#include "internal_edges.hpp"
#include "mesh_contacts.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit {

namespace {

// Squared distance from p to box b (0 inside).
Real distance_squared(const Aabb& b, Vec3 p) {
  Real d2 = 0;
  for (int k = 0; k < 3; ++k) {
    const Real excess = std::max({b.min[k] - p[k], p[k] - b.max[k], Real(0)});
    d2 += excess * excess;
  }
  return d2;
}

}  // namespace

namespace detail {

void mesh_triangle_contacts(const Shape& local, const TriangleMesh& mesh, std::vector<MeshTriangleContact>& out) {
  out.clear();
  for_each_triangle_near(mesh, bounds_of(local), [&](std::uint32_t t) {
    TriangleFeature feature = TriangleFeature::face;
    const ContactManifold c = contact_manifold_shape_triangle(local, local_triangle_of(mesh, t), &feature);
    if (!c.hit()) return true;
    const bool internal = internal_feature(mesh, t, feature, c.normal);
    for (int k = 0; k < c.point_count; ++k) {
      const ManifoldPoint& p = c.points[k];
      MeshTriangleContact m{t, feature, p.depth, c.normal, p.point_a, p.point_b};
      if (internal) {
        // The face's normal, turned from the shape to the mesh; the depth along it; point_b stays on the triangle.
        const Vec3 n = mesh.normals[t];
        m.normal = dot(n, c.normal) <= 0 ? -n : n;
        m.depth = std::max(dot(p.point_a - p.point_b, m.normal), Real(0));
        m.point_a = p.point_b + m.depth * m.normal;
      }
      out.push_back(m);
    }
    return true;
  });
  std::stable_sort(out.begin(), out.end(),
                   [](const MeshTriangleContact& x, const MeshTriangleContact& y) { return x.triangle < y.triangle; });
}

const MeshTriangleContact* deepest_contact(const std::vector<MeshTriangleContact>& contacts) {
  const MeshTriangleContact* deepest = contacts.empty() ? nullptr : &contacts[0];
  for (const MeshTriangleContact& c : contacts) {
    if (c.depth > deepest->depth) deepest = &c;
  }
  return deepest;
}

}  // namespace detail

std::size_t overlap_shape_mesh(const Shape& a, const TriangleMesh& mesh, std::vector<std::uint32_t>& triangles,
                               InputError* error) {
  triangles.clear();
  const bool untested = is_plane(a) || is_composite(a);  // a plane, or a mesh against a mesh
  const InputError e = untested ? InputError::none : detail::check_shape(a);
  if (error != nullptr) *error = e;
  if (e != InputError::none || untested) return 0;
  const Shape local = translated(a, -mesh.origin);
  detail::for_each_triangle_near(mesh, bounds_of(local), [&](std::uint32_t t) {
    if (contact_shape_triangle(local, local_triangle_of(mesh, t)).hit()) triangles.push_back(t);
    return true;
  });
  std::sort(triangles.begin(), triangles.end());
  return triangles.size();
}

MeshContactManifold contact_shape_mesh(const Shape& a, const TriangleMesh& mesh, std::vector<MeshTriangleContact>* all) {
  MeshContactManifold out;
  if (detail::reject_invalid(out, a)) return out;
  if (is_plane(a) || is_composite(a)) {  // a plane, or a mesh against a mesh: no test
    static_cast<Contact&>(out) = detail::unsupported<Contact>();
    return out;
  }
  // In the mesh's frame; the points go back by +origin at the end.
  std::vector<MeshTriangleContact> contacts;
  detail::mesh_triangle_contacts(translated(a, -mesh.origin), mesh, contacts);
  const auto placed = [&](MeshTriangleContact c) {
    c.point_a = c.point_a + mesh.origin;
    c.point_b = c.point_b + mesh.origin;
    return c;
  };
  if (all != nullptr) {
    all->clear();
    for (const MeshTriangleContact& c : contacts) all->push_back(placed(c));
  }
  const MeshTriangleContact* deepest = detail::deepest_contact(contacts);
  if (deepest == nullptr) return out;
  // The deepest sets the normal; every other contact with a positive depth along it is a candidate, its point on
  // the triangle kept (point_b on the mesh) and point_a = point_b + depth n.
  const Vec3 n = deepest->normal;
  std::vector<MeshTriangleContact> candidates;
  detail::Polygon points;  // the candidates' points and depths, for reduce
  detail::InlineVector<Real, 16> depths;
  for (const MeshTriangleContact& c : contacts) {
    const Real d = dot(c.point_a - c.point_b, n);
    if (&c != deepest && !(d > 0)) continue;
    MeshTriangleContact p = c;
    p.normal = n;
    p.depth = std::max(d, Real(0));
    p.point_a = c.point_b + p.depth * n;
    candidates.push_back(p);
    points.push_back(p.point_b);
    depths.push_back(p.depth);
  }
  out.status = Status::hit;
  out.depth = deepest->depth;
  out.normal = n;
  out.point_a = deepest->point_a + mesh.origin;
  out.point_b = deepest->point_b + mesh.origin;
  out.sub_shape_b = deepest->triangle;
  for (const std::size_t i : detail::reduce(points, depths, n)) out.points[out.point_count++] = placed(candidates[i]);
  return out;
}

MeshClosestPoint closest_point_on_mesh(const TriangleMesh& mesh, Vec3 p, Real max_distance) {
  MeshClosestPoint out;
  if (detail::reject(out, detail::check_vector(p), 0) ||
      detail::reject(out, detail::check_max_fraction(max_distance) != InputError::none ? InputError::max_fraction_invalid
                                                                                         : InputError::none, 1)) {
    return out;
  }
  Real best2 = max_distance < std::numeric_limits<Real>::max() ? max_distance * max_distance
                                                               : std::numeric_limits<Real>::infinity();
  bool found = false;
  p = p - mesh.origin;  // the mesh's frame; the point goes back by +origin below
  // Best first: a node's time is its squared distance from p, kept while no farther than the best so far.
  detail::walk_bvh2<detail::Ties::second_child>(
      mesh.bvh, nullptr, [&](const Aabb& box) { return distance_squared(box, p); },
      [&](Real d2) { return d2 <= best2; },
      [&](std::uint32_t first, std::uint32_t count) {
        for (std::uint32_t i = first; i < first + count; ++i) {
          const std::uint32_t t = mesh.bvh.triangles[i];
          const TrianglePoint q = closest_point_on_triangle(local_triangle_of(mesh, t), p);
          const Real d2 = length_squared(q.point - p);
          if (d2 < best2 || (d2 == best2 && found && t < out.triangle) || (d2 <= best2 && !found)) {
            best2 = d2;
            found = true;
            out.point = q.point;
            out.triangle = t;
            out.feature = q.feature;
          }
        }
        return true;
      });
  if (!found) return out;
  out.status = Status::hit;
  out.distance = std::sqrt(best2);
  out.point = out.point + mesh.origin;
  return out;
}

}  // namespace sweepkit
