// The World's body storage: slots with generations behind the handles, and the validation of what callers
// store in them (shapes, kinds, displacements). The step, the queries and their index live beside this file.
#include "sweepkit/world/world.hpp"

#include <cmath>

#include "sweepkit/shapes/bounds.hpp"
#include "world_internal.hpp"

namespace sweepkit {

using world_detail::check_shape;
using world_detail::is_zero;
using world_detail::kMaxGeneration;
using world_detail::kMaxSlots;
using world_detail::kZero;

namespace {

// True when every entry of `r` is within kRotationTolerance of the identity's.
bool near_identity(const Mat3& r) {
  for (int i = 0; i < 3; ++i) {
    const Vec3 e = r.col[i] - Vec3{i == 0 ? Real(1) : Real(0), i == 1 ? Real(1) : Real(0), i == 2 ? Real(1) : Real(0)};
    if (!(std::fabs(e.x) <= kRotationTolerance && std::fabs(e.y) <= kRotationTolerance &&
          std::fabs(e.z) <= kRotationTolerance)) {
      return false;
    }
  }
  return true;
}

}  // namespace

const char* describe(WorldError error) {
  switch (error) {
    // One case per WorldError, with the core's text of bindings/schema.js (the JS errors have their own words).
#include "../generated/world_error_text.inc"
  }
  return "unknown error";
}

World::World(WorldSettings settings) : settings_(settings), grid_(settings.grid) {}

bool World::contains(BodyHandle body) const {
  if (body.value <= 0) return false;
  const std::uint32_t slot = body.index();
  return slot < slots_.size() && (slots_[slot].bits & kAlive) &&
         slots_[slot].generation == (static_cast<std::uint32_t>(body.value) & kMaxGeneration);
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
  result.body = insert_body(desc, result.error);
  return result;
}

BodyHandle World::insert_body(const BodyDesc& desc, WorldError& error) {
  std::uint32_t slot;
  if (!free_slots_.empty()) {
    slot = free_slots_.back();
    free_slots_.pop_back();
  } else if (slots_.size() < kMaxSlots) {
    slot = static_cast<std::uint32_t>(slots_.size());
    slots_.emplace_back();
    shapes_.emplace_back();
    displacements_.push_back(kZero);
    if (!angular_.empty()) angular_.push_back(kZero);
    if (!mesh_bounds_.empty()) mesh_bounds_.emplace_back();
  } else {
    error = WorldError::too_many_bodies;
    return {};
  }
  Slot& s = slots_[slot];
  shapes_[slot] = desc.shape;
  s.layer = desc.layer;
  s.mask = desc.mask;
  s.kind = static_cast<std::uint8_t>(desc.kind);
  s.bits = static_cast<std::uint8_t>(kAlive | (desc.sensor ? kSensor : 0));
  ++s.generation;
  displacements_[slot] = kZero;
  if (slot < angular_.size()) angular_[slot] = kZero;
  mark_mesh(slot);
  ++body_count_;
  invalidate_queries();
  return handle_of(slot);
}

WorldError World::remove_body(BodyHandle body) {
  if (!contains(body)) return WorldError::stale_handle;
  const std::uint32_t slot = body.index();
  slots_[slot].bits = static_cast<std::uint8_t>((slots_[slot].bits & ~kAlive) | kRemoved);
  displacements_[slot] = kZero;
  if (slot < angular_.size()) angular_[slot] = kZero;
  --body_count_;
  removed_slots_.push_back(slot);  // reusable after the next step, once its pairs have reported `end`
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
  if (e == WorldError::none) {
    displacements_[body.index()] = displacement;
    if (body.index() < angular_.size()) angular_[body.index()] = kZero;
  }
  return e;
}

WorldError World::set_motion(BodyHandle body, const Motion& motion) {
  if (!contains(body)) return WorldError::stale_handle;
  const std::uint32_t slot = body.index();
  if (is_zero(motion.angular)) return set_displacement(body, motion.linear);
  const WorldError e = check_turning(slot, motion.linear, motion.angular);
  if (e != WorldError::none) return e;
  displacements_[slot] = motion.linear;
  if (angular_.size() < slots_.size()) angular_.resize(slots_.size(), kZero);  // made on the first turn
  angular_[slot] = motion.angular;
  return WorldError::none;
}

WorldError World::check_turning(std::uint32_t slot, Vec3 linear, Vec3 angular) const {
  const Shape& shape = shapes_[slot];
  if (slots_[slot].kind == static_cast<std::uint8_t>(BodyKind::static_body)) return WorldError::static_body_moved;
  if (detail::check_vector(linear) != InputError::none || detail::check_vector(angular) != InputError::none) {
    return WorldError::invalid_displacement;
  }
  if (std::holds_alternative<Aabb>(shape) || is_plane(shape)) return WorldError::shape_cannot_turn;
  if (check_shape(turned(shape, linear, angular)) != InputError::none) return WorldError::invalid_displacement;
  return WorldError::none;
}

WorldError World::set_shape(BodyHandle body, const Shape& shape, InputError* shape_error) {
  if (!contains(body)) return WorldError::stale_handle;
  const InputError e = check_shape(shape);
  if (shape_error) *shape_error = e;
  if (e != InputError::none) return WorldError::invalid_shape;
  shapes_[body.index()] = shape;
  mark_mesh(body.index());
  invalidate_queries();
  return WorldError::none;
}

WorldError World::set_pose(BodyHandle body, Vec3 position, const Mat3* rotation) {
  if (!contains(body)) return WorldError::stale_handle;
  Shape& shape = shapes_[body.index()];
  if (is_plane(shape)) return WorldError::plane_has_no_pose;
  if (detail::check_vector(position) != InputError::none) return WorldError::invalid_pose;
  if (rotation != nullptr) {
    if (detail::check_rotation(*rotation) != InputError::none) return WorldError::invalid_pose;
    if (std::holds_alternative<Aabb>(shape) && !near_identity(*rotation)) return WorldError::shape_cannot_turn;
  }
  Shape moved = posed(shape, position, rotation);
  if (check_shape(moved) != InputError::none) return WorldError::invalid_pose;
  shape = moved;
  invalidate_queries();
  return WorldError::none;
}

WorldError World::set_filter(BodyHandle body, std::uint32_t layer, std::uint32_t mask) {
  if (!contains(body)) return WorldError::stale_handle;
  slots_[body.index()].layer = layer;
  slots_[body.index()].mask = mask;
  return WorldError::none;
}

Motion World::last_motion(BodyHandle body) const {
  if (!contains(body)) return {};
  const std::uint32_t slot = body.index();
  return {slot < last_linear_.size() ? last_linear_[slot] : kZero,
          slot < last_angular_.size() ? last_angular_[slot] : kZero};
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
  if (const auto* m = std::get_if<TriangleMeshShape>(&state.shape)) {
    state.mesh = m->mesh;
    state.mesh_position = m->position;
    state.mesh_rotation = m->rotation;
    state.shape = bounds_of(state.shape);
  }
  return state;
}

}  // namespace sweepkit
