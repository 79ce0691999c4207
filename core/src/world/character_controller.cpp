// The character controller's body and move: create, the casts, carry, and its movers for collide_and_slide.hpp's
// loop (depenetration, swept pushes, the slide with slopes and the stair; the algorithm and its sources are in
// character_controller.hpp and collide_and_slide.hpp; the stair step is in character_step.cpp, the ground probe and
// snapping in character_ground.cpp, the settings' checks in character_settings.cpp).
#include "sweepkit/world/character_controller.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "character_internal.hpp"
#include "collide_and_slide.hpp"
#include "sweepkit/math/quat.hpp"

namespace sweepkit {

using character_detail::kDepenetrationPasses;
using character_detail::kDownCosine;
using character_detail::kNoMotionRelative;
using character_detail::kSteepestWalkableCos;
using character_detail::kUnitTolerance;
using character_detail::kWallCos;
using slide::horizontal;

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
    const Real travel = slide::travel_to_contact(at, settings_.skin, approach);
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

namespace {

slide::Leg leg_of(bool hit, bool initial, Real t, Vec3 moved, Vec3 normal, Vec3 point, BodyHandle body) {
  return {.hit = hit, .initial = initial, .t = t, .moved = moved, .normal = normal, .point = point, .body = body};
}

}  // namespace

// The depenetration's character: each push out of a body is swept (push_out), and counts when it moved.
struct CharacterController::Depenetration final : slide::Overlapped {
  explicit Depenetration(CharacterController& character) : c(character) {}
  Shape shape() const override { return c.shape_at(c.position_); }
  QueryFilter filter() const override { return c.filter(); }
  bool push(const Contact& k, BodyHandle b) override {
    if (k.depth <= 0 || !std::isfinite(k.depth)) return false;
    const Vec3 pushed = c.push_out(k.normal * -(k.depth + c.settings_.skin), b, k.normal);
    return length_squared(pushed) > c.no_motion_squared_;
  }
  CharacterController& c;
};

void CharacterController::depenetrate() {
  // Passes push the character out of each body it overlaps by the depth plus the skin, each push swept against
  // the other bodies (push_out); two bodies at an angle (a wedge) need a few, each pass sliding it further along.
  Depenetration d(*this);
  slide::depenetrate(*world_, d, kDepenetrationPasses, overlaps_);
}

// A push's legs: swept against every body but `out_of`, not recorded as collisions; a leg that starts touching the
// body met goes no further.
struct CharacterController::PushMover final : slide::Mover {
  PushMover(CharacterController& character, BodyHandle out_of_body, Vec3 out_of_normal)
      : c(character), out_of(out_of_body), normal(out_of_normal) {}
  slide::Leg cast(Vec3 r) override {
    const Sweep s = c.cast(c.position_, r, LegKind::depenetrate, out_of, false);
    if (c.legs_) {
      c.legs_->push_back({LegKind::depenetrate, c.position_, r, s.t, s.hit ? s.normal : normal, s.hit ? s.body : out_of});
    }
    c.position_ = s.end;
    pushed = pushed + s.moved;
    return leg_of(s.hit, s.initial, s.t, s.moved, s.normal, s.point, s.body);
  }
  // Already against the body met: it goes no further.
  bool separate(const slide::Leg&, Vec3&) override { return false; }
  CharacterController& c;
  BodyHandle out_of;
  Vec3 normal;
  Vec3 pushed;
};

Vec3 CharacterController::push_out(Vec3 push, BodyHandle out_of, Vec3 normal) {
  // Two legs: the push, and what is left of it along the first body met (a third would follow a crease: the next
  // pass does).
  PushMover m(*this, out_of, normal);
  slide::SlideRules rules;
  rules.max_legs = 2;
  rules.no_motion_squared = no_motion_squared_;
  slide::collide_and_slide(m, push, rules);
  return m.pushed;
}

// The slide's legs: recorded casts; a leg that starts touching steps back off the surface swept (push_out), and a
// wall-like surface met on the ground is first tried as a stair (once per move).
struct CharacterController::SlideMover final : slide::Mover {
  SlideMover(CharacterController& character, bool on_ground) : c(character), grounded_start(on_ground) {}
  slide::Leg cast(Vec3 r) override {
    const Sweep s = c.cast(c.position_, r, LegKind::slide);
    c.position_ = s.end;
    return leg_of(s.hit, s.initial, s.t, s.moved, s.normal, s.point, s.body);
  }
  bool separate(const slide::Leg& leg, Vec3& remaining) override {
    // Touching at the start (rounding ate the skin): step back off the surface first (swept: not into another).
    const Contact k = c.world_->contact_body(c.shape_at(c.position_), leg.body);
    remaining = remaining - c.push_out(-((k.hit() ? k.depth : Real(0)) + c.settings_.skin) * leg.normal, leg.body,
                                       leg.normal);
    return true;
  }
  bool bypass(const slide::Leg& leg, Vec3 remaining, Vec3& motion) override {
    const Vec3 n = leg.normal;
    const Vec3 up = c.settings_.up;
    // Blocked by a wall-like surface while on the ground, and going into it: try the stair (once per move).
    const bool wall_like = !c.walkable(n) && c.cos_angle(n) > -kWallCos;
    if (!(grounded_start && !tried_step && c.settings_.step_height > 0 && wall_like)) return false;
    const Vec3 h = horizontal(remaining, up);
    if (!(dot(h, horizontal(n, up)) > 0)) return false;
    tried_step = true;
    if (!c.try_step(h, leg.point)) return false;
    motion = dot(remaining, up) > 0 ? dot(remaining, up) * up : Vec3{};
    return true;
  }
  CharacterController& c;
  bool grounded_start;
  bool tried_step = false;
};

void CharacterController::slide(Vec3 desired, bool grounded_start) {
  slide::SlopeRules slopes{.up = settings_.up, .cos_climb = cos_climb_, .cos_slide = cos_slide_,
                           .supported = grounded_start && dot(ground_normal_, settings_.up) > cos_slide_};
  SlideMover m(*this, grounded_start);
  slide::SlideRules rules;
  rules.max_legs = settings_.max_iterations;
  rules.no_motion_squared = no_motion_squared_;
  rules.slopes = &slopes;
  slide::collide_and_slide(m, desired, rules);
}

}  // namespace sweepkit
