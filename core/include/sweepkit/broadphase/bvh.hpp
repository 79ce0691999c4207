#pragma once
/// @file
/// Bounding volume hierarchy for queries: a static AABB tree over a flat array of boxes, built in one
/// pass and flattened into an array, walked front to back by casts that prune every subtree entered
/// later than the best hit so far. The World uses it for its ray and shape casts and box queries once
/// enough queries have run since the bodies last changed (the UniformGrid, rebuilt by every step, stays
/// the pair finder).
///
/// Why a tree for casts: a cast through the grid visits every cell along its path and the boxes registered
/// near each, ~25 exact sweeps per sphere cast among 1,000 boxes in the benchmark although one is hit; the
/// tree orders the candidates by entry time, so once a hit is found everything behind it is skipped a
/// subtree at a time (bench/world/REPORT.md has the numbers).
///
/// Source: Ericson, Real-Time Collision Detection §6.2 (top-down construction), §6.6.2 (flattened
/// into an array, siblings side by side), §5.3.3 (ray-slab test); Wald, "On fast Construction of SAH-based Bounding
/// Volume Hierarchies" (2007) for the binned surface-area heuristic.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "sweepkit/broadphase/proxy_pair.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// A static AABB tree over boxes (indexed 0..N-1 in every result), rebuilt from scratch by `build`.
///
/// IMPORTANT NOTE: the tree is conservative, not exact. Its boxes are grown by a relative slack (each
/// bound by kSlack * (1 + |bound|)) and a cast grows them by its radius plus kSlack * (1 + radius + the
/// magnitudes of the origin's and the direction's components), so that a box the exact query touches at t
/// is never skipped because a slab test rounded its entry time past t (the slack is ~170 ulps of every
/// difference the slab test and the exact sweeps round). Callers run the exact test on what it returns.
class Bvh {
 public:
  /// Most boxes per leaf.
  static constexpr std::uint32_t kLeafSize = 2;
  /// Relative slack of the tree's boxes and of the casts' radius (dimensionless, ~170 float ulps).
  static constexpr Real kSlack = Real(1e-5);

  /// One node of the flattened tree: an inner node's two children are `index` and `index + 1`, both after it.
  /// A leaf (count > 0) holds the entries index .. index + count - 1.
  struct Node {
    Aabb box;                 ///< Holds every box of the subtree (grown by the slack).
    std::uint32_t index = 0;  ///< Inner node: first child. Leaf: its first entry.
    std::uint32_t count = 0;  ///< Entries of a leaf; 0 for an inner node.
  };

  /// Builds the tree over `boxes` (each finite with min <= max; not checked: the World validates shapes).
  /// The binned SAH build a mesh's tree uses too (core/src/broadphase/sah_build.hpp): 12 bins of the grown
  /// boxes' centres along the axis where those spread widest (a third of the build time of binning all
  /// three, the same cast times), the exact SAH sweep for ranges of up to 32 boxes, down to leaves of at most
  /// kLeafSize boxes; a median split by count when the heuristic finds no split or the tree gets deep, so
  /// the depth stays below 64. O(N log N); allocates its scratch (the boxes being sorted, its work stack)
  /// per build. Deterministic: the same boxes give the same tree everywhere.
  void build(std::span<const Aabb> boxes);

  /// Number of boxes of the last build.
  std::size_t size() const { return entry_proxies_.size(); }
  /// The nodes (node 0 is the root; empty when there are no boxes).
  std::span<const Node> nodes() const { return nodes_; }
  /// Depth of the deepest leaf (the root alone is depth 1; 0 when empty).
  std::uint32_t depth() const { return depth_; }

  /// Calls `visit(proxy, limit)` for every box that a sphere of `radius` whose centre moves along
  /// origin + t * direction, t in [0, limit], may touch, nearest subtrees first; `visit` returns the new
  /// limit (the t of the best hit so far, or `limit` unchanged), and every subtree the path enters only
  /// after the limit is skipped. A box whose grown slab the path enters at exactly the limit is still
  /// visited (callers break ties in t by another key). radius 0 casts a ray.
  /// @param origin     the centre at t = 0 (finite).
  /// @param direction  its motion per unit t (finite; may be zero).
  /// @param radius     >= 0, length units.
  /// @param max_t      the first limit, >= 0; +infinity for a ray without end.
  /// @param visit      `Real(std::uint32_t proxy, Real limit)`.
  template <class Visit>
  void cast(Vec3 origin, Vec3 direction, Real radius, Real max_t, Visit&& visit) const;

