#pragma once
/// @file
/// A collision world: bodies with stable handles, one `step()` per frame that finds every contact over
/// the frame's motion (swept, so nothing tunnels) and reports begin / stay / end events, and queries.
///
/// The frame model (no physics solver): each body has a shape in world space at the start of the frame
/// and a displacement for this frame. `step()` tests every pair whose boxes swept over the frame overlap:
/// a pair not touching at the last step, with a moving body, with the exact sweep (`sweep` of
/// dispatch/dispatch.hpp), so a contact anywhere in the frame is caught; a pair already touching, or with no
/// moving body, with the discrete `contact` at the frame's end (a touching pair that parts and meets again
/// within one frame therefore reports `stay`). Then it moves every body to its end position and clears the
/// displacements.
///
/// Events, for a pair (a, b) with a's handle lower, touching meaning "touching or overlapping at the end
/// of the frame":
/// - `begin`: touching now and not at the end of the previous step; or, flagged `kEventTransient`, met
///   during the frame (the sweep hit) but apart at its end: a contact that starts and ends within one
///   frame, such as a bullet through a thin wall, which discrete engines miss. A transient begin has no
///   end event.
/// - `stay`: touching now and at the end of the previous step.
/// - `end`: touching at the end of the previous step and not now; also when a body of the pair was
///   removed (flagged `kEventRemoved`) or the pair stopped interacting (layers changed).
/// Each pair has at most one event per step, and the stream is sorted by (a, b) (the `end`s of removed
/// bodies included, under their old handles). The same calls give bit-identical event streams, natively
/// and in WebAssembly (no fused multiply-add, no threads, no hash-order dependence).
///
/// Conventions as everywhere in sweepkit: lengths in the caller's unit (metres in the docs), normals
/// from a towards b, touching counts as contact.

#include <cstdint>
#include <span>

#include <vector>

#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/broadphase/bvh.hpp"
#include "sweepkit/broadphase/uniform_grid.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/ray.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit {

struct TriangleMesh;

/// WorldRaycastHit::triangle / WorldSweepHit::triangle when the body hit is not a mesh body (or on a miss).
inline constexpr std::uint32_t kNoTriangle = 0xFFFFFFFFu;

/// A body's handle: its slot index and the slot's generation packed in a positive int32,
/// `index << 11 | generation` (20 bits of index, up to 1,048,576 bodies; 11 bits of generation).
/// Handles compare in slot order. A removed body's handle stays invalid for good: a slot is reused with
/// the next generation, and retired once its 2,047 generations are used up, so an old handle can never
/// name a new body.
struct BodyHandle {
  std::int32_t value = 0;  ///< 0 is the null handle (no body has generation 0).

  /// The slot index (for the per-slot arrays of the bindings).
  constexpr std::uint32_t index() const { return static_cast<std::uint32_t>(value) >> 11; }
  /// True for the null handle.
  constexpr bool is_null() const { return value == 0; }
  friend constexpr bool operator==(BodyHandle, BodyHandle) = default;
  friend constexpr auto operator<=>(BodyHandle, BodyHandle) = default;
};

/// How a body moves.
enum class BodyKind : std::int32_t {
  static_body = 0,  ///< Never moves (a non-zero displacement is rejected); two static bodies are never tested.
  kinematic = 1,    ///< Moved by the user each frame by its displacement; swept, so it cannot tunnel.
  /// A kinematic body expected to move far more than its size per frame (bullets). Treated exactly as
  /// kinematic: every moving pair is already swept, at about the cost of a discrete test, and the broadphase
  /// files long swept boxes in coarse cells by itself. Kept so that the intent is recorded.
  fast = 2,
};

