// embind glue for sweepkit::World: one long-lived class with plain-number methods. Shapes and batches go
// through buffers in WASM memory that JS writes and reads with typed arrays (bindings/js/world.js), so a
// frame of any size costs a constant number of calls:
//   per-slot displacements (displacementsAddress), or handles + displacements in the scratch buffer
//   (applyDisplacements); step(); events read in place (eventsAddress, 13 words per event).
// No math here: every method forwards to World.

#include <emscripten/bind.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <variant>
#include <vector>

#include "body_answer.hpp"
#include "generated_shape_io.hpp"
#include "mesh_registry.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/world/character.hpp"
#include "sweepkit/world/world.hpp"

namespace sk = sweepkit;
using sk::bindings::kShapeWords;

// bindings/js/world_results.js reads the results and events at the offsets of bindings/schema.js (RECORDS), which
// generated_queries.cpp static_asserts.

namespace {

using sweepkit::bindings::read_shape;
using sweepkit::bindings::write_shape;

// The World behind JS's World class. Error codes are sweepkit::WorldError values; for an invalid shape the
// field (sweepkit::InputError) is in `lastShapeError`.
class WorldBinding {
 public:
  /// Address of 16 floats where JS writes a shape (and other small inputs) before a call.
  std::uintptr_t inputAddress() { return reinterpret_cast<std::uintptr_t>(input_); }
  /// Address of 32 words where queries and readBody leave their result.
  std::uintptr_t outputAddress() { return reinterpret_cast<std::uintptr_t>(output_); }
  /// Address of the sweepkit::World itself, for the characters in it (bindings/embind/character.cpp).
  std::uintptr_t worldAddress() { return reinterpret_cast<std::uintptr_t>(&world_); }
  /// The InputError of the last invalid_shape error.
  int lastShapeError() const { return static_cast<int>(last_shape_error_); }

  /// Adds a body whose shape (of ShapeType `type`) is in the input buffer. @return its handle (> 0), or
  /// minus a WorldError code.
  int addBody(int type, int kind, int layer, int mask, bool sensor) {
    sk::Shape shape;
    if (!read_shape(type, input_, shape)) {
      last_shape_error_ = sk::InputError::shape_type_invalid;
      return -static_cast<int>(sk::WorldError::invalid_shape);
    }
    const sk::AddBodyResult r = world_.add_body(
        {shape, static_cast<sk::BodyKind>(kind), static_cast<std::uint32_t>(layer), static_cast<std::uint32_t>(mask), sensor});
    last_shape_error_ = r.shape_error;
    return r.error == sk::WorldError::none ? r.body.value : -static_cast<int>(r.error);
  }
  /// Adds a mesh body: the mesh `mesh_id` (bindings/js/triangle_mesh.js's registry) with its local origin at
  /// (x, y, z). @return its handle (> 0), or minus a WorldError code (invalid_mesh for an unknown id).
  int addMeshBody(int mesh_id, float x, float y, float z, int kind, int layer, int mask, bool sensor) {
    sk::MeshBodyDesc desc;
    desc.mesh = sk::bindings::find_mesh(mesh_id);
    desc.position = {x, y, z};
    desc.kind = static_cast<sk::BodyKind>(kind);
    desc.layer = static_cast<std::uint32_t>(layer);
    desc.mask = static_cast<std::uint32_t>(mask);
    desc.sensor = sensor;
    const sk::AddBodyResult r = world_.add_mesh_body(desc);
    return r.error == sk::WorldError::none ? r.body.value : -static_cast<int>(r.error);
  }
  int removeBody(int handle) { return static_cast<int>(world_.remove_body({handle})); }
  bool contains(int handle) const { return world_.contains({handle}); }
  int bodyCount() const { return static_cast<int>(world_.body_count()); }

  /// Replaces the shape with the one (of `type`) in the input buffer.
  int setShape(int handle, int type) {
    sk::Shape shape;
    if (!read_shape(type, input_, shape)) {
      last_shape_error_ = sk::InputError::shape_type_invalid;
      return static_cast<int>(sk::WorldError::invalid_shape);
    }
    return static_cast<int>(world_.set_shape({handle}, shape, &last_shape_error_));
  }
  int setFilter(int handle, int layer, int mask) {
    return static_cast<int>(world_.set_filter({handle}, static_cast<std::uint32_t>(layer), static_cast<std::uint32_t>(mask)));
  }
  /// set_motion: moves by (lx, ly, lz) and turns by the rotation vector (ax, ay, az). @return a WorldError code.
  int setMotion(int handle, float lx, float ly, float lz, float ax, float ay, float az) {
    return static_cast<int>(world_.set_motion({handle}, sk::Motion{{lx, ly, lz}, {ax, ay, az}}));
  }

