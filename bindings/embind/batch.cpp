// WASM exports for the batch sweeps (core/include/sweepkit/query/batch.hpp): JS passes the addresses of float
// arrays in WASM memory (allocated here by sk_batch_alloc, written in place by JS) and the entry counts; the
// results land in the results array, the BatchSummary in the shared result buffer, the hit count is returned.
// Plain `extern "C"` exports like the single queries (see result_buffer.hpp). One statement per function, no math.

#include "sweepkit/query/batch.hpp"

#include "sweepkit/dispatch/sweep_shapes_batch.hpp"

#include <emscripten/em_macros.h>

#include <cstddef>
#include <cstdlib>
#include <span>
#include <vector>

#include "generated_shape_io.hpp"
#include "result_buffer.hpp"

namespace sk = sweepkit;
using sk::bindings::publish_summary;

// bindings/js/generated/layout.js (BATCH_SWEEP_HIT, BATCH_SUMMARY) reads these records: bindings/schema.js's RECORDS,
// static_asserted in generated_queries.cpp.

namespace {

template <class T>
std::span<T> span(T* data, int count) {
  return {data, static_cast<std::size_t>(count)};
}

/// The shapes of a convex cast batch read from their words (kShapeWords floats each, the layout of
/// bindings/schema.js that sk_sweep reads): kept between calls, so a batch allocates only when it grows.
std::span<const sk::Shape> read_shapes(int n, int kind, const float* words) {
  static std::vector<sk::Shape> shapes;
  shapes.resize(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    if (!sk::bindings::read_shape(kind, words + i * sk::bindings::kShapeWords, shapes[static_cast<std::size_t>(i)])) {
      return {};
    }
  }
  return shapes;
}

}  // namespace

extern "C" {

/// `bytes` (> 0) of WASM memory, 16-byte aligned (for SIMD loads), for a batch's arrays; 0 if out of memory or
/// bytes <= 0.
EMSCRIPTEN_KEEPALIVE void* sk_batch_alloc(int bytes) {
  return bytes > 0 ? std::aligned_alloc(16, static_cast<std::size_t>(bytes)) : nullptr;
}

/// Frees what sk_batch_alloc returned (0 is ignored).
EMSCRIPTEN_KEEPALIVE void sk_batch_free(void* memory) { std::free(memory); }

/// sweep_sphere_plane_batch over n spheres (4 floats), n displacements (3), plane_count planes (4; 1 or n) and
/// n results (8). An empty batch (n = 0, as when JS first calls every export with no arguments) does nothing.
EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_plane_batch(int n, const sk::Sphere* spheres, const sk::Vec3* displacements,
                                                     const sk::Plane* planes, int plane_count,
                                                     sk::BatchSweepHit* results) {
  return publish_summary(sk::sweep_sphere_plane_batch(span(spheres, n), span(displacements, n),
                                                      span(planes, plane_count), span(results, n)));
}

/// sweep_sphere_sphere_batch over n spheres A (4 floats) and their displacements (3), b_count spheres B and
/// their displacements (1 or n), and n results (8).
EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_sphere_batch(int n, const sk::Sphere* spheres_a,
                                                      const sk::Vec3* displacements_a, const sk::Sphere* spheres_b,
                                                      const sk::Vec3* displacements_b, int b_count,
                                                      sk::BatchSweepHit* results) {
  return publish_summary(sk::sweep_sphere_sphere_batch(span(spheres_a, n), span(displacements_a, n),
                                                       span(spheres_b, b_count), span(displacements_b, b_count),
                                                       span(results, n)));
}

/// sweep_shapes_batch over n shapes of kind `kind` (a ShapeType tag; kShapeWords floats each, as sk_sweep reads
/// one), n displacements (3), the target (its tag and kShapeWords words, as sk_sweep's second shape) moving by
/// (tx, ty, tz), and n results (8). An unknown kind computes nothing (count 0).
EMSCRIPTEN_KEEPALIVE int sk_sweep_shapes_batch(int n, int kind, const float* shapes, const sk::Vec3* displacements,
                                               int target_kind, float t0, float t1, float t2, float t3, float t4,
                                               float t5, float t6, float t7, float t8, float t9, float t10, float t11,
                                               float t12, float t13, float t14, float t15, float tx, float ty, float tz,
                                               sk::BatchSweepHit* results) {
  const float target_words[] = {t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15};
  static_assert(sizeof(target_words) == sk::bindings::kShapeWords * sizeof(float));
  sk::Shape target;
  const std::span<const sk::Shape> read = n > 0 ? read_shapes(n, kind, shapes) : std::span<const sk::Shape>{};
  if (read.size() != static_cast<std::size_t>(n) || !sk::bindings::read_shape(target_kind, target_words, target)) {
    return publish_summary(sk::BatchSummary{});
  }
  return publish_summary(
      sk::sweep_shapes_batch(read, span(displacements, n), target, sk::Vec3{tx, ty, tz}, span(results, n)));
}

}  // extern "C"