/// Why a World call was refused.
enum class WorldError : std::int32_t {
  none = 0,
  stale_handle = 1,          ///< Null, removed, or never issued by this world.
  invalid_shape = 2,         ///< The shape failed validation; see `shape_error`.
  invalid_displacement = 3,  ///< Not finite, beyond ±1e8, or it would move the shape beyond ±1e8.
  static_body_moved = 4,     ///< A non-zero displacement for a static body.
  too_many_bodies = 5,       ///< Every one of the 1,048,576 slots is in use or retired.
  invalid_kind = 6,          ///< Not a BodyKind value.
  shape_cannot_turn = 7,     ///< A turning motion, or a rotated pose, for an Aabb or a plane (an Obb and a mesh body can).
  invalid_pose = 8,          ///< A position not finite or beyond ±1e8, a rotation that is not one, or a posed
                             ///< shape that fails the shape check (a capsule's end beyond ±1e8).
  plane_has_no_pose = 9,     ///< set_pose on a plane (it has no centre: set_shape moves it).
  invalid_mesh = 10,         ///< add_mesh_body: a null mesh, or one without triangles.
};

/// A short English description of `error`, e.g. "stale body handle".
const char* describe(WorldError error);

/// Everything a body is made of.
struct BodyDesc {
  Shape shape;                          ///< In world space, at the start of the next frame.
  BodyKind kind = BodyKind::kinematic;  ///< How it moves.
  std::uint32_t layer = 1;              ///< Layers the body is in (bits).
  std::uint32_t mask = 0xFFFFFFFFu;     ///< Layers it interacts with: a pair interacts iff
                                        ///< (layer_a & mask_b) != 0 and (layer_b & mask_a) != 0.
  bool sensor = false;                  ///< Reports events like any body; its events carry kEventSensor.
};

/// Everything a mesh body is made of: a triangle mesh (level geometry, a moving platform) at a pose. A mesh body is
/// an ordinary body whose shape is a TriangleMeshShape (add_body takes one too): it meets every other kind but planes
/// and other meshes (those pairs are unsupported and never reported); its pairs are swept like any pair
/// (sweep_shape_mesh through the dispatch: nothing tunnels through a triangle) with contacts from contact_shape_mesh,
/// internal edges handled (no ghost collisions). It may be posed and rotated (set_pose), and moved as a kinematic
/// body, translating and turning about its position (set_motion: a door on its hinge, a rotating platform; swept by
/// sweep_shape_turning_mesh, which reports the feature's own normal: no internal-edge rule while it turns).
struct MeshBodyDesc {
  /// Not owning: it must outlive the body. Its vertices are in its local space. A refit (refit_triangle_mesh) is
  /// seen by the queries at once, and by the broadphase (the body's bounds) from the next step.
  const TriangleMesh* mesh = nullptr;
  Vec3 position;                        ///< Where the mesh's local origin sits, world space (length units).
  Mat3 rotation;                        ///< Local to world rotation (the identity by default).
  BodyKind kind = BodyKind::static_body;  ///< static (level geometry) or kinematic (moved by its displacement).
  std::uint32_t layer = 1;              ///< As BodyDesc.
  std::uint32_t mask = 0xFFFFFFFFu;     ///< As BodyDesc.
  bool sensor = false;                  ///< As BodyDesc.
};

/// Result of `World::add_body`.
struct AddBodyResult {
  WorldError error = WorldError::none;       ///< none, invalid_shape, invalid_kind, invalid_mesh, invalid_pose
                                             ///< (a mesh position) or too_many_bodies.
  InputError shape_error = InputError::none;  ///< Which field of the shape is wrong, for invalid_shape.
  BodyHandle body;                           ///< The new body; null on error.
};

/// A body as the world holds it, from `World::body`.
struct BodyState {
  WorldError error = WorldError::none;  ///< none or stale_handle (then the other fields are defaults).
  Shape shape;                          ///< At the start of the next frame (a mesh body: its bounds, an Aabb).
  Vec3 displacement;                    ///< Set for the next step (length units per frame).
  const TriangleMesh* mesh = nullptr;   ///< A mesh body's mesh; null for the other bodies.
  Vec3 mesh_position;                   ///< A mesh body's position (its mesh's local origin, world space).
  Mat3 mesh_rotation;                   ///< A mesh body's rotation (local to world).
  BodyKind kind = BodyKind::kinematic;
  std::uint32_t layer = 0;
  std::uint32_t mask = 0;
  bool sensor = false;
};

