#pragma once
/// @file
/// A kinematic character controller on a World's exact sweeps: a capsule (segment parallel to `up`) or a sphere
/// that walks, slides along walls and creases, climbs walkable slopes, steps up and down stairs, snaps to the
/// ground and rides moving platforms, with its own kinematic body in the World (other bodies, and other
/// characters' casts, see it).
///
/// Algorithm (the code is sweepkit's own):
/// - collide-and-slide after Fauerby, "Improved Collision Detection and Response" (2003): cast the shape along the
///   remaining motion (World::cast_closest: the exact time of impact against every body, meshes included), move to
///   the contact less the skin, drop the motion's part into the surface, follow the crease of two surfaces, stop at
///   a third (one loop, shared with move_and_slide in character.hpp: the two differ in their casts and in the
///   parameters that the file comment of core/src/world/collide_and_slide.hpp lists);
/// - from Jolt's CharacterVirtual: slopes classified by the angle between the contact normal and `up` (too steep: a
///   wall for the horizontal motion), the stair walk as up / forward / down casts with a forward test at
///   `step_min_width`, and "stick to floor" (snap) when grounded and not moving up;
/// - from Rapier's KinematicCharacterController: the ground probe within a small offset (here 2·skin), and cancelling
///   gravity's push into gentle slopes instead of turning it into a downhill slide; a character that starts the move
///   on ground gentler than min_slope_slide_angle has its downward push cancelled against every surface it meets,
///   steep ones included (standing at the foot of a 50° face, gravity does not slide it down the face and then off
///   along the floor, which would leave it short of the face by a distance that grows with the frame's length);
/// - on the ground the character is kept the skin above it (the probe lifts it, or settles it down when it is not
///   moving up), and the skin from a steep face at its foot (a leg that ended within the skin of the face), so its
///   path does not depend on the frame rate (the same end within 1 mm at 15 to 144 steps/s);
/// - a body touched at a leg's start that the motion leaves or slides along is skipped for that leg (never stuck);
/// - a push out of an overlapped body (depenetration, or a leg that started touching) is swept against the other
///   bodies like a leg, sliding along one it meets: it never ends inside another body. Wedged (a body overlapping
///   its head while it stands on the floor) the character stays on the floor rather than being pushed through it;
/// - ledges (standing on a stair's edge with the capsule's round bottom, whose contact normal is tilted) count as
///   ground when a ray just past the contact point, on the side away from the centre, finds walkable ground there.
/// Moving platforms: the body the character stands on carries it by that body's last step (World::last_motion:
/// translation, and the rotation about the body's centre) as a swept leg of its own before its own motion. The
/// ground is known from the first move: create() and set_position() look for it with a down cast of
/// max(snap_to_ground, 2·skin) (without moving the character), so a character placed on a platform, or within the
/// snap distance above it, is carried by the platform's first step too (and snapped onto it).
///
/// Conventions: lengths in the World's unit (metres in the docs), angles in radians, normals from the character
/// towards the body (so the ground's surface normal is -normal; CharacterMoveResult::ground_normal is the surface's).

#include <cstddef>
#include <cstdint>
#include <vector>

#include "sweepkit/world/world.hpp"

