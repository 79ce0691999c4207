#include "sort_and_sweep.hpp"

#include <algorithm>

#include "radix_sort.hpp"

namespace sweepkit {
namespace {

// The box with its coordinates rotated so that `axis` becomes x; the sweep then reads x only.
Aabb rotate_to_x(const Aabb& b, int axis) {
  if (axis == 1) return {{b.min.y, b.min.z, b.min.x}, {b.max.y, b.max.z, b.max.x}};
  if (axis == 2) return {{b.min.z, b.min.x, b.min.y}, {b.max.z, b.max.x, b.max.y}};
  return b;
}

}  // namespace

void SortAndSweep::find_pairs(std::span<const Aabb> boxes, std::span<const std::uint8_t> flags,
                              std::vector<ProxyPair>& pairs) {
  pairs.clear();
  tests_ = 0;
  const std::size_t n = boxes.size();
  if (n < 2) return;

  // Axis of largest variance of the centres (sums in double: 50,000 float squares lose digits).
  double sum[3] = {0, 0, 0}, sum2[3] = {0, 0, 0};
  for (const Aabb& b : boxes) {
    for (int k = 0; k < 3; ++k) {
      const double c = 0.5 * (static_cast<double>(b.min[k]) + static_cast<double>(b.max[k]));
      sum[k] += c;
      sum2[k] += c * c;
    }
  }
  double best = -1;
  for (int k = 0; k < 3; ++k) {
    const double variance = sum2[k] - sum[k] * sum[k] / static_cast<double>(n);
    if (variance > best) {
      best = variance;
      axis_ = k;
    }
  }

  keys_.resize(n);
  order_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    keys_[i] = detail::sortable_key(boxes[i].min[axis_]);
    order_[i] = static_cast<std::uint32_t>(i);
  }
  detail::radix_sort(keys_, order_, key_scratch_, order_scratch_, 32);

  sorted_.resize(n);
  sorted_flags_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    sorted_[i] = rotate_to_x(boxes[order_[i]], axis_);
    if (!flags.empty()) sorted_flags_[i] = flags[order_[i]];
  }

  for (std::size_t i = 0; i < n; ++i) {
    const Aabb& p = sorted_[i];
    for (std::size_t j = i + 1; j < n && sorted_[j].min.x <= p.max.x; ++j) {
      ++tests_;
      const Aabb& q = sorted_[j];
      if (((p.min.y <= q.max.y) & (q.min.y <= p.max.y) & (p.min.z <= q.max.z) & (q.min.z <= p.max.z)) &&
          !(sorted_flags_[i] & sorted_flags_[j] & kProxyFixed)) {
        pairs.push_back({std::min(order_[i], order_[j]), std::max(order_[i], order_[j])});
      }
    }
  }
}

}  // namespace sweepkit
