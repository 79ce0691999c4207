// embind glue: one binding per core function, no math here.
//
// Hot-path functions take plain numbers (an embind call with numbers costs ~25 ns, one with
// value_object structs ~0.9 us) and write their result into a static SweepHit whose address JS
// reads once; bindings/js/index.js turns it into a plain object. Layout checks below keep the
// JS offsets (bindings/js/layout.js) honest.

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <cstddef>
#include <cstdint>

#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"

namespace sk = sweepkit;

static_assert(sizeof(sk::Real) == 4, "the JS bindings read results as float32");
static_assert(offsetof(sk::SweepHit, status) == 0);
static_assert(offsetof(sk::SweepHit, error) == 4);
static_assert(offsetof(sk::SweepHit, error_argument) == 8);
static_assert(offsetof(sk::SweepHit, t) == 12);
static_assert(offsetof(sk::SweepHit, position) == 16);
static_assert(offsetof(sk::SweepHit, point) == 28);
static_assert(offsetof(sk::SweepHit, normal) == 40);
static_assert(sizeof(sk::SweepHit) == 52);

namespace {

sk::SweepHit g_sweep_hit;

std::uintptr_t sweep_hit_address() { return reinterpret_cast<std::uintptr_t>(&g_sweep_hit); }

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_plane(float cx, float cy, float cz, float r, float dx, float dy, float dz, float nx, float ny,
                       float nz, float constant) {
  g_sweep_hit = sk::sweep_sphere_plane({{cx, cy, cz}, r}, {dx, dy, dz}, {{nx, ny, nz}, constant});
  return static_cast<int>(g_sweep_hit.status);
}

EMSCRIPTEN_KEEPALIVE int sk_sweep_sphere_sphere(float ax, float ay, float az, float ar, float dax, float day, float daz, float bx, float by,
                        float bz, float br, float dbx, float dby, float dbz) {
  g_sweep_hit = sk::sweep_sphere_sphere({{ax, ay, az}, ar}, {dax, day, daz}, {{bx, by, bz}, br}, {dbx, dby, dbz});
  return static_cast<int>(g_sweep_hit.status);
}

}  // extern "C"

namespace {

std::string describe_input_error(int error) { return sk::describe(static_cast<sk::InputError>(error)); }

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit) {
  emscripten::function("sweepHitAddress", &sweep_hit_address);
  emscripten::function("describeInputError", &describe_input_error);
  emscripten::function("sweepSpherePlane", &sk_sweep_sphere_plane);
  emscripten::function("sweepSphereSphere", &sk_sweep_sphere_sphere);
}
