// The discrete queries of a shape against a triangle mesh (contact manifold, overlapped triangles, closest point:
// core/include/sweepkit/mesh/contact_mesh.hpp) and the batches over typed arrays (N rays, N sphere casts in one
// call), for bindings/js/triangle_mesh_queries.js. The meshes are found by id in mesh_registry.hpp (find_mesh).
//
// As in triangle_mesh.cpp, the queries are plain `extern "C"` exports taking numbers; a shape arrives as its words
// (the generated layout, read_shape) at the address mesh_query_layout() gives. Answers are structs whose word
// offsets mesh_query_layout() reports (offsetof): the closest point goes into the result buffer, the contact
// manifold (larger than the result buffer) into its own static struct. Triangle indices are the input's
// (TriangleMesh::triangle_source).
//
// The batches read their input from one float array that JS fills with a single TypedArray.set (sk_mesh_batch_buffers),
// loop here, and write one float array that JS copies out once: each entry is computed by the very call the single
// query makes (same float inputs, same core function), so it equals the single answer bit for bit.

#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <type_traits>
#include <vector>

#include "generated_shape_io.hpp"
#include "mesh_registry.hpp"
#include "result_buffer.hpp"
#include "sweepkit/mesh/contact_mesh.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"

namespace sk = sweepkit;
using emscripten::val;
using sk::bindings::find_mesh;

namespace {

/// Floats per entry of the batches: their inputs (a ray: origin, direction; a sphere: centre, radius; a sphere's
/// displacement) and outputs (a ray: t, normal, triangle; a sphere: t, normal, triangle, hit).
constexpr int kRayWords = 6;
constexpr int kSphereWords = 4;
constexpr int kDisplacementWords = 3;
constexpr int kRayOut = 5;
constexpr int kSphereOut = 6;

/// One manifold point as JS reads it: on the shape, on the mesh, depth along the manifold normal, the input's
/// triangle index and its TriangleFeature.
struct ContactPointAnswer {
  float point_a[3] = {};
  float point_b[3] = {};
  float depth = 0;
  std::int32_t triangle = -1;
  std::int32_t feature = 0;
};

/// The common result header (RESULT_HEADER in JS: status, error, argument), first in every answer.
struct Header {
  std::int32_t status = static_cast<std::int32_t>(sk::Status::miss);
  std::int32_t error = 0;
  std::int32_t error_argument = -1;

  /// The status, error and argument of the core's result `r`.
  template <class Result>
  void from(const Result& r) {
    status = static_cast<std::int32_t>(r.status);
    error = static_cast<std::int32_t>(r.error);
    error_argument = r.error_argument;
  }
  /// invalid_input: `e` on argument `argument`.
  void reject(sk::InputError e, std::int32_t argument) {
    status = static_cast<std::int32_t>(sk::Status::invalid_input);
    error = static_cast<std::int32_t>(e);
    error_argument = argument;
  }
};

/// contact_shape_mesh's answer: the common header, the deepest contact (normal from the shape to the mesh) and
/// 0-4 manifold points.
struct ContactAnswer {
  Header header;
  float depth = 0;
  float normal[3] = {};
  float point_a[3] = {};
  float point_b[3] = {};
  std::int32_t point_count = 0;
  ContactPointAnswer points[4];
};
static_assert(std::is_standard_layout_v<ContactAnswer>, "mesh_query_layout() reads its offsets with offsetof");

/// closest_point_on_mesh's answer: the common header, the distance, the point, the input's triangle index (-1 on a
/// miss) and its TriangleFeature.
struct ClosestAnswer {
  Header header;
  float distance = 0;
  float point[3] = {};
  std::int32_t triangle = -1;
  std::int32_t feature = 0;
};
static_assert(std::is_standard_layout_v<ClosestAnswer>, "mesh_query_layout() reads its offsets with offsetof");

/// A batch's outcome in the result buffer: the common header (status invalid_input at the first rejected entry,
/// miss otherwise), that entry's index (-1: none) and the number of hits.
struct BatchAnswer {
  Header header;
  std::int32_t index = -1;
  std::int32_t hits = 0;
};

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

/// The shape JS wrote at g_shape_input, or false (a bad tag: `header` gets shape_type_invalid on argument 0).
bool input_shape(int tag, sk::Shape& shape, Header& header) {
  if (sk::bindings::read_shape(tag, g_shape_input, shape)) return true;
  header.reject(sk::InputError::shape_type_invalid, 0);
  return false;
}

/// Copies `answer` into the result buffer (as sk::bindings::publish, for answers that start with a Header).
/// @return its status.
template <class Answer>
int publish(const Answer& answer) {
  static_assert(sizeof(Answer) <= sk::bindings::kResultBufferBytes, "grow kResultBufferBytes");
  static_assert(std::is_standard_layout_v<Answer> && offsetof(Answer, header) == 0, "JS reads the header first");
  std::memcpy(sk::bindings::g_result_buffer, &answer, sizeof(Answer));
  return answer.header.status;
}

/// Records the rejected entry `index` of a batch (its error and argument) into `answer`.
template <class Hit>
bool rejected(const Hit& h, std::int32_t index, BatchAnswer& answer) {
  if (h.status != sk::Status::invalid_input) return false;
  answer.header.from(h);
  answer.index = index;
  return true;
}

/// A field's name and its byte offset in an answer struct.
struct Field {
  const char* name;
  std::size_t bytes;
};

/// {name: word offset (bytes / 4)} of each field.
val words(std::initializer_list<Field> fields) {
  val o = val::object();
  for (const Field& f : fields) o.set(f.name, static_cast<int>(f.bytes / sizeof(float)));
  return o;
}

/// Word offsets (offsetof / 4) of the answers, and the addresses JS writes to or reads from: {contact: {…,
/// points, pointStride}, point: {pointA, pointB, depth, triangle, feature}, closest: {distance, point, triangle,
/// feature}, batch: {index, hits, the floats per entry}, contactAddress, shapeInput}.
val mesh_query_layout() {
  val o = val::object();
  o.set("contact", words({{"depth", offsetof(ContactAnswer, depth)}, {"normal", offsetof(ContactAnswer, normal)},
                          {"pointA", offsetof(ContactAnswer, point_a)}, {"pointB", offsetof(ContactAnswer, point_b)},
                          {"pointCount", offsetof(ContactAnswer, point_count)},
                          {"points", offsetof(ContactAnswer, points)}, {"pointStride", sizeof(ContactPointAnswer)}}));
  o.set("point", words({{"pointA", offsetof(ContactPointAnswer, point_a)},
                        {"pointB", offsetof(ContactPointAnswer, point_b)},
                        {"depth", offsetof(ContactPointAnswer, depth)},
                        {"triangle", offsetof(ContactPointAnswer, triangle)},
                        {"feature", offsetof(ContactPointAnswer, feature)}}));
  o.set("closest", words({{"distance", offsetof(ClosestAnswer, distance)}, {"point", offsetof(ClosestAnswer, point)},
                          {"triangle", offsetof(ClosestAnswer, triangle)},
                          {"feature", offsetof(ClosestAnswer, feature)}}));
  val batch = words({{"index", offsetof(BatchAnswer, index)}, {"hits", offsetof(BatchAnswer, hits)}});
  batch.set("rayWords", kRayWords);
  batch.set("sphereWords", kSphereWords);
  batch.set("displacementWords", kDisplacementWords);
  batch.set("rayOut", kRayOut);
  batch.set("sphereOut", kSphereOut);
  o.set("batch", batch);
  o.set("contactAddress", static_cast<double>(reinterpret_cast<std::uintptr_t>(&g_contact)));
  o.set("shapeInput", static_cast<double>(reinterpret_cast<std::uintptr_t>(g_shape_input)));
  return o;
}

}  // namespace

