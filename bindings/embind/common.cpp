// Bindings shared by every query: where results land, and error descriptions.

#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "result_buffer.hpp"
#include "sweepkit/status.hpp"

namespace {

std::uintptr_t result_address() { return reinterpret_cast<std::uintptr_t>(sweepkit::bindings::g_result_buffer); }

std::string describe_input_error(int error) { return sweepkit::describe(static_cast<sweepkit::InputError>(error)); }

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_common) {
  emscripten::function("resultAddress", &result_address);
  emscripten::function("describeInputError", &describe_input_error);
}
