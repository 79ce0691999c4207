// embind glue for sweepkit::CharacterController (bindings/js/character.js): one object per character, over the
// World of a WorldBinding (passed as its worldAddress()). The shape comes in the input buffer as generated shape
// words (packShape); the settings as plain numbers; results go to the output buffer, and collisions and legs stay
// in the controller's arrays, read in place. No math here: every method forwards to CharacterController.

#include <emscripten/bind.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "character_answer.hpp"
#include "generated_shape_io.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sk = sweepkit;
using sk::bindings::kShapeWords;

// bindings/js/character.js reads CharacterAnswer, CharacterCollision and CharacterLeg at the offsets of
// bindings/schema.js (RECORDS), static_asserted in generated_queries.cpp.

namespace {

class CharacterBinding {
 public:
  /// Address of kShapeWords floats where JS writes the shape before create().
  std::uintptr_t inputAddress() { return reinterpret_cast<std::uintptr_t>(input_); }
  /// Address of the CharacterAnswer where create(), move() and readPosition() leave their results.
  std::uintptr_t outputAddress() { return reinterpret_cast<std::uintptr_t>(&answer_); }

  /// CharacterController::create in the World at `world` with the shape (of ShapeType `type`) in the input buffer.
  /// @return a CharacterError code; the answer's shape_error (the InputError of shape_invalid) and world_error (the
  /// WorldError of body_error).
  int create(std::uintptr_t world, int type, float ux, float uy, float uz, float climb, float slide, float step_height,
             float step_min_width, float snap, float skin, int max_iterations, int filter_mask, bool include_sensors,
             int ignore, int layer, int mask) {
    sk::Shape shape;
    if (!sk::bindings::read_shape(type, input_, shape)) return static_cast<int>(sk::CharacterError::shape_not_capsule);
    sk::CharacterSettings s;
    s.up = {ux, uy, uz};
    s.max_slope_climb_angle = climb;
    s.min_slope_slide_angle = slide;
    s.step_height = step_height;
    s.step_min_width = step_min_width;
    s.snap_to_ground = snap;
    s.skin = skin;
    s.max_iterations = static_cast<std::uint32_t>(max_iterations);
    s.filter = {static_cast<std::uint32_t>(filter_mask), include_sensors, sk::BodyHandle{ignore}};
    s.layer = static_cast<std::uint32_t>(layer);
    s.mask = static_cast<std::uint32_t>(mask);
    const sk::CharacterCreateResult r = controller_.create(*reinterpret_cast<sk::World*>(world), shape, s);
    answer_.shape_error = static_cast<std::int32_t>(r.shape_error);
    answer_.world_error = static_cast<std::int32_t>(r.world_error);
    return static_cast<int>(r.error);
  }

  /// CharacterController::move (with legs when `trace`). @return a CharacterError code; the answer: position,
  /// body, ground, step, and the counts of collisions and legs.
  int move(float dx, float dy, float dz, bool trace) {
    const sk::CharacterMoveResult r = controller_.move({dx, dy, dz}, trace ? &legs_ : nullptr);
    if (r.error != sk::CharacterError::none) return static_cast<int>(r.error);
    if (!trace) legs_.clear();
    write_position();
    answer_.grounded = r.grounded ? 1 : 0;
    answer_.stepped = r.stepped ? 1 : 0;
    write(answer_.ground_normal, r.ground_normal);
    answer_.ground_body = r.ground_body.value;
    answer_.collision_count = static_cast<std::int32_t>(controller_.collisions().size());
    answer_.leg_count = static_cast<std::int32_t>(legs_.size());
    return 0;
  }

  /// Writes the answer's position and body. @return none, or not_created
  /// (nothing written) once the character is destroyed or its body was removed from the World.
  int readPosition() {
    if (!controller_.alive()) return static_cast<int>(sk::CharacterError::not_created);
    write_position();
    return 0;
  }

  int setPosition(float x, float y, float z) { return static_cast<int>(controller_.set_position({x, y, z})); }
  /// The collisions of the last move: 10 words each (CharacterCollision).
  std::uintptr_t collisionsAddress() { return reinterpret_cast<std::uintptr_t>(controller_.collisions().data()); }
  /// The legs of the last traced move: 12 words each (CharacterLeg).
  std::uintptr_t legsAddress() { return reinterpret_cast<std::uintptr_t>(legs_.data()); }
  /// Removes the character's body from its World (call before the World is freed).
  void destroy() { controller_.destroy(); }

 private:
  static void write(float (&out)[3], sk::Vec3 v) {
    out[0] = v.x;
    out[1] = v.y;
    out[2] = v.z;
  }
  void write_position() {
    write(answer_.position, controller_.position());
    answer_.body = controller_.body().value;
  }

  sk::CharacterController controller_;
  alignas(16) float input_[kShapeWords] = {};
  sk::bindings::CharacterAnswer answer_;
  std::vector<sk::CharacterLeg> legs_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_character) {
  emscripten::class_<CharacterBinding>("Character")
      .constructor<>()
      .function("inputAddress", &CharacterBinding::inputAddress)
      .function("outputAddress", &CharacterBinding::outputAddress)
      .function("create", &CharacterBinding::create)
      .function("move", &CharacterBinding::move)
      .function("readPosition", &CharacterBinding::readPosition)
      .function("setPosition", &CharacterBinding::setPosition)
      .function("collisionsAddress", &CharacterBinding::collisionsAddress)
      .function("legsAddress", &CharacterBinding::legsAddress)
      .function("destroy", &CharacterBinding::destroy);
}
