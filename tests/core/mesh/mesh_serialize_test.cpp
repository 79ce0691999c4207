#include "sweepkit/mesh/mesh_serialize.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>
#include <random>
#include <utility>

#include "common/mesh_fixtures.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"

namespace sweepkit {
namespace {

bool same_bytes(const void* a, const void* b, std::size_t n) { return std::memcmp(a, b, n) == 0; }

template <class T>
bool same_array(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() && (a.empty() || same_bytes(a.data(), b.data(), a.size() * sizeof(T)));
}

TEST(MeshSerialize, RoundTripKeepsEveryArrayAndAnswer) {
  const test::MeshData data = test::terrain(40);
  const TriangleMesh m = test::build(data);
  const std::vector<std::uint8_t> bytes = serialize_triangle_mesh(m);
  // 64-byte header + per vertex 3 Reals + 4, per triangle 12 + a normal (3 Reals) + 3 edges (4 + a Real + 4) + 4 + 4,
  // per node 6 Reals + 8 (float: 16, 68 and 32 bytes).
  constexpr std::size_t R = sizeof(Real);
  EXPECT_EQ(bytes.size(), 64 + m.vertices.size() * (3 * R + 4) + m.triangles.size() * (12 + 3 * R + 3 * (8 + R) + 8) +
                              m.bvh.nodes.size() * (6 * R + 8));
  const TriangleMeshLoad load = load_triangle_mesh(bytes);
  ASSERT_TRUE(load.ok()) << describe(load.error);
  const TriangleMesh& l = load.mesh;
  EXPECT_TRUE(same_array(l.vertices, m.vertices));
  EXPECT_TRUE(same_array(l.triangles, m.triangles));
  EXPECT_TRUE(same_array(l.normals, m.normals));
  EXPECT_TRUE(same_array(l.vertex_source, m.vertex_source));
  EXPECT_TRUE(same_array(l.triangle_source, m.triangle_source));
  EXPECT_TRUE(same_array(l.bvh.nodes, m.bvh.nodes));
  EXPECT_TRUE(same_array(l.bvh.triangles, m.bvh.triangles));
  ASSERT_EQ(l.edges.size(), m.edges.size());
  for (std::size_t i = 0; i < m.edges.size(); ++i) {
    EXPECT_EQ(l.edges[i].neighbour, m.edges[i].neighbour);
    EXPECT_EQ(l.edges[i].angle, m.edges[i].angle);
    EXPECT_EQ(l.edges[i].kind, m.edges[i].kind);
    EXPECT_EQ(l.edges[i].active, m.edges[i].active);
  }
  EXPECT_EQ(l.bvh.depth, m.bvh.depth);
  EXPECT_EQ(l.input_vertex_count, m.input_vertex_count);
  EXPECT_EQ(l.weld_tolerance, m.weld_tolerance);
  EXPECT_EQ(l.flat_angle, Real(static_cast<float>(m.flat_angle)));  // stored as a float32
  EXPECT_TRUE(l.fix_internal_edges);
  // Same answers, and a loaded mesh refits like a built one.
  std::mt19937 rng(2);
  std::uniform_real_distribution<Real> u(0, 40);
  for (int i = 0; i < 200; ++i) {
    const Ray ray{{u(rng), 10, u(rng)}, {u(rng) - 20, -10, u(rng) - 20}};
    const MeshRaycastHit a = raycast_mesh(m, ray, 2), b = raycast_mesh(l, ray, 2);
    ASSERT_EQ(a.status, b.status);
    EXPECT_EQ(a.t, b.t);
    EXPECT_EQ(a.triangle, b.triangle);
  }
  TriangleMesh copy = l;
  EXPECT_TRUE(refit_triangle_mesh(copy, data.positions).ok());
}

TEST(MeshSerialize, InternalEdgeHandlingOffSurvivesTheRoundTrip) {
  // Header flags bit 0 records fix_internal_edges = false; the loaded mesh keeps every edge active.
  TriangleMeshOptions options;
  options.fix_internal_edges = false;
  const TriangleMesh m = test::build(test::unit_quad(), options);
  const std::vector<std::uint8_t> bytes = serialize_triangle_mesh(m);
  std::uint32_t flags = 0;
  std::memcpy(&flags, bytes.data() + 44, 4);  // after magic 8, version, Real size, u64 length, 5 counts
  EXPECT_EQ(flags, 1u);
  const TriangleMeshLoad load = load_triangle_mesh(bytes);
  ASSERT_TRUE(load.ok()) << describe(load.error);
  EXPECT_FALSE(load.mesh.fix_internal_edges);
  for (const MeshEdge& e : load.mesh.edges) EXPECT_TRUE(e.active);
}

class CorruptMesh : public ::testing::Test {
 protected:
  TriangleMesh mesh = test::build(test::cube());
  std::vector<std::uint8_t> bytes = serialize_triangle_mesh(mesh);

