#pragma once
// Shapes as JS writes them into WASM memory (bindings/js/dispatch.js, `pack`): up to kShapeFloats floats,
// sphere centre, radius | capsule start, end, radius | aabb min, max | plane normal, constant,
// tagged by a sweepkit::ShapeType passed alongside.

#include <cstring>
#include <variant>

#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::bindings {

inline constexpr int kShapeFloats = 7;  // the largest shape (capsule): start, end, radius

/// Reads a shape of `type` from `f`. @return false for an unknown type (then `shape` is unchanged).
inline bool read_shape(int type, const float* f, Shape& shape) {
  switch (type) {
    case 0: shape = Sphere{{f[0], f[1], f[2]}, f[3]}; return true;
    case 1: shape = Capsule{{f[0], f[1], f[2]}, {f[3], f[4], f[5]}, f[6]}; return true;
    case 2: shape = Aabb{{f[0], f[1], f[2]}, {f[3], f[4], f[5]}}; return true;
    case 3: shape = Plane{{f[0], f[1], f[2]}, f[3]}; return true;
    default: return false;
  }
}

/// Writes `shape` to `f` (kShapeFloats floats, unused ones zero).
inline void write_shape(const Shape& shape, float* f) {
  std::memset(f, 0, kShapeFloats * sizeof(float));
  struct Visitor {
    float* f;
    void operator()(const Sphere& s) const { put({s.center.x, s.center.y, s.center.z, s.radius}); }
    void operator()(const Capsule& c) const {
      put({c.start.x, c.start.y, c.start.z, c.end.x, c.end.y, c.end.z, c.radius});
    }
    void operator()(const Aabb& b) const { put({b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z}); }
    void operator()(const Plane& p) const { put({p.normal.x, p.normal.y, p.normal.z, p.constant}); }
    void put(std::initializer_list<float> v) const { std::memcpy(f, v.begin(), v.size() * sizeof(float)); }
  };
  visit_shape(Visitor{f}, shape);
}

}  // namespace sweepkit::bindings
