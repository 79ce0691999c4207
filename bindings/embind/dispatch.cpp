// embind glue for the generic contact(a, b) and sweep(a, da, b, db) (core/include/sweepkit/query/dispatch.hpp).
// JS writes both shapes into the input buffer (floats, layout of bindings/js/dispatch.js):
//   [0..6] shape A   [7..9] displacement A   [10..16] shape B   [17..19] displacement B
// and passes the two ShapeType tags; the result goes to the shared result buffer. No math here.

#include <emscripten/bind.h>

#include <cstdint>

#include "result_buffer.hpp"
#include "shape_io.hpp"
#include "sweepkit/query/dispatch.hpp"

namespace sk = sweepkit;
namespace skb = sweepkit::bindings;

namespace {

constexpr int kInputFloats = 20;
alignas(16) float g_input[kInputFloats];

std::uintptr_t input_address() { return reinterpret_cast<std::uintptr_t>(g_input); }

/// The shapes in the input buffer, or false (with an invalid_input result published) for a bad tag.
template <class Result>
bool read_pair(int type_a, int type_b, sk::Shape& a, sk::Shape& b, int arg_b) {
  if (skb::read_shape(type_a, g_input, a) && skb::read_shape(type_b, g_input + 10, b)) return true;
  Result r{};
  r.status = sk::Status::invalid_input;
  r.error = sk::InputError::shape_type_invalid;
  r.error_argument = skb::read_shape(type_a, g_input, a) ? arg_b : 0;
  if constexpr (requires { r.t; }) r.t = 0;
  skb::publish(r);
  return false;
}

int contact_shapes(int type_a, int type_b) {
  sk::Shape a, b;
  if (!read_pair<sk::Contact>(type_a, type_b, a, b, 1)) return static_cast<int>(sk::Status::invalid_input);
  return skb::publish(sk::contact(a, b));
}

int sweep_shapes(int type_a, int type_b) {
  sk::Shape a, b;
  if (!read_pair<sk::SweepHit>(type_a, type_b, a, b, 2)) return static_cast<int>(sk::Status::invalid_input);
  const float* f = g_input;
  return skb::publish(sk::sweep(a, {f[7], f[8], f[9]}, b, {f[17], f[18], f[19]}));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_dispatch) {
  emscripten::function("inputAddress", &input_address);
  emscripten::function("contactShapes", &contact_shapes);
  emscripten::function("sweepShapes", &sweep_shapes);
}
