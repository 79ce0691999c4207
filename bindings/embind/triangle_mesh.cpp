// Triangle meshes the JS side creates (sk.createTriangleMesh, sk.loadTriangleMesh in bindings/js/triangle_mesh.js)
// and the queries against them. As with convex hulls (convex_hull.cpp), a mesh lives here under an id that is never
// reused, so a disposed id stays invalid, and is freed by sk_mesh_dispose (JS calls it from dispose() or a
// FinalizationRegistry). The input arrays arrive through scratch arrays in WASM memory that JS fills with one
// TypedArray.set each (sk_mesh_positions, sk_mesh_indices, sk_mesh_bytes).
//
// The answers (mesh info, raycast and sweep hits, named errors) are built as JS objects here and nowhere else, with
// emscripten::val: each field is named once, in this file, so no result offset is written on two sides. A query
// fills the caller's `target` in place (its {x, y, z} fields component-wise, created when missing), the three.js
// convention of the generated queries. Triangle indices are the input's (TriangleMesh::triangle_source).

#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "generated_shape_io.hpp"
#include "sweepkit/mesh/mesh_serialize.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sk = sweepkit;
using emscripten::val;

namespace {

std::unordered_map<std::int32_t, std::unique_ptr<sk::TriangleMesh>> g_meshes;
std::int32_t g_next_id = 1;

std::vector<float> g_positions;         // build_triangle_mesh's positions, written by JS
std::vector<std::uint32_t> g_indices;   // its indices, written by JS
std::vector<std::uint8_t> g_bytes;      // serialised bytes: load's input (written by JS), serialize's output

const sk::TriangleMesh* find(int id) {
  const auto it = g_meshes.find(id);
  return it == g_meshes.end() ? nullptr : it->second.get();
}

// ---- JS values ----

double js_real(sk::Real r) { return static_cast<double>(r) + 0.0; }  // + 0.0: no -0 in results

/// Sets `target[name]` to v component-wise, creating the {x, y, z} object when it is missing.
void set_vec(val& target, const char* name, sk::Vec3 v) {
  val o = target[name];
  if (o.isNull() || o.typeOf().as<std::string>() != "object") {  // undefined, null, a number: replaced
    o = val::object();
    target.set(name, o);
  }
  o.set("x", js_real(v.x));
  o.set("y", js_real(v.y));
  o.set("z", js_real(v.z));
}

const char* status_name(sk::Status s) {
  switch (s) {
    case sk::Status::hit: return "hit";
    case sk::Status::initial_overlap: return "initialOverlap";
    default: return "miss";
  }
}

const char* feature_name(sk::TriangleFeature f) {
  switch (f) {
    case sk::TriangleFeature::edge_ab: return "edgeAB";
    case sk::TriangleFeature::edge_bc: return "edgeBC";
    case sk::TriangleFeature::edge_ca: return "edgeCA";
    case sk::TriangleFeature::vertex_a: return "vertexA";
    case sk::TriangleFeature::vertex_b: return "vertexB";
    case sk::TriangleFeature::vertex_c: return "vertexC";
    default: return "face";
  }
}

const char* mesh_error_name(sk::MeshError e) {
  switch (e) {
    case sk::MeshError::positions_length_invalid: return "positionsLengthInvalid";
    case sk::MeshError::positions_not_triangles: return "positionsNotTriangles";
    case sk::MeshError::indices_length_invalid: return "indicesLengthInvalid";
    case sk::MeshError::position_not_finite: return "positionNotFinite";
    case sk::MeshError::index_out_of_range: return "indexOutOfRange";
    case sk::MeshError::mesh_empty: return "meshEmpty";
    case sk::MeshError::weld_tolerance_invalid: return "weldToleranceInvalid";
    case sk::MeshError::flat_angle_invalid: return "flatAngleInvalid";
    case sk::MeshError::too_many_vertices: return "tooManyVertices";
    case sk::MeshError::vertex_count_mismatch: return "vertexCountMismatch";
    case sk::MeshError::data_too_short: return "dataTooShort";
    case sk::MeshError::bad_magic: return "badMagic";
    case sk::MeshError::unsupported_version: return "unsupportedVersion";
    case sk::MeshError::real_type_mismatch: return "realTypeMismatch";
    case sk::MeshError::checksum_mismatch: return "checksumMismatch";
    case sk::MeshError::data_corrupt: return "dataCorrupt";
    default: return "none";
  }
}

/// A MeshError as {meshError: name, code, text: the core's describe(), argument, index (-1: none)}.
val mesh_error(sk::MeshError e, std::int32_t argument, std::int64_t index) {
  val o = val::object();
  o.set("meshError", mesh_error_name(e));
  o.set("code", static_cast<int>(e));
  o.set("text", sk::describe(e));
  o.set("argument", argument);
  o.set("index", static_cast<double>(index));
  return o;
}

/// An InputError as {error, argument}: JS turns it into the generic queries' RangeError.
val input_error(sk::InputError e, int argument) {
  val o = val::object();
  o.set("error", static_cast<int>(e));
  o.set("argument", argument);
  return o;
}

/// Registers `mesh` and describes it: {id, triangleCount, vertexCount, bounds {min, max}, memoryBytes}.
val register_mesh(sk::TriangleMesh&& mesh) {
  const std::int32_t id = g_next_id++;
  auto owned = std::make_unique<sk::TriangleMesh>(std::move(mesh));
  val o = val::object();
  o.set("id", id);
  o.set("triangleCount", static_cast<double>(owned->triangles.size()));
  o.set("vertexCount", static_cast<double>(owned->vertices.size()));
  const sk::Aabb box = owned->bvh.nodes.empty() ? sk::Aabb{} : owned->bvh.nodes[0].box;
  val bounds = val::object();
  set_vec(bounds, "min", box.min);
  set_vec(bounds, "max", box.max);
  o.set("bounds", bounds);
  o.set("memoryBytes", static_cast<double>(owned->memory_bytes()));
  g_meshes[id] = std::move(owned);
  return o;
}

/// Fills `target` with a raycast hit: hit, status, t, point, normal, triangle (input index; -1 on a miss),
/// frontFace.
void fill_ray_hit(const sk::TriangleMesh& mesh, const sk::MeshRaycastHit& h, val& target) {
  target.set("hit", h.hit());
  target.set("status", status_name(h.status));
  target.set("t", js_real(h.t));
  set_vec(target, "point", h.point);
  set_vec(target, "normal", h.normal);
  target.set("triangle", h.hit() ? static_cast<double>(mesh.triangle_source[h.triangle]) : -1.0);
  target.set("frontFace", h.front_face);
}

sk::Ray read_ray(const val& words) {
  const std::vector<double> f = emscripten::convertJSArrayToNumberVector<double>(words);
  if (f.size() < 6) return {};
  return {sk::Vec3{static_cast<sk::Real>(f[0]), static_cast<sk::Real>(f[1]), static_cast<sk::Real>(f[2])},
          sk::Vec3{static_cast<sk::Real>(f[3]), static_cast<sk::Real>(f[4]), static_cast<sk::Real>(f[5])}};
}

// ---- the embind functions (bindings/js/triangle_mesh.js) ----

/// build_triangle_mesh over the first `position_count` floats at sk_mesh_positions and the first `index_count`
/// indices at sk_mesh_indices (0: none, every 3 vertices a triangle); `weld` / `flat`: the options, NaN for the core's default.
/// @return the mesh's description (register_mesh), or its MeshError (mesh_error).
val mesh_create(int position_count, int index_count, double weld, double flat) {
  const std::size_t np = position_count > 0 ? static_cast<std::size_t>(position_count) : 0;
  const std::size_t ni = index_count > 0 ? static_cast<std::size_t>(index_count) : 0;
  if (np > g_positions.size() || ni > g_indices.size()) return mesh_error(sk::MeshError::data_too_short, 0, -1);
  sk::TriangleMeshOptions options;
  if (!std::isnan(weld)) options.weld_relative = static_cast<sk::Real>(weld);  // NaN: keep the default
  if (!std::isnan(flat)) options.flat_angle = static_cast<sk::Real>(flat);
  sk::TriangleMeshResult built = sk::build_triangle_mesh(std::span<const float>(g_positions.data(), np),
                                                         std::span<const std::uint32_t>(g_indices.data(), ni), options);
  if (!built.ok()) return mesh_error(built.error, built.error_argument, built.error_index);
  return register_mesh(std::move(built.mesh));
}

/// load_triangle_mesh over the first `count` bytes at sk_mesh_bytes: the mesh's description, or its MeshError.
val mesh_load(int count) {
  const std::size_t n = count > 0 && static_cast<std::size_t>(count) <= g_bytes.size() ? static_cast<std::size_t>(count) : 0;
  sk::TriangleMeshLoad loaded = sk::load_triangle_mesh(std::span<const std::uint8_t>(g_bytes.data(), n));
  if (!loaded.ok()) return mesh_error(loaded.error, loaded.error_argument, -1);
  return register_mesh(std::move(loaded.mesh));
}

/// The serialised bytes of mesh `id` as a Uint8Array view of WASM memory (valid until the next mesh call: JS
/// copies it), or null for an unknown id.
val mesh_serialize(int id) {
  const sk::TriangleMesh* mesh = find(id);
  if (mesh == nullptr) return val::null();
  g_bytes = sk::serialize_triangle_mesh(*mesh);
  return val(emscripten::typed_memory_view(g_bytes.size(), g_bytes.data()));
}

/// Raycast of mesh `id`: `ray` the words origin x, y, z, direction x, y, z; `mode` 0 closest (fills and returns
/// `target`), 1 any (the same), 2 all (an array of new hit objects, ordered by t). An invalid ray or max_fraction:
/// {error, argument} (1 the ray, 2 maxFraction). Unknown id: null.
val mesh_raycast(int id, int mode, val ray, double max_fraction, val target) {
  const sk::TriangleMesh* mesh = find(id);
  if (mesh == nullptr) return val::null();
  const sk::Ray r = read_ray(ray);
  const auto limit = static_cast<sk::Real>(max_fraction);
  if (mode == 2) {
    std::vector<sk::MeshRaycastHit> hits;
    const sk::MeshRaycastHit first = sk::raycast_mesh_all(*mesh, r, limit, hits);
    if (first.status == sk::Status::invalid_input) return input_error(first.error, first.error_argument);
    val out = val::array();
    for (const sk::MeshRaycastHit& h : hits) {
      val o = val::object();
      fill_ray_hit(*mesh, h, o);
      out.call<void>("push", o);
    }
    return out;
  }
  const sk::MeshRaycastHit h = mode == 1 ? sk::raycast_mesh_any(*mesh, r, limit) : sk::raycast_mesh(*mesh, r, limit);
  if (h.status == sk::Status::invalid_input) return input_error(h.error, h.error_argument);
  fill_ray_hit(*mesh, h, target);
  return target;
}

/// sweep_shape_mesh of the shape (tag, words: the generated layout) moving by `motion` (linear x, y, z, angular
/// x, y, z) against mesh `id` moving by `mesh_displacement` (x, y, z). Fills and returns `target`: hit, status,
/// t, position, point, normal, triangle (input index; -1 on a miss), feature. Invalid input: {error, argument}
/// (0 the shape, 1 the motion, 2 the mesh displacement). Unknown id: null.
val mesh_sweep(int id, int tag, val words, val motion, val mesh_displacement, val target) {
  const sk::TriangleMesh* mesh = find(id);
  if (mesh == nullptr) return val::null();
  sk::Shape shape;
  const std::vector<float> f = emscripten::convertJSArrayToNumberVector<float>(words);
  if (f.size() < static_cast<std::size_t>(sk::bindings::kShapeWords) || !sk::bindings::read_shape(tag, f.data(), shape)) {
    return input_error(sk::InputError::shape_type_invalid, 0);
  }
  const std::vector<float> m = emscripten::convertJSArrayToNumberVector<float>(motion);
  const std::vector<float> d = emscripten::convertJSArrayToNumberVector<float>(mesh_displacement);
  if (m.size() < 6 || d.size() < 3) return input_error(sk::InputError::vector_not_finite, m.size() < 6 ? 1 : 2);
  const sk::Motion ma{sk::Vec3{m[0], m[1], m[2]}, sk::Vec3{m[3], m[4], m[5]}};
  const sk::MeshSweepHit h = sk::sweep_shape_mesh(shape, ma, *mesh, sk::Vec3{d[0], d[1], d[2]});
  if (h.status == sk::Status::invalid_input) return input_error(h.error, h.error_argument);
  const bool touched = h.status == sk::Status::hit || h.status == sk::Status::initial_overlap;
  target.set("hit", touched);
  target.set("status", status_name(h.status));
  target.set("t", js_real(h.t));
  set_vec(target, "position", h.position);
  set_vec(target, "point", h.point);
  set_vec(target, "normal", h.normal);
  target.set("triangle", touched ? static_cast<double>(mesh->triangle_source[h.triangle]) : -1.0);
  target.set("feature", touched ? feature_name(h.feature) : "face");
  return target;
}

/// The core's default options: {weldTolerance, flatAngle}.
val mesh_defaults() {
  const sk::TriangleMeshOptions d;
  val o = val::object();
  o.set("weldTolerance", js_real(d.weld_relative));
  o.set("flatAngle", js_real(d.flat_angle));
  return o;
}

}  // namespace

