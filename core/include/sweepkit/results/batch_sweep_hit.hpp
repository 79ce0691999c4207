#pragma once
/// @file
/// The answers of batch sweeps (query/batch.hpp, dispatch/sweep_shapes_batch.hpp): one flat array of 8 Reals a sweep.

#include <cstdint>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// One sweep's answer in a batch: a SweepHit without `position` (the first shape's reference point at t,
/// which the caller gets as start + t * displacement: exactly SweepHit::position for every status) and without
/// the error details, packed into 8 Reals so that a batch of results is one flat array.
///
/// Field values per status, as SweepHit:
/// - hit: t in [0, 1], `point` where the surfaces touch, `normal` unit, from A towards B.
/// - initial_overlap: t = 0, `point` and `normal` as for a contact at t = 0.
/// - miss: t = 1, `point` = `normal` = (0, 0, 0).
/// - invalid_input: t = 0, `point` = `normal` = (0, 0, 0); the single-call function on the same inputs names
///   the argument and field.
struct BatchSweepHit {
  Real t = 1;       ///< Time of impact as a fraction of the frame's motion, in [0, 1].
  Vec3 point;       ///< Contact point in world space at t.
  Vec3 normal;      ///< Unit contact normal, from A towards B.
  Real status = 0;  ///< The sweepkit::Status value as a Real: 0 miss, 1 hit, 2 initial overlap, 3 invalid input.
};

static_assert(sizeof(Vec3) == 3 * sizeof(Real) && sizeof(Sphere) == 4 * sizeof(Real) &&
                  sizeof(Plane) == 4 * sizeof(Real) && sizeof(BatchSweepHit) == 8 * sizeof(Real),
              "the batch layouts are flat arrays of Reals");

/// What a batch call did, besides the per-entry results.
struct BatchSummary {
  std::int32_t count = 0;           ///< Entries computed: N, or 0 when the array sizes do not fit together.
  std::int32_t hits = 0;            ///< Entries with status hit or initial_overlap.
  std::int32_t invalid = 0;         ///< Entries with status invalid_input.
  std::int32_t first_invalid = -1;  ///< Index of the first invalid_input entry, or -1 when there is none.
};

}  // namespace sweepkit
