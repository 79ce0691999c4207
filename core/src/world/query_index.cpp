// Upkeep of the World's query index: the grid of the last step (rebuilt from the current shapes when bodies
// changed since), or a tree over the current boxes once enough queries repay its build.
#include "query_index.hpp"

#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit {
namespace {

/// The current box of every body `alive(slot)` accepts, with its slot, in slot order; plane bodies in `planes`.
template <class Alive>
void collect_boxes(const std::vector<Shape>& shapes, Alive alive, std::vector<std::uint32_t>& planes,
                   std::vector<Aabb>& boxes, std::vector<std::uint32_t>& slots) {
  planes.clear();
  boxes.clear();
  slots.clear();
  for (std::uint32_t slot = 0; slot < shapes.size(); ++slot) {
    if (!alive(slot)) continue;
    if (is_plane(shapes[slot])) {
      planes.push_back(slot);
      continue;
    }
    boxes.push_back(bounds_of(shapes[slot]));
    slots.push_back(slot);
  }
}

}  // namespace

void World::ensure_query_grid() const {
  if (grid_valid_) return;
  collect_boxes(shapes_, [this](std::uint32_t slot) { return (slots_[slot].bits & kAlive) != 0; }, planes_,
                proxy_boxes_, proxy_slots_);
  proxy_flags_.assign(proxy_boxes_.size(), 0);
  grid_.build(proxy_boxes_, proxy_flags_);
  grid_valid_ = true;
}

void World::invalidate_queries() {
  grid_valid_ = false;
  bvh_valid_ = false;
  stale_queries_ = 0;
}

bool World::use_query_bvh() const {
  if (bvh_valid_) return true;
  // A build costs 0.1-0.35 us per body natively (1,000-20,000 bodies, BM_QueryTreeBuild) and a tree cast
  // saves ~2 us against the grid's (BM_WorldSphereCast): the build is repaid after ~N/20-N/6 queries. Until
  // N/8 queries have run on these bodies the grid (current after each step) answers.
  if (++stale_queries_ * 8 < body_count_) {
    ensure_query_grid();
    return false;
  }
  collect_boxes(shapes_, [this](std::uint32_t slot) { return (slots_[slot].bits & kAlive) != 0; }, bvh_planes_,
                bvh_boxes_, bvh_slots_);
  bvh_.build(bvh_boxes_);
  bvh_valid_ = true;
  return true;
}

}  // namespace sweepkit
