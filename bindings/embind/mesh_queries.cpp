// The discrete queries of a shape against a triangle mesh (contact manifold, overlapped triangles, closest point:
// core/include/sweepkit/mesh/contact_mesh.hpp) and the batches over typed arrays (N rays, N sphere casts in one
// call), for bindings/js/triangle_mesh_queries.js. The meshes are found by id in mesh_registry.hpp (find_mesh).
//
// As in triangle_mesh.cpp, the queries are plain `extern "C"` exports taking numbers; a shape arrives as its words
// (the generated layout, read_shape) at sk_mesh_shape_input(). Answers are the structs of mesh_answer.hpp, records of
// bindings/schema.js (generated readers, asserted offsets): the closest point goes into the result buffer, the
// contact manifold (larger than the result buffer) into its own static struct at sk_mesh_contact_answer(). Triangle
// indices are the input's (TriangleMesh::triangle_source).
//
// The batches read their input from one float array that JS fills with a single TypedArray.set (sk_mesh_batch_buffers),
// loop here, and write one float array that JS copies out once: each entry is computed by the very call the single
// query makes (same float inputs, same core function), so it equals the single answer bit for bit.

#include <emscripten/em_macros.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "generated_shape_io.hpp"
#include "mesh_answer.hpp"
#include "mesh_registry.hpp"
#include "result_buffer.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"

namespace sk = sweepkit;
using sk::bindings::find_mesh;

namespace {

using sk::bindings::BatchAnswer;
using sk::bindings::ClosestAnswer;
using sk::bindings::ContactAnswer;
using sk::bindings::ContactPointAnswer;
using sk::bindings::MeshBatchWords;

constexpr std::size_t words(MeshBatchWords w) { return static_cast<std::size_t>(w); }
constexpr std::size_t kRayWords = words(MeshBatchWords::ray);
constexpr std::size_t kSphereWords = words(MeshBatchWords::sphere);
constexpr std::size_t kDisplacementWords = words(MeshBatchWords::displacement);
constexpr std::size_t kRayOut = words(MeshBatchWords::ray_out);
constexpr std::size_t kSphereOut = words(MeshBatchWords::sphere_out);

/// The status, error and argument of the core's result `r` into the header of `answer`.
template <class Answer, class Result>
void take_header(Answer& answer, const Result& r) {
  answer.status = static_cast<std::int32_t>(r.status);
  answer.error = static_cast<std::int32_t>(r.error);
  answer.error_argument = r.error_argument;
}

/// invalid_input into the header of `answer`: `e` on argument `argument`.
template <class Answer>
void reject(Answer& answer, sk::InputError e, std::int32_t argument) {
  answer.status = static_cast<std::int32_t>(sk::Status::invalid_input);
  answer.error = static_cast<std::int32_t>(e);
  answer.error_argument = argument;
}

ContactAnswer g_contact;                      // the last contact's answer, read by JS
float g_shape_input[sk::bindings::kShapeWords];  // the shape's words, written by JS
std::vector<std::uint32_t> g_overlap;         // the last overlap's triangles (input indices, sorted)
std::vector<float> g_batch_in;                // a batch's input, written by JS
std::vector<float> g_batch_out;               // its output, read by JS

void put(float* out, sk::Vec3 v) {
  out[0] = static_cast<float>(v.x);
  out[1] = static_cast<float>(v.y);
  out[2] = static_cast<float>(v.z);
}

/// As put, with -0 turned into 0 (+ 0.0f): the single queries' JS readers do the same (f32 + 0), so a batch entry
/// equals the single answer bit for bit.
void put_no_negative_zero(float* out, sk::Vec3 v) {
  put(out, v);
  for (int k = 0; k < 3; ++k) out[k] = out[k] + 0.0f;
}

std::int32_t source(const sk::TriangleMesh& mesh, std::uint32_t triangle) {
  return static_cast<std::int32_t>(mesh.triangle_source[triangle]);
}

/// The shape JS wrote at g_shape_input, or false (a bad tag: `answer` gets shape_type_invalid on argument 0).
template <class Answer>
bool input_shape(int tag, sk::Shape& shape, Answer& answer) {
  if (sk::bindings::read_shape(tag, g_shape_input, shape)) return true;
  reject(answer, sk::InputError::shape_type_invalid, 0);
  return false;
}

/// Copies `answer` into the result buffer (as sk::bindings::publish, for the answers of mesh_answer.hpp).
/// @return its status.
template <class Answer>
int publish_answer(const Answer& answer) {
  static_assert(sizeof(Answer) <= sk::bindings::kResultBufferBytes, "grow kResultBufferBytes");
  std::memcpy(sk::bindings::g_result_buffer, &answer, sizeof(Answer));
  return answer.status;
}

/// Records the rejected entry `index` of a batch (its error and argument) into `answer`.
template <class Hit>
bool rejected(const Hit& h, std::int32_t index, BatchAnswer& answer) {
  if (h.status != sk::Status::invalid_input) return false;
  take_header(answer, h);
  answer.index = index;
  return true;
}

}  // namespace

