#include "sweepkit/world/world.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../query/unchecked.hpp"
#include "../validate.hpp"
#include "sweepkit/math/midpoint.hpp"
#include "sweepkit/query/dispatch.hpp"
#include "sweepkit/query/raycast_aabb.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/raycast_sphere.hpp"
#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit {
namespace {

constexpr std::uint32_t kMaxSlots = 1u << 20;
constexpr std::uint16_t kMaxGeneration = 2047;  // 11 bits
constexpr Vec3 kZero{0, 0, 0};

bool is_zero(Vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }

InputError check_shape(const Shape& shape) {
  return visit_shape([](const auto& s) { return detail::check(s); }, shape);
}

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

RaycastHit raycast_shape(const Ray& ray, const Shape& shape, Real max_fraction) {
  struct Visitor {
    const Ray& ray;
    Real max_fraction;
    RaycastHit operator()(const Sphere& s) const { return raycast_sphere(ray, s, max_fraction); }
    RaycastHit operator()(const Capsule& c) const { return raycast_capsule(ray, c, max_fraction); }
    RaycastHit operator()(const Aabb& b) const { return raycast_aabb(ray, b, max_fraction); }
    RaycastHit operator()(const Plane& p) const { return raycast_plane(ray, p, max_fraction); }
  };
  return visit_shape(Visitor{ray, max_fraction}, shape);
}

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

const char* describe(WorldError error) {
  switch (error) {
    case WorldError::none: return "no error";
    case WorldError::stale_handle: return "stale body handle (removed, null, or not from this world)";
    case WorldError::invalid_shape: return "invalid shape";
    case WorldError::invalid_displacement: return "displacement must be finite and keep the shape within +-1e8";
    case WorldError::static_body_moved: return "a static body cannot move";
    case WorldError::too_many_bodies: return "too many bodies (1,048,576 slots)";
    case WorldError::invalid_kind: return "body kind must be static, kinematic or fast";
  }
  return "unknown error";
}

World::World(WorldSettings settings) : settings_(settings), grid_(settings.grid) {}

BodyHandle World::handle_of(std::uint32_t slot) const {
  return {static_cast<std::int32_t>((slot << 11) | slots_[slot].generation)};
}

bool World::contains(BodyHandle body) const {
  if (body.value <= 0) return false;
  const std::uint32_t slot = body.index();
  return slot < slots_.size() && (slots_[slot].bits & kAlive) &&
         slots_[slot].generation == (static_cast<std::uint32_t>(body.value) & kMaxGeneration);
}

bool World::interacts(std::uint32_t a, std::uint32_t b) const {
  const Slot& p = slots_[a];
  const Slot& q = slots_[b];
  return (p.layer & q.mask) != 0 && (q.layer & p.mask) != 0;
}

bool World::sees(const QueryFilter& filter, std::uint32_t slot) const {
  const Slot& s = slots_[slot];
  return (s.bits & kAlive) && (s.layer & filter.mask) != 0 && (filter.include_sensors || !(s.bits & kSensor)) &&
         handle_of(slot) != filter.ignore;
}

AddBodyResult World::add_body(const BodyDesc& desc) {
  AddBodyResult result;
  if (desc.kind != BodyKind::static_body && desc.kind != BodyKind::kinematic && desc.kind != BodyKind::fast) {
    result.error = WorldError::invalid_kind;
    return result;
  }
  if (const InputError e = check_shape(desc.shape); e != InputError::none) {
    result.error = WorldError::invalid_shape;
    result.shape_error = e;
    return result;
  }
  std::uint32_t slot;
  if (!free_slots_.empty()) {
    slot = free_slots_.back();
    free_slots_.pop_back();
  } else if (slots_.size() < kMaxSlots) {
    slot = static_cast<std::uint32_t>(slots_.size());
    slots_.emplace_back();
    shapes_.emplace_back();
    displacements_.push_back(kZero);
  } else {
    result.error = WorldError::too_many_bodies;
    return result;
  }
  Slot& s = slots_[slot];
  shapes_[slot] = desc.shape;
  s.layer = desc.layer;
  s.mask = desc.mask;
  s.kind = static_cast<std::uint8_t>(desc.kind);
  s.bits = static_cast<std::uint8_t>(kAlive | (desc.sensor ? kSensor : 0));
  ++s.generation;
  displacements_[slot] = kZero;
  ++body_count_;
  invalidate_queries();
  result.body = handle_of(slot);
  return result;
}

WorldError World::remove_body(BodyHandle body) {
  if (!contains(body)) return WorldError::stale_handle;
  const std::uint32_t slot = body.index();
  slots_[slot].bits = static_cast<std::uint8_t>((slots_[slot].bits & ~kAlive) | kRemoved);
  displacements_[slot] = kZero;
  --body_count_;
  removed_slots_.push_back(slot);
  invalidate_queries();
  return WorldError::none;
}

WorldError World::check_displacement(std::uint32_t slot, Vec3 d) const {
  if (is_zero(d)) return WorldError::none;
  if (slots_[slot].kind == static_cast<std::uint8_t>(BodyKind::static_body)) return WorldError::static_body_moved;
  if (detail::check_vector(d) != InputError::none) return WorldError::invalid_displacement;
  if (check_shape(translated(shapes_[slot], d)) != InputError::none) return WorldError::invalid_displacement;
  return WorldError::none;
}

WorldError World::set_displacement(BodyHandle body, Vec3 displacement) {
  if (!contains(body)) return WorldError::stale_handle;
  const WorldError e = check_displacement(body.index(), displacement);
  if (e == WorldError::none) displacements_[body.index()] = displacement;
  return e;
}

WorldError World::set_shape(BodyHandle body, const Shape& shape, InputError* shape_error) {
  if (!contains(body)) return WorldError::stale_handle;
  const InputError e = check_shape(shape);
  if (shape_error) *shape_error = e;
  if (e != InputError::none) return WorldError::invalid_shape;
  shapes_[body.index()] = shape;
  invalidate_queries();
  return WorldError::none;
}

WorldError World::set_filter(BodyHandle body, std::uint32_t layer, std::uint32_t mask) {
  if (!contains(body)) return WorldError::stale_handle;
  slots_[body.index()].layer = layer;
  slots_[body.index()].mask = mask;
  return WorldError::none;
}

BodyState World::body(BodyHandle body) const {
  BodyState state;
  if (!contains(body)) {
    state.error = WorldError::stale_handle;
    return state;
  }
  const Slot& s = slots_[body.index()];
  state.shape = shapes_[body.index()];
  state.displacement = displacements_[body.index()];
  state.kind = static_cast<BodyKind>(s.kind);
  state.layer = s.layer;
  state.mask = s.mask;
  state.sensor = (s.bits & kSensor) != 0;
  return state;
}

StepResult World::step() {
  events_.clear();
  next_active_.clear();
  result_ = StepResult{};
  const auto n = static_cast<std::uint32_t>(slots_.size());

  // Validate the motion, and collect each body's box swept over the frame (planes aside).
  end_shapes_.resize(n);
  planes_.clear();
  proxy_boxes_.clear();
  proxy_flags_.clear();
  proxy_slots_.clear();
  bool any_moving = false;
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
    if (!is_zero(d)) {
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
    const bool moving = !is_zero(d);
    if (moving) {
      s.bits |= kMoving;
      any_moving = true;
    }
    if (is_plane(shape)) {
      planes_.push_back(slot);
      continue;
    }
    const Aabb box = bounds_of(shape);
    proxy_boxes_.push_back(moving ? swept_box(box, d) : box);
    proxy_flags_.push_back(s.kind == static_cast<std::uint8_t>(BodyKind::static_body) ? kProxyFixed : 0);
    proxy_slots_.push_back(slot);
  }

  // Broadphase: candidate pairs as keys slot_a << 20 | slot_b (a < b), sorted, so that the merge with the
  // last step's touching pairs and the event stream come out in (a, b) order.
  grid_.build(proxy_boxes_, proxy_flags_);
  grid_valid_ = true;
  if (any_moving) {
    bvh_valid_ = false;  // the bodies end the step elsewhere
    stale_queries_ = 0;
  }
  grid_.find_pairs(proxy_pairs_);
  pair_keys_.clear();
  // first_counts_[a + 1] / second_counts_[b + 1] count the keys whose first / second slot is a / b (for the
  // sort below).
  first_counts_.assign(std::size_t{n} + 1, 0);
  second_counts_.assign(std::size_t{n} + 1, 0);
  const auto add_key = [&](std::uint32_t a, std::uint32_t b) {
    pair_keys_.push_back((std::uint64_t{a} << 20) | b);
    ++first_counts_[a + 1];
    ++second_counts_[b + 1];
  };
  // When every live body shares a layer that it interacts with, every pair interacts: no filter to read.
  const bool all_interact = common_layers != 0;
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
    pair_key_scratch_[second_counts_[static_cast<std::size_t>(key & (kMaxSlots - 1))]++] = key;
  }
  for (const std::uint64_t key : pair_key_scratch_) {
    pair_keys_[first_counts_[static_cast<std::size_t>(key >> 20)]++] = key;
  }

