// Triangle meshes the JS side creates (sk.createTriangleMesh, sk.loadTriangleMesh in bindings/js/triangle_mesh.js)
// and the queries against them. A mesh lives in the registry (mesh_registry.hpp) under an id that never names another
// mesh, so a disposed id stays invalid, and is freed by sk_mesh_dispose (JS calls it from dispose() or a
// FinalizationRegistry). The input arrays arrive through scratch arrays in WASM memory that JS fills with one
// TypedArray.set each (sk_mesh_positions, sk_mesh_indices, sk_mesh_bytes).
//
// The queries (raycasts, sweeps) are plain `extern "C"` exports taking numbers, as the generated queries are: each
// writes a MeshAnswer (mesh_answer.hpp) into the result buffer, and JS reads it with the generated readers of its
// records in bindings/schema.js (MeshRaycastAnswer, MeshSweepAnswer), whose offsets the generator static_asserts. The rarer calls
// (create, load, serialise) answer with emscripten::val objects. Triangle indices are the input's
// (TriangleMesh::triangle_source). Contacts, overlap, closest point and the batches are in mesh_queries.cpp.

#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <vector>

#include "generated_enum_names.hpp"
#include "generated_shape_io.hpp"
#include "js_values.hpp"
#include "mesh_answer.hpp"
#include "mesh_registry.hpp"
#include "result_buffer.hpp"
#include "sweepkit/mesh/mesh_serialize.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"
#include "sweepkit/mesh/triangle_mesh.hpp"

namespace sk = sweepkit;
using emscripten::val;
using sk::bindings::find_mesh;

