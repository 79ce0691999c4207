#pragma once
// Every query binding writes its result struct into one static buffer in WASM memory and returns
// the status; JS reads the fields through a typed-array view made once (bindings/js/memory.js).
// This keeps each call to plain numbers in, one int out: ~10 ns of crossing instead of ~0.9 us
// for embind value_objects.

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace sweepkit::bindings {

inline constexpr std::size_t kResultBufferBytes = 64;

alignas(16) inline unsigned char g_result_buffer[kResultBufferBytes];

/// Copies `result` into the shared buffer and returns its status as an int.
template <class Result>
int publish(const Result& result) {
  static_assert(sizeof(Result) <= kResultBufferBytes, "grow kResultBufferBytes");
  static_assert(std::is_trivially_copyable_v<Result>);
  std::memcpy(g_result_buffer, &result, sizeof(Result));
  return static_cast<int>(result.status);
}

}  // namespace sweepkit::bindings
