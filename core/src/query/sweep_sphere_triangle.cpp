#include "sweepkit/query/sweep_sphere_triangle.hpp"

#include <cmath>
#include <limits>

#include "contact_shared.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/math/segment.hpp"
#include "../validate.hpp"
#include "kernels.hpp"

namespace sweepkit {

namespace {

constexpr Real kNone = std::numeric_limits<Real>::infinity();

// True when p (relative to corner a, in the triangle's plane up to rounding) lies inside or on the triangle with
// corners 0, ab, ac and area vector n: on the inner side of each edge (Ericson 5.4.2's same-side test).
bool inside_triangle(Vec3 p, Vec3 ab, Vec3 ac, Vec3 n) {
  return dot(cross(ab, p), n) >= 0 && dot(cross(ac - ab, p - ab), n) >= 0 && dot(cross(p, ac), n) >= 0;
}

// The earliest entry into the rim of the inflated triangle: t (kNone: none yet) and which part (0-2 the corners a,
// b, c; 3-5 the sides of edges ab, bc, ca).
struct RimEntry {
  Real t = kNone;
  int primitive = -1;
};

}  // namespace

namespace detail {

SweepHit sweep_sphere_triangle(const Sphere& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                         TriangleFeature* feature) {
  SweepHit out;
  // The triangle's frame, corner a at the origin: the centre moves by v against the fixed triangle.
  const Vec3 m = a.center - b.a;
  const Vec3 ab = b.b - b.a;
  const Vec3 ac = b.c - b.a;
  const Vec3 v = displacement_a - displacement_b;
  const Real r = a.radius;
  const auto miss = [&] {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.center + displacement_a;
    return out;
  };
  const auto hit = [&](Real t, Vec3 normal, TriangleFeature touched) {
    out.status = Status::hit;
    out.t = t;
    out.position = a.center + t * displacement_a;
    out.normal = normal;
    out.point = out.position + r * normal;
    if (feature != nullptr) *feature = touched;
    return out;
  };

  // The plane: every point of the triangle lies in it, so the sphere touches nothing while farther from the plane
  // than r. The distance and the approach are rounded (relative to |m| and |v|), and the exact tests below decide
  // every case within `slack` of the bound.
  const Vec3 area = cross(ab, ac);
  const Real len2 = length_squared(area);
  const bool has_face = len2 > kZeroLengthSquared;  // a degenerate triangle has no face: its edges hold it
  const Vec3 n = has_face ? area * (Real(1) / std::sqrt(len2)) : Vec3{};
  const Real height = dot(n, m);  // the centre's signed distance from the plane
  const Real side = height >= 0 ? Real(1) : Real(-1);
  const Real distance = side * height;
  const Real closing = dot(n, v) * side;  // < 0 when moving towards the plane
  const Real slack = Real(1e-5) * (r + std::fabs(m.x) + std::fabs(m.y) + std::fabs(m.z) + std::fabs(v.x) +
                                   std::fabs(v.y) + std::fabs(v.z));
  const bool clear_of_plane = has_face && distance > r + slack;
  if (clear_of_plane && (!(closing < 0) || distance - r > (slack - closing))) return miss();

  // Touching at the start: the contact test's answer.
  if (!clear_of_plane) {
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
  }

  // 1. The face cap on the centre's side (the triangle moved by r along ±n̂), entered at t >= 0 through its
  // interior. The centre comes within r of the plane no earlier than that, so the cap's entry is the first contact
  // (and a face and an edge touched at the same t report the face).
  if (has_face && closing < 0) {
    const Real t = (distance - r) / -closing;
    if (t >= 0 && t <= 1 && inside_triangle(m + t * v - (side * r) * n, ab, ac, area)) {
      return hit(t, -side * n, TriangleFeature::face);
    }
  }

  // 2. The rim: the corner spheres, each once, then the edges' cylinders within their slabs (their union with the
  // corners is the edges' capsules: Ericson 5.3.7). An earlier entry only replaces a later one.
  const Vec3 corner[3] = {Vec3{}, ab, ac};
  RimEntry best;
  const auto consider = [&best](Real t, int primitive) {
    if (t < best.t) best = {t, primitive};
  };
  for (int k = 0; k < 3; ++k) consider(ray_sphere_entry_time(m - corner[k], v, r), k);
  for (int k = 0; k < 3; ++k) {
    const Vec3 from = corner[k];
    consider(ray_cylinder_entry_time(m - from, v, corner[(k + 1) % 3] - from, r), 3 + k);
  }
  if (!(best.t <= 1)) return miss();

  constexpr TriangleFeature kCorner[3] = {TriangleFeature::vertex_a, TriangleFeature::vertex_b,
                                          TriangleFeature::vertex_c};
  constexpr TriangleFeature kEdge[3] = {TriangleFeature::edge_ab, TriangleFeature::edge_bc, TriangleFeature::edge_ca};
  if (best.primitive < 3) {
    const Vec3 rel = m - corner[best.primitive];
    return hit(best.t, -ray_sphere_entry_normal(rel, v, best.t) + Vec3{}, kCorner[best.primitive]);
  }
  const int k = best.primitive - 3;
  const Vec3 from = corner[k];
  const Vec3 to = corner[(k + 1) % 3];
  // On the slab's boundary (rounding) the touched point is the corner.
  const Real s = closest_fraction_on_segment(from, to, m + best.t * v);
  const TriangleFeature touched = s <= 0 ? kCorner[k] : (s >= 1 ? kCorner[(k + 1) % 3] : kEdge[k]);
  return hit(best.t, -ray_cylinder_entry_normal(m - from, v, to - from, best.t) + Vec3{}, touched);
}

}  // namespace detail

SweepHit sweep_sphere_triangle(const Sphere& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                               TriangleFeature* feature) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_sphere_triangle(a, displacement_a, b, displacement_b, feature);
}

}  // namespace sweepkit
