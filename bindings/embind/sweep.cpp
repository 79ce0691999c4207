// embind glue for the sweeps (time of impact): numbers in, SweepHit into the result buffer, status out.

#include <emscripten/bind.h>

#include <cstddef>

#include "result_buffer.hpp"
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

namespace {

int sweep_sphere_plane(float cx, float cy, float cz, float r, float dx, float dy, float dz, float nx, float ny,
                       float nz, float constant) {
  return publish(sk::sweep_sphere_plane({{cx, cy, cz}, r}, {dx, dy, dz}, {{nx, ny, nz}, constant}));
}

int sweep_sphere_sphere(float ax, float ay, float az, float ar, float dax, float day, float daz, float bx, float by,
                        float bz, float br, float dbx, float dby, float dbz) {
  return publish(
      sk::sweep_sphere_sphere({{ax, ay, az}, ar}, {dax, day, daz}, {{bx, by, bz}, br}, {dbx, dby, dbz}));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_sweep) {
  emscripten::function("sweepSpherePlane", &sweep_sphere_plane);
  emscripten::function("sweepSphereSphere", &sweep_sphere_sphere);
}
