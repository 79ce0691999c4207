#pragma once
/// @file
/// A batch of convex casts: N shapes of any kinds, each moving by its own displacement, against one target shape
/// (which may move too), in one call. The JS batch form (bindings/js/convex_batch.js) runs it over arrays in
/// WebAssembly memory; each entry's answer is the single call's, sweep(), without `position`.

#include <span>

#include "sweepkit/results/batch_sweep_hit.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit {

/// N casts: results[i] = sweep(shapes[i], displacements[i], target, target_displacement) as a BatchSweepHit
/// (t, point, normal, status; `position` is shapes[i]'s reference point + t * displacements[i]). Every pair
/// sweep() supports works (the closed forms where a pair has one, conservative advancement on GJK distance
/// otherwise, t never after the first contact).
///
/// @param shapes               N shapes at the start of the frame (length units).
/// @param displacements        N motions of the shapes over the frame (length units).
/// @param target               the shape every entry is swept against.
/// @param target_displacement  the target's motion over the frame (length units; (0, 0, 0) for a static target).
/// @param results              at least N entries; the first N are written, the rest untouched.
/// @return count = N, the hits (hit or initial overlap) and invalid entries, the first invalid index;
///   count = 0 with nothing written when displacements.size() != N or results.size() < N. An invalid entry
///   (or an invalid target: every entry then) gets status invalid_input (3) and does not stop the batch; a pair
///   sweep() does not support (a plane against a plane) gets status unsupported (4), counted as neither.
///
/// Source: sweep() per entry (see its sources); the batch saves the per-call crossing of the JS/WASM boundary.
BatchSummary sweep_shapes_batch(std::span<const Shape> shapes, std::span<const Vec3> displacements,
                                const Shape& target, Vec3 target_displacement, std::span<BatchSweepHit> results);

}  // namespace sweepkit