/// Kind of a ContactEvent.
enum class EventType : std::int32_t {
  begin = 0,  ///< The pair started touching (see kEventTransient).
  stay = 1,   ///< The pair touched at the end of the last step and still does.
  end = 2,    ///< The pair touched at the end of the last step and no longer does (or a body went away).
};

/// ContactEvent::flags: a `begin` caught by the sweep whose pair is apart again at the frame's end.
inline constexpr std::int32_t kEventTransient = 1;
/// ContactEvent::flags: at least one body of the pair is a sensor.
inline constexpr std::int32_t kEventSensor = 2;
/// ContactEvent::flags: an `end` because a body of the pair was removed (its handle is now stale).
inline constexpr std::int32_t kEventRemoved = 4;

/// One contact event of a step. Layout (4 int32 then 9 Real, 52 bytes) is read from WebAssembly memory
/// by the JS bindings.
///
/// Fields per type:
/// - `begin`: t = fraction of the frame at first contact (0 when touching at the start); normal and point
///   at that moment (from the sweep; from the contact test when neither body moves); depth = penetration at
///   the frame's end (0 for a transient begin).
/// - `stay`: t = 1; normal, point and depth of the contact at the frame's end.
/// - `end`: t = 1, depth = 0; normal and point as last reported for the pair.
/// `impact_speed` = (displacement_a - displacement_b) · normal: the speed at which a closes on b along the
/// normal, in length units per frame (positive when approaching; divide by the frame's duration for m/s).
struct ContactEvent {
  EventType type = EventType::begin;
  std::int32_t flags = 0;  ///< kEventTransient | kEventSensor | kEventRemoved.
  BodyHandle a;            ///< The body with the lower handle.
  BodyHandle b;            ///< The body with the higher handle.
  Real t = 0;              ///< Fraction of the frame (see above).
  Real depth = 0;          ///< Penetration depth along the normal, >= 0.
  Vec3 normal;             ///< Unit contact normal from a towards b.
  Vec3 point;              ///< Contact point, world space (midway between the two surfaces when they overlap).
  Real impact_speed = 0;   ///< Closing speed along the normal, length units per frame.
};

/// Summary of a step.
struct StepResult {
  std::uint32_t events = 0;         ///< Events in `World::events()`.
  std::uint32_t pairs_tested = 0;   ///< Pairs the narrowphase tested (broadphase candidates that interact).
  std::uint32_t touching = 0;       ///< Pairs touching at the end of the frame.
  std::uint32_t rejected_displacements = 0;  ///< Bodies whose displacement was invalid: they did not move.
  BodyHandle first_rejected;        ///< The first of them (lowest handle), or null.
  WorldError rejection = WorldError::none;   ///< Why it was rejected (invalid_displacement or static_body_moved).
};

/// Which bodies a query sees.
struct QueryFilter {
  std::uint32_t mask = 0xFFFFFFFFu;  ///< A body is seen iff (body.layer & mask) != 0.
  bool include_sensors = true;        ///< False skips sensor bodies.
  BodyHandle ignore;                  ///< A body to skip (the caster itself, typically); null skips none.
  /// More bodies to skip (not owning; a character's own body and the ground it is carried by); empty skips none.
  std::span<const BodyHandle> ignore_more = {};
};

/// Result of World::raycast_closest: the ray's hit on the closest body.
struct WorldRaycastHit {
  RaycastHit hit;     ///< As raycast_<shape> (status miss with t = max_fraction when nothing is hit).
  BodyHandle body;    ///< The body hit; null on a miss or invalid input.
  std::uint32_t triangle = kNoTriangle;  ///< For a mesh body: the triangle hit, as its index in the mesh's input
                                         ///< (TriangleMesh::triangle_source: three.js's faceIndex).
};

/// Result of World::cast_closest / sphere_cast_closest: the first body the moving shape touches.
struct WorldSweepHit {
  SweepHit hit;       ///< As sweep(shape, displacement, body, 0): t, position, point, normal (from the cast shape towards the body).
  BodyHandle body;    ///< The body hit; null on a miss or invalid input.
  std::uint32_t triangle = kNoTriangle;  ///< For a mesh body: the triangle touched first, as its index in the
                                         ///< mesh's input (TriangleMesh::triangle_source).
};

