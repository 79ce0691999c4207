// The 4-wide BVH (mesh_bvh4.hpp): its collapse from the binary tree (every triangle reachable once, children's
// boxes inside their parent's lane box) and the raycasts and sweeps that walk it, against a brute force over
// every triangle and against the binary tree's walk (a traced query walks the binary tree), on rays that run along
// box faces and with -0 and zero direction components.

#include "sweepkit/mesh/mesh_bvh4.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/raycast_triangle.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/shapes/bounds.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {
namespace {

constexpr Real kInf = std::numeric_limits<Real>::infinity();

// Every leaf slot the 4-wide tree reaches, counted, and each inner lane's child node checked inside its lane box.
void check_tree(const TriangleMesh& m) {
  const MeshBvh4& wide = m.bvh4;
  ASSERT_FALSE(wide.nodes.empty());
  std::vector<int> reached(m.bvh.triangles.size(), 0);
  std::vector<int> visits(wide.nodes.size(), 0);
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const MeshBvh4Node& node = wide.nodes[stack.back()];
    ++visits[stack.back()];
    stack.pop_back();
    int used = 0;
    for (int i = 0; i < MeshBvh4Node::kWidth; ++i) {
      if (node.child[i] == MeshBvh4Node::kEmpty) {
        for (int k = 0; k < 3; ++k) {
          EXPECT_EQ(node.min[k][i], kInf);
          EXPECT_EQ(node.max[k][i], -kInf);
        }
        continue;
      }
      EXPECT_EQ(used++, i) << "used lanes come first";
      if (node.count[i] > 0) {
        for (std::uint32_t s = node.child[i]; s < node.child[i] + node.count[i]; ++s) {
          ASSERT_LT(s, reached.size());
          ++reached[s];
          // The leaf box holds its triangles (exactly: the min / max of their corners).
          const Aabb b = triangle_bounds(m.vertices, m.triangles[m.bvh.triangles[s]]);
          for (int k = 0; k < 3; ++k) {
            EXPECT_LE(node.min[k][i], b.min[k]);
            EXPECT_GE(node.max[k][i], b.max[k]);
          }
        }
        continue;
      }
      ASSERT_LT(node.child[i], wide.nodes.size());
      const MeshBvh4Node& child = wide.nodes[node.child[i]];
      for (int j = 0; j < MeshBvh4Node::kWidth; ++j) {
        if (child.child[j] == MeshBvh4Node::kEmpty) continue;
        for (int k = 0; k < 3; ++k) {
          EXPECT_LE(node.min[k][i], child.min[k][j]);
          EXPECT_GE(node.max[k][i], child.max[k][j]);
        }
      }
      stack.push_back(node.child[i]);
    }
    EXPECT_GE(used, 1);
  }
  for (std::size_t s = 0; s < reached.size(); ++s) EXPECT_EQ(reached[s], 1) << "slot " << s;
  for (std::size_t n = 0; n < visits.size(); ++n) EXPECT_EQ(visits[n], 1) << "node " << n;
}

TEST(MeshBvh4, EveryTriangleOnceAndChildBoxesInsideTheirParents) {
  const TriangleMesh terrain = test::build(test::terrain(40));  // 3,200 triangles
  check_tree(terrain);
  // A collapse keeps about a third of the binary inner nodes: each 4-wide node stands for up to three of them.
  const std::size_t binary_inner = terrain.bvh.nodes.size() - terrain.bvh.leaf_count();
  EXPECT_LE(terrain.bvh4.nodes.size(), binary_inner);
  EXPECT_GE(3 * terrain.bvh4.nodes.size(), binary_inner);
  check_tree(test::build(test::triangle_soup(2000, 1.5f)));
  check_tree(test::build(test::cube()));
}