  /// set_pose: to the position (x, y, z) and, when has_rotation, to the rotation of the words r0..r9 (a kind word
  /// and 9: shape_words.hpp, written by check.js rotationWords); otherwise the body keeps its rotation.
  /// @return a WorldError code.
  int setPose(int handle, float x, float y, float z, bool has_rotation, float r0, float r1, float r2, float r3,
              float r4, float r5, float r6, float r7, float r8, float r9) {
    if (!has_rotation) return static_cast<int>(world_.set_pose({handle}, {x, y, z}));
    const sk::Mat3 rotation = sk::bindings::rotation_from_words(r0, r1, r2, r3, r4, r5, r6, r7, r8, r9);
    return static_cast<int>(world_.set_pose({handle}, {x, y, z}, &rotation));
  }

  int setDisplacement(int handle, float dx, float dy, float dz) {
    return static_cast<int>(world_.set_displacement({handle}, {dx, dy, dz}));
  }

  /// Writes the body into the output buffer as a BodyAnswer (body_answer.hpp). @return a WorldError code.
  int readBody(int handle) {
    const sk::BodyState s = world_.body({handle});
    if (s.error != sk::WorldError::none) return static_cast<int>(s.error);
    static_assert(sizeof(sk::bindings::BodyAnswer) <= sizeof(output_));
    sk::bindings::BodyAnswer out;
    out.type = static_cast<std::int32_t>(sk::type_of(s.shape));
    write_shape(s.shape, out.shape);
    out.displacement[0] = s.displacement.x;
    out.displacement[1] = s.displacement.y;
    out.displacement[2] = s.displacement.z;
    out.kind = static_cast<std::int32_t>(s.kind);
    out.layer = s.layer;
    out.mask = s.mask;
    out.sensor = s.sensor ? 1 : 0;
    std::memcpy(output_, &out, sizeof out);
    return 0;
  }

  /// Per-slot displacements (3 floats per slot; slot = handle >> 11), `slotCount()` of them. Moves when
  /// bodies are added.
  std::uintptr_t displacementsAddress() { return reinterpret_cast<std::uintptr_t>(world_.displacements().data()); }
  int slotCount() { return static_cast<int>(world_.displacements().size()); }

  /// A scratch buffer of at least `bytes` bytes (8-aligned) for batch inputs and outputs; moves when it grows.
  std::uintptr_t scratchAddress(int bytes) {
    const std::size_t words = (static_cast<std::size_t>(bytes) + 7) / 8;
    if (scratch_.size() < words) scratch_.resize(words);
    return reinterpret_cast<std::uintptr_t>(scratch_.data());
  }

  /// Sets `n` displacements from the scratch buffer: n int32 handles, then 3n floats.
  /// @return -1 when every one was set, else the index of the first refused (its code in lastError; the
  ///   others were still applied).
  int applyDisplacements(int n) {
    const auto* handles = reinterpret_cast<const std::int32_t*>(scratch_.data());
    const auto* d = reinterpret_cast<const float*>(handles + n);
    int first_bad = -1;
    for (int i = 0; i < n; ++i) {
      const sk::WorldError e = world_.set_displacement({handles[i]}, {d[3 * i], d[3 * i + 1], d[3 * i + 2]});
      if (e != sk::WorldError::none && first_bad < 0) {
        first_bad = i;
        last_error_ = static_cast<int>(e);
      }
    }
    return first_bad;
  }
  int lastError() const { return last_error_; }

  /// Runs a step. @return the number of events; the StepResult (a record of the schema) is in the output buffer.
  int step() {
    const sk::StepResult r = world_.step();
    static_assert(sizeof r <= sizeof(output_));
    std::memcpy(output_, &r, sizeof r);
    return static_cast<int>(r.events);
  }
  /// The events of the last step: 13 words each (ContactEvent).
  std::uintptr_t eventsAddress() { return reinterpret_cast<std::uintptr_t>(world_.events().data()); }

  /// Closest ray hit; the WorldRaycastHit (RaycastHit then the body handle) goes to the output buffer.
  int raycast(float ox, float oy, float oz, float dx, float dy, float dz, float max_fraction, int mask,
              bool include_sensors, int ignore) {
    const sk::WorldRaycastHit h =
        world_.raycast_closest({{ox, oy, oz}, {dx, dy, dz}}, max_fraction, filter_of(mask, include_sensors, ignore));
    std::memcpy(output_, &h, sizeof h);
    return static_cast<int>(h.hit.status);
  }