  static MeshError load(const std::vector<std::uint8_t>& b) {
    const TriangleMeshLoad r = load_triangle_mesh(b);
    if (!r.ok()) {
      EXPECT_EQ(r.error_argument, 0);
      EXPECT_TRUE(r.mesh.triangles.empty());
    }
    return r.error;
  }
  std::vector<std::uint8_t> with(std::size_t at, std::uint8_t value) const {
    std::vector<std::uint8_t> b = bytes;
    b[at] = value;
    return b;
  }
  // The bytes of a mesh altered by `edit` (serialised again: a consistent checksum over wrong content).
  template <class Edit>
  MeshError load_edited(Edit edit) const {
    TriangleMesh m = mesh;
    edit(m);
    return load(serialize_triangle_mesh(m));
  }
};

TEST_F(CorruptMesh, HeaderErrorsAreNamed) {
  EXPECT_EQ(load({}), MeshError::data_too_short);
  EXPECT_EQ(load(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + 63)), MeshError::data_too_short);
  EXPECT_EQ(load(std::vector<std::uint8_t>(bytes.begin(), bytes.end() - 1)), MeshError::data_too_short);
  std::vector<std::uint8_t> longer = bytes;
  longer.push_back(0);
  EXPECT_EQ(load(longer), MeshError::data_corrupt);
  EXPECT_EQ(load(with(0, 'X')), MeshError::bad_magic);
  EXPECT_EQ(load(with(8, 1)), MeshError::unsupported_version);  // version 1: its checksum left header bytes out
  EXPECT_EQ(load(with(12, sizeof(Real) == 4 ? 8 : 4)), MeshError::real_type_mismatch);  // the other build's Real
  EXPECT_EQ(load(with(24, 9)), MeshError::data_corrupt);  // vertex count 9: the length no longer matches
  EXPECT_EQ(load(with(23, 0x7f)), MeshError::data_too_short);  // a stated length of ~2^63
}

TEST_F(CorruptMesh, AnyFlippedPayloadByteFailsTheChecksum) {
  for (std::size_t at = kMeshHeaderBytes; at < bytes.size(); at += 7) {
    ASSERT_EQ(load(with(at, static_cast<std::uint8_t>(bytes[at] ^ 0x10))), MeshError::checksum_mismatch) << at;
  }
}

TEST_F(CorruptMesh, OutOfRangeContentIsCaughtBehindAValidChecksum) {
  EXPECT_EQ(load_edited([](TriangleMesh&) {}), MeshError::none);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.triangles[3][1] = 8; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.vertices[2].y = std::numeric_limits<Real>::quiet_NaN(); }),
            MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.edges[5].neighbour = 12; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.edges[5].kind = static_cast<EdgeKind>(9); }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.vertex_source[0] = 8; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.triangles[0] = 12; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.nodes[0].index = 0; }), MeshError::data_corrupt);  // a cycle
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.nodes[0].index = static_cast<std::uint32_t>(m.bvh.nodes.size() - 1); }),
            MeshError::data_corrupt);  // second child past the end
  EXPECT_EQ(load_edited([](TriangleMesh& m) {
              for (MeshBvhNode& n : m.bvh.nodes) {
                if (n.leaf()) n.count = 13;
              }
            }),
            MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.nodes[1].box.min.x = 5; }), MeshError::data_corrupt);  // min > max
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.depth += 1; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.flat_angle = 3; }), MeshError::data_corrupt);
}

