#include "sweepkit/shapes/shape.hpp"

#include <gtest/gtest.h>

#include <string>

#include "test_util.hpp"

namespace sweepkit {
namespace {

TEST(Shape, TypeOfFollowsTheVariantOrder) {
  EXPECT_EQ(type_of(Shape{Sphere{}}), ShapeType::sphere);
  EXPECT_EQ(type_of(Shape{Capsule{}}), ShapeType::capsule);
  EXPECT_EQ(type_of(Shape{Aabb{}}), ShapeType::aabb);
  EXPECT_EQ(type_of(Shape{Plane{}}), ShapeType::plane);
  EXPECT_EQ(std::string(name_of(ShapeType::aabb)), "aabb");
}

TEST(Shape, VisitShapeCallsTheHeldAlternative) {
  struct Kind {
    int operator()(const Sphere&) const { return 0; }
    int operator()(const Capsule&) const { return 1; }
    int operator()(const Aabb&) const { return 2; }
    int operator()(const Plane&) const { return 3; }
    int operator()(const Obb&) const { return 4; }
    int operator()(const ConvexHullShape&) const { return 5; }
    int operator()(const TriangleMeshShape&) const { return 6; }
  };
  EXPECT_EQ(visit_shape(Kind{}, Shape{Obb{}}), 4);
  EXPECT_EQ(visit_shape(Kind{}, Shape{ConvexHullShape{}}), 5);
  EXPECT_EQ(visit_shape(Kind{}, Shape{Sphere{}}), 0);
  EXPECT_EQ(visit_shape(Kind{}, Shape{Capsule{}}), 1);
  EXPECT_EQ(visit_shape(Kind{}, Shape{Aabb{}}), 2);
  EXPECT_EQ(visit_shape(Kind{}, Shape{Plane{}}), 3);
  EXPECT_EQ(visit_shape(Kind{}, Shape{TriangleMeshShape{}}), 6);
  EXPECT_EQ(type_of(Shape{TriangleMeshShape{}}), ShapeType::triangle_mesh);
  EXPECT_EQ(std::string(name_of(ShapeType::triangle_mesh)), "triangle_mesh");
  // Two shapes: the first argument's alternative first.
  const auto pair = [](const auto& a, const auto& b) { return 10 * Kind{}(a) + Kind{}(b); };
  EXPECT_EQ(visit_shapes(pair, Shape{Capsule{}}, Shape{Plane{}}), 13);
  EXPECT_EQ(visit_shapes(pair, Shape{Plane{}}, Shape{Sphere{}}), 30);
}

TEST(Shape, ReferencePointPerKind) {
  EXPECT_VEC_NEAR(reference_point(Sphere{{1, 2, 3}, 1}), (Vec3{1, 2, 3}), 0);
  EXPECT_VEC_NEAR(reference_point(Capsule{{4, 5, 6}, {0, 0, 0}, 1}), (Vec3{4, 5, 6}), 0);
  EXPECT_VEC_NEAR(reference_point(Aabb{{-1, -2, -3}, {1, 2, 3}}), (Vec3{-1, -2, -3}), 0);
  // Plane y = 2 is n = +y, constant = -2: closest point to the origin (0, 2, 0).
  EXPECT_VEC_NEAR(reference_point(Plane{{0, 1, 0}, -2}), (Vec3{0, 2, 0}), 0);
  EXPECT_VEC_NEAR(reference_point(Obb{{7, 8, 9}, {1, 1, 1}, {}}), (Vec3{7, 8, 9}), 0);
  EXPECT_VEC_NEAR(reference_point(ConvexHullShape{nullptr, {-4, 0, 2}, {}}), (Vec3{-4, 0, 2}), 0);
  EXPECT_VEC_NEAR(reference_point(TriangleMeshShape{nullptr, {3, -1, 5}, {}}), (Vec3{3, -1, 5}), 0);
}

TEST(Shape, TranslatedMovesEveryKind) {
  const Vec3 d{1, 2, 3};
  EXPECT_VEC_NEAR(std::get<Sphere>(translated(Sphere{{0, 0, 0}, 1}, d)).center, d, 0);
  const Capsule c = std::get<Capsule>(translated(Capsule{{0, 0, 0}, {1, 0, 0}, 1}, d));
  EXPECT_VEC_NEAR(c.end, (Vec3{2, 2, 3}), 0);
  const Aabb b = std::get<Aabb>(translated(Aabb{{0, 0, 0}, {1, 1, 1}}, d));
  EXPECT_VEC_NEAR(b.max, (Vec3{2, 3, 4}), 0);
  // Plane y = 0 moved by +2 in y becomes y = 2: constant -2.
  EXPECT_EQ(std::get<Plane>(translated(Plane{{0, 1, 0}, 0}, d)).constant, -2);
}

TEST(Shape, MovedByKeepsTheKindAndMatchesTranslated) {
  const Vec3 d{1, -2, 3};
  const Capsule c = moved_by(Capsule{{0, 0, 0}, {1, 0, 0}, 0.5f}, d);
  EXPECT_VEC_NEAR(c.start, d, 0);
  EXPECT_VEC_NEAR(c.end, (Vec3{2, -2, 3}), 0);
  EXPECT_EQ(c.radius, 0.5f);
  // The plane y = 1 (constant -1) moved 2 down by d is y = -1, whose constant is 1.
  const Plane p = moved_by(Plane{{0, 1, 0}, -1}, d);
  EXPECT_EQ(p.constant, 1);
  EXPECT_EQ(std::get<Plane>(translated(Plane{{0, 1, 0}, -1}, d)).constant, p.constant);
}

TEST(Shape, PosedPlacesTheCentreAndTheAbsoluteRotation) {
  const Mat3 quarter_x{{Vec3{1, 0, 0}, Vec3{0, 0, 1}, Vec3{0, -1, 0}}};  // a quarter turn about +x: y -> z
  const Vec3 p{1, 2, 3};
  EXPECT_VEC_NEAR(std::get<Sphere>(posed(Sphere{{5, 5, 5}, 2}, p, &quarter_x)).center, p, 0);
  // The capsule's half length is 2: along rotation·(0, 1, 0) = +z about p.
  const Capsule c = std::get<Capsule>(posed(Capsule{{0, 0, 0}, {4, 0, 0}, 1}, p, &quarter_x));
  EXPECT_VEC_NEAR(c.start, (Vec3{1, 2, 1}), 1e-6f);
  EXPECT_VEC_NEAR(c.end, (Vec3{1, 2, 5}), 1e-6f);
  const Aabb b = std::get<Aabb>(posed(Aabb{{0, 0, 0}, {2, 2, 2}}, p, nullptr));
  EXPECT_VEC_NEAR(b.min, (Vec3{0, 1, 2}), 0);
  const Obb o = std::get<Obb>(posed(Obb{{0, 0, 0}, {1, 2, 3}, {}}, p, &quarter_x));
  EXPECT_VEC_NEAR(o.center, p, 0);
  EXPECT_VEC_NEAR(o.rotation.col[1], (Vec3{0, 0, 1}), 0);
  EXPECT_EQ(std::get<Plane>(posed(Plane{{0, 1, 0}, -1}, p, nullptr)).constant, -1);  // unchanged
}

}  // namespace
}  // namespace sweepkit
