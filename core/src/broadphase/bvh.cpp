#include "sweepkit/broadphase/bvh.hpp"

#include <cmath>
#include <memory>

#include "sah_build.hpp"

namespace sweepkit {
namespace {

constexpr int kBins = 12;
// From this depth splits are by count (median), which halves the entries: the depth stays below 64.
constexpr std::uint32_t kSahDepth = 40;

// `box` grown by the tree's relative slack, each bound by kSlack (1 + |bound|).
Aabb with_slack(const Aabb& b) {
  const auto lo = [](Real v) { return v - Bvh::kSlack * (1 + std::fabs(v)); };
  const auto hi = [](Real v) { return v + Bvh::kSlack * (1 + std::fabs(v)); };
  return {{lo(b.min.x), lo(b.min.y), lo(b.min.z)}, {hi(b.max.x), hi(b.max.y), hi(b.max.z)}};
}

}  // namespace

void Bvh::build(std::span<const Aabb> boxes) {
  namespace sah = detail::sah;
  const auto n = static_cast<std::uint32_t>(boxes.size());
  entry_proxies_.resize(n);
  entry_boxes_.resize(n);
  // Not value-initialised: every element is written before it is read.
  const std::unique_ptr<sah::Prim[]> prims(new sah::Prim[n]);
  for (std::uint32_t i = 0; i < n; ++i) {
    const Aabb b = with_slack(boxes[i]);
    prims[i] = {sah::v4(b.min), sah::v4(b.max)};
  }
  depth_ = sah::build<kBins>(prims.get(), entry_proxies_.data(), n, {kLeafSize, kSahDepth}, nodes_);
  for (std::uint32_t i = 0; i < n; ++i) entry_boxes_[i] = {sah::vec3(prims[i].lo), sah::vec3(prims[i].hi)};
}

}  // namespace sweepkit