  /// Every body hit by the ray, in increasing t: their WorldRaycastHits (RaycastHit, the body handle, the mesh
  /// triangle: 12 words each) at raycastAllAddress. @return how many, or -1 for invalid input (World::raycast_all's
  /// result in the output buffer: error_argument 0 ray, 1 max_fraction).
  int raycastAll(float ox, float oy, float oz, float dx, float dy, float dz, float max_fraction, int mask,
                 bool include_sensors, int ignore) {
    const sk::Ray ray{{ox, oy, oz}, {dx, dy, dz}};
    const sk::WorldRaycastHit first =
        world_.raycast_all(ray, max_fraction, filter_of(mask, include_sensors, ignore), ray_hits_);
    if (first.hit.status == sk::Status::invalid_input) {
      std::memcpy(output_, &first, sizeof first);
      return -1;
    }
    return static_cast<int>(ray_hits_.size());
  }
  std::uintptr_t raycastAllAddress() { return reinterpret_cast<std::uintptr_t>(ray_hits_.data()); }

  /// First body met by a sphere moving by (dx, dy, dz); the WorldSweepHit goes to the output buffer.
  int sphereCast(float cx, float cy, float cz, float r, float dx, float dy, float dz, int mask, bool include_sensors,
                 int ignore) {
    const sk::WorldSweepHit h =
        world_.sphere_cast_closest({{cx, cy, cz}, r}, {dx, dy, dz}, filter_of(mask, include_sensors, ignore));
    std::memcpy(output_, &h, sizeof h);
    return static_cast<int>(h.hit.status);
  }

  /// cast_closest for the shape (of `type`) in the input buffer; the WorldSweepHit goes to the output buffer.
  int castShape(int type, float dx, float dy, float dz, int mask, bool include_sensors, int ignore) {
    sk::Shape shape;
    if (!read_shape(type, input_, shape)) return static_cast<int>(sk::Status::invalid_input);
    const sk::Vec3 d{dx, dy, dz};
    const sk::QueryFilter filter = filter_of(mask, include_sensors, ignore);
    const sk::WorldSweepHit h = world_.cast_closest(shape, d, filter);
    std::memcpy(output_, &h, sizeof h);
    return static_cast<int>(h.hit.status);
  }

  /// `n` sphere casts from the scratch buffer (7 floats each: centre, radius, displacement) in one call.
  /// Results follow the inputs in the scratch buffer: n int32 handles (0 = no hit), then n * 7 floats
  /// (t, point, normal). @return the number of hits, or -1 if an input was invalid (its index in lastError).
  int sphereCasts(int n, int mask, bool include_sensors) {
    float* const in = reinterpret_cast<float*>(scratch_.data());
    auto* bodies = reinterpret_cast<std::int32_t*>(in + 7 * n);
    auto* out = reinterpret_cast<float*>(bodies + n);
    const sk::QueryFilter filter = filter_of(mask, include_sensors, 0);
    int hits = 0;
    for (int i = 0; i < n; ++i) {
      const float* c = in + 7 * i;
      const sk::WorldSweepHit h = world_.sphere_cast_closest({{c[0], c[1], c[2]}, c[3]}, {c[4], c[5], c[6]}, filter);
      if (h.hit.status == sk::Status::invalid_input) {
        last_error_ = i;
        return -1;
      }
      bodies[i] = h.body.value;
      float* o = out + 7 * i;
      o[0] = h.hit.t;
      o[1] = h.hit.point.x;
      o[2] = h.hit.point.y;
      o[3] = h.hit.point.z;
      o[4] = h.hit.normal.x;
      o[5] = h.hit.normal.y;
      o[6] = h.hit.normal.z;
      hits += h.body.is_null() ? 0 : 1;
    }
    return hits;
  }

  /// move_and_slide of a sphere character; the SlideResult goes to the output buffer.
  int moveAndSlide(float cx, float cy, float cz, float r, float dx, float dy, float dz, int mask, bool include_sensors,
                   int ignore, int max_iterations, float skin) {
    const sk::SlideResult res = sk::move_and_slide(world_, {{cx, cy, cz}, r}, {dx, dy, dz},
                                                   filter_of(mask, include_sensors, ignore),
                                                   {static_cast<std::uint32_t>(max_iterations), skin});
    std::memcpy(output_, &res, sizeof res);
    return static_cast<int>(res.status);
  }

  /// push_out_sphere; the SlideResult goes to the output buffer.
  int pushOut(float cx, float cy, float cz, float r, int mask, bool include_sensors, int ignore, float skin) {
    const sk::SlideResult res = sk::push_out_sphere(world_, {{cx, cy, cz}, r}, filter_of(mask, include_sensors, ignore),
                                                    {4, skin});
    std::memcpy(output_, &res, sizeof res);
    return static_cast<int>(res.status);
  }

