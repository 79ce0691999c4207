// The character's ground: the down probe (grounded, with ledges), settling to the skin, and snapping down after a
// step or a crest (character_controller.hpp describes them).
#include <algorithm>
#include <cmath>

#include "character_internal.hpp"
#include "collide_and_slide.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sweepkit {

using slide::horizontal;
using character_detail::kDownCosine;
using character_detail::kNoMotionRelative;

void CharacterController::snap_down(Vec3 desired) {
  if (settings_.snap_to_ground <= 0) return;
  const Vec3 start = position_;
  const Sweep s = cast(position_, settings_.up * -settings_.snap_to_ground, LegKind::snap, {}, false);
  if (!s.hit || !supports(s)) return;
  if (legs_) legs_->push_back({LegKind::snap, start, settings_.up * -settings_.snap_to_ground, s.t, s.normal, s.body});
  collisions_.push_back({s.body, s.normal, s.point, start - settings_.up * (settings_.snap_to_ground * s.t)});
  position_ = s.end;
  // A drop larger than the steepest walkable slope explains over the horizontal motion is a step down.
  const Real run = length(horizontal(desired, settings_.up));
  const Real drop = dot(start - position_, settings_.up);
  const Real slope_drop = run * std::sqrt(std::max(Real(0), 1 - cos_climb_ * cos_climb_)) / std::max(cos_climb_, Real(1e-3));
  if (drop > slope_drop + 2 * settings_.skin) stepped_ = true;
  probe_ground(2 * settings_.skin, true);
}

bool CharacterController::supports(const Sweep& s, Vec3* ground_normal) const {
  if (walkable(s.normal)) {
    if (ground_normal) *ground_normal = -s.normal;
    return true;
  }
  // A ledge: the round bottom rests on an edge, its contact normal tilted. A ray straight down just past the
  // contact point, on the side away from the centre, finds the top face beside the edge if there is one.
  const Vec3 up = settings_.up;
  if (cos_angle(s.normal) <= 0) {
    // Met level with the bottom sphere's centre or above it: a riser's top edge reached at the same instant as the
    // floor beneath (an exact time of impact ties the two, and the edge may come first). The ground is then what
    // lies straight below the shape's lowest point, within the probe's back-off (skin / kDownCosine) and the skin.
    const Vec3 lowest = s.end - up * (half_height_ + radius_);
    const Real below = settings_.skin * (2 + Real(1) / kDownCosine);
    const Ray ray{lowest + up * settings_.skin, up * -(settings_.skin + below)};
    const WorldRaycastHit h = world_->raycast_closest(ray, 1, filter());
    if (h.hit.status != Status::hit || dot(h.hit.normal, up) < cos_climb_) return false;
    if (ground_normal) *ground_normal = h.hit.normal;
    return true;
  }
  Vec3 out = horizontal(s.point - s.end, up);
  const Real out_len = length(out);
  if (out_len <= kNoMotionRelative * radius_) return false;
  out = out * (Real(1) / out_len);
  const Real e = 2 * settings_.skin;
  const Ray ray{s.point + out * e + up * e, up * -(2 * e)};
  const WorldRaycastHit h = world_->raycast_closest(ray, 1, filter());
  if (h.hit.status != Status::hit || dot(h.hit.normal, up) < cos_climb_) return false;
  if (ground_normal) *ground_normal = h.hit.normal;
  return true;
}

CharacterController::Sweep CharacterController::find_ground(Real reach) {
  grounded_ = false;
  ground_normal_ = {};
  ground_body_ = {};
  const Sweep s = cast(position_, settings_.up * -reach, LegKind::snap, {}, false);
  Vec3 normal;
  if (!s.hit || !supports(s, &normal)) return s;
  grounded_ = true;
  ground_normal_ = normal;
  ground_body_ = s.body;
  return s;
}

void CharacterController::probe_ground(Real reach, bool settle) {
  Sweep s = find_ground(reach);
  if (!grounded_ && settle && s.hit && cos_angle(s.normal) > 0) {
    // On the ground at the move's start, now closer than the skin to a face too steep to stand on (a leg that ended
    // short of touching it): at a steep face's foot the probe meets the face before the floor. Step back from it
    // horizontally until the skin is kept across it (the height above the floor unchanged) and look again; kept
    // only if that finds the ground.
    const Real across = s.t * reach * cos_angle(s.normal);
    const Vec3 away = -horizontal(s.normal, settings_.up);
    const Real away_len = length(away);
    if (across >= settings_.skin || away_len <= Real(1e-3)) return;
    const Vec3 before = position_;
    position_ = cast(position_, away * ((settings_.skin - across) / (away_len * away_len)), LegKind::slide, {}, false).end;
    s = find_ground(reach);
    if (!grounded_) position_ = before;
  }
  if (!grounded_) return;
  // Closer than the skin across the ground (a leg that ended just short of it, by the caller's downward push): lift
  // it to the skin; further (walking down a slope), settle it down to the skin when `settle`. Its height on the
  // ground then does not depend on the frame rate.
  const Real cosine = std::max(cos_angle(s.normal), kDownCosine);
  const Real gap = s.t * reach * cosine;
  if (gap < settings_.skin || settle) {
    const Vec3 to_skin = settings_.up * ((settings_.skin - gap) / cosine);
    position_ = cast(position_, to_skin, gap < settings_.skin ? LegKind::slide : LegKind::snap, {}, false).end;
  }
}

}  // namespace sweepkit
