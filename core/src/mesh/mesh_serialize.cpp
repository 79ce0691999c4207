#include "sweepkit/mesh/mesh_serialize.hpp"

#include <bit>
#include <cassert>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "../validate.hpp"

namespace sweepkit {

static_assert(std::endian::native == std::endian::little, "the mesh format is little-endian, as x86, ARM and WebAssembly");

namespace {

constexpr char kMagic[8] = {'S', 'K', 'M', 'E', 'S', 'H', 0, 0};
constexpr std::uint64_t kRealBytes = sizeof(Real);
constexpr std::uint64_t kEdgeBytes = 4 + kRealBytes + 4;
constexpr std::uint64_t kNodeBytes = 6 * kRealBytes + 8;
constexpr std::uint32_t kKeepsInternalEdges = 1;
constexpr std::size_t kChecksumAt = 56;  // the header's last field
static_assert(kChecksumAt % 8 == 0 && kChecksumAt + 8 == kMeshHeaderBytes);  // header flags, bit 0: built with fix_internal_edges = false
// The arrays copied at once (Reader::bulk, Writer::bulk) have the file's layout in memory.
static_assert(sizeof(Vec3) == 3 * kRealBytes && sizeof(MeshTriangle) == 12 && sizeof(MeshBvhNode) == kNodeBytes);

// Payload bytes for these counts (each below 2^32, so no overflow in 64 bits).
std::uint64_t payload_bytes(std::uint64_t v, std::uint64_t t, std::uint64_t n) {
  return v * 3 * kRealBytes + t * 12 + t * 3 * kRealBytes + 3 * t * kEdgeBytes + v * 4 + t * 4 + n * kNodeBytes + t * 4;
}

// A 64-bit checksum over 8-byte words (FNV-1a's multiply-xor, per word; the tail zero-padded) of every byte but the
// checksum's own: the header's first 56 bytes (a whole number of words), then the payload.
std::uint64_t checksum(const std::uint8_t* data, std::size_t size) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  const auto step = [&h](const std::uint8_t* word) {
    std::uint64_t w;
    std::memcpy(&w, word, 8);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 32;
  };
  for (std::size_t i = 0; i < kChecksumAt; i += 8) step(data + i);
  std::size_t i = kMeshHeaderBytes;
  for (; i + 8 <= size; i += 8) step(data + i);
  std::uint64_t tail = 0;
  std::memcpy(&tail, data + i, size - i);
  h = (h ^ tail ^ (size - 8)) * 0x100000001b3ull;
  return h ^ (h >> 29);
}

// Writes into bytes sized once for the whole output (a resize per field cost seconds for a million triangles in
// WebAssembly, where each resize is an out-of-line call).
class Writer {
 public:
  explicit Writer(std::uint8_t* data) : data_(data) {}
  template <class T>
  void put(T value) {
    std::memcpy(data_ + pos_, &value, sizeof(T));
    pos_ += sizeof(T);
  }
  void put(Vec3 v) {
    put(v.x);
    put(v.y);
    put(v.z);
  }

  /// The elements of `in`, whose bytes in memory are their bytes in the file, at once.
  template <class T>
  void bulk(const std::vector<T>& in) {
    static_assert(std::is_trivially_copyable_v<T>);
    if (!in.empty()) std::memcpy(data_ + pos_, in.data(), in.size() * sizeof(T));
    pos_ += in.size() * sizeof(T);
  }

  std::size_t position() const { return pos_; }

 private:
  std::uint8_t* data_;
  std::size_t pos_ = 0;
};

// Reads from bytes whose length was checked against the counts: every read is in bounds.
class Reader {
 public:
  explicit Reader(const std::uint8_t* data) : data_(data) {}
  template <class T>
  T get() {
    T value;
    std::memcpy(&value, data_ + pos_, sizeof(T));
    pos_ += sizeof(T);
    return value;
  }
  Vec3 vec() {
    const Real x = get<Real>();
    const Real y = get<Real>();
    const Real z = get<Real>();
    return {x, y, z};
  }
  /// `count` elements whose bytes in the file are their bytes in memory (checked by the static_asserts at the
  /// callers), copied at once: a million-triangle load spent a fifth of its time in per-field reads.
  template <class T>
  void bulk(std::vector<T>& out, std::size_t count) {
    static_assert(std::is_trivially_copyable_v<T>);
    out.resize(count);
    if (count > 0) std::memcpy(out.data(), data_ + pos_, count * sizeof(T));
    pos_ += count * sizeof(T);
  }
  void seek(std::size_t pos) { pos_ = pos; }

