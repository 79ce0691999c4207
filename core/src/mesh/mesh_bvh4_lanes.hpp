#pragma once
// The 4-lane vector type the box tests of a MeshBvh4 walk (bvh_walk.hpp) are written in: the raycasts' slabs, the
// sweeps' culls. Private to core/src/mesh.
//
// The lanes are a GCC/Clang vector extension: one source for the native build (SSE) and the WebAssembly build
// (-msimd128: f32x4 ops); in the double build each op runs as two halves. The box tests written in it do the
// same IEEE operations, in the same order, as the binary tree's scalar tests: the same entry times per box.

#include <cmath>
#include <cstring>

#if defined(__wasm_simd128__) && !defined(SWEEPKIT_DOUBLE)
#include <wasm_simd128.h>
#elif defined(__SSE__) && !defined(SWEEPKIT_DOUBLE)
#include <xmmintrin.h>
#endif

#include "sweepkit/mesh/mesh_bvh4.hpp"

namespace sweepkit::detail {

/// One Real per lane of a MeshBvh4Node.
using Lanes = Real __attribute__((vector_size(MeshBvh4Node::kWidth * sizeof(Real))));

/// A row of a node (min[axis] or max[axis]) as lanes.
inline Lanes load_lanes(const Real (&row)[MeshBvh4Node::kWidth]) {
  Lanes l;
  std::memcpy(&l, row, sizeof l);
  return l;
}

inline Lanes splat(Real x) { return Lanes{x, x, x, x}; }

/// Per lane sqrt (correctly rounded, as std::sqrt): one f32x4.sqrt in WebAssembly, one sqrtps natively.
inline Lanes sqrt_lanes(Lanes x) {
#if defined(__wasm_simd128__) && !defined(SWEEPKIT_DOUBLE)
  return reinterpret_cast<Lanes>(wasm_f32x4_sqrt(reinterpret_cast<v128_t>(x)));
#elif defined(__SSE__) && !defined(SWEEPKIT_DOUBLE)
  return reinterpret_cast<Lanes>(_mm_sqrt_ps(reinterpret_cast<__m128>(x)));
#else
  for (int i = 0; i < MeshBvh4Node::kWidth; ++i) x[i] = std::sqrt(x[i]);
  return x;
#endif
}

/// Whether any lane of a comparison's mask is set.
template <class Mask>
inline bool any_lane(Mask m) {
  bool any = false;
  for (int i = 0; i < MeshBvh4Node::kWidth; ++i) any |= m[i] != 0;
  return any;
}

/// Per lane `b > a ? b : a`, as the scalar box tests write it: a NaN in b leaves a.
inline Lanes max_keep(Lanes a, Lanes b) { return b > a ? b : a; }
/// Per lane `b < a ? b : a`: a NaN b leaves a.
inline Lanes min_keep(Lanes a, Lanes b) { return b < a ? b : a; }

}  // namespace sweepkit::detail
