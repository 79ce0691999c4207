#include "sweepkit/query/sweep_sphere_triangle.hpp"

#include "contact_shared.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/contact_sphere_triangle.hpp"
#include "triangle_checks.hpp"

namespace sweepkit {

namespace {

// The earliest contact found so far: t, the unit normal from the sphere to the triangle, the feature.
struct Candidate {
  bool hit = false;
  Real t = 0;
  Vec3 normal;
  TriangleFeature feature = TriangleFeature::face;
};

// True when p (relative to corner a, in the triangle's plane up to rounding) lies inside or on the triangle with
// corners 0, ab, ac and area vector n: on the inner side of each edge (Ericson 5.4.2's same-side test).
bool inside_triangle(Vec3 p, Vec3 ab, Vec3 ac, Vec3 n) {
  return dot(cross(ab, p), n) >= 0 && dot(cross(ac - ab, p - ab), n) >= 0 && dot(cross(p, ac), n) >= 0;
}

// The entry of the centre m + t v (relative to corner a) into the face cap on the centre's side: the triangle
// moved by radius along ±n̂. Only an entry at t >= 0 through the cap's interior counts; an entry through its
// rim is an edge capsule's.
void face_entry(Vec3 m, Vec3 v, Vec3 ab, Vec3 ac, Real radius, Candidate& best) {
  const Vec3 area = cross(ab, ac);
  const Real len2 = length_squared(area);
  if (len2 <= kZeroLengthSquared) return;  // a degenerate triangle has no face: its edges hold it
  const Vec3 n = area * (Real(1) / std::sqrt(len2));
  const Real height = dot(n, m);             // the centre's signed distance from the plane
  const Real side = height >= 0 ? Real(1) : Real(-1);
  const Real closing = dot(n, v) * side;     // < 0 when moving towards the plane
  if (!(closing < 0)) return;
  const Real t = (side * height - radius) / -closing;
  if (t < 0 || t > 1 || (best.hit && t >= best.t)) return;
  const Vec3 touch = m + t * v - (side * radius) * n;
  if (!inside_triangle(touch, ab, ac, area)) return;
  best = {true, t, -side * n, TriangleFeature::face};
}

// The entry of the centre into the capsule of radius `radius` around the edge from `from` to `to` (relative to
// corner a), with the edge or the corner it touches.
void edge_entry(Vec3 m, Vec3 v, Vec3 from, Vec3 to, Real radius, TriangleFeature edge, TriangleFeature at_from,
                TriangleFeature at_to, Candidate& best) {
  const detail::RayEntry e = detail::ray_capsule_entry(m - from, v, to - from, radius);
  if (!e.hit || e.t > 1 || (best.hit && e.t >= best.t)) return;
  const Real s = closest_fraction_on_segment(from, to, m + e.t * v);
  best = {true, e.t, -e.normal + Vec3{}, s <= 0 ? at_from : (s >= 1 ? at_to : edge)};
}

}  // namespace

SweepHit sweep_sphere_triangle(const Sphere& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                               TriangleFeature* feature) {
  SweepHit out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check_vector(displacement_a), 1) ||
      detail::reject(out, detail::check(b), 2) || detail::reject(out, detail::check_vector(displacement_b), 3)) {
    return out;
  }
  // Touching at the start: the contact test's answer.
  TriangleFeature touched = TriangleFeature::face;
  const Contact c = contact_sphere_triangle(a, b, &touched);
  if (c.hit()) {
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.center;
    out.normal = c.normal;
    out.point = midpoint(c.point_a, c.point_b);
    if (feature != nullptr) *feature = touched;
    return out;
  }
  // The triangle's frame, corner a at the origin: the centre moves by v against the fixed triangle.
  const Vec3 m = a.center - b.a;
  const Vec3 ab = b.b - b.a;
  const Vec3 ac = b.c - b.a;
  const Vec3 v = displacement_a - displacement_b;
  Candidate best;
  face_entry(m, v, ab, ac, a.radius, best);
  edge_entry(m, v, Vec3{}, ab, a.radius, TriangleFeature::edge_ab, TriangleFeature::vertex_a, TriangleFeature::vertex_b, best);
  edge_entry(m, v, ab, ac, a.radius, TriangleFeature::edge_bc, TriangleFeature::vertex_b, TriangleFeature::vertex_c, best);
  edge_entry(m, v, ac, Vec3{}, a.radius, TriangleFeature::edge_ca, TriangleFeature::vertex_c, TriangleFeature::vertex_a, best);
  if (!best.hit) {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.center + displacement_a;
    return out;
  }
  out.status = Status::hit;
  out.t = best.t;
  out.position = a.center + best.t * displacement_a;
  out.normal = best.normal;
  out.point = out.position + a.radius * best.normal;
  if (feature != nullptr) *feature = best.feature;
  return out;
}

}  // namespace sweepkit