TEST(MeshBvh4, EmptyAndOneTriangleTrees) {
  EXPECT_TRUE(collapse_mesh_bvh(MeshBvh{}).nodes.empty());
  const TriangleMesh empty;
  EXPECT_EQ(raycast_mesh(empty, {{0, 0, 1}, {0, 0, -1}}, kInf).status, Status::miss);
  EXPECT_EQ(sweep_shape_mesh(Sphere{{0, 0, 1}, 0.5f}, Motion{{0, 0, -2}, {}}, empty).status, Status::miss);

  // One triangle: the binary root is a leaf, and the 4-wide root holds it in lane 0.
  const test::MeshData one{{0, 0, 0, 1, 0, 0, 0, 1, 0}, {0, 1, 2}};
  const TriangleMesh m = test::build(one);
  ASSERT_EQ(m.bvh4.nodes.size(), 1u);
  EXPECT_EQ(m.bvh4.nodes[0].count[0], 1u);
  EXPECT_EQ(m.bvh4.nodes[0].child[1], MeshBvh4Node::kEmpty);
  check_tree(m);
  // Down onto z = 0 from z = 1 at speed 2: t = 0.5, at (0.25, 0.25, 0), from the front (+z) side.
  const MeshRaycastHit h = raycast_mesh(m, {{0.25f, 0.25f, 1}, {0, 0, -2}}, kInf);
  ASSERT_TRUE(h.hit());
  EXPECT_FLOAT_EQ(h.t, 0.5f);
  EXPECT_TRUE(h.front_face);
  EXPECT_EQ(raycast_mesh(m, {{1.25f, 0.25f, 1}, {0, 0, -2}}, kInf).status, Status::miss);
  // A sphere of radius 0.5 from z = 2 moving -2: its bottom meets the face when the centre is at z = 0.5, t = 0.75.
  const MeshSweepHit s = sweep_shape_mesh(Sphere{{0.25f, 0.25f, 2}, 0.5f}, Motion{{0, 0, -2}, {}}, m);
  ASSERT_TRUE(s.hit());
  EXPECT_NEAR(s.t, 0.75f, 1e-5f);
  EXPECT_EQ(s.triangle, 0u);
}

// A loaded tree may name a node from two parents (the loader checks only that children come after their parent):
// a ladder where nodes 2k + 1 and 2k + 2 both have the children 2k + 3 and 2k + 4 has 2^levels paths to its
// bottom. Copying every path would take exponential time: the collapse gives up (no 4-wide tree) instead.
TEST(MeshBvh4, ChildrenSharedByManyPathsGiveNoWideTree) {
  const auto ladder = [](std::uint32_t levels) {
    MeshBvh bvh;
    bvh.triangles = {0, 1};
    const Aabb box{{0, 0, 0}, {1, 1, 1}};
    bvh.nodes.push_back({box, 1, 0});
    for (std::uint32_t k = 0; k < levels; ++k) {
      const std::uint32_t next = 2 * k + 3;
      const bool bottom = k + 1 == levels;
      bvh.nodes.push_back(bottom ? MeshBvhNode{box, 0, 1} : MeshBvhNode{box, next, 0});
      bvh.nodes.push_back(bottom ? MeshBvhNode{box, 1, 1} : MeshBvhNode{box, next, 0});
    }
    return bvh;
  };
  // Two levels: 4 paths to the two leaves, within the bound (one 4-wide node: the root's four grandchildren).
  const MeshBvh4 small = collapse_mesh_bvh(ladder(2));
  ASSERT_EQ(small.nodes.size(), 1u);
  EXPECT_EQ(small.nodes[0].count[0] + small.nodes[0].count[1] + small.nodes[0].count[2] + small.nodes[0].count[3], 4u);
  // Twenty levels: a million paths.
  EXPECT_TRUE(collapse_mesh_bvh(ladder(20)).nodes.empty());
}

// Brute force: the lowest t over every triangle, ties to the lower index (the queries' rule).
MeshRaycastHit brute_raycast(const TriangleMesh& m, const Ray& ray, Real max_t) {
  MeshRaycastHit best;
  const WatertightRay w = make_watertight_ray(Ray{ray.origin - m.origin, ray.direction});  // the mesh's frame
  for (std::uint32_t t = 0; t < m.triangles.size(); ++t) {
    const MeshTriangle& v = m.triangles[t];
    TriangleHit h;
    if (!intersect_triangle(w, m.vertices[v[0]], m.vertices[v[1]], m.vertices[v[2]], max_t, h)) continue;
    if (!best.hit() || h.t < best.t) {
      best.status = Status::hit;
      best.t = h.t;
      best.triangle = t;
    }
  }
  return best;
}