 private:
  const std::uint8_t* data_;
  std::size_t pos_ = 0;
};

TriangleMeshLoad fail(MeshError error) {
  TriangleMeshLoad r;
  r.error = error;
  r.error_argument = 0;
  return r;
}

// The BVH is a tree over the triangles: every node reached exactly once from the root (so every later walk, however
// it orders its work, visits at most the node count), children after their parent and in range, each leaf holding 1
// to kLeafSize slots in range, the leaves' slot ranges covering the slots exactly once, the slots each triangle once,
// the depth the one stated and at most kMaxDepth, and every box holding what lies below it (a leaf's triangles, an
// inner node's children), so no walk skips a triangle it should test. Children come after their parent, so one pass
// in index order sees each node's parent first: a node not yet reached when its turn comes is unreachable, and one
// named a second time as a child would be reached twice (no stack, and the nodes read in order, not in a walk's).
bool tree_consistent(const TriangleMesh& m) {
  const MeshBvh& bvh = m.bvh;
  const std::size_t t_count = m.triangles.size();
  const std::size_t n_count = bvh.nodes.size();
  if (n_count == 0 || bvh.triangles.size() != t_count) return false;
  static_assert(MeshBvh::kMaxDepth < 255, "depths are kept in bytes");
  std::vector<std::uint8_t> depth(n_count, 0), slot_seen(t_count, 0), triangle_seen(t_count, 0);  // depth 0: not reached
  const auto holds = [](const Aabb& outer, const Aabb& inner) {
    return outer.min.x <= inner.min.x && outer.min.y <= inner.min.y && outer.min.z <= inner.min.z &&
           outer.max.x >= inner.max.x && outer.max.y >= inner.max.y && outer.max.z >= inner.max.z;
  };
  const auto holds_point = [](const Aabb& box, Vec3 p) {
    return box.min.x <= p.x && box.min.y <= p.y && box.min.z <= p.z && box.max.x >= p.x && box.max.y >= p.y &&
           box.max.z >= p.z;
  };
  depth[0] = 1;
  std::uint32_t deepest = 0;
  for (std::size_t i = 0; i < n_count; ++i) {
    const MeshBvhNode& n = bvh.nodes[i];
    if (depth[i] == 0 || detail::check(n.box) != InputError::none) return false;
    deepest = std::max<std::uint32_t>(deepest, depth[i]);
    if (n.leaf()) {
      if (n.count > MeshBvh::kLeafSize || std::uint64_t{n.index} + n.count > t_count) return false;
      for (std::uint32_t s = n.index; s < n.index + n.count; ++s) {
        const std::uint32_t tri = bvh.triangles[s];
        if (slot_seen[s] || tri >= t_count || triangle_seen[tri]) return false;
        slot_seen[s] = triangle_seen[tri] = 1;
        for (const std::uint32_t v : m.triangles[tri]) {
          if (!holds_point(n.box, m.vertices[v])) return false;
        }
      }
      continue;
    }
    if (n.index <= i || std::uint64_t{n.index} + 1 >= n_count || depth[i] >= MeshBvh::kMaxDepth) return false;
    for (std::uint32_t c = n.index; c <= n.index + 1; ++c) {
      if (depth[c] != 0 || !holds(n.box, bvh.nodes[c].box)) return false;
      depth[c] = static_cast<std::uint8_t>(depth[i] + 1);
    }
  }
  // Every node reached once (above) and every slot filled: with the checks above, each exactly once.
  for (const std::uint8_t s : slot_seen) {
    if (s == 0) return false;
  }
  return deepest == bvh.depth;
}

// Every index, link and number of a loaded mesh in range, and every derived array as the build makes it: what the
// queries and a refit rely on. O(n) for n triangles.
bool consistent(const TriangleMesh& m) {
  const std::size_t v_count = m.vertices.size();
  const std::size_t t_count = m.triangles.size();
  if (t_count == 0 || v_count < 3) return false;  // build_triangle_mesh never makes an empty mesh
  if (!(m.weld_tolerance >= 0 && detail::in_range(m.weld_tolerance) && m.flat_angle >= 0 &&
        m.flat_angle <= Real(1.5708))) {
    return false;
  }
  for (const Vec3& v : m.vertices) {
    if (!detail::in_range(v)) return false;
  }
  // One pass over the triangles (each read once, with its vertices, for all of its checks):
  //   - indices in range and distinct, marking the vertices used;
  //   - the normal: the unit normal of the triangle's vertices (cross(b - a, c - a) in double, as
  //     compute_triangle_normals), within the rounding of a cross product: unit within 2e-4 and within 0.05 rad of
  //     the cross product's direction (cos 0.05 = 0.99875, compared squared: no square root); (0, 0, 0) only where
  //     the cross product is zero too;
  //   - the edges: a neighbour is a triangle that runs the same edge the other way and names this one back; the
  //     kind, angle and active flag as classify_edges sets them (the flat angle compared within float32 rounding:
  //     it is stored as one).
  std::vector<std::uint8_t> used(v_count, 0);
  for (std::size_t t = 0; t < t_count; ++t) {
    const MeshTriangle& tri = m.triangles[t];
    if (tri[0] >= v_count || tri[1] >= v_count || tri[2] >= v_count) return false;
    if (tri[0] == tri[1] || tri[1] == tri[2] || tri[0] == tri[2]) return false;
    used[tri[0]] = used[tri[1]] = used[tri[2]] = 1;
    const Vec3 a = m.vertices[tri[0]], b = m.vertices[tri[1]], c = m.vertices[tri[2]];
    const double ux = double(b.x) - a.x, uy = double(b.y) - a.y, uz = double(b.z) - a.z;
    const double vx = double(c.x) - a.x, vy = double(c.y) - a.y, vz = double(c.z) - a.z;
    const double cx = uy * vz - uz * vy, cy = uz * vx - ux * vz, cz = ux * vy - uy * vx;
    const double cc = cx * cx + cy * cy + cz * cz;
    const Vec3 n = m.normals[t];
    if (!detail::in_range(n)) return false;
    const double nn = double(n.x) * n.x + double(n.y) * n.y + double(n.z) * n.z;
    if (!(cc > 0)) {
      if (nn != 0) return false;
    } else {
      const double nc = n.x * cx + n.y * cy + n.z * cz;
      if (!(std::fabs(nn - 1) <= 2e-4 && nc > 0 && nc * nc >= 0.99875 * 0.99875 * nn * cc)) return false;
    }
    for (std::size_t k = 0; k < 3; ++k) {
      const MeshEdge& e = m.edges[3 * t + k];
      const std::uint32_t ea = tri[k], eb = tri[(k + 1) % 3];
      if (static_cast<std::uint8_t>(e.kind) > static_cast<std::uint8_t>(EdgeKind::non_manifold)) return false;
      if (!(e.angle >= 0 && e.angle <= Real(3.1416))) return false;
      if (e.neighbour == MeshEdge::kNone) {
        if ((e.kind != EdgeKind::boundary && e.kind != EdgeKind::non_manifold) || !e.active || e.angle != 0) return false;
        continue;
      }
      if (e.neighbour >= t_count || e.neighbour == t) return false;
      if (e.kind == EdgeKind::boundary || e.kind == EdgeKind::non_manifold) return false;
      bool twin = false;
      const MeshTriangle& o = m.triangles[e.neighbour];
      for (std::size_t j = 0; j < 3; ++j) {
        const MeshEdge& back = m.edges[3 * std::size_t{e.neighbour} + j];
        twin = twin || (back.neighbour == t && o[j] == eb && o[(j + 1) % 3] == ea);
      }
      if (!twin) return false;
      constexpr Real kSlack = Real(1e-6);
      if (e.kind == EdgeKind::flat ? e.angle > m.flat_angle + kSlack : e.angle < m.flat_angle - kSlack) return false;
      const bool active = e.kind == EdgeKind::convex || !m.fix_internal_edges;
      if (e.active != active) return false;
    }
  }
  // Vertices: each used by some triangle; sources strictly increasing (the build keeps the used ones in input
  // order), so each below the input vertex count and that count at least the vertex count.
  for (std::size_t i = 0; i < v_count; ++i) {
    if (!used[i] || m.vertex_source[i] >= m.input_vertex_count) return false;
    if (i > 0 && m.vertex_source[i] <= m.vertex_source[i - 1]) return false;
  }
  // Triangle sources strictly increasing (input order, the degenerate ones dropped), below 2^31 (the int32 the
  // queries answer with).
  for (std::size_t i = 0; i < t_count; ++i) {
    const std::uint32_t s = m.triangle_source[i];
    if (s > 0x7FFFFFFFu || (i > 0 && s <= m.triangle_source[i - 1])) return false;
  }
  return tree_consistent(m);
}

}  // namespace

