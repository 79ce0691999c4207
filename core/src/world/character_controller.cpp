// The character controller's body and move: create, the casts, carry, depenetration, collide-and-slide with slopes
// (the algorithm and its sources are in character_controller.hpp; the stair step is in character_step.cpp, the
// ground probe and snapping in character_ground.cpp, the settings' checks in character_settings.cpp).
#include "sweepkit/world/character_controller.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "character_internal.hpp"
#include "sweepkit/math/quat.hpp"

namespace sweepkit {

using character_detail::clip;
using character_detail::horizontal;
using character_detail::kDepenetrationPasses;
using character_detail::kDownCosine;
using character_detail::kLevelCreaseSin;
using character_detail::kNoMotionRelative;
using character_detail::kNoPartSquared;
using character_detail::kSteepestWalkableCos;
using character_detail::kUnitTolerance;
using character_detail::kWallCos;

CharacterCreateResult CharacterController::create(World& world, const Shape& shape, const CharacterSettings& settings) {
  CharacterCreateResult r;
  r.error = check(settings);
  if (r.error != CharacterError::none) return r;
  const Vec3 up = settings.up * (Real(1) / length(settings.up));
  Vec3 centre;
  if (const auto* c = std::get_if<Capsule>(&shape)) {
    r.shape_error = detail::check(*c);
    const Vec3 axis = c->end - c->start;
    const Real len = length(axis);
    // Parallel to up: the segment's part across `up` within 1e-3 rad of its length (a point segment is a sphere).
    if (r.shape_error == InputError::none && length(axis - dot(axis, up) * up) > kUnitTolerance * len) {
      r.error = CharacterError::shape_not_upright;
      return r;
    }
    centre = (c->start + c->end) * Real(0.5);
    half_height_ = len * Real(0.5);
    radius_ = c->radius;
    sphere_ = false;
  } else if (const auto* s = std::get_if<Sphere>(&shape)) {
    r.shape_error = detail::check(*s);
    centre = s->center;
    half_height_ = 0;
    radius_ = s->radius;
    sphere_ = true;
  } else {
    r.error = CharacterError::shape_not_capsule;
    return r;
  }
  if (r.shape_error != InputError::none) {
    r.error = CharacterError::shape_invalid;
    return r;
  }
  // The skin is bounded by the shape's size, as move_and_slide's is: a larger one moves the character by the skin
  // off every surface (a skin of 1e8 teleports it).
  if (settings.skin > std::max(radius_, CharacterSettings{}.skin)) {
    r.error = CharacterError::skin_invalid;
    return r;
  }
  settings_ = settings;
  settings_.up = up;
  cos_climb_ = std::max(std::cos(settings.max_slope_climb_angle), kSteepestWalkableCos);
  no_motion_squared_ = (kNoMotionRelative * radius_) * (kNoMotionRelative * radius_);
  cos_slide_ = std::cos(settings.min_slope_slide_angle);
  position_ = centre;
  const AddBodyResult added =
      world.add_body({shape_at(centre), BodyKind::kinematic, settings.layer, settings.mask, false});
  if (added.error != WorldError::none) {
    r.error = CharacterError::body_error;
    r.world_error = added.error;
    r.shape_error = added.shape_error;
    return r;
  }
  world_ = &world;
  body_ = added.body;
  find_ground(std::max(settings_.snap_to_ground, 2 * settings_.skin));
  return r;
}

void CharacterController::destroy() {
  if (world_ && !body_.is_null()) world_->remove_body(body_);
  world_ = nullptr;
  body_ = {};
}

Shape CharacterController::shape_at(Vec3 c) const {
  if (sphere_) return Sphere{c, radius_};
  const Vec3 h = settings_.up * half_height_;
  return Capsule{c - h, c + h, radius_};
}

QueryFilter CharacterController::filter(BodyHandle also_ignore, std::size_t touching) const {
  QueryFilter f = settings_.filter;
  std::size_t n = 0;
  ignore_[n++] = body_;
  if (!also_ignore.is_null()) ignore_[n++] = also_ignore;
  for (std::size_t i = 0; i < touching; ++i) ignore_[n++] = touching_[i];
  f.ignore_more = std::span<const BodyHandle>(ignore_, n);
  return f;
}

CharacterController::Sweep CharacterController::cast(Vec3 from, Vec3 d, LegKind kind, BodyHandle also_ignore,
                                                     bool record) {
  Sweep s;
  s.end = from;
  const Real len2 = length_squared(d);
  if (len2 <= no_motion_squared_) return s;
  s.moved = d;
  const Real len = std::sqrt(len2);
  const Vec3 dir = d * (Real(1) / len);
  const Shape shape = shape_at(from);
  WorldSweepHit h = world_->cast_closest(shape, d, filter(also_ignore));
  // A body touched at the start that the motion leaves (or slides along) does not stop it: cast again without it.
  std::size_t touching = 0;
  while (h.hit.hit() && h.hit.t <= 0 && dot(dir, h.hit.normal) <= 0 && touching < kMaxTouching) {
    touching_[touching++] = h.body;
    h = world_->cast_closest(shape, d, filter(also_ignore, touching));
  }
  if (h.hit.hit()) {
    const Vec3 n = h.hit.normal;
    // Back off along the motion so that the gap across the surface is the skin. A cast down (snap, step down)
    // backs off at most skin / kDownCosine, so that the ground probe (2·skin) finds the ground again even under a
    // steep edge (there the gap across is less than the skin).
    const bool down = kind == LegKind::snap || kind == LegKind::step_down;
    const Real cosine = dot(dir, n);
    const Real approach = std::max(cosine, down ? kDownCosine : Real(0.1));
    const Real at = h.hit.t * len;
    const Real travel = std::clamp(at - settings_.skin / approach, Real(0), at);
    s.moved = dir * travel;
    // A grazing contact keeps less than the skin across the surface: step off it along the normal for the rest,
    // swept against the other bodies (unswept, stepping off a body over the head went into the floor). Not from a
    // body overlapped at the start: the caller pushes out of that one (push_out).
    s.initial = h.hit.status == Status::initial_overlap;
    const Real kept = (at - travel) * std::max(cosine, Real(0));
    if (!down && !s.initial && kept < settings_.skin) {
      s.moved = s.moved + step_off(from + s.moved, n * -(settings_.skin - kept), h.body);
    }
    s.hit = true;
    s.t = h.hit.t;
    s.normal = n;
    s.point = h.hit.point;
    s.body = h.body;
    if (record) collisions_.push_back({h.body, n, h.hit.point, from + d * h.hit.t});
  }
  if (record && legs_) legs_->push_back({kind, from, d, s.t, s.normal, s.body});
  s.end = from + s.moved;
  return s;
}

Vec3 CharacterController::step_off(Vec3 from, Vec3 d, BodyHandle grazed) const {
  const Real len2 = length_squared(d);
  if (len2 <= no_motion_squared_) return {};
  const WorldSweepHit h = world_->cast_closest(shape_at(from), d, filter(grazed));
  if (!h.hit.hit()) return d;
  // Up to the body met less the skin along the step (never backwards: a body within the skin keeps it where it is).
  return d * std::max(Real(0), h.hit.t - settings_.skin / std::sqrt(len2));
}

CharacterError CharacterController::set_position(Vec3 p) {
  if (!alive()) return CharacterError::not_created;
  if (!detail::in_range(p)) return CharacterError::position_invalid;
  position_ = p;
  world_->set_pose(body_, p);
  find_ground(std::max(settings_.snap_to_ground, 2 * settings_.skin));
  return CharacterError::none;
}

CharacterMoveResult CharacterController::move(Vec3 desired, std::vector<CharacterLeg>* legs) {
  CharacterMoveResult out;
  if (!alive()) {
    out.error = CharacterError::not_created;
    return out;
  }
  if (!detail::in_range(desired)) {
    out.error = CharacterError::displacement_invalid;
    return out;
  }
  legs_ = legs;
  if (legs_) legs_->clear();
  collisions_.clear();
  stepped_ = false;
  carry();
  depenetrate();
  const bool was_grounded = grounded_;
  slide(desired, was_grounded);
  // Snapping (down onto the ground, or to the skin above it) only for a character on the ground not moving up.
  const bool snap = was_grounded && dot(desired, settings_.up) <= 0;
  probe_ground(2 * settings_.skin, snap);
  if (snap && !grounded_ && !stepped_) snap_down(desired);
  world_->set_pose(body_, position_);
  legs_ = nullptr;
  out.position = position_;
  out.grounded = grounded_;
  out.stepped = stepped_;
  out.ground_normal = ground_normal_;
  out.ground_body = ground_body_;
  return out;
}

void CharacterController::carry() {
  if (!grounded_ || !world_->contains(ground_body_)) return;
  const Motion m = world_->last_motion(ground_body_);
  if (length_squared(m.linear) == 0 && length_squared(m.angular) == 0) return;
  // The point under the character moved rigidly with the body: p' = c1 + R (p - c0), c0 = c1 - linear, with c1
  // the body's centre now (after the step) and R its turn over the step about that centre.
  Vec3 to;
  if (length_squared(m.angular) == 0) {
    to = position_ + m.linear;
  } else {
    const Vec3 c1 = turning_bounds(world_->body(ground_body_).shape).center;
    to = c1 + rotate(from_rotation_vector(m.angular), position_ - (c1 - m.linear));
  }
  // The ground body itself is skipped: the character kept its place on it, so it cannot go through it.
  position_ = cast(position_, to - position_, LegKind::carry, ground_body_).end;
}

void CharacterController::depenetrate() {
  // Passes push the character out of each body it overlaps by the depth plus the skin, each push swept against
  // the other bodies (push_out); two bodies at an angle (a wedge) need a few, each pass sliding it further along.
  for (int pass = 0; pass < kDepenetrationPasses; ++pass) {
    world_->overlap(shape_at(position_), filter(), overlaps_);
    bool moved = false;
    for (const BodyHandle b : overlaps_) {
      const Contact c = world_->contact_body(shape_at(position_), b);
      if (!c.hit() || c.depth <= 0 || !std::isfinite(c.depth)) continue;
      const Vec3 pushed = push_out(c.normal * -(c.depth + settings_.skin), b, c.normal);
      if (length_squared(pushed) > no_motion_squared_) moved = true;
    }
    if (!moved) return;
  }
}

Vec3 CharacterController::push_out(Vec3 push, BodyHandle out_of, Vec3 normal) {
  Vec3 pushed;
  Vec3 r = push;
  // Two legs: the push, and what is left of it along the first body met (a third would follow a crease: the next
  // pass does).
  for (int leg = 0; leg < 2 && length_squared(r) > no_motion_squared_; ++leg) {
    const Sweep s = cast(position_, r, LegKind::depenetrate, out_of, false);
    if (legs_) legs_->push_back({LegKind::depenetrate, position_, r, s.t, s.hit ? s.normal : normal, s.hit ? s.body : out_of});
    position_ = s.end;
    pushed = pushed + s.moved;
    if (!s.hit || s.initial) break;  // free, or already against the body met: it goes no further
    r = clip(r - s.moved, s.normal);
  }
  return pushed;
}

Vec3 CharacterController::respond(Vec3 motion, Vec3 n, bool supported) const {
  const Vec3 up = settings_.up;
  const Real v = dot(motion, up);
  const Vec3 mh = motion - v * up;
  const Real c = cos_angle(n);  // cosine of the surface's angle from up
  // Downward motion into a surface gentler than min_slope_slide_angle is cancelled (gravity does not turn into a
  // downhill slide); into a steeper one it slides along it, unless the character stands on non-sliding ground
  // (`supported`): that ground holds it, so the push down a steep face beside it is not turned into motion away
  // from the face.
  const Vec3 vertical = (v < 0 && (supported || c > cos_slide_)) ? Vec3{} : v * up;
  if (walkable(n)) {
    // Horizontal motion into a walkable slope climbs it keeping its horizontal length (lifted along up onto the
    // plane: mh + k·up with (mh + k·up)·n = 0).
    const Real into = dot(mh, n);
    const Vec3 climbed = into > 0 ? mh + up * (into / c) : mh;
    return clip(climbed + vertical, n);
  }
  // Too steep: a wall for the horizontal motion (stopped by its horizontal normal, never lifted up it).
  const Vec3 wall = horizontal(n, up);
  if (length_squared(wall) <= kNoPartSquared) return clip(mh + vertical, n);
  return clip(mh, wall * (Real(1) / length(wall))) + clip(vertical, n);
}

void CharacterController::slide(Vec3 desired, bool grounded_start) {
  Vec3 r = desired;
  Vec3 planes[2];
  int count = 0;
  bool tried_step = false;
  const bool supported = grounded_start && dot(ground_normal_, settings_.up) > cos_slide_;
  for (std::uint32_t leg = 0; leg < settings_.max_iterations; ++leg) {
    if (length_squared(r) <= no_motion_squared_) return;
    const Sweep s = cast(position_, r, LegKind::slide);
    position_ = s.end;
    if (!s.hit) return;
    const Vec3 n = s.normal;
    // What is left to go (the back-off included, so that a grazing contact loses no progress), as a difference of
    // displacements: never of positions, which far from the origin would round it to their spacing.
    Vec3 remaining = r - s.moved;
    if (s.initial) {
      // Touching at the start (rounding ate the skin): step back off the surface first (swept: not into another).
      const Contact c = world_->contact_body(shape_at(position_), s.body);
      remaining = remaining - push_out(-((c.hit() ? c.depth : Real(0)) + settings_.skin) * n, s.body, n);
    }
    // Blocked by a wall-like surface while on the ground: try the stair (once per move).
    if (grounded_start && !tried_step && settings_.step_height > 0 && !walkable(n) && cos_angle(n) > -kWallCos) {
      const Vec3 h = horizontal(remaining, settings_.up);
      if (dot(h, horizontal(n, settings_.up)) > 0) {
        tried_step = true;
        if (try_step(h, s.point)) {
          r = dot(remaining, settings_.up) > 0 ? dot(remaining, settings_.up) * settings_.up : Vec3{};
          count = 0;
          continue;
        }
      }
    }
    r = respond(remaining, n, supported);
    if (count == 1 && dot(r, planes[0]) > 0) {
      // Sliding along this surface runs into the previous one: follow their crease (parallel surfaces: r stands).
      const Vec3 crease = cross(planes[0], n);
      const Real c2 = length_squared(crease);
      if (c2 > kNoPartSquared) {
        const Vec3 along = crease * (dot(r, crease) / c2);
        // Up a crease with a too-steep side is climbing that side: stop instead. A crease within kLevelCreaseSin of
        // level is level (the rounding of two faces' normals tilts it either way: it must not stop the character).
        const bool climbs = dot(along, settings_.up) > kLevelCreaseSin * length(along) && dot(r, settings_.up) <= 0;
        r = climbs && (!walkable(planes[0]) || !walkable(n)) ? Vec3{} : along;
      }
    } else if (count == 2 && (dot(r, planes[0]) > 0 || dot(r, planes[1]) > 0)) {
      r = {};  // a corner of three surfaces: stop
    }
    if (count < 2) planes[count++] = n;
    else planes[1] = n;
  }
}

}  // namespace sweepkit