  // Narrowphase and events: merge the sorted candidates with the sorted pairs touching at the last step.
  std::size_t i = 0;
  std::size_t j = 0;
  const auto end_pair = [&](const ActivePair& pair) {
    const std::uint32_t a = static_cast<std::uint32_t>(pair.key >> 20);
    const std::uint32_t b = static_cast<std::uint32_t>(pair.key & (kMaxSlots - 1));
    ContactEvent ev;
    ev.type = EventType::end;
    ev.flags = pair.flags & kEventSensor;
    if ((slots_[a].bits | slots_[b].bits) & kRemoved) ev.flags |= kEventRemoved;
    ev.a = pair.a;
    ev.b = pair.b;
    ev.t = 1;
    ev.normal = pair.normal;
    ev.point = pair.point;
    ev.impact_speed = dot(displacements_[a] - displacements_[b], pair.normal);
    events_.push_back(ev);
  };
  while (i < active_.size() || j < pair_keys_.size()) {
    if (j == pair_keys_.size() || (i < active_.size() && active_[i].key < pair_keys_[j])) {
      end_pair(active_[i++]);  // no longer a candidate: apart, removed, or no longer interacting
      continue;
    }
    // The pairs' bodies are scattered over the slots: fetch those of a pair a few keys ahead.
    if (j + kPrefetchAhead < pair_keys_.size()) {
      const std::uint64_t ahead = pair_keys_[j + kPrefetchAhead];
      const std::uint32_t b_ahead = static_cast<std::uint32_t>(ahead & (kMaxSlots - 1));
      prefetch(&shapes_[b_ahead]);
      prefetch(&end_shapes_[b_ahead]);
      prefetch(&slots_[b_ahead]);
      prefetch(&displacements_[b_ahead]);
    }
    const std::uint64_t key = pair_keys_[j++];
    const ActivePair* previous = nullptr;
    if (i < active_.size() && active_[i].key == key) previous = &active_[i++];
    narrow_and_report(static_cast<std::uint32_t>(key >> 20), static_cast<std::uint32_t>(key & (kMaxSlots - 1)),
                      previous);
  }
  active_.swap(next_active_);

