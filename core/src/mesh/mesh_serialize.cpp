#include "sweepkit/mesh/mesh_serialize.hpp"

#include <bit>
#include <cassert>
#include <cstring>

#include "../validate.hpp"

namespace sweepkit {

static_assert(std::endian::native == std::endian::little, "the mesh format is little-endian, as x86, ARM and WebAssembly");

namespace {

constexpr char kMagic[8] = {'S', 'K', 'M', 'E', 'S', 'H', 0, 0};
constexpr std::uint64_t kRealBytes = sizeof(Real);
constexpr std::uint64_t kEdgeBytes = 4 + kRealBytes + 4;
constexpr std::uint64_t kNodeBytes = 6 * kRealBytes + 8;
constexpr std::uint32_t kKeepsInternalEdges = 1;  // header flags, bit 0: built with fix_internal_edges = false

// Payload bytes for these counts (each below 2^32, so no overflow in 64 bits).
std::uint64_t payload_bytes(std::uint64_t v, std::uint64_t t, std::uint64_t n) {
  return v * 3 * kRealBytes + t * 12 + t * 3 * kRealBytes + 3 * t * kEdgeBytes + v * 4 + t * 4 + n * kNodeBytes + t * 4;
}

// A 64-bit checksum over 8-byte words (FNV-1a's multiply-xor, per word; the tail zero-padded).
std::uint64_t checksum(const std::uint8_t* data, std::size_t size) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  std::size_t i = 0;
  for (; i + 8 <= size; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, data + i, 8);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 32;
  }
  std::uint64_t tail = 0;
  std::memcpy(&tail, data + i, size - i);
  h = (h ^ tail ^ size) * 0x100000001b3ull;
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

// Every index, link and number of a loaded mesh in range: what the queries and a refit rely on.
bool consistent(const TriangleMesh& m) {
  const std::size_t v_count = m.vertices.size();
  const std::size_t t_count = m.triangles.size();
  for (const Vec3& v : m.vertices) {
    if (!detail::in_range(v)) return false;
  }
  for (const MeshTriangle& t : m.triangles) {
    if (t[0] >= v_count || t[1] >= v_count || t[2] >= v_count) return false;
  }
  for (const Vec3& n : m.normals) {
    if (!(std::fabs(n.x) <= 1 && std::fabs(n.y) <= 1 && std::fabs(n.z) <= 1)) return false;
  }
  for (const MeshEdge& e : m.edges) {
    if (e.neighbour != MeshEdge::kNone && e.neighbour >= t_count) return false;
    if (static_cast<std::uint8_t>(e.kind) > static_cast<std::uint8_t>(EdgeKind::non_manifold)) return false;
    if (!(e.angle >= 0 && e.angle <= Real(3.1416))) return false;
  }
  for (const std::uint32_t s : m.vertex_source) {
    if (s >= m.input_vertex_count) return false;
  }
  for (const std::uint32_t s : m.bvh.triangles) {
    if (s >= t_count) return false;
  }
  if (!(m.weld_tolerance >= 0 && detail::in_range(m.weld_tolerance) && m.flat_angle >= 0 && m.flat_angle <= Real(1.5708))) {
    return false;
  }
  // Nodes: boxes finite, children after their parent (no cycle), leaves within the slots, depth bounded.
  const auto& nodes = m.bvh.nodes;
  if (t_count == 0 || nodes.empty()) return false;  // build_triangle_mesh never makes an empty mesh
  std::vector<std::uint32_t> depth(nodes.size(), 0);
  if (!nodes.empty()) depth[0] = 1;
  std::uint32_t deepest = nodes.empty() ? 0 : 1;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const MeshBvhNode& n = nodes[i];
    if (detail::check(n.box) != InputError::none) return false;
    if (depth[i] == 0) continue;  // unreachable from the root: never visited
    if (n.leaf()) {
      if (std::uint64_t{n.index} + n.count > m.bvh.triangles.size()) return false;
      continue;
    }
    if (n.index <= i || std::uint64_t{n.index} + 1 >= nodes.size()) return false;
    if (depth[i] + 1 > MeshBvh::kMaxDepth) return false;
    for (std::uint32_t c = n.index; c <= n.index + 1; ++c) depth[c] = std::max(depth[c], depth[i] + 1);
    deepest = std::max(deepest, depth[i] + 1);
  }
  return deepest == m.bvh.depth;
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
  for (const MeshTriangle& tri : m.triangles) {
    for (const std::uint32_t i : tri) w.put(i);
  }
  for (const Vec3& p : m.normals) w.put(p);
  for (const MeshEdge& e : m.edges) {
    w.put(e.neighbour);
    w.put(e.angle);
    w.put(static_cast<std::uint8_t>(e.kind));
    w.put(static_cast<std::uint8_t>(e.active ? 1 : 0));
    w.put(std::uint16_t{0});
  }
  for (const std::uint32_t s : m.vertex_source) w.put(s);
  for (const std::uint32_t s : m.triangle_source) w.put(s);
  for (const MeshBvhNode& node : m.bvh.nodes) {
    w.put(m.origin + node.box.min);
    w.put(m.origin + node.box.max);
    w.put(node.index);
    w.put(node.count);
  }
  for (const std::uint32_t s : m.bvh.triangles) w.put(s);
  assert(w.position() == out.size());
  const std::uint64_t sum = checksum(out.data() + kMeshHeaderBytes, out.size() - kMeshHeaderBytes);
  std::memcpy(out.data() + 56, &sum, 8);
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
  if ((flags & ~kKeepsInternalEdges) != 0) return fail(MeshError::data_corrupt);
  if (bytes.size() > total || total != kMeshHeaderBytes + payload_bytes(v, t, n)) return fail(MeshError::data_corrupt);
  if (checksum(bytes.data() + kMeshHeaderBytes, bytes.size() - kMeshHeaderBytes) != sum) {
    return fail(MeshError::checksum_mismatch);
  }

