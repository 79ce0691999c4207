#pragma once
// The World's fallback for pairs the dispatch has no exact sweep for (capsule–capsule, capsule–box).
// Private to core/src/world.

#include <cstdint>

#include "sweepkit/query/sweep_hit.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::world_detail {

/// The first contact of `a` moving by `da` and `b` moving by `db` over t in [0, 1], found by sampling:
/// `contact` at steps of at most half the thinner shape's thickness (so that neither can be crossed between
/// two samples), at most `max_samples` (>= 1; 0 counts as 1) per frame, then 16 bisections of the first
/// interval that ends in contact.
/// @return initial_overlap (t = 0) when touching at the start, hit with t, position (a's reference point at
///   t), point (midway between the two surfaces) and normal (a towards b) of the refined sample, or miss
///   (t = 1) when no sample touches.
SweepHit sampled_sweep(const Shape& a, Vec3 da, const Shape& b, Vec3 db, std::uint32_t max_samples);

}  // namespace sweepkit::world_detail