  // Move the bodies to their end positions; removed slots become reusable.
  shapes_.swap(end_shapes_);  // end_shapes_ holds every live body's end shape (its shape when still)
  std::fill(displacements_.begin(), displacements_.end(), kZero);
  for (const std::uint32_t slot : removed_slots_) {
    slots_[slot].bits = static_cast<std::uint8_t>(slots_[slot].bits & ~kRemoved);
    if (slots_[slot].generation < kMaxGeneration) free_slots_.push_back(slot);  // else retired for good
  }
  removed_slots_.clear();
  result_.events = static_cast<std::uint32_t>(events_.size());
  return result_;
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
    const Contact end_contact = detail::contact_unchecked(end_shapes_[a], end_shapes_[b]);
    if (end_contact.hit()) {
      report_touching(a, b, previous, flags, end_contact, nullptr);
    } else if (previous) {
      ContactEvent& ev = events_.emplace_back();
      ev.type = EventType::end;
      ev.flags = previous->flags & kEventSensor;
      ev.a = handle_of(a);
      ev.b = handle_of(b);
      ev.t = 1;
      ev.normal = previous->normal;
      ev.point = previous->point;
      ev.impact_speed = dot(displacements_[a] - displacements_[b], ev.normal);
    }
    return;
  }
  const Vec3 da = displacements_[a];
  const Vec3 db = displacements_[b];
  SweepHit first = detail::sweep_unchecked(shapes_[a], da, shapes_[b], db);  // every argument checked already
  if (first.status == Status::unsupported) {
    first = sampled_sweep(shapes_[a], da, shapes_[b], db);
    flags |= kEventApproximate;
  }
  if (!first.hit()) return;  // apart all frame
  const Contact end_contact = detail::contact_unchecked(end_shapes_[a], end_shapes_[b]);
  if (end_contact.hit()) {
    report_touching(a, b, nullptr, flags, end_contact, &first);
    return;
  }
  ContactEvent& ev = events_.emplace_back();
  ev.type = EventType::begin;  // met and parted within the frame
  ev.flags = flags | kEventTransient;
  ev.a = handle_of(a);
  ev.b = handle_of(b);
  ev.t = first.t;
  ev.normal = first.normal;
  ev.point = first.point;
  ev.impact_speed = dot(da - db, ev.normal);
}