  /// Bodies overlapping the shape (of `type`) in the input buffer. @return their count (handles at
  /// overlapAddress), or -1 for invalid input (the InputError in lastShapeError).
  int overlap(int type, int mask, bool include_sensors, int ignore) {
    sk::Shape shape;
    if (!read_shape(type, input_, shape)) {
      last_shape_error_ = sk::InputError::shape_type_invalid;
      return -1;
    }
    const sk::Overlap r = world_.overlap(shape, filter_of(mask, include_sensors, ignore), overlap_);
    if (r.status == sk::Status::invalid_input) {
      last_shape_error_ = r.error;
      return -1;
    }
    return static_cast<int>(overlap_.size());
  }
  std::uintptr_t overlapAddress() { return reinterpret_cast<std::uintptr_t>(overlap_.data()); }

  /// Address of room for `n` handles a query's filter skips (filter.ignore as an array or a Set): JS writes them,
  /// then passes `ignore` = -n to the query.
  std::uintptr_t ignoreListAddress(int n) {
    ignore_list_.resize(static_cast<std::size_t>(n));
    return reinterpret_cast<std::uintptr_t>(ignore_list_.data());
  }

 private:
  /// The QueryFilter of a query's numbers: `ignore` > 0 skips that body, 0 none, -n the first n of the ignore list.
  sk::QueryFilter filter_of(int mask, bool include_sensors, int ignore) const {
    const auto bits = static_cast<std::uint32_t>(mask);
    if (ignore >= 0) return {bits, include_sensors, sk::BodyHandle{ignore}};
    const std::span<const sk::BodyHandle> list(ignore_list_.data(), static_cast<std::size_t>(-ignore));
    return {bits, include_sensors, {}, list};
  }

  sk::World world_;
  alignas(16) float input_[kShapeWords] = {};  // a shape's words (castShape, addBody)
  alignas(16) float output_[32] = {};
  sk::InputError last_shape_error_ = sk::InputError::none;
  int last_error_ = 0;
  std::vector<double> scratch_;  // 8-aligned bytes
  std::vector<sk::BodyHandle> overlap_;
  std::vector<sk::WorldRaycastHit> ray_hits_;
  std::vector<sk::BodyHandle> ignore_list_;  // filter.ignore's handles when it is a list (ignoreListAddress)
};

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_world) {
  emscripten::class_<WorldBinding>("World")
      .constructor<>()
      .function("inputAddress", &WorldBinding::inputAddress)
      .function("outputAddress", &WorldBinding::outputAddress)
      .function("worldAddress", &WorldBinding::worldAddress)
      .function("lastShapeError", &WorldBinding::lastShapeError)
      .function("lastError", &WorldBinding::lastError)
      .function("addBody", &WorldBinding::addBody)
      .function("addMeshBody", &WorldBinding::addMeshBody)
      .function("removeBody", &WorldBinding::removeBody)
      .function("contains", &WorldBinding::contains)
      .function("bodyCount", &WorldBinding::bodyCount)
      .function("setShape", &WorldBinding::setShape)
      .function("setFilter", &WorldBinding::setFilter)
      .function("setDisplacement", &WorldBinding::setDisplacement)
      .function("setMotion", &WorldBinding::setMotion)
      .function("setPose", &WorldBinding::setPose)
      .function("readBody", &WorldBinding::readBody)
      .function("displacementsAddress", &WorldBinding::displacementsAddress)
      .function("slotCount", &WorldBinding::slotCount)
      .function("scratchAddress", &WorldBinding::scratchAddress)
      .function("applyDisplacements", &WorldBinding::applyDisplacements)
      .function("step", &WorldBinding::step)
      .function("eventsAddress", &WorldBinding::eventsAddress)
      .function("raycast", &WorldBinding::raycast)
      .function("raycastAll", &WorldBinding::raycastAll)
      .function("raycastAllAddress", &WorldBinding::raycastAllAddress)
      .function("sphereCast", &WorldBinding::sphereCast)
      .function("castShape", &WorldBinding::castShape)
      .function("sphereCasts", &WorldBinding::sphereCasts)
      .function("moveAndSlide", &WorldBinding::moveAndSlide)
      .function("pushOut", &WorldBinding::pushOut)
      .function("overlap", &WorldBinding::overlap)
      .function("overlapAddress", &WorldBinding::overlapAddress)
      .function("ignoreListAddress", &WorldBinding::ignoreListAddress);
}