namespace {

std::vector<float> g_positions;         // build_triangle_mesh's positions, written by JS
std::vector<std::uint32_t> g_indices;   // its indices, written by JS
std::vector<std::uint8_t> g_bytes;      // serialised bytes: load's input (written by JS), serialize's output

using sk::bindings::MeshAnswer;

std::vector<MeshAnswer> g_hits;  // raycastAll's hits, read by JS through sk_mesh_hits
/// What a sweep reads: the shape's words (generated layout), the motion (linear, angular) and the mesh's
/// displacement, written by JS.
float g_sweep_input[sk::bindings::kShapeWords + 6 + 3];

void put(float* out, sk::Vec3 v) {
  out[0] = static_cast<float>(v.x);
  out[1] = static_cast<float>(v.y);
  out[2] = static_cast<float>(v.z);
}

/// The fields a raycast hit (MeshRaycastHit) and a sweep hit (MeshSweepHit) share, the triangle mapped to the
/// input's index when the hit touched one.
template <class Hit>
MeshAnswer common_answer(const sk::TriangleMesh& mesh, const Hit& h) {
  MeshAnswer a;
  a.status = static_cast<std::int32_t>(h.status);
  a.error = static_cast<std::int32_t>(h.error);
  a.error_argument = h.error_argument;
  a.t = static_cast<float>(h.t);
  put(a.point, h.point);
  put(a.normal, h.normal);
  const bool touched = h.status == sk::Status::hit || h.status == sk::Status::initial_overlap;
  a.triangle = touched ? static_cast<std::int32_t>(mesh.triangle_source[h.triangle]) : -1;
  return a;
}

MeshAnswer ray_answer(const sk::TriangleMesh& mesh, const sk::MeshRaycastHit& h) {
  MeshAnswer a = common_answer(mesh, h);
  a.front_face = h.front_face ? 1 : 0;
  return a;
}

// ---- JS values ----

using sk::bindings::js_real;
using sk::bindings::js_vec;

/// A MeshError as {meshError: name, code, text: the core's describe(), argument, index (-1: none)}.
val mesh_error(sk::MeshError e, std::int32_t argument, std::int64_t index) {
  val o = val::object();
  o.set("meshError", sk::bindings::js_name(e));
  o.set("code", static_cast<int>(e));
  o.set("text", sk::describe(e));
  o.set("argument", argument);
  o.set("index", static_cast<double>(index));
  return o;
}

/// Registers `mesh` and describes it: {id, triangleCount, vertexCount, bounds {min, max}, memoryBytes,
/// fixInternalEdges}; or, with every registry slot in use (unreachable within WASM's memory: mesh_registry.hpp), an
/// error as mesh_error's with the meshError name "tooManyMeshes".
val register_mesh(sk::TriangleMesh&& mesh) {
  auto owned = std::make_unique<sk::TriangleMesh>(std::move(mesh));
  const sk::TriangleMesh& m = *owned;
  const std::int32_t id = sk::bindings::add_mesh(std::move(owned));
  if (id == 0) {
    val e = mesh_error(sk::MeshError::none, 0, -1);
    e.set("meshError", "tooManyMeshes");
    e.set("text", "more live meshes than the registry holds (2^23 - 1)");
    return e;
  }
  val o = val::object();
  o.set("id", id);
  o.set("triangleCount", static_cast<double>(m.triangles.size()));
  o.set("vertexCount", static_cast<double>(m.vertices.size()));
  const sk::Aabb box = m.bounds();
  val bounds = val::object();
  bounds.set("min", js_vec(box.min));
  bounds.set("max", js_vec(box.max));
  o.set("bounds", bounds);
  o.set("memoryBytes", static_cast<double>(m.memory_bytes()));
  o.set("fixInternalEdges", m.fix_internal_edges);
  return o;
}

// ---- the embind functions (bindings/js/triangle_mesh.js) ----

/// build_triangle_mesh over the first `position_count` floats at sk_mesh_positions and the first `index_count`
/// indices at sk_mesh_indices (0: none, every 3 vertices a triangle); `weld` / `flat`: the options as given (JS
/// passes mesh_defaults() for the omitted ones; the core checks them, NaN included); `fix_edges`: as
/// TriangleMeshOptions::fix_internal_edges (JS checked it is a boolean).
/// @return the mesh's description (register_mesh), or its MeshError (mesh_error).
val mesh_create(int position_count, int index_count, double weld, double flat, bool fix_edges) {
  const std::size_t np = position_count > 0 ? static_cast<std::size_t>(position_count) : 0;
  const std::size_t ni = index_count > 0 ? static_cast<std::size_t>(index_count) : 0;
  if (np > g_positions.size() || ni > g_indices.size()) return mesh_error(sk::MeshError::data_too_short, 0, -1);
  sk::TriangleMeshOptions options;
  options.weld_relative = static_cast<sk::Real>(weld);
  options.flat_angle = static_cast<sk::Real>(flat);
  options.fix_internal_edges = fix_edges;
  sk::TriangleMeshResult built = sk::build_triangle_mesh(std::span<const float>(g_positions.data(), np),
                                                         std::span<const std::uint32_t>(g_indices.data(), ni), options);
  if (!built.ok()) return mesh_error(built.error, built.error_argument, built.error_index);
  return register_mesh(std::move(built.mesh));
}

/// refit_triangle_mesh of mesh `id` to the first `position_count` floats at sk_mesh_positions: its new bounds
/// {min, max}, its MeshError (mesh_error), or null for an unknown id.
val mesh_refit(int id, int position_count) {
  sk::TriangleMesh* found = find_mesh(id);
  if (found == nullptr) return val::null();
  const std::size_t np = position_count > 0 ? static_cast<std::size_t>(position_count) : 0;
  if (np > g_positions.size()) return mesh_error(sk::MeshError::data_too_short, 1, -1);
  sk::TriangleMesh& mesh = *found;
  const sk::MeshRefitResult r = sk::refit_triangle_mesh(mesh, std::span<const float>(g_positions.data(), np));
  if (!r.ok()) return mesh_error(r.error, r.error_argument, r.error_index);
  val bounds = val::object();
  const sk::Aabb box = mesh.bounds();
  bounds.set("min", js_vec(box.min));
  bounds.set("max", js_vec(box.max));
  return bounds;
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
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return val::null();
  g_bytes = sk::serialize_triangle_mesh(*mesh);
  return val(emscripten::typed_memory_view(g_bytes.size(), g_bytes.data()));
}

/// The address of g_sweep_input, where JS writes a sweep's shape words, motion and mesh displacement.
double mesh_sweep_input() { return static_cast<double>(reinterpret_cast<std::uintptr_t>(g_sweep_input)); }

/// The core's default options: {weldTolerance, flatAngle, fixInternalEdges}.
val mesh_defaults() {
  const sk::TriangleMeshOptions d;
  val o = val::object();
  o.set("weldTolerance", js_real(d.weld_relative));
  o.set("flatAngle", js_real(d.flat_angle));
  o.set("fixInternalEdges", d.fix_internal_edges);
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

/// Raycast of mesh `id` along origin + t direction, t in [0, max_fraction]: `mode` 0 the closest hit, 1 any hit
/// (line of sight), 2 every hit (into sk_mesh_hits' array, by t then triangle; the closest in the result buffer).
/// Writes a MeshAnswer into the result buffer. @return its status, or -1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_raycast(int id, int mode, float ox, float oy, float oz, float dx, float dy, float dz,
                                         float max_fraction) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  const sk::Ray ray{sk::Vec3{ox, oy, oz}, sk::Vec3{dx, dy, dz}};
  sk::MeshRaycastHit h;
  if (mode == 2) {
    std::vector<sk::MeshRaycastHit> hits;
    h = sk::raycast_mesh_all(*mesh, ray, max_fraction, hits);
    g_hits.clear();
    for (const sk::MeshRaycastHit& each : hits) g_hits.push_back(ray_answer(*mesh, each));
  } else {
    h = mode == 1 ? sk::raycast_mesh_any(*mesh, ray, max_fraction) : sk::raycast_mesh(*mesh, ray, max_fraction);
  }
  return sk::bindings::publish(ray_answer(*mesh, h));
}

