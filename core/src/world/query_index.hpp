#pragma once
// The World's query index: the candidates of a query, from the grid of the last step or from the query tree,
// then the planes (which have no box). Private to core/src/world; the index's upkeep is in query_index.cpp.

#include "world_internal.hpp"

namespace sweepkit {

/// Where a query looks: everything (a plane query has no box to look in), a box, or a path (the points
/// origin + t * direction for t in [0, max_t], grown by radius).
struct World::QueryRegion {
  enum class Kind { everything, box, path };
  Kind kind = Kind::everything;
  Aabb box;         // box
  Vec3 origin;      // path
  Vec3 direction;   // path
  Real radius = 0;  // path
  Real max_t = 1;   // path

  static QueryRegion everything() { return {}; }
  static QueryRegion within(const Aabb& box) { return {Kind::box, box, {}, {}, 0, 1}; }
  static QueryRegion along(Vec3 origin, Vec3 direction, Real radius, Real max_t) {
    return {Kind::path, {}, origin, direction, radius, max_t};
  }
};

/// Calls `visit(slot)` on every body whose box may meet `region` (each at most once), then on every plane
/// body; the caller filters and runs the exact test. `visit` returns a Real: along a path, the t beyond which
/// no candidate matters any more (the closest hit so far, or region.max_t to see every candidate), so that
/// the walk stops early; elsewhere it is ignored. Path candidates come in roughly increasing t; the others
/// in no set order.
template <class Visit>
void World::for_each_candidate(const QueryRegion& region, Visit&& visit) const {
  const bool tree = use_query_bvh();
  switch (region.kind) {
    case QueryRegion::Kind::everything:
      for (const std::uint32_t slot : tree ? bvh_slots_ : proxy_slots_) visit(slot);
      break;
    case QueryRegion::Kind::box:
      if (tree) {
        bvh_.query_aabb(region.box, [&](std::uint32_t p) { visit(bvh_slots_[p]); });
      } else {
        query_proxies_.clear();
        grid_.query_aabb(region.box, query_proxies_);
        for (const std::uint32_t p : query_proxies_) visit(proxy_slots_[p]);
      }
      break;
    case QueryRegion::Kind::path:
      if (tree) {
        bvh_.cast(region.origin, region.direction, region.radius, region.max_t,
                  [&](std::uint32_t p, Real) { return visit(bvh_slots_[p]); });
      } else {
        // The cast ends by itself past max_t (cast.t_end <= max_t), and earlier once the cells lie beyond limit.
        Real limit = region.max_t;
        UniformGrid::Cast cast = grid_.begin_cast(region.origin, region.direction, region.radius, region.max_t);
        while (!cast.done() && cast.t_enter <= limit) {
          query_proxies_.clear();
          grid_.advance_cast(cast, query_proxies_);
          for (const std::uint32_t p : query_proxies_) limit = visit(proxy_slots_[p]);
        }
      }
      break;
  }
  for (const std::uint32_t slot : tree ? bvh_planes_ : planes_) visit(slot);
}

}  // namespace sweepkit
