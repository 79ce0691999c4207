// Convex hulls the JS side creates (sk.createConvexHull) and the shapes that refer to them by id. A hull is built
// by the core's quickhull from points JS writes into a scratch array in WASM memory, kept here under an id that is
// never reused (so a disposed id stays invalid), and freed by sk_hull_dispose (JS calls it from dispose() or a
// FinalizationRegistry). Ids cross as float32 words in shapes: exact up to 2^24 hulls created per instance.

#include <emscripten/em_macros.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <vector>

#include "hull_answer.hpp"
#include "result_buffer.hpp"
#include "shape_words.hpp"
#include "sweepkit/shapes/convex_hull.hpp"

namespace sk = sweepkit;

namespace {

struct Registry {
  std::unordered_map<std::int32_t, std::unique_ptr<sk::ConvexHull>> by_id;
  std::unordered_map<const sk::ConvexHull*, std::int32_t> id_of;
  std::int32_t next_id = 1;
};

Registry& registry() {
  static Registry r;
  return r;
}

std::vector<sk::Vec3> g_points;  // build_convex_hull's input, written by JS

const sk::ConvexHull* find(std::int32_t id) {
  const auto it = registry().by_id.find(id);
  return it == registry().by_id.end() ? nullptr : it->second.get();
}

}  // namespace

namespace sweepkit::bindings {

const ConvexHull* hull_at(float id) {
  const auto i = static_cast<std::int32_t>(id);
  return static_cast<float>(i) == id ? find(i) : nullptr;
}

float hull_id(const ConvexHull* hull) {
  const auto it = registry().id_of.find(hull);
  return it == registry().id_of.end() ? 0.0f : static_cast<float>(it->second);
}

}  // namespace sweepkit::bindings

extern "C" {

/// Room for `count` points (x, y, z float32 each): @return its address (JS writes the points there).
EMSCRIPTEN_KEEPALIVE float* sk_hull_points(int count) {
  g_points.resize(count > 0 ? static_cast<std::size_t>(count) : 0);
  return reinterpret_cast<float*>(g_points.data());
}

/// The hull of the first `count` points written at sk_hull_points (coplanar_tolerance: relative, see
/// build_convex_hull). @return its id (> 0), or 0 with the error in the result buffer (HullError).
EMSCRIPTEN_KEEPALIVE int sk_hull_create(int count, float coplanar_tolerance) {
  const int n = count >= 0 && static_cast<std::size_t>(count) <= g_points.size() ? count : 0;
  sk::ConvexHullResult built = sk::build_convex_hull(g_points.data(), n, coplanar_tolerance);
  if (!built.ok()) {
    const sk::bindings::HullError e{built.status, built.error, built.error_argument, built.error_index};
    sk::bindings::publish(e);
    return 0;
  }
  Registry& r = registry();
  const std::int32_t id = r.next_id++;
  auto hull = std::make_unique<sk::ConvexHull>(std::move(built.hull));
  r.id_of[hull.get()] = id;
  r.by_id[id] = std::move(hull);
  return id;
}

/// The relative coplanar tolerance build_convex_hull uses by default (kHullCoplanarRelative).
EMSCRIPTEN_KEEPALIVE float sk_hull_default_tolerance() { return sk::kHullCoplanarRelative; }

/// Frees hull `id` (no effect for an unknown or disposed id).
EMSCRIPTEN_KEEPALIVE void sk_hull_dispose(int id) {
  Registry& r = registry();
  const auto it = r.by_id.find(id);
  if (it == r.by_id.end()) return;
  r.id_of.erase(it->second.get());
  r.by_id.erase(it);
}

/// Counts of hull `id` into the result buffer (HullCounts); @return 1, or 0 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_hull_counts(int id) {
  const sk::ConvexHull* h = find(id);
  if (h == nullptr) return 0;
  const sk::bindings::HullCounts counts{static_cast<std::int32_t>(h->vertices.size()),
                                        static_cast<std::int32_t>(h->faces.size()),
                                        static_cast<std::int32_t>(h->face_vertices.size()),
                                        static_cast<std::int32_t>(h->edges.size()), h->flat ? 1 : 0};
  static_assert(sizeof counts <= sk::bindings::kResultBufferBytes);
  std::memcpy(sk::bindings::g_result_buffer, &counts, sizeof counts);
  return 1;
}

/// Address of hull `id`'s vertices (x, y, z float32 each), faces (HullFace records) or face loops (int32 vertex
/// indices): `part` 0, 1 or 2. 0 for an unknown id.
EMSCRIPTEN_KEEPALIVE std::uintptr_t sk_hull_data(int id, int part) {
  const sk::ConvexHull* h = find(id);
  if (h == nullptr) return 0;
  static_assert(sizeof(sk::Vec3) == 12);
  if (part == 0) return reinterpret_cast<std::uintptr_t>(h->vertices.data());
  if (part == 1) return reinterpret_cast<std::uintptr_t>(h->faces.data());
  return reinterpret_cast<std::uintptr_t>(h->face_vertices.data());
}

}  // extern "C"