  TriangleMeshLoad out;
  TriangleMesh& m = out.mesh;
  m.input_vertex_count = input_vertices;
  m.weld_tolerance = static_cast<Real>(weld);
  m.flat_angle = static_cast<Real>(flat);
  m.fix_internal_edges = (flags & kKeepsInternalEdges) == 0;
  m.bvh.depth = depth;
  m.vertices.resize(v);
  for (Vec3& p : m.vertices) p = r.vec();
  m.triangles.resize(t);
  for (MeshTriangle& tri : m.triangles) {
    for (std::uint32_t& i : tri) i = r.get<std::uint32_t>();
  }
  m.normals.resize(t);
  for (Vec3& p : m.normals) p = r.vec();
  m.edges.resize(std::size_t{t} * 3);
  for (MeshEdge& e : m.edges) {
    e.neighbour = r.get<std::uint32_t>();
    e.angle = r.get<Real>();
    e.kind = static_cast<EdgeKind>(r.get<std::uint8_t>());
    e.active = r.get<std::uint8_t>() != 0;
    r.get<std::uint16_t>();
  }
  m.vertex_source.resize(v);
  for (std::uint32_t& s : m.vertex_source) s = r.get<std::uint32_t>();
  m.triangle_source.resize(t);
  for (std::uint32_t& s : m.triangle_source) s = r.get<std::uint32_t>();
  m.bvh.nodes.resize(n);
  for (MeshBvhNode& node : m.bvh.nodes) {
    node.box.min = r.vec();
    node.box.max = r.vec();
    node.index = r.get<std::uint32_t>();
    node.count = r.get<std::uint32_t>();
  }
  m.bvh.triangles.resize(t);
  for (std::uint32_t& s : m.bvh.triangles) s = r.get<std::uint32_t>();
  if (!consistent(m)) return fail(MeshError::data_corrupt);
  place_mesh_in_own_frame(m);  // the file holds positions where they are; boxes recomputed in the mesh's frame
  m.bvh4 = collapse_mesh_bvh(m.bvh);
  out.error_argument = -1;
  return out;
}

}  // namespace sweepkit
