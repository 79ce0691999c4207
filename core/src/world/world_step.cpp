// World::step, the pipeline's driver: the frame's motion (validated, swept boxes), the broadphase's candidate
// pairs as sorted pair keys, then the narrowphase and its events (world_narrowphase.cpp), then the bodies move.
#include <algorithm>
#include <cmath>

#include "sweepkit/math/midpoint.hpp"
#include "sweepkit/shapes/bounds.hpp"
#include "world_internal.hpp"

namespace sweepkit {

using world_detail::first_slot;
using world_detail::is_zero;
using world_detail::kMaxGeneration;
using world_detail::kZero;
using world_detail::pair_key;
using world_detail::second_slot;

namespace {

/// Writes `translated(shape, d)` to `out` and returns whether it is valid (`check_shape` of it), in one visit.
bool move_checked(const Shape& shape, Vec3 d, Shape& out) {
  return visit_shape(
      [&](const auto& s) {
        const auto moved = moved_by(s, d);
        out = moved;
        return detail::check(moved) == InputError::none;
      },
      shape);
}

/// True when the box touches or straddles the (two-sided, thin) plane, with a little slack for rounding: a
/// false candidate only costs one exact test.
bool near_plane(const Plane& plane, const Aabb& box) {
  const Vec3 c = midpoint(box.min, box.max);
  const Vec3 h = (box.max - box.min) * Real(0.5);
  const Real s = signed_distance(plane, c);
  const Real e = std::fabs(plane.normal.x) * h.x + std::fabs(plane.normal.y) * h.y + std::fabs(plane.normal.z) * h.z;
  const Real slack = Real(1e-5) * (1 + std::fabs(plane.constant) + std::fabs(c.x) + std::fabs(c.y) + std::fabs(c.z) + e);
  return std::fabs(s) <= e + slack;
}

}  // namespace

StepResult World::step() {
  events_.clear();
  next_active_.clear();
  result_ = StepResult{};
  refresh_mesh_bounds();
  bool any_moving = false;
  bool all_interact = false;
  collect_motion(any_moving, all_interact);
  grid_.build(proxy_boxes_, proxy_flags_);
  grid_valid_ = true;
  if (any_moving) {
    bvh_valid_ = false;  // the bodies end the step elsewhere
    stale_queries_ = 0;
  }
  find_pair_keys(all_interact);
  narrow_phase();
  finish_step();
  result_.events = static_cast<std::uint32_t>(events_.size());
  return result_;
}

/// Validates each body's motion (an invalid one is dropped and reported in result_), writes its end shape,
/// marks it kMoving, and collects the broadphase proxies: each bounded body's box swept over the frame
/// (planes aside, in planes_). `all_interact`: every live body shares a layer that it interacts with.
void World::collect_motion(bool& any_moving, bool& all_interact) {
  const auto n = static_cast<std::uint32_t>(slots_.size());
  end_shapes_.resize(n);
  planes_.clear();
  proxy_boxes_.clear();
  proxy_flags_.clear();
  proxy_slots_.clear();
  std::uint32_t common_layers = ~0u;  // layer bits every live body is in and interacts with
  for (std::uint32_t slot = 0; slot < n; ++slot) {
    Slot& s = slots_[slot];
    s.bits = static_cast<std::uint8_t>(s.bits & ~kMoving);
    if (!(s.bits & kAlive)) {
      displacements_[slot] = kZero;
      continue;
    }
    common_layers &= s.layer & s.mask;
    const Shape& shape = shapes_[slot];
    Vec3 d = displacements_[slot];
    bool moved = false;  // end_shapes_[slot] written
    // A turning body (set_motion; direct writes to displacements() only translate) is checked and turned here;
    // its box holds its start and end and the bulge of the turn between them (turning_swept_box).
    const Vec3 w = angular_of(slot);
    const bool turning = !is_zero(w) && !std::holds_alternative<Sphere>(shape);
    if (turning) {
      const WorldError e = check_turning(slot, d, w);
      if (e == WorldError::none) {
        end_shapes_[slot] = turned(shape, d, w);
        moved = true;
      } else {
        if (result_.rejected_displacements++ == 0) {
          result_.first_rejected = handle_of(slot);
          result_.rejection = e;
        }
        d = kZero;
        displacements_[slot] = kZero;
        angular_[slot] = kZero;  // (turning: angular_ holds this slot)
      }
    } else if (!is_zero(d)) {
      // As check_displacement, translating once.
      WorldError e = WorldError::none;
      if (s.kind == static_cast<std::uint8_t>(BodyKind::static_body)) {
        e = WorldError::static_body_moved;
      } else if (detail::check_vector(d) != InputError::none) {
        e = WorldError::invalid_displacement;
      } else if (!move_checked(shape, d, end_shapes_[slot])) {
        e = WorldError::invalid_displacement;
      } else {
        moved = true;
      }
      if (e != WorldError::none) {
        if (result_.rejected_displacements++ == 0) {
          result_.first_rejected = handle_of(slot);
          result_.rejection = e;
        }
        d = kZero;
        displacements_[slot] = kZero;
      }
    }
    if (!moved) end_shapes_[slot] = shape;
    const bool moving = !is_zero(d) || (turning && moved);
    if (moving) {
      s.bits |= kMoving;
      any_moving = true;
    }
    if (is_plane(shape)) {
      planes_.push_back(slot);
      continue;
    }
    if (turning && moved) {
      proxy_boxes_.push_back(turning_swept_box(shape, end_shapes_[slot], w));
    } else {
      const Aabb box = bounds_of(shape);
      proxy_boxes_.push_back(moving ? swept_box(box, d) : box);
    }
    proxy_flags_.push_back(s.kind == static_cast<std::uint8_t>(BodyKind::static_body) ? kProxyFixed : 0);
    proxy_slots_.push_back(slot);
  }
  all_interact = common_layers != 0;
}

/// The candidate pairs that interact, as keys slot_a << 20 | slot_b (a < b) in pair_keys_, sorted, so that the
/// merge with the last step's touching pairs and the event stream come out in (a, b) order: the grid's pairs,
/// and each plane with every body whose swept box reaches it (every body, when the plane moves).
void World::find_pair_keys(bool all_interact) {
  const auto n = static_cast<std::uint32_t>(slots_.size());
  grid_.find_pairs(proxy_pairs_);
  pair_keys_.clear();
  // first_counts_[a + 1] / second_counts_[b + 1] count the keys whose first / second slot is a / b (for the
  // sort below).
  first_counts_.assign(std::size_t{n} + 1, 0);
  second_counts_.assign(std::size_t{n} + 1, 0);
  const auto add_key = [&](std::uint32_t a, std::uint32_t b) {
    pair_keys_.push_back(pair_key(a, b));
    ++first_counts_[a + 1];
    ++second_counts_[b + 1];
  };
  // all_interact: every pair interacts, no filter to read.
  for (const ProxyPair& p : proxy_pairs_) {
    const std::uint32_t a = proxy_slots_[p.a];  // proxies are in slot order: a < b
    const std::uint32_t b = proxy_slots_[p.b];
    if (all_interact || interacts(a, b)) add_key(a, b);
  }
  for (const std::uint32_t plane : planes_) {
    const Slot& ps = slots_[plane];
    const Plane& shape = std::get<Plane>(shapes_[plane]);
    const bool plane_moves = (ps.bits & kMoving) != 0;
    constexpr auto kStatic = static_cast<std::uint8_t>(BodyKind::static_body);
    for (std::size_t p = 0; p < proxy_slots_.size(); ++p) {
      const std::uint32_t other = proxy_slots_[p];
      if (ps.kind == kStatic && slots_[other].kind == kStatic) continue;
      if (!interacts(plane, other)) continue;
      if (!plane_moves && !near_plane(shape, proxy_boxes_[p])) continue;
      if (plane < other) {
        add_key(plane, other);
      } else {
        add_key(other, plane);
      }
    }
  }
  // Sort the keys: two counting-sort passes over the slots, on the second slot then (stably) on the first.
  // Branch-free, and cheaper than a radix sort's four passes over 40-bit keys; the same order.
  for (std::uint32_t slot = 0; slot < n; ++slot) {
    first_counts_[slot + 1] += first_counts_[slot];
    second_counts_[slot + 1] += second_counts_[slot];
  }
  pair_key_scratch_.resize(pair_keys_.size());
  for (const std::uint64_t key : pair_keys_) {
    pair_key_scratch_[second_counts_[second_slot(key)]++] = key;
  }
  for (const std::uint64_t key : pair_key_scratch_) {
    pair_keys_[first_counts_[first_slot(key)]++] = key;
  }
}

/// Moves the bodies to their end positions and clears the displacements; removed slots become reusable.
void World::finish_step() {
  shapes_.swap(end_shapes_);  // end_shapes_ holds every live body's end shape (its shape when still)
  last_linear_.assign(displacements_.begin(), displacements_.end());  // (rejected motions were zeroed)
  last_angular_.assign(angular_.begin(), angular_.end());
  std::fill(displacements_.begin(), displacements_.end(), kZero);
  std::fill(angular_.begin(), angular_.end(), kZero);
  for (const std::uint32_t slot : removed_slots_) {
    slots_[slot].bits = static_cast<std::uint8_t>(slots_[slot].bits & ~kRemoved);
    if (slots_[slot].generation < kMaxGeneration) free_slots_.push_back(slot);  // else retired for good
  }
  removed_slots_.clear();
}

}  // namespace sweepkit