void World::report_touching(std::uint32_t a, std::uint32_t b, const ActivePair* previous, std::int32_t flags,
                            const Contact& end_contact, const SweepHit* first) {
  const Vec3 end_point = midpoint(end_contact.point_a, end_contact.point_b);
  ContactEvent& ev = events_.emplace_back();
  ev.flags = flags;
  ev.a = handle_of(a);
  ev.b = handle_of(b);
  ev.depth = end_contact.depth;
  if (previous) {
    ev.type = EventType::stay;
    ev.t = 1;
    ev.normal = end_contact.normal;
    ev.point = end_point;
  } else if (first) {
    ev.type = EventType::begin;  // where and when they first met
    ev.t = first->t;
    ev.normal = first->normal;
    ev.point = first->point;
  } else {
    ev.type = EventType::begin;
    ev.t = 0;
    ev.normal = end_contact.normal;
    ev.point = end_point;
  }
  ev.impact_speed = dot(displacements_[a] - displacements_[b], ev.normal);
  ActivePair& pair = next_active_.emplace_back();
  pair.key = (std::uint64_t{a} << 20) | b;
  pair.a = ev.a;
  pair.b = ev.b;
  pair.flags = flags;
  pair.normal = end_contact.normal;
  pair.point = end_point;
  ++result_.touching;
}

SweepHit World::sampled_sweep(const Shape& a, Vec3 da, const Shape& b, Vec3 db) const {
  // Sample the motion at steps of at most half the thinner body's thickness (a body this thin cannot be
  // crossed between two samples), then bisect the first interval that ends in contact.
  const Real step = Real(0.5) * std::min(thickness(a), thickness(b));
  const Real travel = length(da - db);
  const Real max_samples = static_cast<Real>(std::max<std::uint32_t>(settings_.max_samples, 1));
  const Real wanted = step > 0 ? std::ceil(travel / step) : max_samples;
  const auto samples = static_cast<std::uint32_t>(std::clamp(wanted, Real(1), max_samples));
  const auto at = [&](Real t) { return contact(translated(a, da * t), translated(b, db * t)); };
  SweepHit result;
  for (std::uint32_t k = 0; k <= samples; ++k) {
    const Real t = static_cast<Real>(k) / static_cast<Real>(samples);
    Contact c = at(t);
    if (!c.hit()) continue;
    Real hit_t = t;
    if (k > 0) {
      Real lo = static_cast<Real>(k - 1) / static_cast<Real>(samples);
      for (int iteration = 0; iteration < 16; ++iteration) {
        const Real mid = Real(0.5) * (lo + hit_t);
        const Contact m = at(mid);
        if (m.hit()) {
          hit_t = mid;
          c = m;
        } else {
          lo = mid;
        }
      }
    }
    result.status = k == 0 ? Status::initial_overlap : Status::hit;
    result.t = hit_t;
    result.position = reference_point(a) + da * hit_t;
    result.point = midpoint(c.point_a, c.point_b);
    result.normal = c.normal;
    return result;
  }
  result.status = Status::miss;
  result.t = 1;
  result.position = reference_point(a) + da;
  return result;
}

