#pragma once
// Constants shared by the character controller's files (character_controller.cpp, character_step.cpp,
// character_ground.cpp, character_settings.cpp); the vector helpers (clip, horizontal) are collide_and_slide.hpp's.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit::character_detail {

// A motion shorter than this fraction of the character's radius is no motion (a micrometre for a radius of 0.3 m,
// far below any skin): relative to its size, never to the coordinates.
inline constexpr Real kNoMotionRelative = Real(3.3e-6);
// Tolerance of a unit `up` (| |up| - 1 |) and of a capsule's parallelism to it (radians).
inline constexpr Real kUnitTolerance = Real(1e-3);
// Downward casts (snap, step down) back off along up by at most skin / kDownCosine (the skin across surfaces up to
// 53° from level): under 2·skin, the ground probe's reach, so that it finds the ground the cast landed on.
inline constexpr Real kDownCosine = Real(0.6);
// A surface whose normal points down by more than this cosine (about 6° past vertical) is an overhang, not a
// step's riser: blocked there, the character does not try to step.
inline constexpr Real kWallCos = Real(0.1);
// The least cosine of a walkable surface's angle from up (89.4°), whatever max_slope_climb_angle says: climbing a
// slope lifts the horizontal motion by its part into the surface over this cosine, so a vertical face (cosine 0,
// or -4e-8 at the float π/2) can never be walkable, and the lift is at most 100 times the motion.
inline constexpr Real kSteepestWalkableCos = Real(0.01);
// Passes of the depenetration at most (each pushes out of every body overlapped, sliding along what it meets).
inline constexpr int kDepenetrationPasses = 8;

}  // namespace sweepkit::character_detail