namespace sweepkit {

/// Why a character call was refused; each names the field or argument at fault.
enum class CharacterError : std::int32_t {
  none = 0,
  shape_invalid = 1,            ///< The shape fails the shape check (CharacterCreateResult::shape_error says which field).
  shape_not_capsule = 2,        ///< Neither a capsule nor a sphere.
  shape_not_upright = 3,        ///< A capsule whose segment is not parallel to `up` (within 1e-3 rad).
  up_invalid = 4,               ///< `up` not finite or not unit (|up| - 1 beyond 1e-3).
  max_slope_climb_angle_invalid = 5,  ///< Not in [0, π/2].
  min_slope_slide_angle_invalid = 6,  ///< Not in [0, π/2].
  step_height_invalid = 7,      ///< Negative or not finite (or beyond 1e8).
  step_min_width_invalid = 8,   ///< Negative or not finite.
  snap_to_ground_invalid = 9,   ///< Negative or not finite.
  skin_invalid = 10,            ///< Not finite, not > 0, or (create()) above max(the shape's radius, 0.01).
  max_iterations_invalid = 11,  ///< 0 or above 64.
  displacement_invalid = 12,    ///< move(): not finite or beyond ±1e8.
  position_invalid = 13,        ///< set_position(): not finite or beyond ±1e8.
  body_error = 14,              ///< The World refused the body (CharacterCreateResult::world_error says why).
  not_created = 15,             ///< The character has no body (never created, destroyed, or its body removed).
};

/// A short English description of `error`, e.g. "step_height must be >= 0".
const char* describe(CharacterError error);

/// The character's settings. Defaults are those of a 1.8 m person in metres.
struct CharacterSettings {
  Vec3 up{0, 1, 0};                     ///< Unit; the direction opposite to gravity.
  Real max_slope_climb_angle = Real(0.78539816);  ///< Radians in [0, π/2] (45°): a surface whose normal is further
                                                  ///< from `up` is a wall for the horizontal motion; one within
                                                  ///< 0.57° of vertical (cosine below 0.01) is a wall whatever
                                                  ///< this says.
  Real min_slope_slide_angle = Real(0.87266463);  ///< Radians in [0, π/2] (50°): on a surface at least this steep,
                                                  ///< downward motion slides down it; on a gentler one it is cancelled.
  Real step_height = Real(0.35);        ///< Length >= 0: highest step climbed; 0 disables stepping.
  Real step_min_width = Real(0.1);      ///< Length >= 0: a step's top must be free this far ahead to be climbed.
  Real snap_to_ground = Real(0.3);      ///< Length >= 0: furthest the character is pulled down onto the ground
                                        ///< when it walked off a step or over a crest; 0 disables snapping.
  Real skin = Real(0.01);               ///< Length in (0, max(radius, 0.01)]: gap kept from surfaces (the ground
                                        ///< probe reaches 2·skin); create() refuses one above the bound.
  std::uint32_t max_iterations = 5;     ///< Slide legs per move, 1..64.
  /// What the character collides with; its own body is always skipped. Sensors are skipped by default (a trigger
  /// zone reports the character walking through it in the World's events and does not stop it).
  QueryFilter filter{.mask = 0xFFFFFFFFu, .include_sensors = false, .ignore = {}, .ignore_more = {}};
  std::uint32_t layer = 1;              ///< Its own body's layers (BodyDesc::layer).
  std::uint32_t mask = 0xFFFFFFFFu;     ///< Its own body's mask (BodyDesc::mask).
};

/// Checks `settings` (every field's range above). @return none or the first invalid field's error.
CharacterError check(const CharacterSettings& settings);

/// Kind of a CharacterLeg.
enum class LegKind : std::int32_t {
  carry = 0, slide = 1, step_up = 2, step_forward = 3, step_down = 4, snap = 5, depenetrate = 6,
};

/// One swept (or pushed) leg of a move, for tracing and debug drawing.
struct CharacterLeg {
  LegKind kind = LegKind::slide;
  Vec3 start;             ///< The centre at the leg's start.
  Vec3 displacement;      ///< The motion tried (a depenetration: the push).
  Real t = 1;             ///< Fraction of `displacement` travelled before the contact (1: no contact).
  Vec3 normal;            ///< The contact's normal (from the character towards the body); zero without one.
  BodyHandle body;        ///< The body met; null without one.
};

/// A contact met during a move.
struct CharacterCollision {
  BodyHandle body;
  Vec3 normal;    ///< Unit, from the character towards the body.
  Vec3 point;     ///< World space.
  Vec3 position;  ///< The character's centre at the contact.
};

/// Result of CharacterController::move.
struct CharacterMoveResult {
  CharacterError error = CharacterError::none;  ///< none, displacement_invalid or not_created (nothing moved).
  Vec3 position;            ///< The centre at the end.
  bool grounded = false;    ///< Walkable ground within 2·skin below at the end (a ledge's edge counts, see the file).
  bool stepped = false;     ///< Climbed a step, or snapped down further than the steepest walkable slope explains over
                            ///< the horizontal motion (plus 2·skin): a step down.
  Vec3 ground_normal;       ///< Unit surface normal of the ground (pointing away from it, up-ish); zero when not grounded.
  BodyHandle ground_body;   ///< Null when not grounded.
};

/// Result of CharacterController::create.
struct CharacterCreateResult {
  CharacterError error = CharacterError::none;
  InputError shape_error = InputError::none;     ///< For shape_invalid.
  WorldError world_error = WorldError::none;     ///< For body_error.
};

/// A character in a World. Holds a pointer to the World, which must outlive it (or destroy() it first).
class CharacterController {
 public:
  /// Places the character: `shape` (a Capsule parallel to settings.up, or a Sphere) in world space; its position
  /// is the shape's centre (a capsule's segment midpoint). Adds its kinematic body to `world` with settings.layer /
  /// mask, and finds the ground below (see the file comment: within max(snap_to_ground, 2·skin), not moved), so
  /// that the first move is carried by the body it stands on. @return none, or the error of the shape / settings
  /// (nothing added).
  CharacterCreateResult create(World& world, const Shape& shape, const CharacterSettings& settings);

  /// Removes the body; later calls return not_created. Safe to call again.
  void destroy();

  /// Moves by `desired` (length units this frame): carried by the ground body's last step first, then pushed out
  /// of overlaps, collide-and-slide with autostep, then snapped to the ground (see the file comment). The body is
  /// posed at the end position. `legs`, when not null, receives every leg (cleared first). Collisions met are in
  /// collisions() until the next move.
  /// @return the end state; displacement_invalid or not_created with nothing moved.
  CharacterMoveResult move(Vec3 desired, std::vector<CharacterLeg>* legs = nullptr);