// A traced raycast walks the binary tree: the untraced one (the 4-wide tree) must answer the same, field by field.
void expect_same_as_binary_and_brute(const TriangleMesh& m, const Ray& ray, Real max_t, int i) {
  const MeshRaycastHit wide = raycast_mesh(m, ray, max_t);
  MeshRayTrace trace;
  const MeshRaycastHit binary = raycast_mesh(m, ray, max_t, &trace);
  const MeshRaycastHit brute = brute_raycast(m, ray, max_t);
  ASSERT_EQ(wide.status, brute.status) << "ray " << i;
  ASSERT_EQ(wide.status, binary.status) << "ray " << i;
  EXPECT_EQ(raycast_mesh_any(m, ray, max_t).status, brute.status) << "ray " << i;
  if (!wide.hit()) return;
  EXPECT_EQ(wide.t, brute.t) << "ray " << i;
  EXPECT_EQ(wide.triangle, brute.triangle) << "ray " << i;
  EXPECT_EQ(wide.t, binary.t) << "ray " << i;
  EXPECT_EQ(wide.triangle, binary.triangle) << "ray " << i;
  EXPECT_EQ(wide.w0, binary.w0) << "ray " << i;
  EXPECT_EQ(wide.point.x, binary.point.x) << "ray " << i;
}

TEST(MeshBvh4, RaycastsEqualBruteForceAndTheBinaryWalk) {
  const TriangleMesh m = test::build(test::terrain(48));  // 4,608 triangles over [0, 48]² in x, z; y in about ±3
  std::mt19937 rng(41);
  std::uniform_real_distribution<Real> u(0, 1);
  for (int i = 0; i < 1500; ++i) {
    const Vec3 o{u(rng) * 56 - 4, u(rng) * 12 - 6, u(rng) * 56 - 4};
    Vec3 d{u(rng) * 2 - 1, u(rng) * 2 - 1, u(rng) * 2 - 1};
    // Every fifth ray has a +0 or -0 component, every seventh two.
    if (i % 5 == 0) d[i % 3] = (i & 8) != 0 ? Real(-0.0) : Real(0);
    if (i % 7 == 0) d[(i + 1) % 3] = (i & 16) != 0 ? Real(-0.0) : Real(0);
    const Real max_t = i % 3 == 0 ? kInf : u(rng) * 40;
    expect_same_as_binary_and_brute(m, {o, d}, max_t, i);
  }
}

// The box of every triangle below lane `lane` of 4-wide node `n`, gathered leaf by leaf (not from the lane boxes).
Aabb box_below(const TriangleMesh& m, std::uint32_t n, int lane) {
  const MeshBvh4Node& node = m.bvh4.nodes[n];
  Aabb box{{kInf, kInf, kInf}, {-kInf, -kInf, -kInf}};
  const auto grow = [&](const Aabb& b) {
    for (int k = 0; k < 3; ++k) {
      box.min[k] = std::min(box.min[k], b.min[k]);
      box.max[k] = std::max(box.max[k], b.max[k]);
    }
  };
  if (node.count[lane] > 0) {
    for (std::uint32_t s = node.child[lane]; s < node.child[lane] + node.count[lane]; ++s) {
      grow(triangle_bounds(m.vertices, m.triangles[m.bvh.triangles[s]]));
    }
    return box;
  }
  for (int c = 0; c < MeshBvh4Node::kWidth; ++c) {
    if (m.bvh4.nodes[node.child[lane]].child[c] != MeshBvh4Node::kEmpty) grow(box_below(m, node.child[lane], c));
  }
  return box;
}

