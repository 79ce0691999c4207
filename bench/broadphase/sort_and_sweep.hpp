#pragma once
/// @file
/// Sort-and-sweep (sweep-and-prune) broadphase over a flat array of boxes, rebuilt each call.
///
/// Kept as the reference and the benchmark rival of UniformGrid (see uniform_grid.hpp for the
/// numbers and why the World uses the grid). It needs no tuning and copes with any mix of sizes and
/// with clustered scenes, but in 3D its sweep visits every pair that overlaps on the sweep axis alone,
/// about N * (size / extent) of them: with 20,000 uniformly scattered bodies that is ~40x the real pairs.

#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/broadphase/proxy_pair.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// Sort-and-sweep on the axis of largest variance of the box centres.
///
/// Each call sorts the boxes by their min on that axis (an 11-bit-digit radix sort of the float keys)
/// and sweeps: each box is tested against the boxes that follow it in that order until one starts past
/// its max. Reusing one object keeps its buffers between calls (no allocation once warmed up).
///
/// Source: Ericson, Real-Time Collision Detection §7.5.2 (SortAndSweepAABBArray, axis of largest variance);
/// Baraff, "Dynamic Simulation of Non-Penetrating Rigid Bodies" (1992) §6.2 for the sweep.
class SortAndSweep {
 public:
  /// Finds every pair of boxes that overlap (closed boxes: touching counts).
  /// @param boxes  the proxies' boxes, world space; each finite with min <= max (not checked).
  /// @param flags  optional, one per box: a pair of two boxes both flagged `kProxyFixed` is skipped.
  ///               Empty means no flags.
  /// @param pairs  cleared, then filled with each overlapping pair once (a < b), in no particular order
  ///               (deterministic: the same input gives the same order).
  void find_pairs(std::span<const Aabb> boxes, std::span<const std::uint8_t> flags, std::vector<ProxyPair>& pairs);

  /// The axis (0 = x, 1 = y, 2 = z) the last call swept along.
  int axis() const { return axis_; }

  /// Number of box–box tests the last call made (pairs that overlap on the sweep axis): the cost driver.
  std::size_t tests() const { return tests_; }

 private:
  int axis_ = 0;
  std::size_t tests_ = 0;
  std::vector<std::uint32_t> keys_, key_scratch_, order_, order_scratch_;
  std::vector<Aabb> sorted_;                 // boxes in sweep order, axis-permuted so x is the sweep axis
  std::vector<std::uint8_t> sorted_flags_;
};

}  // namespace sweepkit
