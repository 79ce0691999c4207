#include "sweepkit/query/shape_triangle.hpp"

#include <cmath>
#include <type_traits>

#include "convex_pair.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/query/contact_sphere_triangle.hpp"
#include "sweepkit/query/sweep_sphere_triangle.hpp"
#include "triangle_checks.hpp"

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

// The feature of a contact with normal `normal` (unit, from the shape to the triangle) at `point`: the face when
// the normal lies along the face normal, else the feature of the triangle's point closest to `point`.
TriangleFeature feature_at(const Triangle& t, Vec3 normal, Vec3 point) {
  const Vec3 n = detail::unit_or(area_vector(t), Vec3{});
  if (std::fabs(dot(n, normal)) >= kTriangleFaceCosine) return TriangleFeature::face;
  return closest_point_on_triangle(t, point).feature;
}

}  // namespace

Contact contact_shape_triangle(const Shape& a, const Triangle& b, TriangleFeature* feature) {
  Contact out;
  if (detail::reject(out, detail::check_shape(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  if (const Sphere* s = std::get_if<Sphere>(&a)) return contact_sphere_triangle(*s, b, feature);
  return visit_shape(
      [&](const auto& sa) -> Contact {
        using A = std::decay_t<decltype(sa)>;
        if constexpr (detail::ConvexShape<A>) {
          const PosedProxy pa = detail::posed_proxy(sa);
          const PosedProxy pb = triangle_proxy(b);
          const Contact c = contact_convex(pa.proxy, pa.pose, pb.proxy, pb.pose);
          if (c.hit() && feature != nullptr) *feature = feature_at(b, c.normal, c.point_b);
          return c;
        } else {
          return detail::unsupported<Contact>();
        }
      },
      a);
}

SweepHit sweep_shape_triangle(const Shape& a, const Motion& motion_a, const Triangle& b, Vec3 displacement_b,
                              TriangleFeature* feature) {
  SweepHit out;
  const InputError motion_error = detail::check_vector(motion_a.linear) != InputError::none
                                      ? InputError::vector_not_finite
                                      : detail::check_vector(motion_a.angular);
  if (detail::reject(out, detail::check_shape(a), 0) || detail::reject(out, motion_error, 1) ||
      detail::reject(out, detail::check(b), 2) || detail::reject(out, detail::check_vector(displacement_b), 3)) {
    return out;
  }
  // A sphere turning about its centre is the same set of points: the exact translation sweep.
  if (const Sphere* s = std::get_if<Sphere>(&a)) return sweep_sphere_triangle(*s, motion_a.linear, b, displacement_b, feature);
  return visit_shape(
      [&](const auto& sa) -> SweepHit {
        using A = std::decay_t<decltype(sa)>;
        if constexpr (detail::ConvexShape<A>) {
          const PosedProxy pa = detail::posed_proxy(sa);
          const PosedProxy pb = triangle_proxy(b);
          SweepHit h = time_of_impact(pa.proxy, pa.pose, motion_a, pb.proxy, pb.pose, Motion{displacement_b, {}});
          h.position = detail::reference_at(sa, pa, motion_a, h.t);
          if (h.hit() && feature != nullptr) {
            // The triangle where it is at t.
            const Vec3 moved = h.t * displacement_b;
            *feature = feature_at(Triangle{b.a + moved, b.b + moved, b.c + moved}, h.normal, h.point);
          }
          return h;
        } else {
          return detail::unsupported<SweepHit>();
        }
      },
      a);
}

}  // namespace sweepkit