extern "C" {

/// contact_shape_mesh of the shape with ShapeType `tag` whose words JS wrote at mesh_query_layout().shapeInput,
/// against mesh `id`: writes a ContactAnswer at mesh_query_layout().contactAddress (invalid input: argument 0, the
/// shape). @return its status, or -1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_contact(int id, int tag) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  g_contact = ContactAnswer{};
  sk::Shape shape;
  if (!input_shape(tag, shape, g_contact.header)) return g_contact.header.status;
  const sk::MeshContactManifold m = sk::contact_shape_mesh(shape, *mesh);
  g_contact.header.from(m);
  if (m.status != sk::Status::hit) return g_contact.header.status;
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
  return g_contact.header.status;
}

/// overlap_shape_mesh of the shape JS wrote at mesh_query_layout().shapeInput (ShapeType `tag`) against mesh `id`:
/// the input indices of the triangles it touches, sorted, at sk_mesh_overlap_triangles(). Writes {status (hit or
/// miss), error, argument, count} into the result buffer. @return that status, or -1 for an unknown id.
EMSCRIPTEN_KEEPALIVE int sk_mesh_overlap(int id, int tag) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return -1;
  BatchAnswer a;  // `hits`: the count
  g_overlap.clear();
  sk::Shape shape;
  if (!input_shape(tag, shape, a.header)) return publish(a);
  sk::InputError error = sk::InputError::none;
  sk::overlap_shape_mesh(shape, *mesh, g_overlap, &error);
  if (error != sk::InputError::none) {
    a.header.reject(error, 0);
    return publish(a);
  }
  for (std::uint32_t& t : g_overlap) t = mesh->triangle_source[t];
  std::sort(g_overlap.begin(), g_overlap.end());
  a.hits = static_cast<std::int32_t>(g_overlap.size());
  a.header.status = static_cast<std::int32_t>(a.hits > 0 ? sk::Status::hit : sk::Status::miss);
  return publish(a);
}

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
  a.header.from(c);
  if (c.status == sk::Status::hit) {
    a.distance = static_cast<float>(c.distance);
    put(a.point, c.point);
    a.triangle = source(*mesh, c.triangle);
    a.feature = static_cast<std::int32_t>(c.feature);
  }
  return publish(a);
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
  return publish(a);
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
  return publish(a);
}

}  // extern "C"

EMSCRIPTEN_BINDINGS(sweepkit_mesh_queries) { emscripten::function("meshQueryLayout", &mesh_query_layout); }
