// The step's narrowphase and events: the sorted candidate pairs merged with the pairs touching at the last
// step, each tested (sweep — turning bodies by sweep_rotating — or contact) and reported through one event builder.
#include "../dispatch/dispatch_kernels.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/math/midpoint.hpp"
#include "world_internal.hpp"

namespace sweepkit {

using world_detail::first_slot;
using world_detail::is_zero;
using world_detail::pair_key;
using world_detail::second_slot;

namespace {

/// A hint to start loading the cache line at `p` (nothing in WebAssembly, which has no prefetch).
inline void prefetch(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(p);
#else
  (void)p;
#endif
}
constexpr std::size_t kPrefetchAhead = 4;  // pairs

}  // namespace

/// Merges the sorted candidate keys with the sorted pairs touching at the last step: a touching pair that is
/// no longer a candidate (apart, removed, or no longer interacting) ends; each candidate is tested.
void World::narrow_phase() {
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < active_.size() || j < pair_keys_.size()) {
    if (j == pair_keys_.size() || (i < active_.size() && active_[i].key < pair_keys_[j])) {
      report_end(active_[i++]);
      continue;
    }
    // The pairs' bodies are scattered over the slots: fetch those of a pair a few keys ahead.
    if (j + kPrefetchAhead < pair_keys_.size()) {
      const std::uint32_t b_ahead = second_slot(pair_keys_[j + kPrefetchAhead]);
      prefetch(&shapes_[b_ahead]);
      prefetch(&end_shapes_[b_ahead]);
      prefetch(&slots_[b_ahead]);
      prefetch(&displacements_[b_ahead]);
    }
    const std::uint64_t key = pair_keys_[j++];
    const ActivePair* previous = nullptr;
    if (i < active_.size() && active_[i].key == key) previous = &active_[i++];
    narrow_and_report(first_slot(key), second_slot(key), previous);
  }
  active_.swap(next_active_);
}

void World::narrow_and_report(std::uint32_t a, std::uint32_t b, const ActivePair* previous) {
  const std::uint8_t bits = slots_[a].bits | slots_[b].bits;
  std::int32_t flags = (bits & kSensor) ? kEventSensor : 0;
  ++result_.pairs_tested;

  // A pair touching at the last step needs only its state at the frame's end (stay or end). Any other pair
  // needs the sweep when a body moves: a miss settles it (apart all frame), a hit gives the first contact
  // for `begin`, and the end state then tells a lasting begin from a transient one.
  // (Results are initialised in place, never assigned: in WebAssembly a struct copy reads back as wide
  // loads what the callee just wrote field by field, and stalls on the store forwarding.)
  const bool moving = (bits & kMoving) != 0;
  if (previous || !moving) {
    const Contact end_contact = detail::contact(end_shapes_[a], end_shapes_[b]);
    if (end_contact.hit()) {
      report_touching(a, b, previous, flags, end_contact, nullptr);
    } else if (previous) {
      report_end(*previous);
    }
    return;
  }
  const Vec3 da = displacements_[a];
  const Vec3 db = displacements_[b];
  // Every pair but plane–plane (never tested) has a sweep: exact, or conservative advancement (never late).
  const Vec3 wa = angular_of(a);
  const Vec3 wb = angular_of(b);
  const SweepHit first = is_zero(wa) && is_zero(wb)
                             ? detail::sweep(shapes_[a], da, shapes_[b], db)  // every argument checked already
                             : sweep_rotating(shapes_[a], Motion{da, wa}, shapes_[b], Motion{db, wb});
  if (!first.hit()) return;  // apart all frame (or a pair without a test: a mesh against a mesh or a plane)
  const Contact end_contact = detail::contact(end_shapes_[a], end_shapes_[b]);
  if (end_contact.hit()) {
    report_touching(a, b, nullptr, flags, end_contact, &first);
    return;
  }
  // Met and parted within the frame.
  emit(EventType::begin, flags | kEventTransient, a, b, first.t, 0, first.normal, first.point);
}

void World::report_touching(std::uint32_t a, std::uint32_t b, const ActivePair* previous, std::int32_t flags,
                            const Contact& end_contact, const SweepHit* first) {
  const Vec3 end_point = midpoint(end_contact.point_a, end_contact.point_b);
  if (previous) {
    emit(EventType::stay, flags, a, b, 1, end_contact.depth, end_contact.normal, end_point);
  } else if (first) {
    // Where and when they first met.
    emit(EventType::begin, flags, a, b, first->t, end_contact.depth, first->normal, first->point);
  } else {
    emit(EventType::begin, flags, a, b, 0, end_contact.depth, end_contact.normal, end_point);
  }
  ActivePair& pair = next_active_.emplace_back();
  pair.key = pair_key(a, b);
  pair.flags = flags;
  pair.normal = end_contact.normal;
  pair.point = end_point;
  ++result_.touching;
}

void World::report_end(const ActivePair& pair) {
  const std::uint32_t a = first_slot(pair.key);
  const std::uint32_t b = second_slot(pair.key);
  std::int32_t flags = pair.flags & kEventSensor;
  if ((slots_[a].bits | slots_[b].bits) & kRemoved) flags |= kEventRemoved;
  emit(EventType::end, flags, a, b, 1, 0, pair.normal, pair.point);  // as last reported
}

void World::emit(EventType type, std::int32_t flags, std::uint32_t a, std::uint32_t b, Real t, Real depth,
                 Vec3 normal, Vec3 point) {
  ContactEvent& ev = events_.emplace_back();
  ev.type = type;
  ev.flags = flags;
  ev.a = handle_of(a);  // a removed body's slot keeps its generation until the step ends: its old handle
  ev.b = handle_of(b);
  ev.t = t;
  ev.depth = depth;
  ev.normal = normal;
  ev.point = point;
  ev.impact_speed = dot(displacements_[a] - displacements_[b], normal);
}

}  // namespace sweepkit
