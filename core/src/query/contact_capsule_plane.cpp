#include "sweepkit/query/contact_capsule_plane.hpp"

#include <algorithm>

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Contact contact_capsule_plane(const Capsule& a, const Plane& given) {
  Contact out;
  if (detail::reject_invalid(out, a, given)) return out;
  const Plane b = detail::unit_plane(given);
  const Real r = a.radius;
  const Real ds = detail::plane_distance(given, a.start);
  const Real de = detail::plane_distance(given, a.end);
  // The midpoint's side (the sign of ds + de) needs the shorter push: pushing the plane past the near end
  // costs r - min(ds, de) from the positive side and r + max(ds, de) from the negative side, and the first
  // is no larger exactly when ds + de >= 0.
  const Real side = detail::plane_side(ds + de);
  // Distances measured towards the plane from that side; the segment's nearest approach is the smaller.
  const Real ss = side * ds;
  const Real se = side * de;
  // Either the segment crosses the plane (the smaller is <= 0) or its nearer end is within r.
  if (std::min(ss, se) > r) return out;
  const Vec3 normal = -side * b.normal;
  Vec3 deepest = a.start;
  Real d = ds;
  if (se < ss) {
    deepest = a.end;
    d = de;
  } else if (se == ss) {
    deepest = midpoint(a.start, a.end);  // parallel to the plane: the middle of the deepest line
  }
  return detail::make_contact(normal, r - side * d, deepest + r * normal, deepest - d * b.normal);
}

}  // namespace sweepkit
