// The per-triangle reject of a non-sphere sweep against a mesh (core/src/mesh/swept_box_cull.hpp's may_touch: the
// shape's box, moving, apart from the triangle's box or from its plane). By hand on a floor and on a tilted plane,
// touching at the very end of the motion and falling short of it; and over random shapes and triangles, against
// the exact sweep (sweep_shape_triangle): a triangle it touches is never rejected, and the reject drops a good
// share of the rest.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "../../../core/src/mesh/swept_box_cull.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/shapes/bounds.hpp"

namespace sweepkit {
namespace {

// Mesh bounds for the rounding margin: a 20 m level about the origin.
const Aabb kLevel{{-10, -10, -10}, {10, 10, 10}};

TEST(SweptBoxCull, AFloorIsReachedOnlyWhenTheBoxComesDownToIt) {
  // A box [0, 1] x [0.5, 1.5] x [0, 1] over the floor y = 0 (a 2 m triangle under it): its bottom is 0.5 above.
  const Aabb box{{0, 0.5f, 0}, {1, 1.5f, 1}};
  const Vec3 a{-1, 0, -1}, b{-1, 0, 3}, c{3, 0, -1};
  const Vec3 up{0, 1, 0};
  const auto may_touch = [&](Vec3 v, Real t_end) { return detail::SweptBoxCull(box, v, kLevel).may_touch(a, b, c, up, t_end); };
  EXPECT_FALSE(may_touch({1, 0, 0}, 1));       // sliding 0.5 above
  EXPECT_TRUE(may_touch({1, -0.5f, 0}, 1));    // down to it at exactly t = 1
  EXPECT_FALSE(may_touch({1, -0.5f, 0}, 0.5f));  // ... which is after t_end = 0.5
  EXPECT_FALSE(may_touch({1, -0.48f, 0}, 1));  // 2 cm short
  EXPECT_TRUE(may_touch({1, -2, 0}, 1));       // through it
  // The same fall beside the triangle, whose box it never meets (x stays in [6, 7]).
  const detail::SweptBoxCull beside(Aabb{{6, 0.5f, 0}, {7, 1.5f, 1}}, {0, -2, 0}, kLevel);
  EXPECT_FALSE(beside.may_touch(a, b, c, up, 1));
}

TEST(SweptBoxCull, ATiltedPlaneByTheBoxExtentAlongItsNormal) {
  // The plane x + y = 0 (n = (1, 1, 0) / √2) through a large triangle; a box of half size 1 centred at (3, 3, 0):
  // its centre 6 / √2 from the plane, its extent along n (1 + 1) / √2, a gap of 4 / √2. Moving (-2, -2, 0) closes
  // 4 / √2: it reaches the plane at t = 1; moving 5 % less it stays 0.2 / √2 (14 cm) short.
  const Vec3 n = Vec3{1, 1, 0} * (1 / std::sqrt(Real(2)));
  const Vec3 a{-4, 4, -4}, b{4, -4, -4}, c{0, 0, 6};
  const Aabb box{{2, 2, -1}, {4, 4, 1}};
  EXPECT_TRUE(detail::SweptBoxCull(box, {-2, -2, 0}, kLevel).may_touch(a, b, c, n, 1));
  EXPECT_FALSE(detail::SweptBoxCull(box, {-1.9f, -1.9f, 0}, kLevel).may_touch(a, b, c, n, 1));
  // Moving along the plane (no approach): never.
  EXPECT_FALSE(detail::SweptBoxCull(box, {3, -3, 0}, kLevel).may_touch(a, b, c, n, 1));
}

TEST(SweptBoxCull, RandomShapesNeverLoseATouchedTriangle) {
  std::mt19937 rng(20261125);
  std::uniform_real_distribution<float> pos(-4, 4);
  std::uniform_real_distribution<float> unit(0, 1);
  int touched = 0;
  int rejected = 0;
  int untouched = 0;
  for (int i = 0; i < 4000; ++i) {
    const Vec3 p{pos(rng), pos(rng), pos(rng)};
    const Real r = 0.1f + unit(rng);
    Shape shapes[] = {Capsule{p, p + Vec3{0, 1 + unit(rng), 0}, r}, Aabb{p - Vec3{r, r, r}, p + Vec3{r, 2 * r, r}},
                      Obb{p, {r, 2 * r, r / 2}, {{Vec3{0.6f, 0.8f, 0}, Vec3{-0.8f, 0.6f, 0}, Vec3{0, 0, 1}}}}};
    const Shape& s = shapes[i % 3];
    const Vec3 v{pos(rng), pos(rng), pos(rng)};
    // A triangle near the path, a third of them as large as a level's floor tiles.
    const Real scale = i % 3 == 0 ? 4 : 1.5f;
    const Vec3 at = p + unit(rng) * v;
    const Triangle t{at + scale * Vec3{pos(rng), pos(rng), pos(rng)} * 0.25f,
                     at + scale * Vec3{pos(rng), pos(rng), pos(rng)} * 0.25f,
                     at + scale * Vec3{pos(rng), pos(rng), pos(rng)} * 0.25f};
    const Vec3 area = area_vector(t);
    if (length(area) < 1e-3f) continue;
    const Vec3 n = area * (1 / length(area));
    const Real t_end = i % 4 == 0 ? unit(rng) : 1;
    const bool may = detail::SweptBoxCull(bounds_of(s), v, kLevel).may_touch(t.a, t.b, t.c, n, t_end);
    const SweepHit exact = sweep_shape_triangle(s, Motion{v, {}}, t, {});
    if (exact.hit() && exact.t <= t_end) {
      ++touched;
      ASSERT_TRUE(may) << i << " t " << exact.t;
    } else {
      ++untouched;
      rejected += !may;
    }
  }
  EXPECT_GT(touched, 2000);
  // The point of it: most triangles the shape does not touch are rejected without the exact test.
  EXPECT_GT(rejected * 2, untouched) << rejected << " of " << untouched;
}

}  // namespace
}  // namespace sweepkit
