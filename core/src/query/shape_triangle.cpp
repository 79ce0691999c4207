#include "sweepkit/query/shape_triangle.hpp"

#include <cmath>
#include <type_traits>

#include "convex_pair.hpp"
#include "obb_sat.hpp"
#include "ray_primitives.hpp"
#include "sat_manifold.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/contact_sphere_triangle.hpp"
#include "sweepkit/query/sweep_sphere_triangle.hpp"
#include "../validate.hpp"
#include "triangle_feature.hpp"
#include "kernels.hpp"
#include "../convex/convex_kernels.hpp"

namespace sweepkit {

namespace {

// The triangle as a convex proxy: its corners about its centroid, posed at the centroid (small local numbers far
// from the origin), radius 0.
PosedProxy triangle_proxy(const Triangle& t) {
  PosedProxy out;
  const Vec3 centroid = (t.a + t.b + t.c) * (Real(1) / 3);
  out.proxy.inline_points[0] = t.a - centroid;
  out.proxy.inline_points[1] = t.b - centroid;
  out.proxy.inline_points[2] = t.c - centroid;
  out.proxy.count = 3;
  out.pose.position = centroid;
  return out;
}

// The face of polytope `a` (an Aabb, Obb or hull) whose outward normal is most anti-parallel to `n`: its world
// corners counter-clockwise seen from outside, and its index (a box's 2 i + (sign < 0), a hull's face). False for
// the other shapes.
bool incident_polygon(const Shape& a, Vec3 n, detail::Polygon& corners, int& face) {
  Obb box;
  if (const Aabb* b = std::get_if<Aabb>(&a)) {
    box = Obb{(b->min + b->max) * Real(0.5), (b->max - b->min) * Real(0.5), Mat3{}};
  } else if (const Obb* o = std::get_if<Obb>(&a)) {
    box = detail::exact_rotation(*o);
  } else if (const ConvexHullShape* h = std::get_if<ConvexHullShape>(&a)) {
    const ConvexHull& hull = *h->hull;
    if (hull.faces.empty()) return false;
    face = 0;
    for (std::size_t f = 1; f < hull.faces.size(); ++f) {
      if (dot(h->rotation * hull.faces[f].normal, n) < dot(h->rotation * hull.faces[std::size_t(face)].normal, n)) {
        face = static_cast<int>(f);
      }
    }
    corners.clear();
    for (int k = 0; k < hull.faces[std::size_t(face)].count; ++k) {
      corners.push_back(h->position + h->rotation * hull.face_vertex(face, k));
    }
    return true;
  } else {
    return false;
  }
  face = detail::incident_face(box, n);
  corners = detail::box_face(box, face / 2, face % 2 ? Real(-1) : Real(1));
  return true;
}

// GJK / EPA of a convex shape against the triangle (normal from the shape to the triangle).
template <class A>
Contact convex_contact(const A& a, const Triangle& b) {
  const PosedProxy pa = detail::posed_proxy(a);
  const PosedProxy pb = triangle_proxy(b);
  return contact_convex(pa.proxy, pa.pose, pb.proxy, pb.pose);
}

// contact_manifold_shape_triangle on checked input.
ContactManifold manifold_of(const Shape& a, const Triangle& b, TriangleFeature* feature) {
  ContactManifold out;
  if (const Sphere* s = std::get_if<Sphere>(&a)) {
    static_cast<Contact&>(out) = contact_sphere_triangle(*s, b, feature);
  } else {
    static_cast<Contact&>(out) = visit_shape(
        [&](const auto& sa) -> Contact {
          if constexpr (detail::ConvexShape<std::decay_t<decltype(sa)>>) {
            return convex_contact(sa, b);
          } else {
            return detail::unsupported<Contact>();
          }
        },
        a);
    if (out.hit() && feature != nullptr) *feature = detail::feature_at(b, out.normal, out.point_b);
  }
  if (!out.hit()) return out;
  const Vec3 face_normal = detail::unit_or(area_vector(b), Vec3{});
  detail::Polygon incident;
  int incident_index = 0;
  if (std::fabs(dot(face_normal, out.normal)) >= kTriangleFaceCosine &&
      incident_polygon(a, dot(face_normal, out.normal) < 0 ? face_normal : -face_normal, incident, incident_index)) {
    // The triangle's face is the reference: outward towards the shape, its corners counter-clockwise seen from there.
    const bool front = dot(face_normal, out.normal) < 0;
    const Vec3 reference_normal = front ? face_normal : -face_normal;
    // Clipped in the triangle's own frame (its first corner at the origin): the slop that keeps a clipped point
    // (kCoincidentRelative of the coordinates) is then that of the pair's size, not of where it sits.
    const Vec3 o = b.a;
    const Vec3 ra = Vec3{}, rb = b.b - o, rc = b.c - o;
    const detail::Polygon reference = front ? detail::Polygon{ra, rb, rc} : detail::Polygon{ra, rc, rb};
    for (Vec3& p : incident) p = p - o;
    const Real scale = std::max({detail::max_magnitude(rb), detail::max_magnitude(rc), detail::max_magnitude(incident[0])});
    const Vec3 fallback_b = out.point_b - o;
    detail::face_contact(reference, reference_normal, 0, incident, incident_index, false, out.depth,
                         kCoincidentRelative * scale, fallback_b, out);
    out = detail::moved(out, o);
    // The deepest point is the Contact's.
    int deepest = 0;
    for (int k = 1; k < out.point_count; ++k) deepest = out.points[k].depth > out.points[deepest].depth ? k : deepest;
    out.depth = out.points[deepest].depth;
    out.point_a = out.points[deepest].point_a;
    out.point_b = out.points[deepest].point_b;
    return out;
  }
  out.point_count = 1;
  out.points[0] = {out.point_a, out.point_b, out.depth, 0};
  return out;
}

}  // namespace

ContactManifold contact_manifold_shape_triangle(const Shape& a, const Triangle& b, TriangleFeature* feature) {
  ContactManifold out;
  if (detail::reject_invalid(out, a, b)) return out;
  return manifold_of(a, b, feature);
}

Contact contact_shape_triangle(const Shape& a, const Triangle& b, TriangleFeature* feature) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  if (const Sphere* s = std::get_if<Sphere>(&a)) return contact_sphere_triangle(*s, b, feature);
  return static_cast<const Contact&>(manifold_of(a, b, feature));
}