// The checksum as mesh_serialize.hpp describes it, written again here: FNV-1a's multiply-xor over little-endian
// 8-byte words, each step folded by h ^= h >> 32, over the header's 56 bytes before the checksum and then the
// arrays; the zero-padded tail and the summed length (all bytes but the checksum's 8); a final h ^ (h >> 29).
std::uint64_t documented_checksum(const std::vector<std::uint8_t>& b) {
  std::vector<std::uint8_t> summed(b.begin(), b.begin() + 56);
  summed.insert(summed.end(), b.begin() + 64, b.end());
  std::uint64_t h = 0xcbf29ce484222325ull;
  std::size_t i = 0;
  const auto word = [&](std::size_t at) {
    std::uint64_t w = 0;
    for (std::size_t k = 0; k < 8; ++k) w |= std::uint64_t{at + k < summed.size() ? summed[at + k] : 0u} << (8 * k);
    return w;
  };
  for (; i + 8 <= summed.size(); i += 8) {
    h = (h ^ word(i)) * 0x100000001b3ull;
    h ^= h >> 32;
  }
  h = (h ^ word(i) ^ summed.size()) * 0x100000001b3ull;
  return h ^ (h >> 29);
}

// `bytes` with `edit` applied and the checksum recomputed: corrupt content behind a valid checksum.
template <class Edit>
std::vector<std::uint8_t> resummed(std::vector<std::uint8_t> b, Edit edit) {
  edit(b);
  const std::uint64_t sum = documented_checksum(b);
  std::memcpy(b.data() + 56, &sum, 8);
  return b;
}
template <class T>
void put_at(std::vector<std::uint8_t>& b, std::size_t at, T value) {
  std::memcpy(b.data() + at, &value, sizeof(T));
}

TEST_F(CorruptMesh, TheChecksumCoversTheHeader) {
  std::uint64_t written = 0;
  std::memcpy(&written, bytes.data() + 56, 8);
  EXPECT_EQ(written, documented_checksum(bytes));
  // Bytes 36-55 (input vertex count, depth, flags, weld tolerance, flat angle): one flipped bit each.
  for (std::size_t at = 36; at < 56; ++at) {
    ASSERT_EQ(load(with(at, static_cast<std::uint8_t>(bytes[at] ^ 0x01))), MeshError::checksum_mismatch) << at;
  }
  EXPECT_EQ(load(resummed(bytes, [](auto&) {})), MeshError::none);
}

TEST_F(CorruptMesh, EveryHeaderFieldIsRangeCheckedBehindAValidChecksum) {
  // Offsets: u32 input vertices at 36, depth 40, flags 44, f32 weld tolerance 48, f32 flat angle 52.
  EXPECT_EQ(load(resummed(bytes, [](auto& b) { put_at<std::uint32_t>(b, 44, 2); })), MeshError::data_corrupt);
  EXPECT_EQ(load(resummed(bytes, [](auto& b) { put_at<float>(b, 48, -1.0f); })), MeshError::data_corrupt);
  EXPECT_EQ(load(resummed(bytes, [](auto& b) { put_at<float>(b, 48, std::numeric_limits<float>::quiet_NaN()); })),
            MeshError::data_corrupt);
  EXPECT_EQ(load(resummed(bytes, [](auto& b) { put_at<float>(b, 52, 2.0f); })), MeshError::data_corrupt);
  EXPECT_EQ(load(resummed(bytes, [](auto& b) { put_at<std::uint32_t>(b, 36, 3); })), MeshError::data_corrupt);  // < 8 vertices
  EXPECT_EQ(load(resummed(bytes, [](auto& b) { put_at<std::uint32_t>(b, 40, 9); })), MeshError::data_corrupt);
}

