// embind glue for sweepkit::CharacterController (bindings/js/character.js): one object per character, over the
// World of a WorldBinding (passed as its worldAddress()). The shape comes in the input buffer as generated shape
// words (packShape); the settings as plain numbers; results go to the output buffer, and collisions and legs stay
// in the controller's arrays, read in place. No math here: every method forwards to CharacterController.

#include <emscripten/bind.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "generated_shape_io.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sk = sweepkit;
using sk::bindings::kShapeWords;

// bindings/js/character.js reads CharacterCollision and CharacterLeg at the offsets of bindings/schema.js (RECORDS),
// static_asserted in generated_queries.cpp.

namespace {

class CharacterBinding {
 public:
  /// Address of kShapeWords floats where JS writes the shape before create().
  std::uintptr_t inputAddress() { return reinterpret_cast<std::uintptr_t>(input_); }
  /// Address of 16 words where create(), move() and readState() leave their results.
  std::uintptr_t outputAddress() { return reinterpret_cast<std::uintptr_t>(output_); }

  /// CharacterController::create in the World at `world` with the shape (of ShapeType `type`) in the input buffer.
  /// @return a CharacterError code; output words [0] the InputError of shape_invalid, [1] the WorldError of body_error.
  int create(std::uintptr_t world, int type, float ux, float uy, float uz, float climb, float slide, float step_height,
             float step_min_width, float snap, float skin, int max_iterations, int filter_mask, bool include_sensors,
             int ignore, int layer, int mask) {
    sk::Shape shape;
    auto* out = reinterpret_cast<std::int32_t*>(output_);
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
    out[0] = static_cast<std::int32_t>(r.shape_error);
    out[1] = static_cast<std::int32_t>(r.world_error);
    return static_cast<int>(r.error);
  }

  /// CharacterController::move (with legs when `trace`). @return a CharacterError code; the state in the output
  /// buffer (readState's words), then [11] the collision count and [12] the leg count.
  int move(float dx, float dy, float dz, bool trace) {
    const sk::CharacterMoveResult r = controller_.move({dx, dy, dz}, trace ? &legs_ : nullptr);
    if (r.error != sk::CharacterError::none) return static_cast<int>(r.error);
    if (!trace) legs_.clear();
    write_state(r.grounded, r.stepped, r.ground_normal, r.ground_body);
    auto* out = reinterpret_cast<std::int32_t*>(output_);
    out[11] = static_cast<std::int32_t>(controller_.collisions().size());
    out[12] = static_cast<std::int32_t>(legs_.size());
    return 0;
  }

  /// Writes [0] position (3 floats), [3] the body handle (int) into the output buffer. @return none, or not_created
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
  // [0..2] position, [3] grounded, [4] stepped (ints), [5..7] ground normal, [8] ground body (int).
  void write_position() {
    const sk::Vec3 p = controller_.position();
    output_[0] = p.x;
    output_[1] = p.y;
    output_[2] = p.z;
    reinterpret_cast<std::int32_t*>(output_)[3] = controller_.body().value;
  }
  void write_state(bool grounded, bool stepped, sk::Vec3 normal, sk::BodyHandle ground) {
    write_position();
    auto* out = reinterpret_cast<std::int32_t*>(output_);
    out[3] = grounded ? 1 : 0;
    out[4] = stepped ? 1 : 0;
    output_[5] = normal.x;
    output_[6] = normal.y;
    output_[7] = normal.z;
    out[8] = ground.value;
  }

  sk::CharacterController controller_;
  alignas(16) float input_[kShapeWords] = {};
  alignas(16) float output_[16] = {};
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
