#pragma once
// Every query binding writes its result struct into one static buffer in WASM memory and returns
// the status; JS reads the fields through a typed-array view made once (bindings/js/memory.js).
// This keeps each call to plain numbers in, one int out. The query bindings are plain `extern "C"` exports
// (sk_sweep_sphere_plane, ...), not embind functions: JS calls the WASM export directly, a few ns per crossing,
// where embind's invoker (argument conversion in generated JS) costs ~50-80 ns and value_objects ~0.9 us.

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace sweepkit::bindings {

inline constexpr std::size_t kResultBufferBytes = 192;  // the largest result: ContactManifold (184 bytes)

alignas(16) inline unsigned char g_result_buffer[kResultBufferBytes];

/// Copies `result` into the shared buffer and returns its status as an int.
template <class Result>
int publish(const Result& result) {
  static_assert(sizeof(Result) <= kResultBufferBytes, "grow kResultBufferBytes");
  static_assert(std::is_trivially_copyable_v<Result>);
  std::memcpy(g_result_buffer, &result, sizeof(Result));
  return static_cast<int>(result.status);
}

/// Copies a batch call's summary (sweepkit::BatchSummary: count, hits, invalid, first_invalid) into the shared
/// buffer and returns its hit count.
template <class Summary>
int publish_summary(const Summary& summary) {
  static_assert(sizeof(Summary) <= kResultBufferBytes, "grow kResultBufferBytes");
  static_assert(std::is_trivially_copyable_v<Summary>);
  std::memcpy(g_result_buffer, &summary, sizeof(Summary));
  return static_cast<int>(summary.hits);
}

}  // namespace sweepkit::bindings