/// Address of the last raycastAll's hits (MeshAnswer records); their count goes into the result buffer's first word.
EMSCRIPTEN_KEEPALIVE std::uintptr_t sk_mesh_hits() {
  const auto count = static_cast<std::int32_t>(g_hits.size());
  std::memcpy(sk::bindings::g_result_buffer, &count, sizeof count);
  return reinterpret_cast<std::uintptr_t>(g_hits.data());
}

/// sweep_shape_mesh of the shape with ShapeType `tag` whose words, motion (linear, angular) and the mesh's
/// displacement JS wrote at mesh_sweep_input(), against mesh `id`. Writes a MeshAnswer into the result
/// buffer (invalid input: argument 0 the shape, 1 the motion, 2 the mesh displacement). @return its status, or -1
/// for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_sweep(int id, int tag) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  MeshAnswer a;
  sk::Shape shape;
  if (!sk::bindings::read_shape(tag, g_sweep_input, shape)) {
    a.status = static_cast<std::int32_t>(sk::Status::invalid_input);
    a.error = static_cast<std::int32_t>(sk::InputError::shape_type_invalid);
    a.error_argument = 0;
    return sk::bindings::publish(a);
  }
  const float* m = g_sweep_input + sk::bindings::kShapeWords;
  const sk::Motion motion{sk::Vec3{m[0], m[1], m[2]}, sk::Vec3{m[3], m[4], m[5]}};
  const sk::MeshSweepHit h = sk::sweep_shape_mesh(shape, motion, *mesh, sk::Vec3{m[6], m[7], m[8]});
  a = common_answer(*mesh, h);
  put(a.position, h.position);
  a.feature = a.triangle >= 0 ? static_cast<std::int32_t>(h.feature) : 0;
  return sk::bindings::publish(a);
}

/// Frees mesh `id` (no effect for an unknown or disposed id).
EMSCRIPTEN_KEEPALIVE void sk_mesh_dispose(int id) { sk::bindings::remove_mesh(id); }

}  // extern "C"

EMSCRIPTEN_BINDINGS(sweepkit_triangle_mesh) {
  emscripten::function("meshCreate", &mesh_create);
  emscripten::function("meshLoad", &mesh_load);
  emscripten::function("meshSerialize", &mesh_serialize);
  emscripten::function("meshRefit", &mesh_refit);
  emscripten::function("meshSweepInput", &mesh_sweep_input);
  emscripten::function("meshDefaults", &mesh_defaults);
}