TEST(MeshSerialize, AFlippedInternalEdgeFlagIsCaughtBehindAValidChecksum) {
  // A terrain has flat and concave edges, inactive with fix_internal_edges: the flag turned off (bit 0 of the
  // flags at byte 44) no longer matches them.
  const TriangleMesh m = test::build(test::terrain(8));
  const std::vector<std::uint8_t> bytes = serialize_triangle_mesh(m);
  ASSERT_TRUE(load_triangle_mesh(bytes).ok());
  EXPECT_EQ(load_triangle_mesh(resummed(bytes, [](auto& b) { put_at<std::uint32_t>(b, 44, 1); })).error,
            MeshError::data_corrupt);
}

TEST_F(CorruptMesh, SourcesNormalsAndEdgesAreChecked) {
  const auto n = static_cast<std::uint32_t>(mesh.triangles.size());
  EXPECT_EQ(load_edited([&](TriangleMesh& m) { m.triangle_source[5] = 0xFFFFFFFFu; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([&](TriangleMesh& m) { m.triangle_source[n - 1] = 1u << 31; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { std::swap(m.triangle_source[2], m.triangle_source[3]); }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { std::swap(m.vertex_source[2], m.vertex_source[3]); }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.input_vertex_count = 7; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.triangles[0][1] = m.triangles[0][0]; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) {
              for (Vec3& v : m.normals) v = {};
            }),
            MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.normals[4] = {}; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.normals[4] = m.normals[4] * Real(0.999); }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.normals[4] = -m.normals[4]; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.normals[4].x = std::numeric_limits<Real>::infinity(); }),
            MeshError::data_corrupt);
  // An edge's neighbour that does not name it back, a boundary edge given a neighbour's kind, a flipped flag.
  EXPECT_EQ(load_edited([](TriangleMesh& m) {
              for (MeshEdge& e : m.edges) {
                if (e.neighbour != MeshEdge::kNone && e.neighbour != 0) {
                  e.neighbour = e.neighbour == 1 ? 2 : 1;
                  break;
                }
              }
            }),
            MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.edges[0].active = !m.edges[0].active; }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.edges[0].kind = m.edges[0].kind == EdgeKind::flat ? EdgeKind::convex : EdgeKind::flat; }),
            MeshError::data_corrupt);
}

// A BVH whose nodes share children: node k's children are k + 1 and k + 2, so the paths from the root number
// Fibonacci(k) (2^40 below 58 nodes); each node is reached from two parents. Before the tree check it loaded and
// the first raycast walked for minutes. Every box is the mesh's, the leaves' ranges are in bounds and the depth is
// what a per-node depth computation finds, as the old checks required.
TEST(MeshSerialize, NodesSharingChildrenAreNotATree) {
  const TriangleMesh built = test::build(test::terrain(8));
  TriangleMesh m = built;
  const Aabb all = built.bvh.nodes[0].box;
  constexpr std::uint32_t kNodes = 58;
  m.bvh.nodes.assign(kNodes, MeshBvhNode{all, 0, 0});
  for (std::uint32_t k = 0; k + 2 < kNodes; ++k) m.bvh.nodes[k].index = k + 1;
  m.bvh.nodes[kNodes - 2] = {all, 0, 1};
  m.bvh.nodes[kNodes - 1] = {all, 1, 1};
  m.bvh.depth = kNodes - 1;
  EXPECT_EQ(load_triangle_mesh(serialize_triangle_mesh(m)).error, MeshError::data_corrupt);
}

