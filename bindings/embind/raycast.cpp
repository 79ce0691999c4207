// WASM exports for the ray / segment casts: numbers in, RaycastHit into the result buffer, status out.
// Plain `extern "C"` exports rather than embind: JS calls Module._sk_raycast_* straight into WASM (see
// result_buffer.hpp). One statement per function, no math.

#include <emscripten/em_macros.h>

#include <cstddef>

#include "result_buffer.hpp"
#include "sweepkit/query/raycast_aabb.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/raycast_sphere.hpp"

namespace sk = sweepkit;
using sk::bindings::publish;

// bindings/js/layout.js (RAYCAST_HIT) reads RaycastHit at these offsets.
static_assert(sizeof(sk::Real) == 4, "the JS bindings read results as float32");
static_assert(offsetof(sk::RaycastHit, status) == 0);
static_assert(offsetof(sk::RaycastHit, error) == 4);
static_assert(offsetof(sk::RaycastHit, error_argument) == 8);
static_assert(offsetof(sk::RaycastHit, t) == 12);
static_assert(offsetof(sk::RaycastHit, point) == 16);
static_assert(offsetof(sk::RaycastHit, normal) == 28);

extern "C" {

// max_fraction crosses as a float: JS Infinity arrives as +infinity (an endless ray), NaN as NaN (rejected).
EMSCRIPTEN_KEEPALIVE int sk_raycast_sphere(float ox, float oy, float oz, float dx, float dy, float dz, float cx,
                                           float cy, float cz, float r, float max_fraction) {
  return publish(sk::raycast_sphere({{ox, oy, oz}, {dx, dy, dz}}, {{cx, cy, cz}, r}, max_fraction));
}

EMSCRIPTEN_KEEPALIVE int sk_raycast_aabb(float ox, float oy, float oz, float dx, float dy, float dz, float minx,
                                         float miny, float minz, float maxx, float maxy, float maxz,
                                         float max_fraction) {
  return publish(
      sk::raycast_aabb({{ox, oy, oz}, {dx, dy, dz}}, {{minx, miny, minz}, {maxx, maxy, maxz}}, max_fraction));
}

EMSCRIPTEN_KEEPALIVE int sk_raycast_plane(float ox, float oy, float oz, float dx, float dy, float dz, float nx,
                                          float ny, float nz, float constant, float max_fraction) {
  return publish(sk::raycast_plane({{ox, oy, oz}, {dx, dy, dz}}, {{nx, ny, nz}, constant}, max_fraction));
}

EMSCRIPTEN_KEEPALIVE int sk_raycast_capsule(float ox, float oy, float oz, float dx, float dy, float dz, float sx,
                                            float sy, float sz, float ex, float ey, float ez, float r,
                                            float max_fraction) {
  return publish(sk::raycast_capsule({{ox, oy, oz}, {dx, dy, dz}}, {{sx, sy, sz}, {ex, ey, ez}, r}, max_fraction));
}

}  // extern "C"
