#include "sweepkit/mesh/raycast_mesh.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <random>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/raycast_triangle.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kInf = std::numeric_limits<Real>::infinity();

TEST(RaycastMesh, UnitQuadFaceAndDiagonal) {
  const TriangleMesh m = test::build(test::unit_quad());
  // Down onto (0.75, 0.25): triangle 0 (below the diagonal y = x), t = 3 for a start at z = 3.
  const MeshRaycastHit h = raycast_mesh(m, {{0.75f, 0.25f, 3}, {0, 0, -1}}, kInf);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 3);
  EXPECT_EQ(h.triangle, 0u);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.75f, 0.25f, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 1}), 0);
  EXPECT_TRUE(h.front_face);
  // Triangle 0 is (0,0)-(1,0)-(1,1): (0.75, 0.25) = 0.25 a + 0.5 b + 0.25 c.
  EXPECT_NEAR(h.w0, 0.25, 1e-7);
  EXPECT_NEAR(h.w1, 0.5, 1e-7);
  EXPECT_NEAR(h.w2, 0.25, 1e-7);
  // From below, on (0.25, 0.75): triangle 1, back face.
  const MeshRaycastHit b = raycast_mesh(m, {{0.25f, 0.75f, -1}, {0, 0, 2}}, 1);
  ASSERT_EQ(b.status, Status::hit);
  EXPECT_EQ(b.t, 0.5f);
  EXPECT_EQ(b.triangle, 1u);
  EXPECT_FALSE(b.front_face);
  // Through the shared diagonal: both triangles at the same t; the closest hit names the lower index.
  const MeshRaycastHit d = raycast_mesh(m, {{0.5f, 0.5f, 1}, {0, 0, -1}}, kInf);
  ASSERT_EQ(d.status, Status::hit);
  EXPECT_EQ(d.t, 1);
  EXPECT_EQ(d.triangle, 0u);
  std::vector<MeshRaycastHit> all;
  raycast_mesh_all(m, {{0.5f, 0.5f, 1}, {0, 0, -1}}, kInf, all);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].triangle, 0u);
  EXPECT_EQ(all[1].triangle, 1u);
  EXPECT_EQ(all[1].t, 1);
}

TEST(RaycastMesh, TinyDirectionsGiveFiniteAnswers) {
  // A direction of length 1e-39 (subnormal in float: 1 / it overflows) from above the unit quad (the fuzzer's
  // case): a miss in the float build, a hit at t = 1e39 in the double build; never a NaN or an infinity.
  const TriangleMesh m = test::build(test::unit_quad());
  const Real tiny = static_cast<Real>(1e-39);
  for (const MeshRaycastHit& h : {raycast_mesh(m, {{0.5f, 0.5f, 1}, {0, 0, -tiny}}, kInf),
                                  raycast_mesh_any(m, {{0.5f, 0.5f, 1}, {0, 0, -tiny}}, kInf)}) {
    EXPECT_TRUE(std::isfinite(h.t) && std::isfinite(h.point.x) && std::isfinite(h.point.z));
    if (h.hit()) {
      EXPECT_NEAR(h.point.z, 0, 1e-6);
    }
  }
}