extern "C" {

/// contact_shape_mesh of the shape with ShapeType `tag` whose words JS wrote at sk_mesh_shape_input(),
/// against mesh `id`: writes a ContactAnswer at sk_mesh_contact_answer() (invalid input: argument 0, the
/// shape). @return its status, or -1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_contact(int id, int tag) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  g_contact = ContactAnswer{};
  sk::Shape shape;
  if (!input_shape(tag, shape, g_contact)) return g_contact.status;
  const sk::MeshContactManifold m = sk::contact_shape_mesh(shape, *mesh);
  take_header(g_contact, m);
  if (m.status != sk::Status::hit) return g_contact.status;
  g_contact.depth = static_cast<float>(m.depth);
  put(g_contact.normal, m.normal);
  put(g_contact.point_a, m.point_a);
  put(g_contact.point_b, m.point_b);
  g_contact.point_count = m.point_count;
  for (int k = 0; k < m.point_count; ++k) {
    const sk::MeshTriangleContact& p = m.points[k];
    ContactPointAnswer& out = g_contact.points[k];
    put(out.point_a, p.point_a);
    put(out.point_b, p.point_b);
    out.depth = static_cast<float>(p.depth);
    out.triangle = source(*mesh, p.triangle);
    out.feature = static_cast<std::int32_t>(p.feature);
  }
  return g_contact.status;
}

/// overlap_shape_mesh of the shape JS wrote at sk_mesh_shape_input() (ShapeType `tag`) against mesh `id`:
/// the input indices of the triangles it touches, sorted, at sk_mesh_overlap_triangles(). Writes {status (hit or
/// miss), error, argument, count} into the result buffer. @return that status, or -1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_overlap(int id, int tag) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  BatchAnswer a;  // `hits`: the count
  g_overlap.clear();
  sk::Shape shape;
  if (!input_shape(tag, shape, a)) return publish_answer(a);
  sk::InputError error = sk::InputError::none;
  sk::overlap_shape_mesh(shape, *mesh, g_overlap, &error);
  if (error != sk::InputError::none) {
    reject(a, error, 0);
    return publish_answer(a);
  }
  for (std::uint32_t& t : g_overlap) t = mesh->triangle_source[t];
  std::sort(g_overlap.begin(), g_overlap.end());
  a.hits = static_cast<std::int32_t>(g_overlap.size());
  a.status = static_cast<std::int32_t>(a.hits > 0 ? sk::Status::hit : sk::Status::miss);
  return publish_answer(a);
}

/// Address of the ContactAnswer sk_mesh_contact writes (larger than the result buffer, it has its own).
EMSCRIPTEN_KEEPALIVE std::uintptr_t sk_mesh_contact_answer() { return reinterpret_cast<std::uintptr_t>(&g_contact); }

/// Address of the kShapeWords floats where JS writes the shape of sk_mesh_contact and sk_mesh_overlap.
EMSCRIPTEN_KEEPALIVE std::uintptr_t sk_mesh_shape_input() { return reinterpret_cast<std::uintptr_t>(g_shape_input); }

/// Address of the last overlap's triangle indices (their count: the result buffer's `hits` word).
EMSCRIPTEN_KEEPALIVE std::uintptr_t sk_mesh_overlap_triangles() {
  return reinterpret_cast<std::uintptr_t>(g_overlap.data());
}

/// closest_point_on_mesh of mesh `id` to (px, py, pz) within `max_distance`: writes a ClosestAnswer into the
/// result buffer (invalid input: argument 0 the point, 1 max_distance). @return its status, or -1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_closest_point(int id, float px, float py, float pz, float max_distance) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  const sk::MeshClosestPoint c = sk::closest_point_on_mesh(*mesh, sk::Vec3{px, py, pz}, max_distance);
  ClosestAnswer a;
  take_header(a, c);
  if (c.status == sk::Status::hit) {
    a.distance = static_cast<float>(c.distance);
    put(a.point, c.point);
    a.triangle = source(*mesh, c.triangle);
    a.feature = static_cast<std::int32_t>(c.feature);
  }
  return publish_answer(a);
}

