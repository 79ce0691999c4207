// WASM exports for the discrete contact tests and the boolean overlap fast paths: numbers in (sphere = centre,
// radius; aabb = min, max; plane = normal, constant; capsule = start, end, radius), the Contact or Overlap into
// the result buffer, status out. Plain `extern "C"` exports rather than embind: JS calls Module._sk_contact_* and
// Module._sk_overlap_* straight into WASM (see result_buffer.hpp). One statement per function, no math.

#include <emscripten/em_macros.h>

#include <cstddef>

#include "result_buffer.hpp"
#include "sweepkit/query/contact_aabb_aabb.hpp"
#include "sweepkit/query/contact_aabb_plane.hpp"
#include "sweepkit/query/contact_aabb_sphere.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_capsule_capsule.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"

namespace sk = sweepkit;
using sk::bindings::publish;

// bindings/js/layout.js reads Contact at these offsets (CONTACT: DEPTH 3, NORMAL 4, POINT_A 7, POINT_B 10 words).
static_assert(sizeof(sk::Real) == 4, "the JS bindings read results as float32");
static_assert(offsetof(sk::Contact, status) == 0);
static_assert(offsetof(sk::Contact, error) == 4);
static_assert(offsetof(sk::Contact, error_argument) == 8);
static_assert(offsetof(sk::Contact, depth) == 12);
static_assert(offsetof(sk::Contact, normal) == 16);
static_assert(offsetof(sk::Contact, point_a) == 28);
static_assert(offsetof(sk::Contact, point_b) == 40);
// Overlap is the common header alone: JS reads status from the return value, error and argument on failure.
static_assert(offsetof(sk::Overlap, status) == 0);
static_assert(offsetof(sk::Overlap, error) == 4);
static_assert(offsetof(sk::Overlap, error_argument) == 8);
static_assert(sizeof(sk::Overlap) == 12);

namespace {

sk::Sphere sphere(float cx, float cy, float cz, float r) { return {{cx, cy, cz}, r}; }
sk::Aabb aabb(float x0, float y0, float z0, float x1, float y1, float z1) { return {{x0, y0, z0}, {x1, y1, z1}}; }
sk::Plane plane(float nx, float ny, float nz, float constant) { return {{nx, ny, nz}, constant}; }
sk::Capsule capsule(float sx, float sy, float sz, float ex, float ey, float ez, float r) {
  return {{sx, sy, sz}, {ex, ey, ez}, r};
}

}  // namespace

