#include "sweepkit/broadphase/bvh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "box_math.hpp"

namespace sweepkit {
namespace {

using detail::empty_box;
using detail::half_area;
using detail::merged;

constexpr int kBins = 12;
// Past this depth splits are by count (median), which halves the entries: the depth stays below 64.
constexpr std::uint32_t kSahDepth = 40;

// `box` grown by the tree's relative slack, each bound by kSlack (1 + |bound|).
Aabb with_slack(const Aabb& b) {
  const auto lo = [](Real v) { return v - Bvh::kSlack * (1 + std::fabs(v)); };
  const auto hi = [](Real v) { return v + Bvh::kSlack * (1 + std::fabs(v)); };
  return {{lo(b.min.x), lo(b.min.y), lo(b.min.z)}, {hi(b.max.x), hi(b.max.y), hi(b.max.z)}};
}

}  // namespace

void Bvh::build(std::span<const Aabb> boxes) {
  nodes_.clear();
  depth_ = 0;
  const auto n = static_cast<std::uint32_t>(boxes.size());
  entry_proxies_.resize(n);
  entry_boxes_.resize(n);
  scratch_.resize(n);
  if (n == 0) return;
  for (std::uint32_t i = 0; i < n; ++i) {
    const Aabb& b = boxes[i];
    entry_proxies_[i] = i;
    scratch_[i] = {with_slack(b), (b.min + b.max) * Real(0.5)};
  }
  nodes_.reserve(2 * static_cast<std::size_t>(n));
  build_node(0, n, 1);
  for (std::uint32_t i = 0; i < n; ++i) entry_boxes_[i] = scratch_[i].box;
}

std::uint32_t Bvh::build_node(std::uint32_t begin, std::uint32_t end, std::uint32_t depth) {
  depth_ = std::max(depth_, depth);
  const auto index = static_cast<std::uint32_t>(nodes_.size());
  nodes_.emplace_back();
  Aabb box = empty_box();
  Aabb centroids = empty_box();
  for (std::uint32_t i = begin; i < end; ++i) {
    box = merged(box, scratch_[i].box);
    centroids = merged(centroids, Aabb{scratch_[i].centroid, scratch_[i].centroid});
  }
  nodes_[index].box = box;
  const std::uint32_t count = end - begin;
  if (count <= kLeafSize) {
    nodes_[index].index = begin;
    nodes_[index].count = count;
    return index;
  }

  // Binned SAH (Wald 2007): on each axis, entries binned by centroid into kBins; the cost of a split
  // after bin b is area(left) * count(left) + area(right) * count(right); the cheapest split of all axes.
  int best_axis = -1;
  int best_split = 0;
  double best_cost = std::numeric_limits<double>::infinity();
  if (depth < kSahDepth) {
    const Vec3 ce = centroids.max - centroids.min;
    const int widest = ce.x >= ce.y && ce.x >= ce.z ? 0 : ce.y >= ce.z ? 1 : 2;
    for (int axis = widest; axis == widest; ++axis) {
      const Real lo = centroids.min[axis];
      const Real extent = centroids.max[axis] - lo;
      if (!(extent > 0)) continue;
      const Real to_bin = static_cast<Real>(kBins) / extent;
      std::array<Aabb, kBins> bin_box;
      std::array<std::uint32_t, kBins> bin_count{};
      bin_box.fill(empty_box());
      for (std::uint32_t i = begin; i < end; ++i) {
        const int b = std::min(kBins - 1, static_cast<int>((scratch_[i].centroid[axis] - lo) * to_bin));
        bin_box[static_cast<std::size_t>(b)] = merged(bin_box[static_cast<std::size_t>(b)], scratch_[i].box);
        ++bin_count[static_cast<std::size_t>(b)];
      }
      // Right-to-left sweep of the costs of the right sides, then left to right.
      std::array<double, kBins> right_cost{};
      Aabb acc = empty_box();
      std::uint32_t acc_count = 0;
      for (int b = kBins - 1; b > 0; --b) {
        acc = merged(acc, bin_box[static_cast<std::size_t>(b)]);
        acc_count += bin_count[static_cast<std::size_t>(b)];
        right_cost[static_cast<std::size_t>(b)] = half_area(acc) * acc_count;
      }
      acc = empty_box();
      acc_count = 0;
      for (int b = 0; b < kBins - 1; ++b) {
        acc = merged(acc, bin_box[static_cast<std::size_t>(b)]);
        acc_count += bin_count[static_cast<std::size_t>(b)];
        if (acc_count == 0 || acc_count == count) continue;
        const double cost = half_area(acc) * acc_count + right_cost[static_cast<std::size_t>(b + 1)];
        if (cost < best_cost) {
          best_cost = cost;
          best_axis = axis;
          best_split = b;
        }
      }
    }
  }

  std::uint32_t mid;
  if (best_axis >= 0) {
    // Entries of bins 0..best_split first (a plain two-pointer partition: the same order in every build).
    const Real lo = centroids.min[best_axis];
    const Real to_bin = static_cast<Real>(kBins) / (centroids.max[best_axis] - lo);
    const auto left = [&](const Build& e) {
      return std::min(kBins - 1, static_cast<int>((e.centroid[best_axis] - lo) * to_bin)) <= best_split;
    };
    std::uint32_t i = begin;
    std::uint32_t j = end;
    while (i < j) {
      if (left(scratch_[i])) {
        ++i;
      } else {
        --j;
        std::swap(scratch_[i], scratch_[j]);
        std::swap(entry_proxies_[i], entry_proxies_[j]);
      }
    }
    mid = i;
  } else {
    // No useful split (all centroids equal, or too deep): halve by count, in the current order.
    mid = begin + count / 2;
  }
  build_node(begin, mid, depth + 1);
  nodes_[index].index = build_node(mid, end, depth + 1);
  return index;
}

}  // namespace sweepkit