TEST(MeshSerialize, TheTreeMustCoverEachTriangleOnceWithBoxesThatHoldThem) {
  const TriangleMesh built = test::build(test::terrain(8));
  ASSERT_GT(built.bvh.nodes.size(), 7u);
  const auto load_edited = [&](auto edit) {
    TriangleMesh m = built;
    edit(m);
    return load_triangle_mesh(serialize_triangle_mesh(m)).error;
  };
  EXPECT_EQ(load_edited([](TriangleMesh&) {}), MeshError::none);
  const auto first_leaf = [](const TriangleMesh& m) {
    std::size_t i = 0;
    while (!m.bvh.nodes[i].leaf()) ++i;
    return i;
  };
  // A node nobody reaches.
  EXPECT_EQ(load_edited([](TriangleMesh& m) {
              m.bvh.nodes.push_back(m.bvh.nodes.back());
            }),
            MeshError::data_corrupt);
  // Two leaves on the same slots (one triangle twice, another never), a slot naming a triangle twice.
  EXPECT_EQ(load_edited([&](TriangleMesh& m) {
              const std::size_t a = first_leaf(m);
              std::size_t b = a + 1;
              while (!m.bvh.nodes[b].leaf()) ++b;
              m.bvh.nodes[b].index = m.bvh.nodes[a].index;
              m.bvh.nodes[b].count = m.bvh.nodes[a].count;
            }),
            MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.triangles[1] = m.bvh.triangles[0]; }), MeshError::data_corrupt);
  // A leaf of more than kLeafSize slots, a leaf box that misses its triangle, an inner box that misses a child.
  EXPECT_EQ(load_edited([&](TriangleMesh& m) {
              MeshBvhNode& leaf = m.bvh.nodes[first_leaf(m)];
              leaf.count = MeshBvh::kLeafSize + 1;
            }),
            MeshError::data_corrupt);
  EXPECT_EQ(load_edited([&](TriangleMesh& m) { m.bvh.nodes[first_leaf(m)].box.max.y -= Real(0.5); }), MeshError::data_corrupt);
  EXPECT_EQ(load_edited([](TriangleMesh& m) { m.bvh.nodes[0].box.min.x += Real(0.5); }), MeshError::data_corrupt);
}

TEST(MeshSerialize, AFarMeshRoundTripsWithItsFrame) {
  // A terrain moved to 1e4: the bytes hold the positions where they are (the same bytes as a mesh built there has
  // always written), and the loaded mesh takes the same frame, the same vertices and the same answers.
  test::MeshData data = test::terrain(12);
  for (float& p : data.positions) p += 1e4f;
  const TriangleMesh m = test::build(data);
  ASSERT_NE(m.origin.x, 0);
  const std::vector<std::uint8_t> bytes = serialize_triangle_mesh(m);
  Real first[3];
  std::memcpy(first, bytes.data() + 64, sizeof first);  // vertex 0, where it is
  for (int k = 0; k < 3; ++k) EXPECT_EQ(first[k], data.positions[3 * m.vertex_source[0] + static_cast<std::size_t>(k)]);
  const TriangleMeshLoad load = load_triangle_mesh(bytes);
  ASSERT_TRUE(load.ok()) << describe(load.error);
  EXPECT_EQ(load.mesh.origin.x, m.origin.x);
  EXPECT_EQ(load.mesh.origin.y, m.origin.y);
  EXPECT_EQ(load.mesh.origin.z, m.origin.z);
  EXPECT_TRUE(same_array(load.mesh.vertices, m.vertices));
  EXPECT_TRUE(same_array(load.mesh.bvh.nodes, m.bvh.nodes));
  const Ray ray{{1e4f + 5.3f, 1e4f + 10, 1e4f + 6.1f}, {0.1f, -20, 0.2f}};
  const MeshRaycastHit a = raycast_mesh(m, ray, 1), b = raycast_mesh(load.mesh, ray, 1);
  ASSERT_TRUE(a.hit());
  EXPECT_EQ(a.t, b.t);
  EXPECT_EQ(a.triangle, b.triangle);
}

}  // namespace
}  // namespace sweepkit
