#pragma once
/// @file
/// A shape of any supported kind, for the generic `contact` / `sweep` dispatch.

#include <cstdint>
#include <variant>

#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Kind tag of a Shape; equals the Shape variant's index.
enum class ShapeType : std::int32_t { sphere = 0, capsule = 1, aabb = 2, plane = 3 };

/// Any shape the generic dispatch handles.
using Shape = std::variant<Sphere, Capsule, Aabb, Plane>;

/// The kind of `shape`.
inline ShapeType type_of(const Shape& shape) { return static_cast<ShapeType>(shape.index()); }

/// Lower-case name of a shape type ("sphere", "capsule", "aabb", "plane").
const char* name_of(ShapeType type);

/// The point a sweep result's `position` tracks for this shape: a sphere's centre, a capsule's
/// start, an Aabb's min corner, the point of a plane closest to the origin (-constant * normal).
Vec3 reference_point(const Shape& shape);

/// `shape` moved by `offset` (a plane keeps its normal: constant -= normal·offset).
Shape translated(const Shape& shape, Vec3 offset);

}  // namespace sweepkit
