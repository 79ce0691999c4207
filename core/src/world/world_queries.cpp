// The World's queries (ray casts, shape casts, overlap), each an exact test over the candidates of the
// query index (query_index.hpp), keeping the closest hit (ties in t: the lower handle) or every hit.
#include <algorithm>
#include <cmath>
#include <limits>

#include "query_index.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"
#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit {

using world_detail::check_shape;

namespace {

// A mesh body's part met (the dispatch's sub_shape: a triangle of its mesh) as the mesh's input triangle
// (TriangleMesh::triangle_source, three.js's faceIndex); kNoTriangle for any other body.
std::uint32_t input_triangle(const Shape& body, std::uint32_t sub_shape) {
  const auto* m = std::get_if<TriangleMeshShape>(&body);
  return m != nullptr && sub_shape != kNoSubShape ? m->mesh->triangle_source[sub_shape] : kNoTriangle;
}

}  // namespace

RaycastHit World::raycast_slot(const Ray& ray, std::uint32_t slot, Real max_fraction, std::uint32_t& triangle) const {
  const RaycastHit h = raycast(ray, shapes_[slot], max_fraction);
  if (h.hit()) triangle = input_triangle(shapes_[slot], h.sub_shape);
  return h;
}

SweepHit World::cast_slot(const Shape& shape, Vec3 displacement, std::uint32_t slot, std::uint32_t& triangle) const {
  // (A plane cast against a mesh body is unsupported: no hit, skipped.)
  const SweepHit h = sweep(shape, displacement, shapes_[slot], Vec3{});
  if (h.hit()) triangle = input_triangle(shapes_[slot], h.sub_shape_b);
  return h;
}

Contact World::contact_slot(const Shape& shape, std::uint32_t slot) const { return contact(shape, shapes_[slot]); }

Contact World::contact_body(const Shape& shape, BodyHandle body) const {
  if (!contains(body)) {
    Contact c;
    c.status = Status::invalid_input;
    c.error_argument = 1;
    return c;
  }
  if (const InputError e = check_shape(shape); e != InputError::none) {
    Contact c;
    c.status = Status::invalid_input;
    c.error = e;
    c.error_argument = 0;
    return c;
  }
  return contact_slot(shape, body.index());
}

WorldRaycastHit World::raycast_closest(const Ray& ray, Real max_fraction, const QueryFilter& filter) const {
  WorldRaycastHit best;
  if (detail::reject(best.hit, detail::check(ray), 0)) return best;
  if (detail::reject(best.hit, detail::check_max_fraction(max_fraction), 1)) return best;
  best.hit.t = std::isfinite(max_fraction) ? max_fraction : std::numeric_limits<Real>::max();
  Real limit = max_fraction;
  std::uint32_t best_slot = 0;
  bool found = false;
  for_each_candidate(QueryRegion::along(ray.origin, ray.direction, 0, max_fraction), [&](std::uint32_t slot) {
    if (!sees(filter, slot)) return limit;
    std::uint32_t triangle = kNoTriangle;
    const RaycastHit h = raycast_slot(ray, slot, limit, triangle);
    if (!h.hit() || (found && (h.t > best.hit.t || (h.t == best.hit.t && slot > best_slot)))) return limit;
    best.hit = h;
    best.triangle = triangle;
    best_slot = slot;
    found = true;
    limit = h.t;
    return limit;
  });
  if (found) best.body = handle_of(best_slot);
  return best;
}

WorldRaycastHit World::raycast_all(const Ray& ray, Real max_fraction, const QueryFilter& filter,
                                   std::vector<WorldRaycastHit>& hits) const {
  hits.clear();
  WorldRaycastHit first;
  if (detail::reject(first.hit, detail::check(ray), 0)) return first;
  if (detail::reject(first.hit, detail::check_max_fraction(max_fraction), 1)) return first;
  first.hit.t = std::isfinite(max_fraction) ? max_fraction : std::numeric_limits<Real>::max();
  for_each_candidate(QueryRegion::along(ray.origin, ray.direction, 0, max_fraction), [&](std::uint32_t slot) {
    if (!sees(filter, slot)) return max_fraction;
    std::uint32_t triangle = kNoTriangle;
    const RaycastHit h = raycast_slot(ray, slot, max_fraction, triangle);
    if (h.hit()) hits.push_back({h, handle_of(slot), triangle});
    return max_fraction;  // every hit counts: no early stop
  });
  std::sort(hits.begin(), hits.end(), [](const WorldRaycastHit& p, const WorldRaycastHit& q) {
    return p.hit.t < q.hit.t || (p.hit.t == q.hit.t && p.body < q.body);
  });
  return hits.empty() ? first : hits.front();
}

WorldSweepHit World::cast_closest(const Shape& shape, Vec3 displacement, const QueryFilter& filter) const {
  WorldSweepHit best;
  if (detail::reject(best.hit, check_shape(shape), 0)) return best;
  if (detail::reject(best.hit, detail::check_vector(displacement), 1)) return best;
  best.hit.t = 1;
  best.hit.position = reference_point(shape) + displacement;
  std::uint32_t best_slot = 0;
  bool found = false;
  const bool cast_plane = is_plane(shape);
  const Sphere bound = cast_plane ? Sphere{} : bounding_sphere(shape);
  // A plane has no box to look with: every body is a candidate.
  const QueryRegion region = cast_plane ? QueryRegion::everything()
                                        : QueryRegion::along(bound.center, displacement, bound.radius, 1);
  for_each_candidate(region, [&](std::uint32_t slot) {
    if (!sees(filter, slot) || (cast_plane && is_plane(shapes_[slot]))) return best.hit.t;
    std::uint32_t triangle = kNoTriangle;
    const SweepHit h = cast_slot(shape, displacement, slot, triangle);
    if (!h.hit() || (found && (h.t > best.hit.t || (h.t == best.hit.t && slot > best_slot)))) return best.hit.t;
    best.hit = h;
    best.triangle = triangle;
    best_slot = slot;
    found = true;
    return best.hit.t;  // 1 until a hit
  });
  if (found) best.body = handle_of(best_slot);
  return best;
}

WorldSweepHit World::sphere_cast_closest(const Sphere& sphere, Vec3 displacement, const QueryFilter& filter) const {
  return cast_closest(Shape{sphere}, displacement, filter);
}

Overlap World::overlap(const Shape& shape, const QueryFilter& filter, std::vector<BodyHandle>& bodies) const {
  bodies.clear();
  Overlap result;
  if (detail::reject(result, check_shape(shape), 0)) return result;
  const bool query_plane = is_plane(shape);
  // A plane has no box to look with: every body is a candidate.
  const QueryRegion region = query_plane ? QueryRegion::everything() : QueryRegion::within(bounds_of(shape));
  for_each_candidate(region, [&](std::uint32_t slot) {
    if (sees(filter, slot) && !(query_plane && is_plane(shapes_[slot])) && contact_slot(shape, slot).hit()) {
      bodies.push_back(handle_of(slot));
    }
    return Real(1);  // no path: ignored
  });
  std::sort(bodies.begin(), bodies.end());
  result.status = bodies.empty() ? Status::miss : Status::hit;
  return result;
}

}  // namespace sweepkit