TEST(MeshBvh4, RefitKeepsTheLanesAndBoundsTheMovedTrianglesExactly) {
  const test::MeshData d = test::terrain(32);
  TriangleMesh m = test::build(d);
  const std::vector<MeshBvh4Node> before = m.bvh4.nodes;
  ASSERT_TRUE(refit_triangle_mesh(m, test::waved(d.positions)).ok());
  ASSERT_EQ(m.bvh4.nodes.size(), before.size());
  bool changed = false;
  for (std::uint32_t n = 0; n < before.size(); ++n) {
    const MeshBvh4Node& node = m.bvh4.nodes[n];
    for (int i = 0; i < MeshBvh4Node::kWidth; ++i) {
      ASSERT_EQ(node.child[i], before[n].child[i]);
      ASSERT_EQ(node.count[i], before[n].count[i]);
      if (node.child[i] == MeshBvh4Node::kEmpty) continue;
      const Aabb exact = box_below(m, n, i);
      for (int k = 0; k < 3; ++k) {
        EXPECT_EQ(node.min[k][i], exact.min[k]) << "node " << n << " lane " << i;
        EXPECT_EQ(node.max[k][i], exact.max[k]) << "node " << n << " lane " << i;
        changed |= node.max[k][i] != before[n].max[k][i];
      }
    }
  }
  EXPECT_TRUE(changed);
  check_tree(m);
  // The refitted tree answers as the brute force and the (refitted) binary tree.
  std::mt19937 rng(7);
  std::uniform_real_distribution<Real> u(0, 1);
  for (int i = 0; i < 400; ++i) {
    const Vec3 o{u(rng) * 40 - 4, u(rng) * 14 - 7, u(rng) * 40 - 4};
    const Vec3 dir{u(rng) * 2 - 1, u(rng) * 2 - 1, u(rng) * 2 - 1};
    expect_same_as_binary_and_brute(m, {o, dir}, kInf, i);
  }
}

// Rays lying in the plane of a box face (the origin's coordinate on a box's min or max, that direction component
// +0 or -0): the slab test meets 0 × infinity there, and such a box must still be entered.
TEST(MeshBvh4, RaysAlongBoxFacesWithZeroAndNegativeZeroComponents) {
  const TriangleMesh m = test::build(test::terrain(24));
  std::mt19937 rng(5);
  std::uniform_real_distribution<Real> u(0, 1);
  int i = 0;
  int hits = 0;
  for (const MeshBvh4Node& node : m.bvh4.nodes) {
    for (int lane = 0; lane < MeshBvh4Node::kWidth && i < 3000; ++lane) {
      if (node.child[lane] == MeshBvh4Node::kEmpty) continue;
      for (int k = 0; k < 3; ++k, ++i) {
        const bool on_max = (i & 1) != 0;
        Vec3 o{node.min[0][lane] + (node.max[0][lane] - node.min[0][lane]) * u(rng),
               node.min[1][lane] + (node.max[1][lane] - node.min[1][lane]) * u(rng),
               node.min[2][lane] + (node.max[2][lane] - node.min[2][lane]) * u(rng)};
        o[k] = on_max ? node.max[k][lane] : node.min[k][lane];
        Vec3 d{u(rng) * 2 - 1, u(rng) * 2 - 1, u(rng) * 2 - 1};
        d[k] = (i & 2) != 0 ? Real(-0.0) : Real(0);
        // Start outside the box along another axis, so the ray crosses the face's plane region from afar.
        const int j = (k + 1) % 3;
        o[j] -= d[j] * 10;
        const MeshRaycastHit brute = brute_raycast(m, {o, d}, kInf);
        hits += brute.hit();
        expect_same_as_binary_and_brute(m, {o, d}, kInf, i);
      }
    }
  }
  EXPECT_GT(hits, i / 10);  // the rays do meet the terrain
}

TEST(MeshBvh4, SphereCastsEqualBruteForceAndTheBinaryWalk) {
  const TriangleMesh m = test::build(test::terrain(40));
  std::mt19937 rng(17);
  std::uniform_real_distribution<Real> u(0, 1);
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const Sphere s{{u(rng) * 40, 4 + u(rng) * 4, u(rng) * 40}, 0.1f + u(rng) * 1.5f};
    Vec3 v{u(rng) * 20 - 10, -u(rng) * 12, u(rng) * 20 - 10};
    if (i % 5 == 0) v[i % 3 == 1 ? 0 : 2] = (i & 8) != 0 ? Real(-0.0) : Real(0);
    if (i % 11 == 0) v = {0, -8, 0};  // straight down: two zero components
    const MeshSweepHit wide = sweep_shape_mesh(s, Motion{v, {}}, m);
    MeshRayTrace trace;
    const MeshSweepHit binary = sweep_shape_mesh(s, Motion{v, {}}, m, {}, &trace);
    // Brute force: the earliest exact sweep over every triangle, ties to the lower index.
    const auto [best_t, best] = test::brute_sweep(m, s, Motion{v, {}});
    ASSERT_EQ(wide.hit(), best != MeshEdge::kNone) << "cast " << i;
    ASSERT_EQ(wide.status, binary.status) << "cast " << i;
    if (!wide.hit()) continue;
    ++hits;
    EXPECT_EQ(wide.t, best_t) << "cast " << i;
    EXPECT_EQ(wide.triangle, best) << "cast " << i;
    EXPECT_EQ(wide.t, binary.t) << "cast " << i;
    EXPECT_EQ(wide.triangle, binary.triangle) << "cast " << i;
    EXPECT_EQ(wide.normal.y, binary.normal.y) << "cast " << i;
  }
  EXPECT_GT(hits, 200);
}