  /// Calls `visit(proxy)` for every box overlapping `box` (touching counts; the tree's slack may add a
  /// few that only come within it: callers run the exact test).
  template <class Visit>
  void query_aabb(const Aabb& box, Visit&& visit) const;

 private:
  std::vector<Node> nodes_;
  std::vector<Aabb> entry_boxes_;               // per entry (leaf order), the box grown by the slack
  std::vector<std::uint32_t> entry_proxies_;    // per entry, the proxy
  std::uint32_t depth_ = 0;
};

// ------------------------------------------------------------------------------------------------ inline

template <class Visit>
void Bvh::cast(Vec3 origin, Vec3 direction, Real radius, Real max_t, Visit&& visit) const {
  if (nodes_.empty()) return;
  const Real o[3] = {origin.x, origin.y, origin.z};
  const Real d[3] = {direction.x, direction.y, direction.z};
  // 1/d, capped at ±1e30 so that a zero (or subnormal) component gives a huge finite slope and the slab
  // products are ±infinity at worst, never NaN: a path parallel to a slab is inside it or not for all t.
  Real inv[3];
  Real scale = 1 + radius;
  for (int k = 0; k < 3; ++k) {
    inv[k] = std::fabs(d[k]) > Real(1e-30) ? 1 / d[k] : std::copysign(Real(1e30), d[k]);
    scale += std::fabs(o[k]) + std::fabs(d[k]);
  }
  const Real grow = radius + kSlack * scale;
  Real limit = max_t;
  // Entry time of the path into `b` grown by `grow`, within [0, limit]; > limit when it misses.
  const auto entry = [&](const Aabb& b) {
    Real t_near = 0;
    Real t_far = limit;
    const Real lo[3] = {b.min.x, b.min.y, b.min.z};
    const Real hi[3] = {b.max.x, b.max.y, b.max.z};
    for (int k = 0; k < 3; ++k) {
      const Real t_lo = ((lo[k] - grow) - o[k]) * inv[k];
      const Real t_hi = ((hi[k] + grow) - o[k]) * inv[k];
      t_near = std::max(t_near, std::min(t_lo, t_hi));
      t_far = std::min(t_far, std::max(t_lo, t_hi));
    }
    return t_near <= t_far ? t_near : std::numeric_limits<Real>::infinity();
  };

  struct Pending {
    std::uint32_t node;
    Real t;
  };
  std::array<Pending, 64> stack;
  std::uint32_t top = 0;
  std::uint32_t node = 0;
  if (entry(nodes_[0].box) > limit) return;
  for (;;) {
    const Node& n = nodes_[node];
    if (n.count > 0) {
      for (std::uint32_t e = n.index; e < n.index + n.count; ++e) {
        if (n.count > 1 && entry(entry_boxes_[e]) > limit) continue;  // a one-box leaf was just tested
        limit = visit(entry_proxies_[e], limit);
      }
    } else {
      // Both children: the nearer next, the farther on the stack with its entry time.
      const std::uint32_t a = n.index;
      const std::uint32_t b = n.index + 1;
      const Real ta = entry(nodes_[a].box);
      const Real tb = entry(nodes_[b].box);
      const bool a_first = ta <= tb;
      const Real t_first = a_first ? ta : tb;
      const Real t_second = a_first ? tb : ta;
      if (t_first <= limit) {
        if (t_second <= limit) stack[top++] = {a_first ? b : a, t_second};
        node = a_first ? a : b;
        continue;
      }
    }
    // Next: the most recently deferred subtree still entered within the limit.
    for (;;) {
      if (top == 0) return;
      const Pending p = stack[--top];
      if (p.t <= limit) {
        node = p.node;
        break;
      }
    }
  }
}

template <class Visit>
void Bvh::query_aabb(const Aabb& box, Visit&& visit) const {
  if (nodes_.empty()) return;
  std::array<std::uint32_t, 64> stack;
  std::uint32_t top = 0;
  std::uint32_t node = 0;
  for (;;) {
    const Node& n = nodes_[node];
    if (overlap_closed(n.box, box)) {
      if (n.count > 0) {
        for (std::uint32_t e = n.index; e < n.index + n.count; ++e) {
          if (overlap_closed(entry_boxes_[e], box)) visit(entry_proxies_[e]);
        }
      } else {
        stack[top++] = n.index + 1;
        node = n.index;
        continue;
      }
    }
    if (top == 0) return;
    node = stack[--top];
  }
}

}  // namespace sweepkit
