#pragma once
// Core numbers and vectors as JS values, for the embind glue that answers with emscripten::val objects (the
// traces, the triangle meshes): one conversion, no -0 in results.

#include <emscripten/val.h>

#include "sweepkit/math/vec3.hpp"

namespace sweepkit::bindings {

/// A Real as a JS number; + 0.0 turns -0 into 0.
inline double js_real(Real r) { return static_cast<double>(r) + 0.0; }

/// {x, y, z} of `sign` · v.
inline emscripten::val js_vec(Vec3 v, Real sign = 1) {
  emscripten::val o = emscripten::val::object();
  o.set("x", js_real(sign * v.x));
  o.set("y", js_real(sign * v.y));
  o.set("z", js_real(sign * v.z));
  return o;
}

}  // namespace sweepkit::bindings
