#pragma once
// The collide-and-slide loop, written once for both characters of the world layer (private to the core):
// move_and_slide / push_out_sphere (character.hpp: a sphere, no slope rules) and CharacterController::move
// (character_controller.hpp: a capsule or a sphere, with slopes, stairs and a swept depenetration).
//
// Algorithm: Fauerby, "Improved Collision Detection and Response" (2003): cast the shape along the remaining motion,
// move to the contact less the skin, drop the motion's part into the surface, follow the crease of two surfaces,
// stop at a third; and, before it, push the shape out of what it overlaps in passes. The slope rules (a surface too
// steep to climb is a wall for the horizontal motion; gravity's push into a gentle slope is cancelled) are Jolt
// CharacterVirtual's and Rapier KinematicCharacterController's, as character_controller.hpp cites them.
//
// What differs between the two callers is a parameter:
// - the shape, the cast and what is recorded (SlideResult's counts, or the controller's collisions and legs): the
//   Mover's cast(), which also decides how far short of the contact a leg stops (the skin along the motion, or the
//   skin across the surface);
// - SlideRules::keep_back_off: what is left of the motion after a leg (see there);
// - separating from a body touched at a leg's start: Mover::separate (an unswept push that leaves the motion as it
//   was, or a swept push whose displacement counts against it);
// - the controller's stair: Mover::bypass;
// - the slope rules (SlopeRules; none for the World's sphere: the motion is clipped against the surface only);
// - at a crease and a corner: CreaseRules.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "sweepkit/world/world.hpp"

namespace sweepkit::slide {

// |v|² of a unit vector's part below this is none (a normal with no horizontal part: 1e-6 of its length).
inline constexpr Real kNoPartSquared = Real(1e-12);
// A crease whose direction rises less than this sine (1°) above level is level, not climbing a side.
inline constexpr Real kLevelCreaseSin = Real(0.017452406);

/// `v` without its part along the unit `up`.
inline Vec3 horizontal(Vec3 v, Vec3 up) { return v - dot(v, up) * up; }

/// `v` without its part into the surface whose unit normal `n` points from the character into it.
inline Vec3 clip(Vec3 v, Vec3 n) {
  const Real into = dot(v, n);
  return into > 0 ? v - into * n : v;
}

/// Back-off of a leg that meets a surface `at` (length) along its motion: the travel (length in [0, at]) that stops
/// it `skin` short of the surface across it when the motion meets the surface at cosine `approach` (> 0; 1: the
/// skin along the motion).
inline Real travel_to_contact(Real at, Real skin, Real approach) {
  return std::clamp(at - skin / approach, Real(0), at);
}

/// One leg's outcome, as Mover::cast reports it.
struct Leg {
  bool hit = false;      ///< Met a body.
  bool initial = false;  ///< Touching it at the leg's start (initial_overlap).
  Real t = 1;            ///< Fraction of the leg's motion before the contact (1: none).
  Vec3 moved;            ///< Displacement travelled (a difference of displacements, never of positions).
  Vec3 normal;           ///< Unit contact normal, from the character towards the body; zero without a contact.
  Vec3 point;            ///< World-space contact point.
  BodyHandle body;       ///< The body met; null without one.
};

/// The slope rules (the controller's): surfaces classified by the angle between the contact normal and `up`.
struct SlopeRules {
  Vec3 up;              ///< Unit, opposite to gravity.
  Real cos_climb = 0;   ///< A surface whose -normal·up is below this is too steep to climb (a wall).
  Real cos_slide = 0;   ///< Downward motion into a surface with -normal·up above this (gentler) is cancelled.
  bool supported = false;  ///< The move started on ground gentler than cos_slide: downward motion is cancelled
                           ///< against every surface.
  bool walkable(Vec3 contact_normal) const { return -dot(contact_normal, up) >= cos_climb; }
};

/// How the surfaces met turn the motion (after the response to the latest one).
struct CreaseRules {
  /// |n₁ × n₂|² at or below this: the two surfaces are parallel, and have no crease.
  Real parallel_squared = kNoPartSquared;
  /// Parallel surfaces whose first the motion runs into: stop (the World's sphere, which is then between two
  /// facing surfaces or on one twice), or keep the motion (the controller: the next leg meets the surface again).
  bool parallel_stops = false;
  /// At a third surface: stop when the motion goes into the first surface met or the latest before this one (the
  /// controller), or into the first only (the World's sphere, Fauerby's original test).
  bool corner_checks_latest = true;
};

/// The loop's parameters.
struct SlideRules {
  std::uint32_t max_legs = 1;   ///< Legs at most; motion left after them is dropped (stopping short is safe).
  Real no_motion_squared = 0;   ///< |motion|² at or below this (length²) is no motion: the loop ends.
  /// What is left after a leg that met a surface: the motion less what it travelled (true: the back-off before
  /// the contact is not lost, so a grazing contact costs no progress; the controller), or the motion's part past
  /// the contact, motion · (1 − t) (false: the back-off is dropped; the World's sphere; a leg that started touching
  /// leaves all of it).
  bool keep_back_off = true;
  CreaseRules creases;
  const SlopeRules* slopes = nullptr;  ///< Null: no slope rules, the motion is only clipped against the surface.
};

/// The character being moved: its shape, its cast and its records. It holds the position.
class Mover {
 public:
  /// Casts the character from where it stands along `motion` (longer than no motion), moves it to where the leg
  /// ends (the contact less the back-off, or the end of the motion) and records the contact.
  virtual Leg cast(Vec3 motion) = 0;
  /// The leg started touching `leg.body` (rounding ate the skin): separate from it. `remaining` (the motion left)
  /// loses what the separation used of it. @return false to end the slide here.
  virtual bool separate(const Leg& leg, Vec3& remaining) = 0;
  /// Before the response to `leg`'s surface: the mover's own way past it (the controller's stair). @return true
  /// with `motion` set when it took it: the slide goes on with `motion` and forgets the surfaces met.
  virtual bool bypass(const Leg& leg, Vec3 remaining, Vec3& motion) {
    (void)leg, (void)remaining, (void)motion;
    return false;
  }

