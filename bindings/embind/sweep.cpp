// WASM exports for the sweeps (time of impact): numbers in, SweepHit into the result buffer, status out.
// Plain `extern "C"` exports rather than embind: JS calls Module._sk_sweep_* straight into WASM, with no
// embind invoker in between (see result_buffer.hpp). One statement per function, no math.

#include <emscripten/em_macros.h>

#include <cstddef>

#include "result_buffer.hpp"
#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_aabb_plane.hpp"
#include "sweepkit/query/sweep_capsule_plane.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"
#include "sweepkit/query/sweep_sphere_capsule.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"

namespace sk = sweepkit;
using sk::bindings::publish;

// bindings/js/layout.js reads SweepHit at these offsets.
static_assert(sizeof(sk::Real) == 4, "the JS bindings read results as float32");
static_assert(offsetof(sk::SweepHit, status) == 0);
static_assert(offsetof(sk::SweepHit, error) == 4);
static_assert(offsetof(sk::SweepHit, error_argument) == 8);
static_assert(offsetof(sk::SweepHit, t) == 12);
static_assert(offsetof(sk::SweepHit, position) == 16);
static_assert(offsetof(sk::SweepHit, point) == 28);
static_assert(offsetof(sk::SweepHit, normal) == 40);

extern "C" {

EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_plane(float cx, float cy, float cz, float r, float dx, float dy, float dz,
                                               float nx, float ny, float nz, float constant) {
  return publish(sk::sweep_sphere_plane({{cx, cy, cz}, r}, {dx, dy, dz}, {{nx, ny, nz}, constant}));
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_sphere(float ax, float ay, float az, float ar, float dax, float day, float daz,
                                                float bx, float by, float bz, float br, float dbx, float dby,
                                                float dbz) {
  return publish(sk::sweep_sphere_sphere({{ax, ay, az}, ar}, {dax, day, daz}, {{bx, by, bz}, br}, {dbx, dby, dbz}));
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_aabb(float cx, float cy, float cz, float r, float dax, float day, float daz,
                                              float minx, float miny, float minz, float maxx, float maxy, float maxz,
                                              float dbx, float dby, float dbz) {
  return publish(sk::sweep_sphere_aabb({{cx, cy, cz}, r}, {dax, day, daz}, {{minx, miny, minz}, {maxx, maxy, maxz}},
                                       {dbx, dby, dbz}));
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_aabb_plane(float minx, float miny, float minz, float maxx, float maxy, float maxz,
                                             float dx, float dy, float dz, float nx, float ny, float nz,
                                             float constant) {
  return publish(
      sk::sweep_aabb_plane({{minx, miny, minz}, {maxx, maxy, maxz}}, {dx, dy, dz}, {{nx, ny, nz}, constant}));
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_aabb_aabb(float aminx, float aminy, float aminz, float amaxx, float amaxy,
                                            float amaxz, float dax, float day, float daz, float bminx, float bminy,
                                            float bminz, float bmaxx, float bmaxy, float bmaxz, float dbx, float dby,
                                            float dbz) {
  return publish(sk::sweep_aabb_aabb({{aminx, aminy, aminz}, {amaxx, amaxy, amaxz}}, {dax, day, daz},
                                     {{bminx, bminy, bminz}, {bmaxx, bmaxy, bmaxz}}, {dbx, dby, dbz}));
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_capsule_plane(float sx, float sy, float sz, float ex, float ey, float ez, float r,
                                                float dx, float dy, float dz, float nx, float ny, float nz,
                                                float constant) {
  return publish(sk::sweep_capsule_plane({{sx, sy, sz}, {ex, ey, ez}, r}, {dx, dy, dz}, {{nx, ny, nz}, constant}));
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_capsule(float cx, float cy, float cz, float ra, float dax, float day,
                                                 float daz, float sx, float sy, float sz, float ex, float ey, float ez,
                                                 float rb, float dbx, float dby, float dbz) {
  return publish(
      sk::sweep_sphere_capsule({{cx, cy, cz}, ra}, {dax, day, daz}, {{sx, sy, sz}, {ex, ey, ez}, rb}, {dbx, dby, dbz}));
}

}  // extern "C"
