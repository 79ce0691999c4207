// contact_convex against the exact pair functions over random cases: same hit/miss, same depth, and a normal
// along which B separates after exactly that depth (the normal is compared by translation, so equally short
// pushes, as in ties between box faces or for crossing segments, are all accepted).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "query/contact_test_util.hpp"
#include "query/random_shapes.hpp"
#include "sweepkit/convex/contact_convex.hpp"

namespace sweepkit {
namespace {

Sphere moved(Sphere s, Vec3 v) { return {s.center + v, s.radius}; }
Capsule moved(Capsule c, Vec3 v) { return {c.start + v, c.end + v, c.radius}; }
Aabb moved(Aabb b, Vec3 v) { return {b.min + v, b.max + v}; }

Real magnitude(Vec3 v) { return std::max({std::fabs(v.x), std::fabs(v.y), std::fabs(v.z)}); }
Real magnitude(const Sphere& s) { return magnitude(s.center) + s.radius; }
Real magnitude(const Capsule& c) { return std::max(magnitude(c.start), magnitude(c.end)) + c.radius; }
Real magnitude(const Aabb& b) { return std::max(magnitude(b.min), magnitude(b.max)); }

/// Depths agree within kRelative times the coordinates' magnitude (at least 1): GJK/EPA are accurate to
/// kConvexRelativeTolerance (7.6e-6 in float) of the coordinates; 5e-5 leaves room for the exact functions'
/// own float rounding and for EPA's stopping gap.
constexpr Real kRelative = Real(5e-5);

template <class A, class B, class Exact>
void compare(const A& a, const B& b, Exact exact, int case_index) {
  const PosedProxy pa = proxy_of(a);
  const PosedProxy pb = proxy_of(b);
  const Contact mine = contact_convex(pa.proxy, pa.pose, pb.proxy, pb.pose);
  const Contact ref = exact(a, b);
  const Real tol = kRelative * std::max({Real(1), magnitude(a), magnitude(b)});
  SCOPED_TRACE(::testing::Message() << "case " << case_index << " ref depth " << ref.depth << " mine " << mine.depth);
  ASSERT_TRUE(test::AllFinite(mine));
  if (ref.hit() != mine.hit()) {
    // Only a just-touching pair may differ.
    EXPECT_LE(ref.hit() ? ref.depth : mine.depth, tol);
    return;
  }
  if (!mine.hit()) return;
  EXPECT_NEAR(mine.depth, ref.depth, tol);
  EXPECT_NEAR(length(mine.normal), 1, 1e-5);
  EXPECT_TRUE(test::VecNear(mine.point_a - mine.point_b, mine.normal * mine.depth, tol));
  // Moving B along our normal by the depth (plus a margin) separates them...
  const Real margin = 20 * tol;
  const Contact after = exact(a, moved(b, mine.normal * (mine.depth + margin)));
  EXPECT_TRUE(!after.hit() || after.depth <= tol) << "still overlapping by " << after.depth;
  // ...and by less than the depth does not.
  if (mine.depth > 2 * margin) {
    EXPECT_TRUE(exact(a, moved(b, mine.normal * (mine.depth - margin))).hit());
  }
}

constexpr int kCases = 3000;

TEST(ContactConvexProperties, SphereSphere) {
  test::RandomShapes rnd(101);
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    compare(rnd.sphere({}, 2), rnd.sphere({}, 2), contact_sphere_sphere, i);
  }
}

TEST(ContactConvexProperties, SphereCapsule) {
  test::RandomShapes rnd(202);
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    compare(rnd.sphere({}, 2), rnd.capsule({}, 2), contact_sphere_capsule, i);
  }
}

TEST(ContactConvexProperties, CapsuleCapsule) {
  test::RandomShapes rnd(303);
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    compare(rnd.capsule({}, 2), rnd.capsule({}, 2), contact_capsule_capsule, i);
  }
}

TEST(ContactConvexProperties, AabbAabb) {
  test::RandomShapes rnd(404);
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    compare(rnd.aabb({}, 2), rnd.aabb({}, 2), contact_aabb_aabb, i);
  }
}

TEST(ContactConvexProperties, SphereAabb) {
  test::RandomShapes rnd(505);
  for (int i = 0; i < kCases; ++i) {
    rnd.begin_case();
    compare(rnd.sphere({}, 2), rnd.aabb({}, 2), contact_sphere_aabb, i);
  }
}

TEST(ContactConvexProperties, FarFromTheOrigin) {
  // The same pairs around (200, -150, 80): the tolerances scale with the coordinates.
  test::RandomShapes rnd(606);
  const Vec3 c{200, -150, 80};
  for (int i = 0; i < kCases / 3; ++i) {
    rnd.begin_case();
    compare(rnd.capsule(c, 2), rnd.capsule(c, 2), contact_capsule_capsule, i);
    compare(rnd.sphere(c, 2), rnd.aabb(c, 2), contact_sphere_aabb, i);
  }
}

}  // namespace
}  // namespace sweepkit