void World::ensure_query_grid() const {
  if (grid_valid_) return;
  planes_.clear();
  proxy_boxes_.clear();
  proxy_flags_.clear();
  proxy_slots_.clear();
  for (std::uint32_t slot = 0; slot < slots_.size(); ++slot) {
    if (!(slots_[slot].bits & kAlive)) continue;
    if (is_plane(shapes_[slot])) {
      planes_.push_back(slot);
      continue;
    }
    proxy_boxes_.push_back(bounds_of(shapes_[slot]));
    proxy_flags_.push_back(0);
    proxy_slots_.push_back(slot);
  }
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
  bvh_planes_.clear();
  bvh_slots_.clear();
  bvh_boxes_.clear();
  for (std::uint32_t slot = 0; slot < slots_.size(); ++slot) {
    if (!(slots_[slot].bits & kAlive)) continue;
    if (is_plane(shapes_[slot])) {
      bvh_planes_.push_back(slot);
      continue;
    }
    bvh_boxes_.push_back(bounds_of(shapes_[slot]));
    bvh_slots_.push_back(slot);
  }
  bvh_.build(bvh_boxes_);
  bvh_valid_ = true;
  return true;
}

WorldRaycastHit World::raycast_closest(const Ray& ray, Real max_fraction, const QueryFilter& filter) const {
  WorldRaycastHit best;
  if (detail::reject(best.hit, detail::check(ray), 0)) return best;
  if (detail::reject(best.hit, detail::check_max_fraction(max_fraction), 1)) return best;
  best.hit.t = std::isfinite(max_fraction) ? max_fraction : std::numeric_limits<Real>::max();
  const bool tree = use_query_bvh();
  Real limit = max_fraction;
  std::uint32_t best_slot = 0;
  bool found = false;
  const auto consider = [&](std::uint32_t slot) {
    if (!sees(filter, slot)) return;
    const RaycastHit h = raycast_shape(ray, shapes_[slot], limit);
    if (!h.hit() || (found && (h.t > best.hit.t || (h.t == best.hit.t && slot > best_slot)))) return;
    best.hit = h;
    best_slot = slot;
    found = true;
    limit = h.t;
  };
  if (tree) {
    bvh_.cast(ray.origin, ray.direction, 0, max_fraction, [&](std::uint32_t p, Real) {
      consider(bvh_slots_[p]);
      return limit;
    });
  } else {
    UniformGrid::Cast cast = grid_.begin_cast(ray.origin, ray.direction, 0, max_fraction);
    while (!cast.done() && (!found || cast.t_enter <= limit)) {
      query_proxies_.clear();
      grid_.advance_cast(cast, query_proxies_);
      for (const std::uint32_t p : query_proxies_) consider(proxy_slots_[p]);
    }
  }
  for (const std::uint32_t slot : tree ? bvh_planes_ : planes_) consider(slot);
  if (found) best.body = handle_of(best_slot);
  return best;
}

Status World::raycast_all(const Ray& ray, Real max_fraction, const QueryFilter& filter,
                          std::vector<WorldRaycastHit>& hits) const {
  hits.clear();
  RaycastHit check;
  if (detail::reject(check, detail::check(ray), 0)) return Status::invalid_input;
  if (detail::reject(check, detail::check_max_fraction(max_fraction), 1)) return Status::invalid_input;
  const bool tree = use_query_bvh();
  const auto consider = [&](std::uint32_t slot) {
    if (!sees(filter, slot)) return;
    const RaycastHit h = raycast_shape(ray, shapes_[slot], max_fraction);
    if (h.hit()) hits.push_back({h, handle_of(slot)});
  };
  if (tree) {
    bvh_.cast(ray.origin, ray.direction, 0, max_fraction, [&](std::uint32_t p, Real limit) {
      consider(bvh_slots_[p]);
      return limit;
    });
  } else {
    UniformGrid::Cast cast = grid_.begin_cast(ray.origin, ray.direction, 0, max_fraction);
    while (!cast.done()) {
      query_proxies_.clear();
      grid_.advance_cast(cast, query_proxies_);
      for (const std::uint32_t p : query_proxies_) consider(proxy_slots_[p]);
    }
  }
  for (const std::uint32_t slot : tree ? bvh_planes_ : planes_) consider(slot);
  std::sort(hits.begin(), hits.end(), [](const WorldRaycastHit& p, const WorldRaycastHit& q) {
    return p.hit.t < q.hit.t || (p.hit.t == q.hit.t && p.body < q.body);
  });
  return hits.empty() ? Status::miss : Status::hit;
}