 protected:
  ~Mover() = default;
};

/// Slides a mover by `motion`: legs of cast, back-off, response to the surface (respond) and its crease or corner
/// with the surfaces met before, until no motion is left, a leg meets nothing, or max_legs legs were cast.
void collide_and_slide(Mover& mover, Vec3 motion, const SlideRules& rules);

/// The motion left after a contact with unit normal `n` (from the character into the surface): without slope rules
/// clip(motion, n); with them, horizontal motion climbs a walkable slope keeping its horizontal length, a too-steep
/// surface is a wall for it (stopped by its horizontal normal, never lifted), and downward motion is cancelled
/// against a gentle surface (or any, when `supported`) and clipped against a steep one.
Vec3 respond(Vec3 motion, Vec3 n, const SlopeRules* slopes);

/// The depenetration's character: its shape where it stands, what it collides with, and a push out of a body.
class Overlapped {
 public:
  virtual Shape shape() const = 0;
  virtual QueryFilter filter() const = 0;
  /// Pushes out of `body` whose contact with shape() is `contact` (a hit). @return whether the character moved.
  virtual bool push(const Contact& contact, BodyHandle body) = 0;

 protected:
  ~Overlapped() = default;
};

/// Pushes the character out of the bodies of `world` it overlaps (through Overlapped::filter): in at most `passes` passes, each
/// pushing it out of every body it then overlaps (one after the other: Overlapped::push, by the contact's depth plus
/// the skin against its normal), until a pass moves nothing. `bodies` is scratch space. @return true when a pass
/// moved nothing; false when the passes ran out (between two surfaces at an angle, a wedge, each pass moves it a
/// fraction of the way along it).
bool depenetrate(const World& world, Overlapped& overlapped, int passes, std::vector<BodyHandle>& bodies);

}  // namespace sweepkit::slide
