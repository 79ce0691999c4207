// The character's stair step: up, forward, down, each a swept cast (after Jolt CharacterVirtual's WalkStairs,
// with Rapier's minimum step width as a forward test).
#include <algorithm>

#include "character_internal.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sweepkit {

bool CharacterController::try_step(Vec3 h, Vec3 contact) {
  const Vec3 up = settings_.up;
  const Vec3 p0 = position_;
  const std::size_t collisions_before = collisions_.size();
  const auto fail = [&] {
    position_ = p0;
    collisions_.resize(collisions_before);
    return false;
  };
  const Real skin = settings_.skin;
  // Up by the step height (less under a low ceiling).
  const Sweep lift = cast(p0, up * settings_.step_height, LegKind::step_up);
  const Vec3 p1 = lift.end;
  const Real rise = dot(lift.moved, up);  // displacements, not positions: exact far from the origin too
  if (rise <= skin) return fail();
  // Forward: the character goes |h|, but the step's top must be free at least step_min_width past the obstacle's
  // edge (`contact`): the capsule must get there at this height, and stand on walkable ground there.
  const Real run = length(h);
  const Vec3 dir = h * (Real(1) / run);
  const Real edge = std::max(dot(contact - p0, dir), Real(0));
  const Real test = edge + settings_.step_min_width;
  const Real reach = std::max(run, test);
  const Sweep ahead = cast(p1, dir * reach, LegKind::step_forward);
  const Real free = ahead.hit ? ahead.t * reach : reach;
  if (free < test || free <= skin) return fail();
  const Real drop = rise + 2 * skin;  // down to the height it started from, and the ground probe's reach
  const Sweep top = cast(p1 + dir * std::min(test, free - skin), up * -drop, LegKind::step_down, {}, false);
  if (!top.hit || top.initial || !walkable(top.normal)) return fail();
  const Vec3 p2 = p1 + dir * std::min(run, dot(ahead.moved, dir));
  // Down onto the step: it must be ground to stand on (its top, or the ledge of its edge).
  const Sweep land = cast(p2, up * -drop, LegKind::step_down);
  if (!land.hit || land.initial || !supports(land)) return fail();
  position_ = land.end;
  stepped_ = true;
  return true;
}

}  // namespace sweepkit
