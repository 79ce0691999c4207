// The query tree against the O(N) definitions: on random scenes (fixed seeds) a cast must visit every box
// the exact sweep hits, a closest-hit cast with pruning must find the brute-force closest box (ties in t:
// the lower index), and a box query must report every overlapping box, each once.

#include "sweepkit/broadphase/bvh.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "sweepkit/query/sweep_sphere_aabb.hpp"

namespace sweepkit {
namespace {

struct Scene {
  std::uint32_t seed;
  std::size_t count;
  float offset;  // added to every coordinate (far from the origin, the slab test's rounding grows)
  float extent;  // boxes' min corners over offset + [0, extent]^3
  float max_size;
};

std::vector<Aabb> make_boxes(const Scene& s) {
  std::mt19937 rng(s.seed);
  std::uniform_real_distribution<float> pos(0, s.extent);
  std::uniform_real_distribution<float> size(0, s.max_size);
  std::vector<Aabb> boxes(s.count);
  for (Aabb& b : boxes) {
    const Vec3 lo{s.offset + pos(rng), s.offset + pos(rng), s.offset + pos(rng)};
    b = {lo, lo + Vec3{size(rng), size(rng), size(rng)}};
  }
  return boxes;
}

const Scene kScenes[] = {
    {1, 1000, 0, 40, 2},      // the benchmark's density
    {2, 3000, 0, 20, 3},      // dense: many overlaps, many equal-t hits on shared faces
    {3, 500, 1e5f, 200, 5},   // far from the origin
    {4, 2000, -50, 100, 0},   // points (zero-size boxes)
};

class BvhScenes : public ::testing::TestWithParam<Scene> {};

struct Cast {
  Sphere sphere;
  Vec3 d;
};

std::vector<Cast> make_casts(const Scene& s, int count) {
  std::mt19937 rng(s.seed + 100);
  std::uniform_real_distribution<float> pos(-2, s.extent + 2);
  std::uniform_real_distribution<float> radius(0, 1);
  std::vector<Cast> casts;
  for (int i = 0; i < count; ++i) {
    const Vec3 o{s.offset + pos(rng), s.offset + pos(rng), s.offset + pos(rng)};
    Vec3 d{pos(rng) - s.extent / 2, pos(rng) - s.extent / 2, pos(rng) - s.extent / 2};
    if (i % 5 == 0) d.y = 0;  // parallel to a slab
    if (i % 17 == 0) d = {0, 0, 0};
    // Every 3rd a ray (radius 0); some exactly along integer lines.
    casts.push_back({{o, i % 3 == 0 ? 0.0f : radius(rng)}, d});
  }
  return casts;
}

TEST_P(BvhScenes, CastVisitsEveryBoxTheSweptSphereTouchesOnce) {
  const auto boxes = make_boxes(GetParam());
  Bvh tree;
  tree.build(boxes);
  ASSERT_EQ(tree.size(), boxes.size());
  for (const Cast& c : make_casts(GetParam(), 200)) {
    std::vector<int> seen(boxes.size(), 0);
    tree.cast(c.sphere.center, c.d, c.sphere.radius, 1, [&](std::uint32_t p, Real limit) {
      ++seen[p];
      return limit;  // no pruning
    });
    for (std::uint32_t i = 0; i < boxes.size(); ++i) {
      EXPECT_LE(seen[i], 1) << "box " << i << " visited twice";
      if (sweep_sphere_aabb(c.sphere, c.d, boxes[i], {0, 0, 0}).hit()) {
        ASSERT_EQ(seen[i], 1) << "box " << i << " touched but not visited";
      }
    }
  }
}

TEST_P(BvhScenes, ClosestHitWithPruningMatchesBruteForce) {
  const auto boxes = make_boxes(GetParam());
  Bvh tree;
  tree.build(boxes);
  for (const Cast& c : make_casts(GetParam(), 500)) {
    // Brute force: the lowest t, ties to the lower index.
    Real best_t = 2;
    std::uint32_t best = ~0u;
    for (std::uint32_t i = 0; i < boxes.size(); ++i) {
      const SweepHit h = sweep_sphere_aabb(c.sphere, c.d, boxes[i], {0, 0, 0});
      if (h.hit() && h.t < best_t) {
        best_t = h.t;
        best = i;
      }
    }
    Real got_t = 2;
    std::uint32_t got = ~0u;
    tree.cast(c.sphere.center, c.d, c.sphere.radius, 1, [&](std::uint32_t p, Real limit) {
      const SweepHit h = sweep_sphere_aabb(c.sphere, c.d, boxes[p], {0, 0, 0});
      if (!h.hit() || h.t > got_t || (h.t == got_t && p > got)) return limit;
      got_t = h.t;
      got = p;
      return h.t;
    });
    ASSERT_EQ(got, best);
    EXPECT_EQ(got_t, best_t);
  }
}

TEST_P(BvhScenes, BoxQueryFindsEveryOverlappingBoxOnce) {
  const auto boxes = make_boxes(GetParam());
  Bvh tree;
  tree.build(boxes);
  std::mt19937 rng(GetParam().seed + 200);
  std::uniform_real_distribution<float> pos(-2, GetParam().extent + 2);
  std::uniform_real_distribution<float> size(0, 4);
  for (int q = 0; q < 200; ++q) {
    const Vec3 lo{GetParam().offset + pos(rng), GetParam().offset + pos(rng), GetParam().offset + pos(rng)};
    const Aabb query{lo, lo + Vec3{size(rng), size(rng), size(rng)}};
    std::vector<int> seen(boxes.size(), 0);
    tree.query_aabb(query, [&](std::uint32_t p) { ++seen[p]; });
    for (std::uint32_t i = 0; i < boxes.size(); ++i) {
      EXPECT_LE(seen[i], 1);
      if (overlap_closed(boxes[i], query)) {
        ASSERT_EQ(seen[i], 1) << "box " << i << " overlaps but not visited";
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(RandomScenes, BvhScenes, ::testing::ValuesIn(kScenes));

TEST(Bvh, EmptyTreeVisitsNothing) {
  Bvh tree;
  tree.build({});
  EXPECT_EQ(tree.size(), 0u);
  EXPECT_EQ(tree.depth(), 0u);
  int visits = 0;
  tree.cast({0, 0, 0}, {1, 0, 0}, 1, 1, [&](std::uint32_t, Real limit) { return ++visits, limit; });
  tree.query_aabb({{-1, -1, -1}, {1, 1, 1}}, [&](std::uint32_t) { ++visits; });
  EXPECT_EQ(visits, 0);
}

TEST(Bvh, SingleBoxIsARootLeaf) {
  const std::vector<Aabb> boxes{{{2, -1, -1}, {3, 1, 1}}};
  Bvh tree;
  tree.build(boxes);
  ASSERT_EQ(tree.nodes().size(), 1u);
  EXPECT_EQ(tree.nodes()[0].count, 1u);
  int visits = 0;
  tree.cast({0, 0, 0}, {1, 0, 0}, 0, 1, [&](std::uint32_t, Real limit) { return ++visits, limit; });
  EXPECT_EQ(visits, 0);  // the ray ends at x = 1, before the box at x = 2
  tree.cast({0, 0, 0}, {1, 0, 0}, Real(1.5), 1, [&](std::uint32_t, Real limit) { return ++visits, limit; });
  EXPECT_EQ(visits, 1);  // a sphere of radius 1.5 reaches x = 2.5
}

TEST(Bvh, BoxesEnteredAtTheLimitAreStillVisited) {
  // Two identical boxes: the first hit sets the limit to its t, the second is entered at that same t and
  // must still be visited (callers break the tie by index).
  const std::vector<Aabb> boxes{{{5, 0, 0}, {6, 1, 1}}, {{5, 0, 0}, {6, 1, 1}}, {{8, 0, 0}, {9, 1, 1}}};
  Bvh tree;
  tree.build(boxes);
  std::set<std::uint32_t> visited;
  tree.cast({0, Real(0.5), Real(0.5)}, {10, 0, 0}, 0, 1, [&](std::uint32_t p, Real) {
    visited.insert(p);
    return p == 2 ? Real(0.8) : Real(0.5);  // the boxes at x = 5 are entered at t = 0.5
  });
  EXPECT_TRUE(visited.count(0) && visited.count(1));
}

TEST(Bvh, ClosestHitPrunesBoxesBehindIt) {
  // A row of 100 unit boxes along x, 2 apart: a ray from x = -1 hits box 0 at t = 0.01; with the limit set
  // there, the boxes behind it are pruned (only a few near the start are visited at all).
  std::vector<Aabb> boxes;
  for (int i = 0; i < 100; ++i) {
    const Real x = static_cast<Real>(2 * i);
    boxes.push_back({{x, 0, 0}, {x + 1, 1, 1}});
  }
  Bvh tree;
  tree.build(boxes);
  int visits = 0;
  tree.cast({-1, Real(0.5), Real(0.5)}, {100, 0, 0}, 0, 1, [&](std::uint32_t p, Real limit) {
    ++visits;
    return p == 0 ? Real(0.01) : limit;
  });
  EXPECT_LE(visits, 4);
}

TEST(Bvh, DepthStaysBoundedForDegenerateInput) {
  // All centroids equal (no SAH split) and boxes in a geometric progression (lopsided SAH splits).
  std::vector<Aabb> same(5000, Aabb{{0, 0, 0}, {1, 1, 1}});
  Bvh tree;
  tree.build(same);
  EXPECT_LE(tree.depth(), 64u);
  int visits = 0;
  tree.query_aabb({{Real(0.5), Real(0.5), Real(0.5)}, {Real(0.5), Real(0.5), Real(0.5)}}, [&](std::uint32_t) { ++visits; });
  EXPECT_EQ(visits, 5000);
  std::vector<Aabb> lopsided;
  Real x = 1;
  for (int i = 0; i < 100; ++i, x *= Real(1.5)) lopsided.push_back({{x, 0, 0}, {x, 1, 1}});
  tree.build(lopsided);
  EXPECT_LE(tree.depth(), 64u);
  std::vector<int> seen(lopsided.size(), 0);
  tree.cast({0, Real(0.5), Real(0.5)}, {2 * x, 0, 0}, 0, 1, [&](std::uint32_t p, Real limit) { return ++seen[p], limit; });
  for (const int s : seen) EXPECT_EQ(s, 1);
}

}  // namespace
}  // namespace sweepkit
