#include "sweepkit/query/contact_sphere_sphere.hpp"

#include "../validate.hpp"
#include "kernels.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

namespace detail {

Contact contact_sphere_sphere(const Sphere& a, const Sphere& b) {
  return symmetric_contact(a, b, [](const Sphere& p, const Sphere& q) {
    Contact out;
    if (!spheres_touch(q.center - p.center, p.radius + q.radius)) return out;
    // Coincident centres have no direction between them: +y, as sweep_sphere_sphere.
    return sphere_sphere_contact(p.center, p.radius, q.center, q.radius, Vec3{0, 1, 0});
  });
}

}  // namespace detail

Contact contact_sphere_sphere(const Sphere& a, const Sphere& b) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  return detail::contact_sphere_sphere(a, b);
}

}  // namespace sweepkit
