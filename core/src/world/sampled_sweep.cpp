#include "sampled_sweep.hpp"

#include <algorithm>
#include <cmath>

#include "sweepkit/math/midpoint.hpp"
#include "sweepkit/query/dispatch.hpp"
#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit::world_detail {

SweepHit sampled_sweep(const Shape& a, Vec3 da, const Shape& b, Vec3 db, std::uint32_t max_samples) {
  // Sample the motion at steps of at most half the thinner body's thickness (a body this thin cannot be
  // crossed between two samples), then bisect the first interval that ends in contact.
  const Real step = Real(0.5) * std::min(thickness(a), thickness(b));
  const Real travel = length(da - db);
  const Real samples_cap = static_cast<Real>(std::max<std::uint32_t>(max_samples, 1));
  const Real wanted = step > 0 ? std::ceil(travel / step) : samples_cap;
  const auto samples = static_cast<std::uint32_t>(std::clamp(wanted, Real(1), samples_cap));
  const auto at = [&](Real t) { return contact(translated(a, da * t), translated(b, db * t)); };
  SweepHit result;
  for (std::uint32_t k = 0; k <= samples; ++k) {
    const Real t = static_cast<Real>(k) / static_cast<Real>(samples);
    Contact c = at(t);
    if (!c.hit()) continue;
    Real hit_t = t;
    if (k > 0) {
      Real lo = static_cast<Real>(k - 1) / static_cast<Real>(samples);
      for (int iteration = 0; iteration < 16; ++iteration) {
        const Real mid = Real(0.5) * (lo + hit_t);
        const Contact m = at(mid);
        if (m.hit()) {
          hit_t = mid;
          c = m;
        } else {
          lo = mid;
        }
      }
    }
    result.status = k == 0 ? Status::initial_overlap : Status::hit;
    result.t = hit_t;
    result.position = reference_point(a) + da * hit_t;
    result.point = midpoint(c.point_a, c.point_b);
    result.normal = c.normal;
    return result;
  }
  result.status = Status::miss;
  result.t = 1;
  result.position = reference_point(a) + da;
  return result;
}

}  // namespace sweepkit::world_detail