/// Settings of a World.
struct WorldSettings {
  GridSettings grid;  ///< Broadphase tuning (the defaults suit bodies of similar sizes).
};

/// The collision world. Not thread-safe; queries are const but share scratch buffers.
///
/// Typical frame: `set_displacement` for each moving body (or write `displacements()` directly), `step()`,
/// read `events()`.
///
/// Broadphase: a UniformGrid over the bodies' boxes swept over the frame, rebuilt each step (see
/// uniform_grid.hpp for why it beat sort-and-sweep); planes, which have no box, are tested against every
/// body whose swept box straddles them. Queries (casts, overlap) walk a Bvh over the bodies' current boxes
/// once it pays: it is built lazily by the query that finds at least body_count / 8 queries run since the
/// bodies last moved, were added, removed or reshaped (about when the faster queries repay the build); the
/// queries before it use the grid of the last step, rebuilt when bodies were added, removed or reshaped
/// since. Both give the same results (the closest hit, ties in t to the lower handle).
class World {
 public:
  /// An empty world.
  explicit World(WorldSettings settings = {});

  /// Adds a body. @return its handle, or an error (invalid_shape with the field in shape_error,
  /// invalid_kind, too_many_bodies). A body added while others already touch its place reports `begin`
  /// at the next step.
  AddBodyResult add_body(const BodyDesc& desc);

  /// Adds a mesh body (see MeshBodyDesc): add_body of its TriangleMeshShape. @return its handle, or an error
  /// (invalid_kind, invalid_mesh, invalid_pose for a position not finite or beyond ±1e8 or a rotation that is none,
  /// too_many_bodies). Its `body().shape` is its bounds (an Aabb); `body().mesh` and its pose name the mesh.
  AddBodyResult add_mesh_body(const MeshBodyDesc& desc);

  /// Removes a body; its touching pairs report `end` flagged kEventRemoved at the next step.
  /// @return none, or stale_handle (nothing changes).
  WorldError remove_body(BodyHandle body);

  /// True when `body` names a body of this world.
  bool contains(BodyHandle body) const;

  /// Sets the body's motion for the next step (length units), replacing any earlier value.
  /// @return none, stale_handle, invalid_displacement (not finite, beyond ±1e8, or the moved shape would be)
  ///   or static_body_moved (a non-zero displacement for a static body).
  WorldError set_displacement(BodyHandle body, Vec3 displacement);

  /// Sets the body's motion for the next step: it moves by `motion.linear` and turns at constant angular
  /// velocity by the rotation vector `motion.angular` (radians over the frame) about its centre (a capsule's
  /// midpoint, an Obb's centre, a hull's or a mesh's position; a sphere's turning changes nothing). step() sweeps a turning
  /// body by conservative advancement with the angular bound (sweep_rotating), so it never tunnels, and leaves
  /// it turned (`turned` in shape.hpp).
  /// @return as set_displacement, and shape_cannot_turn for a non-zero `angular` on an Aabb or a plane.
  WorldError set_motion(BodyHandle body, const Motion& motion);

  /// Replaces the body's shape (a teleport: not swept); a mesh body becomes an ordinary body. @return none,
  /// stale_handle or invalid_shape (`shape_error` receives the field when not null).
  WorldError set_shape(BodyHandle body, const Shape& shape, InputError* shape_error = nullptr);