WorldSweepHit World::cast_closest(const Shape& shape, Vec3 displacement, const QueryFilter& filter) const {
  WorldSweepHit best;
  if (detail::reject(best.hit, check_shape(shape), 0)) return best;
  if (detail::reject(best.hit, detail::check_vector(displacement), 1)) return best;
  best.hit.t = 1;
  best.hit.position = reference_point(shape) + displacement;
  const bool tree = use_query_bvh();
  std::uint32_t best_slot = 0;
  bool found = false;
  const bool cast_plane = is_plane(shape);
  const auto consider = [&](std::uint32_t slot) {
    if (!sees(filter, slot) || (cast_plane && is_plane(shapes_[slot]))) return;
    const SweepHit h = sweep(shape, displacement, shapes_[slot], kZero);
    if (!h.hit() || (found && (h.t > best.hit.t || (h.t == best.hit.t && slot > best_slot)))) return;
    best.hit = h;
    best_slot = slot;
    found = true;
  };
  if (cast_plane) {
    // A plane has no box to walk the grid with: every body is a candidate.
    for (const std::uint32_t slot : tree ? bvh_slots_ : proxy_slots_) consider(slot);
  } else if (tree) {
    const Sphere bound = bounding_sphere(shape);
    bvh_.cast(bound.center, displacement, bound.radius, 1, [&](std::uint32_t p, Real) {
      consider(bvh_slots_[p]);
      return best.hit.t;  // 1 until a hit
    });
  } else {
    const Sphere bound = bounding_sphere(shape);
    UniformGrid::Cast cast = grid_.begin_cast(bound.center, displacement, bound.radius, 1);
    while (!cast.done() && (!found || cast.t_enter <= best.hit.t)) {
      query_proxies_.clear();
      grid_.advance_cast(cast, query_proxies_);
      for (const std::uint32_t p : query_proxies_) consider(proxy_slots_[p]);
    }
  }
  for (const std::uint32_t slot : tree ? bvh_planes_ : planes_) consider(slot);
  if (found) best.body = handle_of(best_slot);
  return best;
}

WorldSweepHit World::sphere_cast_closest(const Sphere& sphere, Vec3 displacement, const QueryFilter& filter) const {
  return cast_closest(Shape{sphere}, displacement, filter);
}

Overlap World::overlap(const Shape& shape, const QueryFilter& filter, std::vector<BodyHandle>& bodies) const {
  bodies.clear();
  Overlap result;
  if (detail::reject(result, check_shape(shape), 0)) return result;
  const bool tree = use_query_bvh();
  const bool query_plane = is_plane(shape);
  const auto consider = [&](std::uint32_t slot) {
    if (!sees(filter, slot) || (query_plane && is_plane(shapes_[slot]))) return;
    if (contact(shape, shapes_[slot]).hit()) bodies.push_back(handle_of(slot));
  };
  if (query_plane) {
    for (const std::uint32_t slot : tree ? bvh_slots_ : proxy_slots_) consider(slot);
  } else if (tree) {
    bvh_.query_aabb(bounds_of(shape), [&](std::uint32_t p) { consider(bvh_slots_[p]); });
  } else {
    query_proxies_.clear();
    grid_.query_aabb(bounds_of(shape), query_proxies_);
    for (const std::uint32_t p : query_proxies_) consider(proxy_slots_[p]);
  }
  for (const std::uint32_t slot : tree ? bvh_planes_ : planes_) consider(slot);
  std::sort(bodies.begin(), bodies.end());
  result.status = bodies.empty() ? Status::miss : Status::hit;
  return result;
}

}  // namespace sweepkit
