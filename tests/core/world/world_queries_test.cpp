// World's queries (core/src/world/world_queries.cpp): closest and all raycasts, sphere casts and overlaps against
// brute force over random worlds, the grid and the query tree giving identical answers, filters and errors.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/raycast_aabb.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/raycast_sphere.hpp"
#include "sweepkit/world/world.hpp"
#include "world_fixtures.hpp"

namespace sweepkit {
namespace {

using test::add;
using test::RandomWorld;
using test::step;

RaycastHit raycast_any(const Ray& ray, const Shape& shape, Real max_fraction) {
  if (const auto* s = std::get_if<Sphere>(&shape)) return raycast_sphere(ray, *s, max_fraction);
  if (const auto* c = std::get_if<Capsule>(&shape)) return raycast_capsule(ray, *c, max_fraction);
  if (const auto* b = std::get_if<Aabb>(&shape)) return raycast_aabb(ray, *b, max_fraction);
  return raycast_plane(ray, std::get<Plane>(shape), max_fraction);
}

TEST(WorldQueries, RaycastClosestMatchesBruteForce) {
  for (const bool after_step : {false, true}) {
    RandomWorld rw(7);
    if (after_step) {
      rw.move();
      rw.world.step();
    }
    std::mt19937 rng(8);
    std::uniform_real_distribution<float> u(-2, 16);
    for (int i = 0; i < 300; ++i) {
      const Ray ray{{u(rng), u(rng), u(rng)}, {u(rng) - 7, u(rng) - 7, u(rng) - 7}};
      const Real max_fraction = i % 3 == 0 ? std::numeric_limits<Real>::infinity() : 1;
      const QueryFilter filter{i % 2 ? 0xFFFFFFFFu : 0x1u, i % 4 != 0, {}};
      const WorldRaycastHit got = rw.world.raycast_closest(ray, max_fraction, filter);
      Real best = std::numeric_limits<Real>::infinity();
      BodyHandle best_body;
      for (const BodyHandle h : rw.handles) {
        const BodyState s = rw.world.body(h);
        if ((s.layer & filter.mask) == 0 || (!filter.include_sensors && s.sensor)) continue;
        const RaycastHit r = raycast_any(ray, s.shape, max_fraction);
        if (r.hit() && r.t < best) {
          best = r.t;
          best_body = h;
        }
      }
      ASSERT_EQ(got.body, best_body) << "ray " << i;
      if (!best_body.is_null()) {
        EXPECT_EQ(got.hit.t, best);
      } else {
        EXPECT_EQ(got.hit.status, Status::miss);
      }
    }
  }
}

TEST(WorldQueries, RaycastAllListsEveryHitInOrder) {
  World world;
  const BodyHandle far = add(world, Sphere{{10, 0, 0}, 1});
  const BodyHandle near = add(world, Aabb{{2, -1, -1}, {3, 1, 1}});
  add(world, Sphere{{5, 5, 0}, 1});  // off the ray
  std::vector<WorldRaycastHit> hits;
  const WorldRaycastHit first = world.raycast_all({{0, 0, 0}, {1, 0, 0}}, 100, {}, hits);
  ASSERT_EQ(hits.size(), 2u);
  EXPECT_EQ(hits[0].body, near);
  EXPECT_EQ(hits[0].hit.t, 2);
  EXPECT_EQ(hits[1].body, far);
  EXPECT_EQ(hits[1].hit.t, 9);
  EXPECT_EQ(first.hit.status, Status::hit);  // the first of the list
  EXPECT_EQ(first.body, near);
  EXPECT_EQ(first.hit.t, 2);
}

TEST(WorldQueries, RaycastAllNamesItsInvalidArgumentAndMisses) {
  World world;
  add(world, Sphere{{10, 0, 0}, 1});
  std::vector<WorldRaycastHit> hits{{}};
  const WorldRaycastHit bad_ray = world.raycast_all({{0, NAN, 0}, {1, 0, 0}}, 1, {}, hits);
  EXPECT_EQ(bad_ray.hit.status, Status::invalid_input);
  EXPECT_EQ(bad_ray.hit.error_argument, 0);
  EXPECT_TRUE(hits.empty());
  const WorldRaycastHit bad_fraction = world.raycast_all({{0, 0, 0}, {1, 0, 0}}, -1, {}, hits);
  EXPECT_EQ(bad_fraction.hit.status, Status::invalid_input);
  EXPECT_EQ(bad_fraction.hit.error_argument, 1);
  EXPECT_EQ(bad_fraction.hit.error, InputError::max_fraction_invalid);
  const WorldRaycastHit miss = world.raycast_all({{0, 0, 0}, {0, 1, 0}}, 5, {}, hits);  // straight past the sphere
  EXPECT_EQ(miss.hit.status, Status::miss);
  EXPECT_EQ(miss.hit.t, 5);
  EXPECT_TRUE(miss.body.is_null());
}

TEST(WorldQueries, SphereCastClosestMatchesBruteForce) {
  RandomWorld rw(11);
  rw.move();
  rw.world.step();
  std::mt19937 rng(12);
  std::uniform_real_distribution<float> u(-2, 16);
  std::uniform_real_distribution<float> r(0, 0.8f);
  for (int i = 0; i < 300; ++i) {
    const Sphere s{{u(rng), u(rng), u(rng)}, r(rng)};
    const Vec3 d{u(rng) - 7, u(rng) - 7, u(rng) - 7};
    const WorldSweepHit got = rw.world.sphere_cast_closest(s, d);
    const auto [best_body, best] = rw.closest_sphere_cast(s, d);
    ASSERT_EQ(got.body, best_body) << "cast " << i;
    if (!best_body.is_null()) {
      EXPECT_EQ(got.hit.t, best);
    }
  }
}

TEST(WorldQueries, OverlapMatchesBruteForce) {
  RandomWorld rw(13);
  rw.world.remove_body(rw.handles[3]);  // queries between steps see the change
  std::mt19937 rng(14);
  std::uniform_real_distribution<float> u(-2, 16);
  for (int i = 0; i < 100; ++i) {
    const Vec3 c{u(rng), u(rng), u(rng)};
    const Shape shape = i % 2 ? Shape{Sphere{c, 1.5f}} : Shape{Aabb{c, c + Vec3{3, 1, 2}}};
    std::vector<BodyHandle> got;
    rw.world.overlap(shape, {}, got);
    std::vector<BodyHandle> expected;
    for (const BodyHandle h : rw.handles) {
      const BodyState st = rw.world.body(h);
      if (st.error == WorldError::none && contact(shape, st.shape).hit()) expected.push_back(h);
    }
    ASSERT_EQ(got, expected) << "query " << i;
  }
}

// The first body_count / 8 queries after a change walk the grid, later ones the query tree (world.hpp): both
// must give bit-identical answers. Two copies of one world: the first answers each query from the grid, the
// second, warmed up by enough queries to build its tree, from the tree.
TEST(WorldQueries, TreeAndGridGiveIdenticalAnswers) {
  RandomWorld grid_world(21, 800);
  RandomWorld tree_world(21, 800);
  for (int i = 0; i < 200; ++i) tree_world.world.raycast_closest({{0, 0, 0}, {1, 0, 0}}, 1);  // builds the tree
  std::mt19937 rng(22);
  std::uniform_real_distribution<float> u(-2, 16);
  std::uniform_real_distribution<float> r(0, 0.8f);
  const auto same_sweep = [](const WorldSweepHit& p, const WorldSweepHit& q) {
    return p.body == q.body && p.hit.status == q.hit.status && p.hit.t == q.hit.t && p.hit.normal.x == q.hit.normal.x &&
           p.hit.normal.y == q.hit.normal.y && p.hit.normal.z == q.hit.normal.z && p.hit.point.x == q.hit.point.x &&
           p.hit.point.y == q.hit.point.y && p.hit.point.z == q.hit.point.z;
  };
  std::vector<WorldRaycastHit> all_grid, all_tree;
  std::vector<BodyHandle> over_grid, over_tree;
  // 90 queries (< 800 / 8) in all, so that the grid world never builds its tree.
  for (int i = 0; i < 30; ++i) {
    const Vec3 o{u(rng), u(rng), u(rng)};
    const Vec3 d{u(rng) - 7, u(rng) - 7, u(rng) - 7};
    const Shape shape = i % 3 == 0   ? Shape{Sphere{o, r(rng)}}
                        : i % 3 == 1 ? Shape{Aabb{o, o + Vec3{r(rng), r(rng), r(rng)}}}
                                     : Shape{Capsule{o, o + Vec3{r(rng), 0, r(rng)}, r(rng)}};
    ASSERT_TRUE(same_sweep(grid_world.world.cast_closest(shape, d), tree_world.world.cast_closest(shape, d))) << "cast " << i;
    const WorldRaycastHit a = grid_world.world.raycast_closest({o, d}, i % 2 ? 1 : std::numeric_limits<Real>::infinity());
    const WorldRaycastHit b = tree_world.world.raycast_closest({o, d}, i % 2 ? 1 : std::numeric_limits<Real>::infinity());
    ASSERT_EQ(a.body, b.body) << "ray " << i;
    ASSERT_EQ(a.hit.t, b.hit.t) << "ray " << i;
    grid_world.world.raycast_all({o, d}, 1, {}, all_grid);
    tree_world.world.raycast_all({o, d}, 1, {}, all_tree);
    ASSERT_EQ(all_grid.size(), all_tree.size()) << "ray " << i;
    for (std::size_t k = 0; k < all_grid.size(); ++k) {
      EXPECT_EQ(all_grid[k].body, all_tree[k].body);
      EXPECT_EQ(all_grid[k].hit.t, all_tree[k].hit.t);
    }
  }
  for (int i = 0; i < 30; ++i) {
    const Vec3 c{u(rng), u(rng), u(rng)};
    const Shape shape = i % 2 ? Shape{Sphere{c, 1.5f}} : Shape{Aabb{c, c + Vec3{3, 1, 2}}};
    grid_world.world.overlap(shape, {}, over_grid);
    tree_world.world.overlap(shape, {}, over_tree);
    ASSERT_EQ(over_grid, over_tree) << "overlap " << i;
  }
}

// Regression guard for the lazily built tree: bodies moved by a step, added or removed after the tree was
// built must be seen by the next queries.
TEST(WorldQueries, QueriesSeeBodiesChangedAfterTheTreeWasBuilt) {
  RandomWorld rw(23);
  std::mt19937 rng(24);
  std::uniform_real_distribution<float> u(-2, 16);
  const auto check = [&](const char* when) {
    for (int i = 0; i < 100; ++i) {
      const Sphere s{{u(rng), u(rng), u(rng)}, 0.3f};
      const Vec3 d{u(rng) - 7, u(rng) - 7, u(rng) - 7};
      const WorldSweepHit got = rw.world.sphere_cast_closest(s, d);
      ASSERT_EQ(got.body, rw.closest_sphere_cast(s, d).first) << when << ", cast " << i;
    }
  };
  check("before");  // builds the tree
  rw.move();
  rw.world.step();
  check("after a step");
  rw.world.remove_body(rw.handles[5]);
  rw.handles.push_back(add(rw.world, Aabb{{6, 6, 6}, {8, 8, 8}}, BodyKind::static_body));
  check("after a removal and an addition");
}

TEST(WorldQueries, InvalidQueriesAreReported) {
  World world;
  add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_EQ(world.raycast_closest({{0, 0, 0}, {std::nanf(""), 0, 0}}, 1).hit.status, Status::invalid_input);
  const WorldRaycastHit r = world.raycast_closest({{5, 0, 0}, {1, 0, 0}}, -1);
  EXPECT_EQ(r.hit.status, Status::invalid_input);
  EXPECT_EQ(r.hit.error_argument, 1);
  EXPECT_EQ(world.sphere_cast_closest({{0, 0, 0}, -1}, {1, 0, 0}).hit.error, InputError::radius_negative);
  std::vector<BodyHandle> out;
  EXPECT_EQ(world.overlap(Aabb{{1, 1, 1}, {0, 0, 0}}, {}, out).status, Status::invalid_input);
}

TEST(WorldQueries, FilterSkipsIgnoredAndMaskedBodies) {
  World world;
  const BodyHandle self = add(world, Sphere{{0, 0, 0}, 1});
  const BodyHandle wall = add(world, Aabb{{3, -1, -1}, {4, 1, 1}}, BodyKind::static_body, 2);
  QueryFilter filter;
  filter.ignore = self;
  WorldRaycastHit hit = world.raycast_closest({{0, 0, 0}, {1, 0, 0}}, 10, filter);
  EXPECT_EQ(hit.body, wall);
  EXPECT_EQ(hit.hit.t, 3);
  filter.mask = 1;  // the wall is on layer 2
  hit = world.raycast_closest({{0, 0, 0}, {1, 0, 0}}, 10, filter);
  EXPECT_TRUE(hit.body.is_null());
  EXPECT_EQ(hit.hit.status, Status::miss);
  EXPECT_EQ(hit.hit.t, 10);
}

}  // namespace
}  // namespace sweepkit
