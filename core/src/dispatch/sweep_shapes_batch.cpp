#include "sweepkit/dispatch/sweep_shapes_batch.hpp"

#include <cstdint>

#include "sweepkit/dispatch/dispatch.hpp"

namespace sweepkit {

BatchSummary sweep_shapes_batch(std::span<const Shape> shapes, std::span<const Vec3> displacements,
                                const Shape& target, Vec3 target_displacement, std::span<BatchSweepHit> results) {
  BatchSummary summary;
  if (displacements.size() != shapes.size() || results.size() < shapes.size()) return summary;
  summary.count = static_cast<std::int32_t>(shapes.size());
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    const SweepHit h = sweep(shapes[i], displacements[i], target, target_displacement);
    BatchSweepHit& out = results[i];
    out.t = h.t;
    out.point = h.point + Vec3{};  // (+ 0: a miss's mirrored −0 written as 0)
    out.normal = h.normal + Vec3{};
    out.status = static_cast<Real>(static_cast<int>(h.status));
    if (h.status == Status::hit || h.status == Status::initial_overlap) ++summary.hits;
    if (h.status == Status::invalid_input) {
      if (summary.invalid == 0) summary.first_invalid = static_cast<std::int32_t>(i);
      ++summary.invalid;
    }
  }
  return summary;
}

}  // namespace sweepkit
