// The node test of a sphere's sweep against a mesh (core/src/mesh/sphere_sweep_cull.hpp): the centre's entry into
// the box grown by the radius per axis, narrowed for a box of diagonal under 4 r by its bounding sphere. By hand on
// a terrain leaf; a box whose grown corner the slabs enter and the sphere never reaches; and over random boxes, the
// bound against two independent references: never before the slab entry, never after the sphere's exact first touch
// of the box (sweep_sphere_aabb); the four lanes of a 4-wide node give the one-box times exactly.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "../../../core/src/mesh/sphere_sweep_cull.hpp"
#include "sweepkit/query/sweep_aabb_aabb.hpp"
#include "sweepkit/query/sweep_sphere_aabb.hpp"

namespace sweepkit {
namespace {

constexpr Real kInf = std::numeric_limits<Real>::infinity();

// A flat leaf [4, 5] x {0} x [8, 9] (a floor cell), centre (4.5, 0, 8.5), half diagonal sqrt(2) / 2.
const Aabb kCell{{4, 0, 8}, {5, 0, 9}};

TEST(SphereSweepCull, ASmallBoxIsEnteredWhenItsBoundingSphereIs) {
  // Radius 0.5 at (5.3, 4, 7.7) falling 8: the slabs are entered when the centre is 0.5 above the cell, t = 3.5 / 8;
  // the bounding sphere (reach 0.5 + sqrt(2) / 2) when (0.8, 4 - 8 t, -0.8) has that length:
  // 4 - 8 t = sqrt((0.5 + sqrt(2) / 2)^2 - 1.28).
  const Vec3 c0{5.3f, 4, 7.7f};
  const Vec3 fall{0, -8, 0};
  const detail::SphereSweepCull cull(c0, 0.5f, fall);
  // The reach is grown by 2^-16 of the query's largest coordinate and motion (8 + 7.7) against rounding.
  const double reach = 0.5 + std::sqrt(2.0) / 2 + (8 + 7.7) / 65536;
  const double by_hand = (4 - std::sqrt(reach * reach - 1.28)) / 8;  // 0.44731
  EXPECT_NEAR(cull.enter(kCell), by_hand, 1e-5);
  EXPECT_GT(cull.enter(kCell), 3.5 / 8 + 0.009);
  // The ball touches the cell first at its corner (5, 0, 8), 0.3 √2 from the centre's vertical:
  // 4 - 8 t = sqrt(0.25 - 0.18), later than the bound.
  const SweepHit exact = sweep_sphere_aabb(Sphere{c0, 0.5f}, fall, kCell, {});
  ASSERT_TRUE(exact.hit());
  EXPECT_NEAR(exact.t, (4 - std::sqrt(0.07)) / 8, 1e-5);
  EXPECT_LT(cull.enter(kCell), exact.t);
}

TEST(SphereSweepCull, AGrownCornerTheSphereNeverReachesIsNotEntered) {
  // Radius 0.5 at (3.55, 2, 7.55), falling 8 beside the cell's corner (4, ., 8): the slabs overlap in x and z
  // (3.55 + 0.5 > 4), so they enter at t = 1.5 / 8; the centre passes 0.45 √2 = 0.636 from the corner, beyond
  // the radius, and 0.95 √2 = 1.344 from the cell's centre, beyond the bounding sphere's 0.5 + √2 / 2 = 1.207.
  const detail::SphereSweepCull cull({3.55f, 2, 7.55f}, 0.5f, {0, -8, 0});
  const SweepHit slabs = sweep_aabb_aabb(Aabb{{3.05f, 1.5f, 7.05f}, {4.05f, 2.5f, 8.05f}}, {0, -8, 0}, kCell, {});
  ASSERT_TRUE(slabs.hit());
  EXPECT_NEAR(slabs.t, 1.5 / 8, 1e-6);
  EXPECT_FALSE(sweep_sphere_aabb(Sphere{{3.55f, 2, 7.55f}, 0.5f}, {0, -8, 0}, kCell, {}).hit());
  EXPECT_EQ(cull.enter(kCell), kInf);
}

TEST(SphereSweepCull, ABoxOfDiagonalOver4RKeepsTheSlabEntry) {
  // The same fall onto a cell of 16 x 16 (diagonal 22.6 > 4 r = 2): the slab entry, t = 3.5 / 8, exactly as the
  // swept box's.
  const Aabb big{{0, 0, 0}, {16, 0, 16}};
  const detail::SphereSweepCull cull({5.3f, 4, 7.7f}, 0.5f, {0, -8, 0});
  const SweepHit slabs = sweep_aabb_aabb(Aabb{{4.8f, 3.5f, 7.2f}, {5.8f, 4.5f, 8.2f}}, {0, -8, 0}, big, {});
  EXPECT_NEAR(cull.enter(big), 3.5 / 8, 1e-6);
  EXPECT_NEAR(cull.enter(big), slabs.t, 1e-6);
}

// A 4-wide node holding `boxes` in lanes 0..3 (an empty lane: min +infinity, max -infinity).
MeshBvh4Node node_of(const Aabb (&boxes)[MeshBvh4Node::kWidth]) {
  MeshBvh4Node n{};
  for (int i = 0; i < MeshBvh4Node::kWidth; ++i) {
    for (int k = 0; k < 3; ++k) {
      n.min[k][i] = boxes[i].min[k];
      n.max[k][i] = boxes[i].max[k];
    }
    n.child[i] = MeshBvh4Node::kEmpty;
  }
  return n;
}

TEST(SphereSweepCull, RandomBoxesLieBetweenTheSlabsAndTheExactTouchAndLanesMatch) {
  std::mt19937 rng(20261125);
  std::uniform_real_distribution<float> pos(-6, 6);
  std::uniform_real_distribution<float> size(0, 2);
  std::uniform_real_distribution<float> radius(0.05f, 2);
  int narrowed = 0;  // entries the bounding sphere made later (or dropped) than the slabs'
  int slab_entries = 0;
  for (int i = 0; i < 4000; ++i) {
    const Sphere s{{pos(rng), pos(rng), pos(rng)}, radius(rng)};
    const Vec3 v{2 * pos(rng), 2 * pos(rng), 2 * pos(rng)};
    const detail::SphereSweepCull cull(s.center, s.radius, v);
    Aabb boxes[MeshBvh4Node::kWidth];
    std::uniform_real_distribution<float> along(0, 1);
    std::uniform_real_distribution<float> beside(-s.radius - 1.5f, s.radius + 1.5f);
    for (Aabb& b : boxes) {  // near the centre's path: most entered by the slabs
      const Vec3 lo = s.center + along(rng) * v + Vec3{beside(rng), beside(rng), beside(rng)};
      b = {lo, lo + Vec3{size(rng), i % 3 == 0 ? 0 : size(rng), size(rng)}};  // a third flat, as terrain leaves
    }
    if (i % 5 == 0) boxes[3] = {{kInf, kInf, kInf}, {-kInf, -kInf, -kInf}};  // an unused lane
    const detail::Lanes lanes = cull.enter(node_of(boxes));
    for (int k = 0; k < MeshBvh4Node::kWidth; ++k) {
      if (!(boxes[k].min.x <= boxes[k].max.x)) {
        EXPECT_EQ(lanes[k], kInf) << i;  // an unused lane is never entered (a binary tree has no empty box)
        continue;
      }
      const Real t = cull.enter(boxes[k]);
      ASSERT_EQ(lanes[k], t) << i << " lane " << k;  // the same operations: the same bits
      const Vec3 r{s.radius, s.radius, s.radius};
      const SweepHit slab = sweep_aabb_aabb(Aabb{s.center - r, s.center + r}, v, boxes[k], {});
      const SweepHit exact = sweep_sphere_aabb(s, v, boxes[k], {});
      slab_entries += slab.hit();
      // A lower bound of the sphere's first touch: never after it (a node holding a contact is never skipped)...
      if (exact.hit()) {
        ASSERT_LE(t, exact.t + 1e-6) << i << " lane " << k;
      }
      // ...and never before the slabs (a rounding's worth).
      if (t < kInf) {
        ASSERT_TRUE(slab.hit()) << i;
        EXPECT_GE(t, slab.t - 1e-5) << i << " lane " << k;
        narrowed += t > slab.t + 1e-3;
      } else {
        narrowed += slab.hit();
      }
    }
  }
  // The bounding spheres narrow a good share of the entries (the point of them).
  EXPECT_GT(slab_entries, 5000);
  EXPECT_GT(narrowed * 5, slab_entries) << narrowed << " of " << slab_entries;
}

}  // namespace
}  // namespace sweepkit
