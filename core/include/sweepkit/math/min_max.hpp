#pragma once
/// @file
/// Minimum, maximum and clamp of floats and doubles: the values of std::min, std::max and std::clamp, bit for bit (NaN
/// and signed zeros included), computed without a branch in the WebAssembly build.
///
/// Why: std::min(a, b) is `b < a ? b : a`, a `select` in WebAssembly, which V8 (Node, Chrome) compiles on
/// x86-64 to a compare and a conditional jump. Where the outcome depends on the data (clamping a point to
/// a box, a slab test, growing a box by a random motion) that jump mispredicts about half the time, and
/// the narrowphase ran ~1.8x slower than the same C++ built natively. The SIMD pseudo-minimum
/// (f32x4.pmin: `b < a ? b : a` per lane, the definition of std::min) compiles to one `minps`; on lane 0
/// of a splat it is the scalar minimum. Native builds keep the std forms (compiled to minss / maxss).
/// Source: the WebAssembly SIMD proposal, "pseudo-minimum" instructions (WebAssembly/simd#122).

#include <algorithm>
#include <type_traits>

#include "sweepkit/math/real.hpp"

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace sweepkit {

/// A float or a double (both arguments of one call have the same type: no silent promotion).
template <class T>
concept Floating = std::is_same_v<T, float> || std::is_same_v<T, double>;

/// std::min(a, b): `b < a ? b : a`.
template <Floating T>
T min_of(T a, T b) {
#if defined(__wasm_simd128__)
  if constexpr (sizeof(T) == 4) {
    return wasm_f32x4_extract_lane(wasm_f32x4_pmin(wasm_f32x4_splat(a), wasm_f32x4_splat(b)), 0);
  } else {
    return wasm_f64x2_extract_lane(wasm_f64x2_pmin(wasm_f64x2_splat(a), wasm_f64x2_splat(b)), 0);
  }
#else
  return std::min(a, b);
#endif
}

/// std::max(a, b): `a < b ? b : a`.
template <Floating T>
T max_of(T a, T b) {
#if defined(__wasm_simd128__)
  if constexpr (sizeof(T) == 4) {
    return wasm_f32x4_extract_lane(wasm_f32x4_pmax(wasm_f32x4_splat(a), wasm_f32x4_splat(b)), 0);
  } else {
    return wasm_f64x2_extract_lane(wasm_f64x2_pmax(wasm_f64x2_splat(a), wasm_f64x2_splat(b)), 0);
  }
#else
  return std::max(a, b);
#endif
}

/// std::clamp(v, lo, hi) for lo <= hi: `v < lo ? lo : (hi < v ? hi : v)`, as min_of(max_of(v, lo), hi).
template <Floating T>
T clamp_of(T v, T lo, T hi) {
  return min_of(max_of(v, lo), hi);
}

}  // namespace sweepkit