/// Room for a batch: `in_count` input floats and `out_count` output floats. @return the input's address (JS writes
/// the input there; sk_mesh_batch_output gives the output's after the call).
EMSCRIPTEN_KEEPALIVE float* sk_mesh_batch_buffers(int in_count, int out_count) {
  g_batch_in.resize(in_count > 0 ? static_cast<std::size_t>(in_count) : 0);
  g_batch_out.resize(out_count > 0 ? static_cast<std::size_t>(out_count) : 0);
  return g_batch_in.data();
}

/// Address of the last batch's output.
EMSCRIPTEN_KEEPALIVE float* sk_mesh_batch_output() { return g_batch_out.data(); }

/// raycast_mesh (closest hit) of `count` rays (origin, direction: 6 floats each, at sk_mesh_batch_buffers' input)
/// against mesh `id`, t in [0, max_fraction]; per ray into the output [t, nx, ny, nz, triangle], as the single
/// raycast answers (t = max_fraction as a float on a miss, triangle −1). Stops at the first rejected ray. Writes a
/// BatchAnswer into the result buffer. @return its status, or -1 for an unknown id or buffers too short.
EMSCRIPTEN_KEEPALIVE int sk_mesh_raycast_batch(int id, int count, float max_fraction) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  const auto n = static_cast<std::size_t>(count > 0 ? count : 0);
  if (mesh == nullptr || g_batch_in.size() < n * kRayWords || g_batch_out.size() < n * kRayOut) return -1;
  BatchAnswer a;
  for (std::size_t i = 0; i < n; ++i) {
    const float* r = g_batch_in.data() + i * kRayWords;
    const sk::Ray ray{sk::Vec3{r[0], r[1], r[2]}, sk::Vec3{r[3], r[4], r[5]}};
    const sk::MeshRaycastHit h = sk::raycast_mesh(*mesh, ray, max_fraction);
    if (rejected(h, static_cast<std::int32_t>(i), a)) break;
    const bool touched = h.status == sk::Status::hit;
    float* out = g_batch_out.data() + i * kRayOut;
    out[0] = static_cast<float>(h.t);
    put_no_negative_zero(out + 1, h.normal);
    out[4] = touched ? static_cast<float>(source(*mesh, h.triangle)) : -1.0f;
    a.hits += touched ? 1 : 0;
  }
  return publish_answer(a);
}

/// sweep_shape_mesh of `count` spheres (centre, radius: 4 floats each, at sk_mesh_batch_buffers' input, then
/// their displacements: 3 floats each) against mesh `id` at rest, as TriangleMesh.sweep(sphere, displacement)
/// computes each; per sphere into the output [t, nx, ny, nz, triangle, hit] (hit: 0 miss, 1 hit, 2 initial
/// overlap; triangle −1 on a miss). Stops at the first rejected sphere (argument 0 the sphere, 1 its displacement).
/// Writes a BatchAnswer into the result buffer. @return its status, or -1 for an unknown id or buffers too short.
EMSCRIPTEN_KEEPALIVE int sk_mesh_sphere_cast_batch(int id, int count) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  const auto n = static_cast<std::size_t>(count > 0 ? count : 0);
  if (mesh == nullptr || g_batch_in.size() < n * (kSphereWords + kDisplacementWords) ||
      g_batch_out.size() < n * kSphereOut) {
    return -1;
  }
  constexpr int kSphereTag = static_cast<int>(sk::ShapeType::sphere);
  const float* displacements = g_batch_in.data() + n * kSphereWords;
  BatchAnswer a;
  for (std::size_t i = 0; i < n; ++i) {
    sk::Shape sphere;
    sk::bindings::read_shape(kSphereTag, g_batch_in.data() + i * kSphereWords, sphere);
    const float* d = displacements + i * kDisplacementWords;
    const sk::Motion motion{sk::Vec3{d[0], d[1], d[2]}, sk::Vec3{0.0f, 0.0f, 0.0f}};
    const sk::MeshSweepHit h = sk::sweep_shape_mesh(sphere, motion, *mesh, sk::Vec3{0.0f, 0.0f, 0.0f});
    if (rejected(h, static_cast<std::int32_t>(i), a)) break;
    const bool touched = h.status == sk::Status::hit || h.status == sk::Status::initial_overlap;
    float* out = g_batch_out.data() + i * kSphereOut;
    out[0] = static_cast<float>(h.t);
    put_no_negative_zero(out + 1, h.normal);
    out[4] = touched ? static_cast<float>(source(*mesh, h.triangle)) : -1.0f;
    out[5] = h.status == sk::Status::hit ? 1.0f : h.status == sk::Status::initial_overlap ? 2.0f : 0.0f;
    a.hits += touched ? 1 : 0;
  }
  return publish_answer(a);
}

}  // extern "C"