TEST(RaycastMesh, FanCentreAndSpokesAreHit) {
  // 16 triangles around the centre vertex (0.3, 0.7, 0) (rim of radius 1): rays straight down through the centre
  // and through points of every spoke (shared edges) all hit, at t = 2.
  const int k = 16;
  test::MeshData fan{{0.3f, 0.7f, 0}, {}};
  for (int i = 0; i < k; ++i) {
    const double a = 2 * 3.14159265358979 * i / k;
    fan.positions.push_back(static_cast<float>(0.3 + std::cos(a)));
    fan.positions.push_back(static_cast<float>(0.7 + std::sin(a)));
    fan.positions.push_back(0);
    fan.indices.insert(fan.indices.end(), {0u, static_cast<std::uint32_t>(1 + i), static_cast<std::uint32_t>(1 + (i + 1) % k)});
  }
  const TriangleMesh m = test::build(fan);
  ASSERT_EQ(m.triangles.size(), 16u);
  const MeshRaycastHit c = raycast_mesh(m, {{0.3f, 0.7f, 2}, {0, 0, -1}}, kInf);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.t, 2, 1e-6);
  EXPECT_LT(c.triangle, 16u);  // every triangle touches the centre (which one is first is decided by rounding)
  std::vector<MeshRaycastHit> all;
  raycast_mesh_all(m, {{0.3f, 0.7f, 2}, {0, 0, -1}}, kInf, all);
  EXPECT_EQ(all.size(), 16u);
  for (int i = 0; i < k; ++i) {
    for (const float f : {0.1f, 0.37f, 0.5f, 0.93f}) {
      const Vec3 rim{m.vertex(static_cast<std::size_t>(1 + i))};
      const Vec3 p = m.vertex(0) + (rim - m.vertex(0)) * f;
      // Slanted rays, so that the spoke is not axis-aligned in the ray's frame either.
      const MeshRaycastHit h = raycast_mesh(m, {{p.x - 0.7f, p.y + 0.2f, 2}, {0.35f, -0.1f, -1}}, kInf);
      ASSERT_EQ(h.status, Status::hit) << "spoke " << i << " at " << f;
      EXPECT_NEAR(h.t, 2, 1e-6);
    }
  }
}

class CubeRays : public ::testing::Test {
 protected:
  TriangleMesh cube = test::build(test::cube());
};

TEST_F(CubeRays, AlongEachAxisFromOutside) {
  // From 5 away along each axis towards the centre (offset off the face diagonals): t = 4 on the face normal -dir.
  const Vec3 axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (const Vec3& a : axes) {
    for (const Real s : {Real(-1), Real(1)}) {
      const Vec3 dir = a * s;
      const Vec3 off = Vec3{0.2f, 0.5f, -0.3f} - a * dot(Vec3{0.2f, 0.5f, -0.3f}, a);  // perpendicular offset
      const MeshRaycastHit h = raycast_mesh(cube, {off - dir * 5, dir}, kInf);
      ASSERT_EQ(h.status, Status::hit);
      EXPECT_EQ(h.t, 4);
      EXPECT_VEC_NEAR(h.normal, -dir, 0);
      EXPECT_TRUE(h.front_face);
      EXPECT_VEC_NEAR(h.point, off - dir, 1e-6f);
    }
  }
}

TEST_F(CubeRays, FromInsideHitsTheBackOfTheFarFace) {
  const MeshRaycastHit h = raycast_mesh(cube, {{0.1f, 0.2f, 0.3f}, {0, 2, 0}}, kInf);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4, 1e-6);  // y = 0.2 + 2 t reaches 1 at t = 0.4
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
  EXPECT_FALSE(h.front_face);
}

TEST_F(CubeRays, ThroughAnEdgeAndACorner) {
  // Towards the edge x = y = 1 from (5, 5, 0.3): meets it at t = 4 (faces +x and +y both touch there).
  const MeshRaycastHit e = raycast_mesh(cube, {{5, 5, 0.3f}, {-1, -1, 0}}, kInf);
  ASSERT_EQ(e.status, Status::hit);
  EXPECT_EQ(e.t, 4);
  EXPECT_VEC_NEAR(e.point, (Vec3{1, 1, 0.3f}), 0);
  EXPECT_TRUE(e.triangle / 2 == 1 || e.triangle / 2 == 3);  // a triangle of face +x (2, 3) or +y (6, 7)
  // Towards the corner (1, 1, 1) from (4, 4, 4): t = 3, then out through the opposite corner at t = 5.
  std::vector<MeshRaycastHit> all;
  const MeshRaycastHit c = raycast_mesh_all(cube, {{4, 4, 4}, {-1, -1, -1}}, kInf, all);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_EQ(c.t, 3);
  ASSERT_GE(all.size(), 2u);
  EXPECT_EQ(all.front().t, 3);
  EXPECT_NEAR(all.back().t, 5, 1e-5);
}

