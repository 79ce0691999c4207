#pragma once
// Constants and helpers the World's files share (body storage, step, queries). Private to core/src/world.

#include <algorithm>
#include <cstdint>

#include "../validate.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/world/world.hpp"

namespace sweepkit::world_detail {

inline constexpr std::uint32_t kMaxSlots = 1u << 20;      // 20 bits of slot index in a handle and a pair key
inline constexpr std::uint16_t kMaxGeneration = 2047;      // 11 bits of generation in a handle
inline constexpr Vec3 kZero{0, 0, 0};

inline bool is_zero(Vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }

using detail::check_shape;

/// The slots of a pair key `a << 20 | b`.
inline std::uint32_t first_slot(std::uint64_t key) { return static_cast<std::uint32_t>(key >> 20); }
inline std::uint32_t second_slot(std::uint64_t key) { return static_cast<std::uint32_t>(key & (kMaxSlots - 1)); }
inline std::uint64_t pair_key(std::uint32_t a, std::uint32_t b) { return (std::uint64_t{a} << 20) | b; }

}  // namespace sweepkit::world_detail

namespace sweepkit {

// The slot accessors every stage calls per pair or per candidate: inline here, so that each file inlines them.

inline BodyHandle World::handle_of(std::uint32_t slot) const {
  return {static_cast<std::int32_t>((slot << 11) | slots_[slot].generation)};
}

inline bool World::interacts(std::uint32_t a, std::uint32_t b) const {
  const Slot& p = slots_[a];
  const Slot& q = slots_[b];
  return (p.layer & q.mask) != 0 && (q.layer & p.mask) != 0;
}

inline bool World::sees(const QueryFilter& filter, std::uint32_t slot) const {
  const Slot& s = slots_[slot];
  return (s.bits & kAlive) && (s.layer & filter.mask) != 0 && (filter.include_sensors || !(s.bits & kSensor)) &&
         handle_of(slot) != filter.ignore &&
         std::find(filter.ignore_more.begin(), filter.ignore_more.end(), handle_of(slot)) == filter.ignore_more.end();
}

}  // namespace sweepkit
