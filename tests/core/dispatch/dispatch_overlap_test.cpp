// Generic overlap(a, b) and raycast(ray, shape) (core/src/query/dispatch_overlap.cpp): every pair in either
// order, the same answer as the pair's own function and as contact(a, b), errors in the caller's order.

#include <gtest/gtest.h>

#include <limits>

#include "query/random_shapes.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/raycast_capsule.hpp"

namespace sweepkit {
namespace {

TEST(Overlap, AgreesWithContactForEveryPairInBothOrders) {
  test::RandomShapes random(20261124);
  int hits = 0;
  int cases = 0;
  for (int i = 0; i < 4000; ++i) {
    random.begin_case();
    const Vec3 near{0, 0, 0};
    const Shape shapes[] = {random.sphere(near, 3), random.capsule(near, 3), random.aabb(near, 3), random.plane(near, 3)};
    const Shape& a = shapes[random.below(4)];
    const Shape& b = shapes[random.below(4)];
    if (type_of(a) == ShapeType::plane && type_of(b) == ShapeType::plane) {
      EXPECT_EQ(overlap(a, b).status, Status::unsupported);
      continue;
    }
    const bool touching = contact(a, b).hit();
    EXPECT_EQ(overlap(a, b).hit(), touching) << "case " << i;
    EXPECT_EQ(overlap(b, a).hit(), touching) << "case " << i;
    hits += touching;
    ++cases;
  }
  EXPECT_GT(hits, cases / 10);  // both outcomes are exercised
  EXPECT_LT(hits, cases - cases / 10);
}

TEST(Overlap, CapsuleAabbTouchingCountsAndErrorsKeepTheCallersIndex) {
  const Capsule capsule{{2, 0.5f, 0.5f}, {3, 0.5f, 0.5f}, 1};  // reaches x = 1 exactly
  const Aabb box{{0, 0, 0}, {1, 1, 1}};
  EXPECT_EQ(overlap(capsule, box).status, Status::hit);
  EXPECT_EQ(overlap(box, capsule).status, Status::hit);
  const Sphere bad{{0, 0, 0}, -1};
  const Overlap o = overlap(box, bad);  // canonical order (sphere, aabb): mirrored
  EXPECT_EQ(o.status, Status::invalid_input);
  EXPECT_EQ(o.error, InputError::radius_negative);
  EXPECT_EQ(o.error_argument, 1);
  const Overlap p = overlap(Plane{{0, 1, 0}, 0}, bad);  // unsupported pair? no: sphere-plane, mirrored
  EXPECT_EQ(p.error_argument, 1);
  const Overlap q = overlap(Plane{{0, 1, 0}, 0}, Plane{{0, 0, 0}, 0});  // a bad plane beats "unsupported"
  EXPECT_EQ(q.status, Status::invalid_input);
  EXPECT_EQ(q.error_argument, 1);
}

TEST(Raycast, DispatchesToTheShapesCast) {
  const Ray ray{{-5, 0.5f, 0.5f}, {1, 0, 0}};
  const Real inf = std::numeric_limits<Real>::infinity();
  // Entry distances along +x from x = -5, by hand.
  EXPECT_EQ(raycast(ray, Sphere{{0, 0.5f, 0.5f}, 1}, inf).t, 4);
  EXPECT_EQ(raycast(ray, Aabb{{0, 0, 0}, {1, 1, 1}}, inf).t, 5);
  EXPECT_EQ(raycast(ray, Plane{{-1, 0, 0}, 3}, inf).t, 8);
  const Capsule pillar{{2, -3, 0.5f}, {2, 3, 0.5f}, 0.5f};
  const RaycastHit h = raycast(ray, pillar, inf);
  EXPECT_EQ(h.t, 6.5f);
  EXPECT_EQ(h.t, raycast_capsule(ray, pillar, inf).t);
  EXPECT_EQ(raycast(ray, pillar, -1).error_argument, 2);
}

}  // namespace
}  // namespace sweepkit