SweepHit sweep_shape_triangle(const Shape& a, const Motion& motion_a, const Triangle& b, Vec3 displacement_b,
                              TriangleFeature* feature) {
  SweepHit out;
  if (detail::reject_invalid(out, a, motion_a, b, displacement_b)) return out;
  return detail::sweep_shape_triangle(a, motion_a, b, displacement_b, feature);
}

SweepHit detail::sweep_shape_triangle(const Shape& a, const Motion& motion_a, const Triangle& b, Vec3 displacement_b,
                                      TriangleFeature* feature) {
  // A sphere turning about its centre is the same set of points: the exact translation sweep.
  if (const Sphere* s = std::get_if<Sphere>(&a)) {
    return detail::sweep_sphere_triangle(*s, motion_a.linear, b, displacement_b, feature);
  }
  // A translating capsule: the exact closed forms.
  if (const Capsule* c = std::get_if<Capsule>(&a);
      c != nullptr && motion_a.angular.x == 0 && motion_a.angular.y == 0 && motion_a.angular.z == 0) {
    return detail::sweep_capsule_triangle(*c, motion_a.linear, b, displacement_b, feature);
  }
  return visit_shape(
      [&](const auto& sa) -> SweepHit {
        using A = std::decay_t<decltype(sa)>;
        if constexpr (detail::ConvexShape<A>) {
          const PosedProxy pa = detail::posed_proxy(sa);
          const PosedProxy pb = triangle_proxy(b);
          SweepHit h = detail::time_of_impact(pa.proxy, pa.pose, motion_a, pb.proxy, pb.pose, Motion{displacement_b, {}});
          h.position = detail::reference_at(sa, pa, motion_a, h.t);
          if (h.hit() && feature != nullptr) {
            // The triangle where it is at t.
            const Vec3 moved = h.t * displacement_b;
            *feature = detail::feature_at(Triangle{b.a + moved, b.b + moved, b.c + moved}, h.normal, h.point);
          }
          return h;
        } else {
          return detail::unsupported<SweepHit>();
        }
      },
      a);
}

}  // namespace sweepkit
