#include "sweepkit/shapes/shape.hpp"

namespace sweepkit {

const char* name_of(ShapeType type) {
  switch (type) {
    case ShapeType::sphere: return "sphere";
    case ShapeType::capsule: return "capsule";
    case ShapeType::aabb: return "aabb";
    case ShapeType::plane: return "plane";
    case ShapeType::obb: return "obb";
    case ShapeType::convex_hull: return "convex_hull";
  }
  return "unknown";
}

Vec3 reference_point(const Shape& shape) {
  struct Visitor {
    Vec3 operator()(const Sphere& s) const { return s.center; }
    Vec3 operator()(const Capsule& c) const { return c.start; }
    Vec3 operator()(const Aabb& b) const { return b.min; }
    Vec3 operator()(const Plane& p) const { return -p.constant * p.normal; }
    Vec3 operator()(const Obb& b) const { return b.center; }
    Vec3 operator()(const ConvexHullShape& h) const { return h.position; }
  };
  return visit_shape(Visitor{}, shape);
}

Shape translated(const Shape& shape, Vec3 offset) {
  return visit_shape([offset](const auto& s) -> Shape { return moved_by(s, offset); }, shape);
}

}  // namespace sweepkit