TEST_F(CubeRays, GrazingParallelAndRange) {
  // In the plane of the top face y = 1: the top face's triangles never hit (the ray lies in their plane); the
  // side faces x = -1 and x = +1 are met on their top edges at t = 1 and t = 3.
  std::vector<MeshRaycastHit> all;
  const MeshRaycastHit g = raycast_mesh_all(cube, {{-2, 1, 0.2f}, {1, 0, 0}}, kInf, all);
  ASSERT_EQ(g.status, Status::hit);
  EXPECT_EQ(g.t, 1);
  EXPECT_VEC_NEAR(g.normal, (Vec3{-1, 0, 0}), 0);
  for (const MeshRaycastHit& h : all) EXPECT_NE(h.normal.y, 1);
  EXPECT_NEAR(all.back().t, 3, 1e-5);
  // Parallel to the top face, just above it: a miss, t = max_fraction (the largest Real for an endless ray).
  const MeshRaycastHit p = raycast_mesh(cube, {{-2, 1.001f, 0.2f}, {1, 0, 0}}, kInf);
  EXPECT_EQ(p.status, Status::miss);
  EXPECT_EQ(p.t, std::numeric_limits<Real>::max());
  EXPECT_EQ(p.triangle, MeshEdge::kNone);
  // Short of the cube: max_fraction 3.9 < 4.
  const MeshRaycastHit s = raycast_mesh(cube, {{-5, 0.2f, 0.5f}, {1, 0, 0}}, Real(3.9));
  EXPECT_EQ(s.status, Status::miss);
  EXPECT_EQ(s.t, Real(3.9));
  // All hits through the middle: entry t = 4 and exit t = 6.
  const MeshRaycastHit through = raycast_mesh_all(cube, {{-5, 0.2f, 0.5f}, {1, 0, 0}}, kInf, all);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(through.t, 4);
  EXPECT_NEAR(all[1].t, 6, 1e-5);  // the exit, through a back face: T / det rounds
  EXPECT_VEC_NEAR(all[1].normal, (Vec3{1, 0, 0}), 0);
}

TEST_F(CubeRays, NegativeZeroComponentOnAFaceOfTheBoxes) {
  // Along the top (y = 1) and bottom (y = -1) faces, whose planes bound every box on the way: a direction's y of
  // -0 must behave as +0 (the ray lies in the closed slab), meeting the side x = -1 on its edge at t = 1.
  for (const Real y : {Real(1), Real(-1)}) {
    for (const Real zero : {Real(0), -Real(0)}) {
      const MeshRaycastHit h = raycast_mesh(cube, {{-2, y, 0.2f}, {1, zero, 0}}, kInf);
      ASSERT_EQ(h.status, Status::hit) << "y " << y << " signbit " << std::signbit(zero);
      EXPECT_EQ(h.t, 1);
      EXPECT_VEC_NEAR(h.point, (Vec3{-1, y, 0.2f}), 0);
      EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
    }
  }
}

TEST_F(CubeRays, AnyHitIsLineOfSight) {
  // Blocked: (-5, 0.2, 0.5) to (5, 0.2, 0.5) as a segment (max_fraction 1).
  EXPECT_EQ(raycast_mesh_any(cube, {{-5, 0.2f, 0.5f}, {10, 0, 0}}, 1).status, Status::hit);
  // Clear: the same over the cube (y = 1.5), and a segment that stops short of it.
  EXPECT_EQ(raycast_mesh_any(cube, {{-5, 1.5f, 0.5f}, {10, 0, 0}}, 1).status, Status::miss);
  EXPECT_EQ(raycast_mesh_any(cube, {{-5, 0.2f, 0.5f}, {3.9f, 0, 0}}, 1).status, Status::miss);
}

