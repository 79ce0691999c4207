#pragma once
// What the character's binding (character.cpp) leaves in its output buffer for bindings/js/character.js: the
// CharacterAnswer record of bindings/schema.js, whose offsets and size generated_queries.cpp static_asserts. The
// collisions and legs of a move stay in the controller's arrays (CharacterCollision and CharacterLeg records),
// `collision_count` and `leg_count` of them.

#include <cstdint>

namespace sweepkit::bindings {

/// create() writes `shape_error` (an InputError, for shape_invalid) and `world_error` (a WorldError, for
/// body_error), then, on success, `position` and `body`; readPosition() `position` and `body`; move() every field but
/// the errors. `grounded` and `stepped` are 0 or 1; `ground_body` is 0 when not grounded.
struct CharacterAnswer {
  float position[3] = {};
  std::int32_t body = 0;
  std::int32_t grounded = 0;
  std::int32_t stepped = 0;
  float ground_normal[3] = {};
  std::int32_t ground_body = 0;
  std::int32_t collision_count = 0;
  std::int32_t leg_count = 0;
  std::int32_t shape_error = 0;
  std::int32_t world_error = 0;
};

}  // namespace sweepkit::bindings
