#pragma once
/// @file
/// Response helpers for game prototyping, on top of a World's queries (no physics solver): push a sphere
/// out of the bodies it overlaps, and move a sphere character by a displacement, sliding along walls and
/// floors without tunnelling (every leg of the motion is a swept cast) or sticking (touching surfaces it
/// moves along do not stop it).
///
/// Normals follow the library's convention: from the character (A) towards the body (B); the surface
/// normal the character rests on is therefore `-normal`.

#include <cstdint>

#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/world/world.hpp"

namespace sweepkit {

/// Settings of move_and_slide.
struct SlideSettings {
  /// Legs of the motion at most (each: cast, move to the hit, remove the motion into the surface). 4 covers
  /// a floor, a wall and their crease; further contacts stop the character where it is.
  std::uint32_t max_iterations = 4;
  /// Gap (length units) kept between the character and what it stops at, so that the next leg starts
  /// apart rather than touching; also the extra distance push_out moves. Scaled up to 1e-3 × radius for
  /// large characters, so that float32 rounding of far coordinates stays inside it.
  Real skin = Real(1e-4);
};

/// Result of push_out_sphere and move_and_slide.
struct SlideResult {
  Status status = Status::miss;        ///< hit (touched something), miss, initial_overlap (push_out_sphere could
                                       ///< not free it), or invalid_input.
  InputError error = InputError::none;
  std::int32_t error_argument = -1;    ///< 0 sphere, 1 displacement (move_and_slide).
  Vec3 position;                       ///< The sphere's centre at the end.
  std::uint32_t collisions = 0;        ///< Contacts met (each body once per leg).
  Vec3 normal;                         ///< Unit normal of the last contact, from the sphere towards the body.
  BodyHandle body;                     ///< The body of the last contact; null when none.
};

/// Moves `sphere` out of every body of `world` it overlaps (as seen through `filter`): in passes, each pushing
/// it out of every body it then overlaps, one after the other, by the contact's penetration depth plus the
/// skin against its normal, until a pass moves nothing (at most 32 passes). Bodies stand still.
/// @return hit with the new centre when it moved: there it overlaps no body by more than the skin (the
///   gap every push aims for; normally it is clear of all by about the skin); miss (centre unchanged) when
///   nothing overlapped; initial_overlap when it could not be freed, for instance a sphere inside a floor
///   right under a ball resting on it, which the floor pushes up and the ball straight back down: centre
///   unchanged, `body` and `normal` one body it still overlaps by more than the skin, `collisions` the pushes
///   tried; invalid_input for an invalid sphere (argument 0).
SlideResult push_out_sphere(const World& world, const Sphere& sphere, const QueryFilter& filter = {},
                            const SlideSettings& settings = {});

/// Moves a sphere character by `displacement` through `world`: a swept cast along the remaining motion,
/// a move up to the first contact (less the skin), then the rest of the motion without its component into
/// the surface; at the second surface the motion follows their crease. The character starts pushed out of
/// any overlap. Bodies stand still; the character is not added to the world (pass its own handle in
/// `filter.ignore` if it is a body). Sources: the collide-and-slide loop of Fauerby, "Improved Collision
/// Detection and Response" (2003), with sweepkit's exact sphere sweeps in place of its triangle tests; the loop
/// is the CharacterController's (one implementation), here with the skin kept along the motion, unswept pushes
/// out of overlaps, no slope rules, and Fauerby's crease and corner tests against the first surface met.
/// @return hit with the end centre when anything was touched, miss with centre + displacement otherwise,
///   invalid_input for an invalid sphere (argument 0) or displacement (argument 1).
SlideResult move_and_slide(const World& world, const Sphere& sphere, Vec3 displacement,
                           const QueryFilter& filter = {}, const SlideSettings& settings = {});

}  // namespace sweepkit