TEST_F(CubeRays, InvalidInputIsNamedAndZeroDirectionMisses) {
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  const MeshRaycastHit o = raycast_mesh(cube, {{nan, 0, 0}, {1, 0, 0}}, 1);
  EXPECT_EQ(o.status, Status::invalid_input);
  EXPECT_EQ(o.error, InputError::origin_not_finite);
  EXPECT_EQ(o.error_argument, 1);
  EXPECT_EQ(o.t, 0);
  const MeshRaycastHit d = raycast_mesh_any(cube, {{0, 0, 0}, {kInf, 0, 0}}, 1);
  EXPECT_EQ(d.error, InputError::direction_not_finite);
  std::vector<MeshRaycastHit> all{MeshRaycastHit{}};
  const MeshRaycastHit f = raycast_mesh_all(cube, {{0, 0, 0}, {1, 0, 0}}, -1, all);
  EXPECT_EQ(f.error, InputError::max_fraction_invalid);
  EXPECT_EQ(f.error_argument, 2);
  EXPECT_TRUE(all.empty());
  EXPECT_EQ(raycast_mesh(cube, {{0, 0, 1}, {0, 0, 0}}, 1).status, Status::miss);
}

TEST(RaycastMesh, TraceListsTheVisitedNodesRootFirst) {
  const TriangleMesh m = test::build(test::terrain(32));
  MeshRayTrace trace;
  const MeshRaycastHit h = raycast_mesh(m, {{10.3f, 20, 12.6f}, {0, -1, 0}}, kInf, &trace);
  ASSERT_EQ(h.status, Status::hit);
  ASSERT_FALSE(trace.steps.empty());
  EXPECT_EQ(trace.steps[0].node, 0u);
  EXPECT_EQ(trace.steps[0].depth, 1u);
  bool leaf_of_hit = false;
  for (const MeshRayTraceStep& s : trace.steps) {
    ASSERT_LT(s.node, m.bvh.nodes.size());
    const MeshBvhNode& n = m.bvh.nodes[s.node];
    EXPECT_LE(s.depth, m.bvh.depth);
    EXPECT_GE(s.t_enter, 0);
    EXPECT_EQ(s.tested, n.count);
    for (std::uint32_t i = n.index; n.leaf() && i < n.index + n.count; ++i) leaf_of_hit |= m.bvh.triangles[i] == h.triangle;
  }
  EXPECT_TRUE(leaf_of_hit);
  // A ray down onto a 64-cell-wide terrain visits a path, not the tree: far fewer nodes than it has.
  EXPECT_LT(trace.steps.size(), m.bvh.nodes.size() / 10);
  // A ray missing the root box visits nothing.
  MeshRayTrace none;
  raycast_mesh(m, {{-10, 20, -10}, {0, 1, 0}}, kInf, &none);
  EXPECT_TRUE(none.steps.empty());
}

// Brute force over every triangle, with the closest-hit tie rule (lowest index at equal t).
struct Brute {
  bool hit = false;
  Real t = 0;
  std::uint32_t triangle = 0;
  std::size_t count = 0;
};

Brute brute_force(const TriangleMesh& m, const Ray& ray, Real max_t) {
  Brute b;
  const WatertightRay w = make_watertight_ray(Ray{ray.origin - m.origin, ray.direction});  // the mesh's frame
  for (std::uint32_t t = 0; t < m.triangles.size(); ++t) {
    TriangleHit h;
    const MeshTriangle& v = m.triangles[t];
    if (!intersect_triangle(w, m.vertices[v[0]], m.vertices[v[1]], m.vertices[v[2]], max_t, h)) continue;
    ++b.count;
    if (!b.hit || h.t < b.t) {
      b.hit = true;
      b.t = h.t;
      b.triangle = t;
    }
  }
  return b;
}