  /// Teleports the body (not swept, like set_shape: pairs it lands in begin at the next step, pairs it leaves end)
  /// to `position` (its centre: a sphere's centre, a capsule's midpoint, an Aabb's, an Obb's centre, a hull's
  /// position; length units) and, when `rotation` is not null, to that absolute rotation (a capsule's segment
  /// along rotation·(0, 1, 0); see `posed` in shape.hpp). Static bodies may be posed. The motion set for the next
  /// step stays: step() sweeps it from the new pose.
  /// @return none, stale_handle, invalid_pose (position not finite or beyond ±1e8, rotation not orthonormal
  ///   within kRotationTolerance or a reflection, or the posed shape fails the shape check: a capsule's end
  ///   beyond ±1e8), shape_cannot_turn
  ///   (a rotation other than the identity for an Aabb), or plane_has_no_pose. A mesh body's position is its
  ///   mesh's local origin (MeshBodyDesc::position).
  WorldError set_pose(BodyHandle body, Vec3 position, const Mat3* rotation = nullptr);

  /// Changes the body's collision layers. Pairs that stop interacting report `end` at the next step.
  /// @return none or stale_handle.
  WorldError set_filter(BodyHandle body, std::uint32_t layer, std::uint32_t mask);

  /// The body's current state; `error` = stale_handle for a stale handle.
  BodyState body(BodyHandle body) const;

  /// The motion the body made in the last step (what it was set to and step() accepted: linear in length units,
  /// angular a rotation vector in radians about its centre); zero for a stale handle, a body added since, or
  /// before any step. A character controller carries what stands on the body by it.
  Motion last_motion(BodyHandle body) const;

  /// Number of bodies.
  std::size_t body_count() const { return body_count_; }

  /// Per-slot displacements (slot = handle.index()), for callers that write a whole frame's motion at
  /// once (the JS bindings): entries of free slots are ignored. `step()` validates every entry as
  /// `set_displacement` would (an invalid one is ignored and reported in StepResult) and zeroes them all.
  /// The span is invalidated by `add_body` (the array may grow).
  std::span<Vec3> displacements() { return displacements_; }

  /// Advances one frame: finds the contacts over the bodies' motion, writes the events (see the file
  /// comment), then moves each body by its displacement and resets every displacement to zero.
  ///
  /// Narrowphase: for each pair of interacting bodies whose swept boxes overlap, `sweep` when either body
  /// moves and the pair was not touching (then `contact` at the frame's end if the sweep hit), `contact` at
  /// the frame's end otherwise. Cost: O(N) for the grid plus O(candidate pairs). Every pair has a sweep: the
  /// exact pair functions, and conservative advancement on GJK distance for the others (capsule–capsule,
  /// capsule–box, oriented boxes, hulls), never after the first contact. Plane–plane pairs are never tested.
  StepResult step();

  /// The events of the last step (see the file comment for their order).
  std::span<const ContactEvent> events() const { return events_; }

  /// The closest body hit by the ray origin + t * direction, t in [0, max_fraction].
  /// @return as raycast_<shape> for that body (ties in t: the lower handle); `miss` with t = max_fraction
  ///   when nothing is hit; `invalid_input` for an invalid ray (argument 0) or max_fraction (argument 1).
  WorldRaycastHit raycast_closest(const Ray& ray, Real max_fraction, const QueryFilter& filter = {}) const;

  /// Every body hit by the ray, each with its first hit (as raycast_<shape>), in increasing t (ties: lower
  /// handle first). `hits` is cleared first.
  /// @return the first of `hits` (status hit) when there is one; `miss` with t = max_fraction when nothing is
  ///   hit; `invalid_input` naming the ray (argument 0) or max_fraction (argument 1), `hits` empty.
  WorldRaycastHit raycast_all(const Ray& ray, Real max_fraction, const QueryFilter& filter,
                              std::vector<WorldRaycastHit>& hits) const;

  /// The first body touched by `shape` moving by `displacement` over t in [0, 1] (the bodies stand still).
  /// @return as sweep(shape, displacement, body, 0) for that body (ties in t: the lower handle): `hit` or
  ///   `initial_overlap` with t, position, point and normal (from the cast shape towards the body);
  ///   `miss` with t = 1; `invalid_input` for an invalid shape (argument 0) or displacement (argument 1).
  ///   Every bounded shape has a sweep against every body (the exact pair functions, conservative
  ///   advancement for the other convex pairs, sweep_shape_mesh for mesh bodies); only a plane cast skips
  ///   plane and mesh bodies.
  WorldSweepHit cast_closest(const Shape& shape, Vec3 displacement, const QueryFilter& filter = {}) const;

