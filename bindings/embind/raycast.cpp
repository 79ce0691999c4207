// embind glue for the ray / segment casts: numbers in, RaycastHit into the result buffer, status out.

#include <emscripten/bind.h>

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

namespace {

// max_fraction crosses as a float: JS Infinity arrives as +infinity (an endless ray), NaN as NaN (rejected).
int raycast_sphere(float ox, float oy, float oz, float dx, float dy, float dz, float cx, float cy, float cz, float r,
                   float max_fraction) {
  return publish(sk::raycast_sphere({{ox, oy, oz}, {dx, dy, dz}}, {{cx, cy, cz}, r}, max_fraction));
}

int raycast_aabb(float ox, float oy, float oz, float dx, float dy, float dz, float minx, float miny, float minz,
                 float maxx, float maxy, float maxz, float max_fraction) {
  return publish(
      sk::raycast_aabb({{ox, oy, oz}, {dx, dy, dz}}, {{minx, miny, minz}, {maxx, maxy, maxz}}, max_fraction));
}

int raycast_plane(float ox, float oy, float oz, float dx, float dy, float dz, float nx, float ny, float nz,
                  float constant, float max_fraction) {
  return publish(sk::raycast_plane({{ox, oy, oz}, {dx, dy, dz}}, {{nx, ny, nz}, constant}, max_fraction));
}

int raycast_capsule(float ox, float oy, float oz, float dx, float dy, float dz, float sx, float sy, float sz, float ex,
                    float ey, float ez, float r, float max_fraction) {
  return publish(sk::raycast_capsule({{ox, oy, oz}, {dx, dy, dz}}, {{sx, sy, sz}, {ex, ey, ez}, r}, max_fraction));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_raycast) {
  emscripten::function("raycastSphere", &raycast_sphere);
  emscripten::function("raycastAabb", &raycast_aabb);
  emscripten::function("raycastPlane", &raycast_plane);
  emscripten::function("raycastCapsule", &raycast_capsule);
}
