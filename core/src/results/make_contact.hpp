#pragma once
// The one way a `hit` Contact is made, by every contact test (the closed forms in query/ and GJK/EPA in convex/).

#include "sweepkit/math/min_max.hpp"
#include "sweepkit/results/contact.hpp"

namespace sweepkit::detail {

/// A `hit` Contact. depth is clamped at 0: rounding can take "r - distance" a hair below 0 when just touching.
inline Contact make_contact(Vec3 normal, Real depth, Vec3 point_a, Vec3 point_b) {
  Contact out;
  out.status = Status::hit;
  out.depth = max_of(depth, Real(0));
  out.normal = normal;
  out.point_a = point_a;
  out.point_b = point_b;
  return out;
}

}  // namespace sweepkit::detail