  /// cast_closest for a sphere (the common case, and the batch casts of the bindings).
  WorldSweepHit sphere_cast_closest(const Sphere& sphere, Vec3 displacement, const QueryFilter& filter = {}) const;

  /// Appends to `bodies` (cleared first) every body that `shape` touches or overlaps now, in increasing
  /// handle order. @return hit (at least one), miss, or invalid_input for an invalid shape (argument 0).
  Overlap overlap(const Shape& shape, const QueryFilter& filter, std::vector<BodyHandle>& bodies) const;

  /// The contact of `shape` (A) with the body (B) now: contact(shape, body shape), or for a mesh body
  /// contact_shape_mesh's manifold normal, depth and deepest points (normal from the shape to the body).
  /// @return as contact; a stale handle is invalid_input naming argument 1; a plane against a mesh body is
  ///   `unsupported`.
  Contact contact_body(const Shape& shape, BodyHandle body) const;

 private:
  // The implementation follows the pipeline, one file each under core/src/world/: body storage (world.cpp),
  // the step's motion and pair keys (world_step.cpp), its narrowphase and events (world_narrowphase.cpp), the
  // query index (query_index.hpp / .cpp) and the queries
  // (world_queries.cpp).

  /// The per-slot fields every pair test reads, packed in 12 bytes (pairs visit slots in random order).
  struct Slot {
    std::uint32_t layer = 1;
    std::uint32_t mask = 0xFFFFFFFFu;
    std::uint16_t generation = 0;  // of the current or last occupant; 0 = never used
    std::uint8_t kind = 0;         // BodyKind
    std::uint8_t bits = 0;         // kAlive | kSensor | kRemoved | kMoving
  };
  static constexpr std::uint8_t kAlive = 1;
  static constexpr std::uint8_t kSensor = 2;
  static constexpr std::uint8_t kRemoved = 4;  // removed since the last step (its pairs still owe an `end`)
  static constexpr std::uint8_t kMoving = 8;   // moves in the current step
  static constexpr std::uint8_t kMesh = 16;    // a mesh body (mesh_bounds_ holds its bounds at the last step)
  /// A pair touching at the end of the last step.
  struct ActivePair {
    std::uint64_t key;  // slot_a << 20 | slot_b
    std::int32_t flags;
    Vec3 normal;
    Vec3 point;
  };
  /// Where a query looks for candidates (query_index.hpp).
  struct QueryRegion;

  // Body storage (world.cpp).
  /// Stores a checked body in a free slot (or a new one): its handle, or null with too_many_bodies.
  BodyHandle insert_body(const BodyDesc& desc, WorldError& error);
  BodyHandle handle_of(std::uint32_t slot) const;
  bool interacts(std::uint32_t a, std::uint32_t b) const;
  bool sees(const QueryFilter& filter, std::uint32_t slot) const;
  WorldError check_displacement(std::uint32_t slot, Vec3 d) const;
  // set_motion's check of a turning motion (angular non-zero): as check_displacement, and shape_cannot_turn.
  WorldError check_turning(std::uint32_t slot, Vec3 linear, Vec3 angular) const;

  // The step: motion and pair keys (world_step.cpp).
  void collect_motion(bool& any_moving, bool& all_interact);
  void find_pair_keys(bool all_interact);
  void finish_step();

  // The step: narrowphase and events (world_narrowphase.cpp).
  void narrow_phase();
  void narrow_and_report(std::uint32_t a, std::uint32_t b, const ActivePair* previous);
  /// Appends the `stay` (previous set) or `begin` event of a pair touching at the frame's end, and the pair
  /// to next_active_; `first` is the sweep's first contact of a moving pair that was apart.
  void report_touching(std::uint32_t a, std::uint32_t b, const ActivePair* previous, std::int32_t flags,
                       const Contact& end_contact, const SweepHit* first);
  /// The `end` event of a pair touching at the last step and not now.
  void report_end(const ActivePair& pair);
  /// Appends an event: every event of a step is built here.
  void emit(EventType type, std::int32_t flags, std::uint32_t a, std::uint32_t b, Real t, Real depth, Vec3 normal,
            Vec3 point);