extern "C" {

/// Room for `count` position floats: @return its address (JS writes the positions there).
EMSCRIPTEN_KEEPALIVE float* sk_mesh_positions(int count) {
  g_positions.resize(count > 0 ? static_cast<std::size_t>(count) : 0);
  return g_positions.data();
}

/// Room for `count` uint32 indices: @return its address (JS writes the indices there).
EMSCRIPTEN_KEEPALIVE std::uint32_t* sk_mesh_indices(int count) {
  g_indices.resize(count > 0 ? static_cast<std::size_t>(count) : 0);
  return g_indices.data();
}

/// Room for `count` serialised bytes: @return its address (JS writes the bytes there).
EMSCRIPTEN_KEEPALIVE std::uint8_t* sk_mesh_bytes(int count) {
  g_bytes.resize(count > 0 ? static_cast<std::size_t>(count) : 0);
  return g_bytes.data();
}

/// Frees mesh `id` (no effect for an unknown or disposed id).
EMSCRIPTEN_KEEPALIVE void sk_mesh_dispose(int id) { g_meshes.erase(id); }

}  // extern "C"

EMSCRIPTEN_BINDINGS(sweepkit_triangle_mesh) {
  emscripten::function("meshCreate", &mesh_create);
  emscripten::function("meshLoad", &mesh_load);
  emscripten::function("meshSerialize", &mesh_serialize);
  emscripten::function("meshRaycast", &mesh_raycast);
  emscripten::function("meshSweep", &mesh_sweep);
  emscripten::function("meshDefaults", &mesh_defaults);
}