std::vector<std::uint8_t> serialize_triangle_mesh(const TriangleMesh& m) {
  const auto v = static_cast<std::uint32_t>(m.vertices.size());
  const auto t = static_cast<std::uint32_t>(m.triangles.size());
  const auto n = static_cast<std::uint32_t>(m.bvh.nodes.size());
  std::vector<std::uint8_t> out(static_cast<std::size_t>(kMeshHeaderBytes + payload_bytes(v, t, n)));
  Writer w(out.data());
  for (const char c : kMagic) w.put(c);
  w.put(kMeshFormatVersion);
  w.put(static_cast<std::uint32_t>(kRealBytes));
  w.put(static_cast<std::uint64_t>(kMeshHeaderBytes + payload_bytes(v, t, n)));
  w.put(v);
  w.put(t);
  w.put(n);
  w.put(m.input_vertex_count);
  w.put(m.bvh.depth);
  w.put(std::uint32_t{m.fix_internal_edges ? 0u : kKeepsInternalEdges});
  w.put(static_cast<float>(m.weld_tolerance));
  w.put(static_cast<float>(m.flat_angle));
  w.put(std::uint64_t{0});  // checksum, set below
  for (const Vec3& p : m.vertices) w.put(m.origin + p);  // where they are (exact): the format is the mesh's frame-free form
  w.bulk(m.triangles);
  w.bulk(m.normals);
  for (const MeshEdge& e : m.edges) {
    w.put(e.neighbour);
    w.put(e.angle);
    w.put(static_cast<std::uint8_t>(e.kind));
    w.put(static_cast<std::uint8_t>(e.active ? 1 : 0));
    w.put(std::uint16_t{0});
  }
  w.bulk(m.vertex_source);
  w.bulk(m.triangle_source);
  for (const MeshBvhNode& node : m.bvh.nodes) {
    w.put(m.origin + node.box.min);
    w.put(m.origin + node.box.max);
    w.put(node.index);
    w.put(node.count);
  }
  w.bulk(m.bvh.triangles);
  assert(w.position() == out.size());
  const std::uint64_t sum = checksum(out.data(), out.size());
  std::memcpy(out.data() + kChecksumAt, &sum, 8);
  return out;
}

