#pragma once
// Box arithmetic shared by the trees (bvh.cpp; the benchmarks' bench/broadphase/dynamic_aabb_tree.cpp). Private to
// core/src and the benchmarks.

#include <limits>

#include "sweepkit/math/min_max.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit::detail {

/// The box holding nothing: merging it with a box gives that box.
inline Aabb empty_box() {
  const Real inf = std::numeric_limits<Real>::infinity();
  return {{inf, inf, inf}, {-inf, -inf, -inf}};
}

/// The smallest box holding p and q.
inline Aabb merged(const Aabb& p, const Aabb& q) {
  return {{min_of(p.min.x, q.min.x), min_of(p.min.y, q.min.y), min_of(p.min.z, q.min.z)},
          {max_of(p.max.x, q.max.x), max_of(p.max.y, q.max.y), max_of(p.max.z, q.max.z)}};
}

/// Half the surface area (the surface-area heuristics only compare such values); 0 for an empty box.
inline double half_area(const Aabb& b) {
  if (!(b.min.x <= b.max.x)) return 0;
  const double x = b.max.x - b.min.x;
  const double y = b.max.y - b.min.y;
  const double z = b.max.z - b.min.z;
  return x * y + y * z + z * x;
}

/// True when `inner` lies inside `outer` (closed boxes).
inline bool contains(const Aabb& outer, const Aabb& inner) {
  return static_cast<bool>((outer.min.x <= inner.min.x) & (outer.min.y <= inner.min.y) & (outer.min.z <= inner.min.z) &
                           (inner.max.x <= outer.max.x) & (inner.max.y <= outer.max.y) & (inner.max.z <= outer.max.z));
}

}  // namespace sweepkit::detail