  /// Teleports the centre to `position` (not swept); the ground below is found again as by create(). @return
  /// none, position_invalid or not_created (also once its body was removed from the World).
  CharacterError set_position(Vec3 position);

  /// Whether the character has its body: created, not destroyed, and the body not removed from the World (every
  /// call but position() and the getters returns not_created otherwise).
  bool alive() const { return world_ != nullptr && world_->contains(body_); }
  Vec3 position() const { return position_; }
  /// The shape at the current position.
  Shape shape() const { return shape_at(position_); }
  BodyHandle body() const { return body_; }
  const CharacterSettings& settings() const { return settings_; }
  /// The contacts of the last move, in the order met.
  const std::vector<CharacterCollision>& collisions() const { return collisions_; }

 private:
  // One cast's outcome: the centre where the character stops (the contact less the skin, or the end) and the contact.
  struct Sweep {
    bool hit = false;
    bool initial = false;  // touching at the start (initial_overlap)
    Real t = 1;
    Vec3 end, normal, point;
    Vec3 moved;  // end - the start, kept as computed (a difference: exact far from the origin too)
    BodyHandle body;
  };

  Shape shape_at(Vec3 centre) const;
  /// The query filter: settings.filter, skipping its own body, `also_ignore` and the first `touching` of touching_.
  QueryFilter filter(BodyHandle also_ignore = {}, std::size_t touching = 0) const;
  Real cos_angle(Vec3 contact_normal) const { return -dot(contact_normal, settings_.up); }
  bool walkable(Vec3 contact_normal) const { return cos_angle(contact_normal) >= cos_climb_; }
  /// Casts from `from` by `d`; `record`: add the leg (when tracing) and the contact to collisions_.
  Sweep cast(Vec3 from, Vec3 d, LegKind kind, BodyHandle also_ignore = {}, bool record = true);
  /// From `from` by the short step `d` off the surface of `grazed` (skipped), swept: it stops the skin before any
  /// other body. @return the part of `d` travelled.
  Vec3 step_off(Vec3 from, Vec3 d, BodyHandle grazed) const;
  void carry();
  void depenetrate();
  /// Moves the character by `push` out of body `out_of` (skipped), swept against every other body: one met stops it
  /// the skin before, and the rest of the push slides along it once. A push never ends inside another body.
  /// @return the displacement it moved by.
  Vec3 push_out(Vec3 push, BodyHandle out_of, Vec3 normal);
  void slide(Vec3 desired, bool grounded_start);
  /// The stair: up, forward by `h` (horizontal, into the obstacle met at `contact`), down (character_step.cpp).
  /// @return accepted (the character moved onto the step); otherwise it is left where it was.
  bool try_step(Vec3 h, Vec3 contact);
  void snap_down(Vec3 desired);
  /// Whether the contact of a downward cast is ground to stand on (walkable, or a ledge); its surface normal.
  bool supports(const Sweep& s, Vec3* ground_normal = nullptr) const;
  /// Ground within `reach` below, the character not moved: sets grounded_, ground_normal_, ground_body_.
  /// @return the down cast.
  Sweep find_ground(Real reach);
  /// find_ground(reach) (the down probe), then puts the character the skin above the ground (down only when
  /// `settle`). With `settle`, a probe that met a too-steep face closer than the skin (at its foot) steps back from
  /// it horizontally to the skin and probes again, keeping that step only if it finds the ground.
  void probe_ground(Real reach, bool settle);
  // collide_and_slide.hpp's movers (character_controller.cpp): the slide's legs, a push's legs, the depenetration.
  struct SlideMover;
  struct PushMover;
  struct Depenetration;

  World* world_ = nullptr;
  BodyHandle body_;
  CharacterSettings settings_;
  Real half_height_ = 0;  // half the capsule's segment (0: a sphere)
  Real radius_ = 0;
  bool sphere_ = false;
  Real cos_climb_ = 0, cos_slide_ = 0;
  Real no_motion_squared_ = 0;  // |motion|² below this is none (kNoMotionRelative × the radius, squared)
  Vec3 position_;
  static constexpr std::size_t kMaxTouching = 2;
  BodyHandle touching_[kMaxTouching];  // cast(): bodies touched at the start that the motion leaves
  mutable BodyHandle ignore_[2 + kMaxTouching];  // filter()'s skipped bodies
  bool grounded_ = false;
  bool stepped_ = false;
  Vec3 ground_normal_;
  BodyHandle ground_body_;
  std::vector<CharacterCollision> collisions_;
  std::vector<CharacterLeg>* legs_ = nullptr;
  std::vector<BodyHandle> overlaps_;
};

}  // namespace sweepkit