  // Mesh bodies (world_meshes.cpp): their shapes are TriangleMeshShapes, tested through the dispatch as any body's;
  // the World keeps only their bounds, to see a refit (refit_triangle_mesh) at the next step.
  void mark_mesh(std::uint32_t slot);  // a body whose shape is (now) a mesh, or (now) not
  void refresh_mesh_bounds();  // step's start: bounds of meshes refitted since
  // A query's answer against a slot (world_queries.cpp): `triangle` the mesh's input triangle on a mesh body's hit.
  RaycastHit raycast_slot(const Ray& ray, std::uint32_t slot, Real max_fraction, std::uint32_t& triangle) const;
  SweepHit cast_slot(const Shape& shape, Vec3 displacement, std::uint32_t slot, std::uint32_t& triangle) const;
  Contact contact_slot(const Shape& shape, std::uint32_t slot) const;

  // The query index (query_index.hpp, query_index.cpp).
  void ensure_query_grid() const;
  bool use_query_bvh() const;
  void invalidate_queries();
  template <class Visit>
  void for_each_candidate(const QueryRegion& region, Visit&& visit) const;

  WorldSettings settings_;
  std::vector<Slot> slots_;           // per slot
  std::vector<Shape> shapes_;         // per slot, at the start of the frame
  std::vector<Vec3> displacements_;   // per slot
  std::vector<Vec3> angular_;         // per slot once a body has turned (empty until then): set_motion's rotation vector
  Vec3 angular_of(std::uint32_t slot) const { return slot < angular_.size() ? angular_[slot] : Vec3{}; }
  std::vector<Aabb> mesh_bounds_;     // per slot once a mesh body was added (empty until then): its bounds
  std::vector<Vec3> last_linear_;     // per slot: the displacement of the last step (finish_step)
  std::vector<Vec3> last_angular_;    // per slot: the rotation vector of the last step (empty when none turned)
  std::vector<std::uint32_t> free_slots_;     // reusable now (LIFO)
  std::size_t body_count_ = 0;
  std::vector<ActivePair> active_;            // sorted by key
  std::vector<ActivePair> next_active_;
  std::vector<ContactEvent> events_;

  std::vector<std::uint32_t> removed_slots_;  // removed since the last step: their `removed` bits to clear, then free

  // Per-step scratch.
  std::vector<Shape> end_shapes_;             // per slot
  std::vector<ProxyPair> proxy_pairs_;
  StepResult result_;
  std::vector<std::uint64_t> pair_keys_, pair_key_scratch_;
  std::vector<std::uint32_t> first_counts_, second_counts_;  // per slot + 1: the pair keys' counting sort

  // The broadphase: the grid of the last step (swept boxes, which hold the bodies' current shapes), or
  // rebuilt from the current shapes by a query when bodies were added, removed or reshaped since.
  mutable UniformGrid grid_;
  mutable bool grid_valid_ = false;
  mutable std::vector<std::uint32_t> planes_;       // slots of plane bodies (no box: outside the grid)
  mutable std::vector<Aabb> proxy_boxes_;
  mutable std::vector<std::uint8_t> proxy_flags_;
  mutable std::vector<std::uint32_t> proxy_slots_;  // grid proxy -> slot, increasing
  mutable std::vector<std::uint32_t> query_proxies_;

  // The query tree over the bodies' current boxes (planes aside), built by use_query_bvh when enough
  // queries have run since the bodies last changed.
  mutable Bvh bvh_;
  mutable bool bvh_valid_ = false;
  mutable std::size_t stale_queries_ = 0;          // queries since the bodies last changed
  mutable std::vector<std::uint32_t> bvh_planes_;  // slots of plane bodies
  mutable std::vector<std::uint32_t> bvh_slots_;   // tree proxy -> slot, increasing
  mutable std::vector<Aabb> bvh_boxes_;            // build scratch
};

}  // namespace sweepkit