// Capsules, boxes and turning shapes: their walk of the 4-wide tree (swept_box_cull.hpp's node test) gives the
// binary walk's answer exactly, and the brute force's within the convex sweep's own tolerance: time_of_impact
// stops within its target distance of a contact, so a triangle in a node the swept box enters later can report a
// contact up to that distance earlier (never a contact the sweep passed through).
TEST(MeshBvh4, OtherShapeSweepsEqualTheBinaryWalkAndBruteForceWithinTheSweepsTolerance) {
  const TriangleMesh m = test::build(test::terrain(40));
  std::mt19937 rng(29);
  std::uniform_real_distribution<Real> u(0, 1);
  int hits = 0;
  int exact = 0;
  for (int i = 0; i < 240; ++i) {
    const Vec3 c{u(rng) * 40, 4 + u(rng) * 4, u(rng) * 40};
    const Vec3 half{0.1f + u(rng), 0.1f + u(rng), 0.1f + u(rng)};
    Shape shape;
    switch (i % 3) {
      case 0: shape = Capsule{c - half, c + half, 0.05f + u(rng) * 0.8f}; break;
      case 1: shape = Aabb{c - half, c + half}; break;
      default: shape = Obb{c, half, Mat3{}}; break;
    }
    Vec3 v{u(rng) * 20 - 10, -u(rng) * 12, u(rng) * 20 - 10};
    if (i % 5 == 0) v[i % 3 == 1 ? 0 : 2] = (i & 8) != 0 ? Real(-0.0) : Real(0);
    if (i % 11 == 0) v = {0, -8, 0};  // straight down: two zero components
    if (i % 13 == 0) v = v * Real(1e-4);  // a short move, far from the terrain's origin
    // Every fourth capsule or OBB turns as it moves (an AABB cannot).
    const Vec3 w = (i % 4 == 3 && i % 3 != 1) ? Vec3{u(rng) - 0.5f, u(rng) * 2, u(rng) - 0.5f} : Vec3{};
    const Motion motion{v, w};
    const MeshSweepHit wide = sweep_shape_mesh(shape, motion, m);
    MeshRayTrace trace;
    const MeshSweepHit binary = sweep_shape_mesh(shape, motion, m, {}, &trace);
    const auto [best_t, best] = test::brute_sweep(m, shape, motion);
    ASSERT_EQ(wide.hit(), best != MeshEdge::kNone) << "sweep " << i;
    ASSERT_EQ(wide.status, binary.status) << "sweep " << i;
    if (!wide.hit()) continue;
    ++hits;
    EXPECT_EQ(wide.t, binary.t) << "sweep " << i;
    EXPECT_EQ(wide.triangle, binary.triangle) << "sweep " << i;
    // At least time_of_impact's target distance (its sizes: the shape's box, a terrain cell), as a fraction of the
    // motion.
    const Aabb b = bounds_of(shape);
    const Real target = std::max(kTimeOfImpactTargetRelative * std::max(length(b.max - b.min), Real(2)),
                                 kTimeOfImpactTargetPrecision * (length(b.max - b.min) + Real(2)));
    EXPECT_GE(wide.t, best_t) << "sweep " << i;
    EXPECT_LE((wide.t - best_t) * length(v), 2 * target) << "sweep " << i;
    exact += wide.triangle == best ? 1 : 0;
  }
  EXPECT_GT(hits, 100);
  EXPECT_GT(exact, hits * 9 / 10);  // most answers are the brute force's triangle
}

}  // namespace
}  // namespace sweepkit