// Möller–Trumbore in double: an independent check of t (Möller and Trumbore, JGT 2(1), 1997).
double moller_trumbore(const TriangleMesh& m, std::uint32_t t, const Ray& ray) {
  const MeshTriangle& v = m.triangles[t];
  double a[3], e1[3], e2[3], o[3], d[3];
  for (int k = 0; k < 3; ++k) {
    a[k] = m.vertex(v[0])[k];
    e1[k] = double(m.vertex(v[1])[k]) - a[k];
    e2[k] = double(m.vertex(v[2])[k]) - a[k];
    o[k] = ray.origin[k];
    d[k] = ray.direction[k];
  }
  const auto cr = [](const double* x, const double* y, double* out) {
    out[0] = x[1] * y[2] - x[2] * y[1];
    out[1] = x[2] * y[0] - x[0] * y[2];
    out[2] = x[0] * y[1] - x[1] * y[0];
  };
  double p[3], q[3], s[3] = {o[0] - a[0], o[1] - a[1], o[2] - a[2]};
  cr(d, e2, p);
  cr(s, e1, q);
  const double det = e1[0] * p[0] + e1[1] * p[1] + e1[2] * p[2];
  return (e2[0] * q[0] + e2[1] * q[1] + e2[2] * q[2]) / det;
}

void expect_bvh_equals_brute_force(const TriangleMesh& m, std::mt19937& rng, const std::function<Ray()>& make_ray, int rays) {
  std::vector<MeshRaycastHit> all;
  int hits = 0;
  for (int i = 0; i < rays; ++i) {
    const Ray ray = make_ray();
    const Real max_t = i % 3 == 0 ? kInf : std::uniform_real_distribution<Real>(0.2f, 2)(rng);
    const Brute b = brute_force(m, ray, max_t);
    const MeshRaycastHit h = raycast_mesh(m, ray, max_t);
    ASSERT_EQ(h.hit(), b.hit) << "ray " << i;
    EXPECT_EQ(raycast_mesh_any(m, ray, max_t).hit(), b.hit) << "ray " << i;
    raycast_mesh_all(m, ray, max_t, all);
    EXPECT_EQ(all.size(), b.count) << "ray " << i;
    if (!b.hit) continue;
    ++hits;
    ASSERT_EQ(h.t, b.t) << "ray " << i;
    ASSERT_EQ(h.triangle, b.triangle) << "ray " << i;
    const double reference = moller_trumbore(m, b.triangle, ray);
    EXPECT_NEAR(h.t, reference, 1e-5 * (1 + std::fabs(reference))) << "ray " << i;
  }
  EXPECT_GT(hits, rays / 5);  // the comparison is not vacuous
}

TEST(RaycastMesh, BvhEqualsBruteForceOnA10kTriangleSoup) {
  const TriangleMesh m = test::build(test::triangle_soup(10000, 2));
  ASSERT_EQ(m.triangles.size(), 10000u);
  std::mt19937 rng(11);
  std::uniform_real_distribution<Real> u(-25, 25);
  expect_bvh_equals_brute_force(m, rng, [&] {
    const Vec3 o{u(rng), u(rng), u(rng)};
    const Vec3 target{u(rng) * 0.6f, u(rng) * 0.6f, u(rng) * 0.6f};
    return Ray{o, target - o};
  }, 1500);
}

TEST(RaycastMesh, BvhEqualsBruteForceOnATerrainThroughVerticesAndEdges) {
  // 2 × 70² = 9,800 triangles; half the rays aimed exactly at grid vertices or edge midpoints (ties between
  // triangles sharing them), the rest at random points, from random directions above.
  const TriangleMesh m = test::build(test::terrain(70));
  ASSERT_EQ(m.triangles.size(), 9800u);
  std::mt19937 rng(5);
  std::uniform_real_distribution<Real> u(0, 1);
  int i = 0;
  expect_bvh_equals_brute_force(m, rng, [&] {
    const std::size_t v = static_cast<std::size_t>(u(rng) * Real(m.vertices.size() - 1));
    Vec3 target = m.vertex(v);
    if (i % 4 == 1) target = (m.vertex(v) + m.vertex(m.triangles[v % m.triangles.size()][1])) * Real(0.5);
    if (i % 4 >= 2) target = {u(rng) * 70, 0, u(rng) * 70};
    ++i;
    const Vec3 o = target + Vec3{(u(rng) - 0.5f) * 20, 5 + u(rng) * 10, (u(rng) - 0.5f) * 20};
    return Ray{o, (target - o) * 1.5f};
  }, 1500);
}

}  // namespace
}  // namespace sweepkit