TriangleMeshLoad load_triangle_mesh(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < kMeshHeaderBytes) return fail(MeshError::data_too_short);
  if (std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) return fail(MeshError::bad_magic);
  Reader r(bytes.data());
  r.seek(8);
  if (r.get<std::uint32_t>() != kMeshFormatVersion) return fail(MeshError::unsupported_version);
  if (r.get<std::uint32_t>() != kRealBytes) return fail(MeshError::real_type_mismatch);
  const auto total = r.get<std::uint64_t>();
  const auto v = r.get<std::uint32_t>();
  const auto t = r.get<std::uint32_t>();
  const auto n = r.get<std::uint32_t>();
  const auto input_vertices = r.get<std::uint32_t>();
  const auto depth = r.get<std::uint32_t>();
  const auto flags = r.get<std::uint32_t>();
  const auto weld = r.get<float>();
  const auto flat = r.get<float>();
  const auto sum = r.get<std::uint64_t>();
  if (bytes.size() < total) return fail(MeshError::data_too_short);
  if (bytes.size() > total || total != kMeshHeaderBytes + payload_bytes(v, t, n)) return fail(MeshError::data_corrupt);
  if (checksum(bytes.data(), bytes.size()) != sum) {
    return fail(MeshError::checksum_mismatch);
  }
  if ((flags & ~kKeepsInternalEdges) != 0) return fail(MeshError::data_corrupt);

  TriangleMeshLoad out;
  TriangleMesh& m = out.mesh;
  m.input_vertex_count = input_vertices;
  m.weld_tolerance = static_cast<Real>(weld);
  m.flat_angle = static_cast<Real>(flat);
  m.fix_internal_edges = (flags & kKeepsInternalEdges) == 0;
  m.bvh.depth = depth;
  r.bulk(m.vertices, v);
  r.bulk(m.triangles, t);
  r.bulk(m.normals, t);
  m.edges.resize(std::size_t{t} * 3);
  for (MeshEdge& e : m.edges) {
    e.neighbour = r.get<std::uint32_t>();
    e.angle = r.get<Real>();
    e.kind = static_cast<EdgeKind>(r.get<std::uint8_t>());
    e.active = r.get<std::uint8_t>() != 0;
    r.get<std::uint16_t>();
  }
  r.bulk(m.vertex_source, v);
  r.bulk(m.triangle_source, t);
  r.bulk(m.bvh.nodes, n);
  r.bulk(m.bvh.triangles, t);
  if (!consistent(m)) return fail(MeshError::data_corrupt);
  place_mesh_in_own_frame(m, true);  // the file holds positions and boxes where they are; both move to the mesh's frame
  m.bvh4 = collapse_mesh_bvh(m.bvh);
  out.error_argument = -1;
  return out;
}

}  // namespace sweepkit
