#pragma once
// The nearest-first walk of a MeshBvh4 that the mesh's raycasts and sweeps share (raycast_mesh.cpp,
// sweep_mesh.cpp), and the 4-lane vector type its box tests are written in. Private to core/src/mesh.
//
// The lanes are a GCC/Clang vector extension: one source for the native build (SSE) and the WebAssembly build
// (-msimd128: f32x4 ops); in the double build each op runs as two halves. The box tests written in it do the
// same IEEE operations, in the same order, as the binary tree's scalar tests: the same entry times per box.

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

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

/// A lane of a node waiting to be visited: an inner node (count 0, child its index) or a leaf (its slots), and the
/// query's entry time into its box.
struct Bvh4Pending {
  std::uint32_t child;
  std::uint32_t count;
  Real t;
};

/// Walks `tree` nearest child first (Wald et al. 2008's single-ray traversal): at each inner node `enter(node)`
/// gives the lanes' entry times (+infinity: not entered); the entered lanes that `keep(t)` accepts are visited in
/// increasing t, the nearest at once and the others from a stack, where `keep` is asked again when they come up
/// (the query's bound may have shrunk meanwhile). `leaf(first slot, count)` visits a leaf and returns false to
/// stop the walk.
template <class Enter, class Keep, class Leaf>
void walk_bvh4(const MeshBvh4& tree, Enter&& enter, Keep&& keep, Leaf&& leaf) {
  if (tree.nodes.empty()) return;
  constexpr Real kInf = std::numeric_limits<Real>::infinity();
  constexpr int kWidth = MeshBvh4Node::kWidth;
  // At most kWidth - 1 lanes wait per level, and the 4-wide tree is no deeper than the binary one.
  Bvh4Pending stack[(kWidth - 1) * MeshBvh::kMaxDepth + 1];
  int top = 0;
  Bvh4Pending p{0, 0, 0};  // the root
  for (;;) {
    if (p.count > 0) {
      if (!leaf(p.child, p.count)) return;
    } else {
      const MeshBvh4Node& node = tree.nodes[p.child];
      const Lanes t = enter(node);
      Bvh4Pending entered[kWidth];  // increasing t (an insertion sort of at most 4)
      int n = 0;
      for (int i = 0; i < kWidth; ++i) {
        const Real ti = t[i];
        if (!(ti < kInf) || !keep(ti)) continue;
        int j = n++;
        for (; j > 0 && entered[j - 1].t > ti; --j) entered[j] = entered[j - 1];
        entered[j] = {node.child[i], node.count[i], ti};
      }
      if (n > 0) {
        for (int j = n - 1; j > 0; --j) stack[top++] = entered[j];
        p = entered[0];
        continue;
      }
    }
    do {
      if (top == 0) return;
      p = stack[--top];
    } while (!keep(p.t));
  }
}

}  // namespace sweepkit::detail