extern "C" {

// ---- contacts ----

EMSCRIPTEN_KEEPALIVE int sk_contact_sphere_sphere(float ax, float ay, float az, float ar, float bx, float by, float bz,
                                                  float br) {
  return publish(sk::contact_sphere_sphere(sphere(ax, ay, az, ar), sphere(bx, by, bz, br)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_aabb_aabb(float ax0, float ay0, float az0, float ax1, float ay1, float az1,
                                              float bx0, float by0, float bz0, float bx1, float by1, float bz1) {
  return publish(sk::contact_aabb_aabb(aabb(ax0, ay0, az0, ax1, ay1, az1), aabb(bx0, by0, bz0, bx1, by1, bz1)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_aabb_sphere(float x0, float y0, float z0, float x1, float y1, float z1, float cx,
                                                float cy, float cz, float r) {
  return publish(sk::contact_aabb_sphere(aabb(x0, y0, z0, x1, y1, z1), sphere(cx, cy, cz, r)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_sphere_plane(float cx, float cy, float cz, float r, float nx, float ny, float nz,
                                                 float constant) {
  return publish(sk::contact_sphere_plane(sphere(cx, cy, cz, r), plane(nx, ny, nz, constant)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_aabb_plane(float x0, float y0, float z0, float x1, float y1, float z1, float nx,
                                               float ny, float nz, float constant) {
  return publish(sk::contact_aabb_plane(aabb(x0, y0, z0, x1, y1, z1), plane(nx, ny, nz, constant)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_sphere_capsule(float cx, float cy, float cz, float r, float sx, float sy, float sz,
                                                   float ex, float ey, float ez, float cr) {
  return publish(sk::contact_sphere_capsule(sphere(cx, cy, cz, r), capsule(sx, sy, sz, ex, ey, ez, cr)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_capsule_capsule(float asx, float asy, float asz, float aex, float aey, float aez,
                                                    float ar, float bsx, float bsy, float bsz, float bex, float bey,
                                                    float bez, float br) {
  return publish(sk::contact_capsule_capsule(capsule(asx, asy, asz, aex, aey, aez, ar),
                                             capsule(bsx, bsy, bsz, bex, bey, bez, br)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_capsule_plane(float sx, float sy, float sz, float ex, float ey, float ez, float r,
                                                  float nx, float ny, float nz, float constant) {
  return publish(sk::contact_capsule_plane(capsule(sx, sy, sz, ex, ey, ez, r), plane(nx, ny, nz, constant)));
}

EMSCRIPTEN_KEEPALIVE int sk_contact_capsule_aabb(float sx, float sy, float sz, float ex, float ey, float ez, float r,
                                                 float x0, float y0, float z0, float x1, float y1, float z1) {
  return publish(sk::contact_capsule_aabb(capsule(sx, sy, sz, ex, ey, ez, r), aabb(x0, y0, z0, x1, y1, z1)));
}

// ---- overlaps ----

EMSCRIPTEN_KEEPALIVE int sk_overlap_sphere_sphere(float ax, float ay, float az, float ar, float bx, float by, float bz,
                                                  float br) {
  return publish(sk::overlap_sphere_sphere(sphere(ax, ay, az, ar), sphere(bx, by, bz, br)));
}

EMSCRIPTEN_KEEPALIVE int sk_overlap_aabb_aabb(float ax0, float ay0, float az0, float ax1, float ay1, float az1,
                                              float bx0, float by0, float bz0, float bx1, float by1, float bz1) {
  return publish(sk::overlap_aabb_aabb(aabb(ax0, ay0, az0, ax1, ay1, az1), aabb(bx0, by0, bz0, bx1, by1, bz1)));
}

EMSCRIPTEN_KEEPALIVE int sk_overlap_sphere_aabb(float cx, float cy, float cz, float r, float x0, float y0, float z0,
                                                float x1, float y1, float z1) {
  return publish(sk::overlap_sphere_aabb(sphere(cx, cy, cz, r), aabb(x0, y0, z0, x1, y1, z1)));
}

EMSCRIPTEN_KEEPALIVE int sk_overlap_sphere_plane(float cx, float cy, float cz, float r, float nx, float ny, float nz,
                                                 float constant) {
  return publish(sk::overlap_sphere_plane(sphere(cx, cy, cz, r), plane(nx, ny, nz, constant)));
}

EMSCRIPTEN_KEEPALIVE int sk_overlap_aabb_plane(float x0, float y0, float z0, float x1, float y1, float z1, float nx,
                                               float ny, float nz, float constant) {
  return publish(sk::overlap_aabb_plane(aabb(x0, y0, z0, x1, y1, z1), plane(nx, ny, nz, constant)));
}

EMSCRIPTEN_KEEPALIVE int sk_overlap_sphere_capsule(float cx, float cy, float cz, float r, float sx, float sy, float sz,
                                                   float ex, float ey, float ez, float cr) {
  return publish(sk::overlap_sphere_capsule(sphere(cx, cy, cz, r), capsule(sx, sy, sz, ex, ey, ez, cr)));
}

EMSCRIPTEN_KEEPALIVE int sk_overlap_capsule_capsule(float asx, float asy, float asz, float aex, float aey, float aez,
                                                    float ar, float bsx, float bsy, float bsz, float bex, float bey,
                                                    float bez, float br) {
  return publish(sk::overlap_capsule_capsule(capsule(asx, asy, asz, aex, aey, aez, ar),
                                             capsule(bsx, bsy, bsz, bex, bey, bez, br)));
}

}  // extern "C"
